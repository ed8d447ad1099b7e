// Just enough TOML to read a Hugo config's language settings: tables (`[languages.de]`), arrays of
// tables (`[[module.mounts]]`), and `key = value` with strings, numbers, booleans and one-line arrays
// or inline tables of those. Anything else is skipped: recognition proposes, the user confirms.

type Value = string | number | boolean | Value[] | { [k: string]: Value };
type Table = { [k: string]: Value };

export function parseTomlLite(text: string): Table {
  const root: Table = {};
  let current: Table = root;
  for (const raw of text.split(/\r?\n/)) {
    const line = stripComment(raw).trim();
    if (line === '') continue;
    const arr = /^\[\[\s*([^\]]+?)\s*\]\]$/.exec(line);
    const tab = arr ? undefined : /^\[\s*([^\]]+?)\s*\]$/.exec(line);
    if (arr || tab) {
      const keys = splitKey((arr ?? tab)![1]!);
      const parent = descend(root, keys.slice(0, -1));
      const last = keys[keys.length - 1]!;
      if (arr) {
        const list = Array.isArray(parent[last]) ? (parent[last]) : [];
        parent[last] = list;
        current = {};
        list.push(current);
      } else current = descend(parent, [last]);
      continue;
    }
    const kv = /^("[^"]*"|'[^']*'|[A-Za-z0-9_.-]+)\s*=\s*(.+)$/.exec(line);
    if (!kv) continue;
    const keys = splitKey(kv[1]!);
    const v = parseValue(kv[2]!.trim());
    if (v !== undefined) descend(current, keys.slice(0, -1))[keys[keys.length - 1]!] = v;
  }
  return root;
}

function descend(t: Table, keys: string[]): Table {
  let at = t;
  for (const k of keys) {
    const next = at[k];
    if (next && typeof next === 'object' && !Array.isArray(next)) at = next;
    else {
      const fresh: Table = {};
      at[k] = fresh;
      at = fresh;
    }
  }
  return at;
}

function splitKey(k: string): string[] {
  return [...k.matchAll(/"([^"]*)"|'([^']*)'|([^.\s]+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

function parseValue(v: string): Value | undefined {
  if (/^"(?:[^"\\]|\\.)*"$/.test(v)) return v.slice(1, -1).replace(/\\(.)/g, '$1');
  if (/^'[^']*'$/.test(v)) return v.slice(1, -1);
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^[+-]?\d+(\.\d+)?$/.test(v)) return Number(v);
  if (v.startsWith('[') && v.endsWith(']')) return splitList(v.slice(1, -1)).map(parseValue).filter((x): x is Value => x !== undefined);
  if (v.startsWith('{') && v.endsWith('}')) {
    const t: Table = {};
    for (const part of splitList(v.slice(1, -1))) {
      const m = /^("[^"]*"|'[^']*'|[A-Za-z0-9_.-]+)\s*=\s*(.+)$/.exec(part.trim());
      const val = m ? parseValue(m[2]!.trim()) : undefined;
      if (m && val !== undefined) descend(t, splitKey(m[1]!).slice(0, -1))[splitKey(m[1]!).pop()!] = val;
    }
    return t;
  }
  return undefined;
}

/** Splits on commas outside quotes, brackets and braces. */
function splitList(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let at = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quote) {
      if (c === quote && s[i - 1] !== '\\') quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      out.push(s.slice(at, i));
      at = i + 1;
    }
  }
  if (s.slice(at).trim() !== '') out.push(s.slice(at));
  return out.map((x) => x.trim());
}

function stripComment(line: string): string {
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote && line[i - 1] !== '\\') quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') return line.slice(0, i);
  }
  return line;
}
