// A JSON document as text, a piece at a time: the same text as `JSON.stringify(value, null, 2)`,
// never held as one string. A first push's plan at 200k pairs holds every body; written as one
// string (and scrubbed as a parsed copy of another) it held the document several times over and passes
// V8's maximum string length (about 537 million characters) near 200k.
//
// Arrays and plain objects are walked down to `depth`; what lies deeper is one JSON.stringify (re-
// indented: JSON text holds no raw newline, so every newline in it is a line of the structure). A
// piece always ends between two JSON tokens, so a string value is never cut: text-level steps on the
// pieces (scrubbing the token, escaping workflow commands) give what they give on the whole text.

/** Pieces are gathered up to about this many characters. */
const PIECE = 256 * 1024;
/** Levels walked before a subtree is stringified whole: a plan's pushes lie two levels down. */
const DEPTH = 4;

type Json = unknown;

/** What JSON.stringify does first with a value under `key`: its toJSON. */
function jsonValue(holderKey: string, value: Json): Json {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return (value as { toJSON(key: string): Json }).toJSON(holderKey);
  }
  return value;
}

/** A value JSON.stringify leaves out of an object (and writes as null in an array). */
function omitted(value: Json): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

function isWalked(value: Json): value is Record<string, Json> | Json[] {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The text of a value at `indent` (its first line unindented, as after a key). */
function* valueText(value: Json, indent: string, depth: number): Generator<string> {
  if (depth <= 0 || !isWalked(value)) {
    const text = JSON.stringify(value, null, 2);
    yield indent === '' ? text : text.replace(/\n/g, `\n${indent}`);
    return;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) {
      yield '[]';
      return;
    }
    yield '[\n';
    for (let i = 0; i < value.length; i++) {
      const item = jsonValue(String(i), value[i]);
      yield inner;
      if (omitted(item)) yield 'null';
      else yield* valueText(item, inner, depth - 1);
      yield i < value.length - 1 ? ',\n' : '\n';
    }
    yield `${indent}]`;
    return;
  }
  const members = Object.keys(value)
    .map((k) => [k, jsonValue(k, value[k])] as const)
    .filter(([, v]) => !omitted(v));
  if (members.length === 0) {
    yield '{}';
    return;
  }
  yield '{\n';
  for (let i = 0; i < members.length; i++) {
    const [k, v] = members[i]!;
    yield `${inner}${JSON.stringify(k)}: `;
    yield* valueText(v, inner, depth - 1);
    yield i < members.length - 1 ? ',\n' : '\n';
  }
  yield `${indent}}`;
}

/**
 * `JSON.stringify(value, null, 2) + '\n'` in pieces of about PIECE characters (a subtree larger than
 * that is one piece). `value` must be a document: an object or array (toJSON applied), not a bare value.
 */
export function* jsonPieces(value: Json, depth = DEPTH): Generator<string> {
  let gathered: string[] = [];
  let size = 0;
  for (const text of valueText(jsonValue('', value), '', depth)) {
    gathered.push(text);
    size += text.length;
    if (size >= PIECE) {
      yield gathered.join('');
      gathered = [];
      size = 0;
    }
  }
  gathered.push('\n');
  yield gathered.join('');
}
