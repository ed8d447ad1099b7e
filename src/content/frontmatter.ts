// Front matter: split with gray-matter, parse with the `yaml` package so that scalars keep the text
// they were written with (`title: 1.10` is "1.10", not 1.1). gray-matter is always called
// with an options object (its no-options path keeps a process-wide cache keyed by file text) and with
// every engine but YAML replaced by one that refuses: `---js` front matter would otherwise be eval'd.
import matter from 'gray-matter';
import { parseYaml } from '../util/yaml.js';
import { isAlias, isMap, isScalar, isSeq, Scalar, type Node as YamlNode } from 'yaml';

/** A front matter value as helpsync sees it: text, absent (`~`, `null`, empty), or a structure where text belongs. */
export type FrontMatterValue =
  { kind: 'text'; value: string; line: number } | { kind: 'absent'; line: number } | { kind: 'list' | 'map' | 'alias'; line: number };

/** A problem local to one file (the caller adds the file name). */
export interface LocalProblem {
  severity: 'error' | 'warning';
  line?: number;
  message: string;
  /** the warning's kind (report/warning-kinds.ts), when it names one (`template-syntax:<name>`) */
  kind?: string;
}

export interface ParsedFrontMatter {
  /** top-level keys → values (every key; callers pick the ones they use) */
  data: Map<string, FrontMatterValue>;
  /** the Markdown after the front matter */
  body: string;
  /** 1-based line of the file where `body` starts */
  bodyLine: number;
  problems: LocalProblem[];
}

class RefusedEngine extends Error {}

function refuse(language: string) {
  return {
    parse(): never {
      throw new RefusedEngine(`front matter language "${language}" is not allowed (only YAML front matter is read; it is never executed)`);
    },
    stringify(): never {
      throw new RefusedEngine(`front matter language "${language}" is not allowed`);
    },
  };
}

export interface YamlResult {
  data: Map<string, FrontMatterValue>;
  problems: LocalProblem[];
}

/** The YAML engine handed to gray-matter: returns our own structure (gray-matter stores it as `data` untouched). */
function parseYamlBlock(block: string): YamlResult {
  return parseSimpleBlock(block) ?? parseYamlDocument(block);
}

const SIMPLE_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +(.*))?$/;
/** Characters that give a plain scalar's first character a YAML meaning (indicators, quotes). */
const INDICATOR_START = /^[-?:,[\]{}#&*!|>'"%@`]/;

/**
 * Fast path for the front matter almost every file has: `key: plain text` lines, comments and
 * blank lines. It accepts only lines whose YAML reading is unambiguous (a plain scalar with no
 * indicator, no `: `, no ` #`, no tab) and returns undefined for anything else, which then goes
 * through the full parser. Both paths give the same result (test/unit/content/load-frontmatter.test.ts);
 * the fast one is several times quicker, which matters at tens of thousands of files.
 */
export function parseSimpleBlock(block: string): YamlResult | undefined {
  const data = new Map<string, FrontMatterValue>();
  const lines = block.split('\n');
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (line.endsWith('\r')) line = line.slice(0, -1);
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) {
      if (line.includes('\t')) return undefined;
      continue;
    }
    const m = SIMPLE_LINE.exec(line);
    if (!m) return undefined;
    const key = m[1]!;
    if (data.has(key)) return undefined;
    const value = (m[2] ?? '').replace(/ +$/, '');
    const lineNo = i + 1;
    if (value === '') {
      data.set(key, { kind: 'absent', line: lineNo });
      continue;
    }
    if (INDICATOR_START.test(value) || value.includes('\t') || /:( |$)/.test(value) || value.includes(' #')) return undefined;
    data.set(key, NULL_WORDS.has(value) ? { kind: 'absent', line: lineNo } : { kind: 'text', value, line: lineNo });
  }
  return { data, problems: [] };
}

/**
 * A value holding ": " (`title: Billing: how it works`) reads as a nested map, which YAML refuses with
 * a message about "compact mappings": say what to do instead, with the line quoted as it should be.
 */
function withQuoteHint<P extends { line?: number; message: string }>(p: P, block: string): P {
  if (!/Nested mappings are not allowed in compact mappings/.test(p.message) || p.line === undefined) return p;
  const m = /^(\s*[\w.-]+):\s*(.*?)\s*$/.exec(block.split('\n')[p.line - 1] ?? '');
  if (!m) return p;
  const quoted = `${m[1]?.trim()}: "${(m[2] ?? '').replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return { ...p, message: `front matter YAML: the value of "${m[1]?.trim()}" holds ": ": quote it, e.g. ${quoted}` };
}

/** The full YAML reading (failsafe schema: every scalar stays the text it was written as). */
export function parseYamlDocument(block: string): YamlResult {
  // gray-matter hands over the text after the opening `---` (and its language tag), newline
  // included: line 1 of `block` is line 1 of the file, so line numbers need no offset.
  // gray-matter ends the block at "\n---", so with CRLF line ends it keeps the last "\r".
  if (block.endsWith('\r')) block = block.slice(0, -1);
  const { doc, lineAt, problems } = parseYaml(block, { schema: 'failsafe', label: 'front matter YAML' });
  const data = new Map<string, FrontMatterValue>();
  if (problems.length) return { data, problems: problems.map((p) => withQuoteHint(p, block)) };
  const root = doc.contents;
  if (root === null || (isScalar(root) && (root.value === '' || root.value === null))) return { data, problems };
  if (!isMap(root)) {
    problems.push({ severity: 'error', line: lineAt(root.range?.[0]), message: 'front matter must be a map of keys to values' });
    return { data, problems };
  }
  for (const pair of root.items) {
    const keyNode = pair.key as YamlNode | null;
    const keyLine = lineAt(keyNode?.range?.[0]) ?? 1;
    if (!isScalar(keyNode)) {
      problems.push({ severity: 'error', line: keyLine, message: 'front matter keys must be plain text' });
      continue;
    }
    const key = String(keyNode.value);
    const valueNode = pair.value as YamlNode | null;
    data.set(key, valueOf(valueNode, keyLine, lineAt));
  }
  return { data, problems };
}

const NULL_WORDS = new Set(['~', 'null', 'Null', 'NULL', '']);

function valueOf(node: YamlNode | null, keyLine: number, lineAt: (pos: number | undefined) => number | undefined): FrontMatterValue {
  if (node === null || node === undefined) return { kind: 'absent', line: keyLine };
  const line = lineAt(node.range?.[0]) ?? keyLine;
  if (isScalar(node)) {
    // The failsafe schema resolves every scalar to a string.
    const text =
      typeof node.value === 'string' ? node.value : node.value === null || node.value === undefined ? '' : JSON.stringify(node.value);
    // Only a plain (unquoted) null word means absent: a quoted "null" is the text null.
    if (node.type === Scalar.PLAIN && NULL_WORDS.has(text)) return { kind: 'absent', line };
    return { kind: 'text', value: text, line };
  }
  if (isSeq(node)) return { kind: 'list', line };
  if (isMap(node)) return { kind: 'map', line };
  if (isAlias(node)) return { kind: 'alias', line };
  return { kind: 'map', line };
}

const DATA = Symbol('helpsync-front-matter');
interface Carrier {
  [DATA]: YamlResult;
}

type Engine = { parse: (input: string) => object; stringify?: (data: object) => string };
const yamlEngine: Engine = { parse: (block: string): Carrier => ({ [DATA]: parseYamlBlock(block) }) };
const engines: Record<string, Engine> = {
  yaml: yamlEngine,
  yml: yamlEngine,
  javascript: refuse('javascript'),
  js: refuse('js'),
  json: refuse('json'),
  coffee: refuse('coffee'),
  coffeescript: refuse('coffeescript'),
  cson: refuse('cson'),
  toml: refuse('toml'),
};
const MATTER_OPTIONS = { engines, language: 'yaml', excerpt: false };

/**
 * Split and parse a Markdown file's front matter. `text` is the whole file (BOM already removed).
 * Never throws; every problem comes back with its line.
 */
export function parseFrontMatter(text: string): ParsedFrontMatter {
  const empty = (): ParsedFrontMatter => ({ data: new Map(), body: text, bodyLine: 1, problems: [] });
  if (!text.startsWith('---')) return empty();
  // A `----` first line is a Markdown rule, not a delimiter (gray-matter agrees).
  if (text.charAt(3) === '-') return empty();
  const firstBreak = text.search(/\r?\n/);
  const language = (firstBreak === -1 ? text.slice(3) : text.slice(3, firstBreak)).trim();
  if (language !== '' && language.toLowerCase() !== 'yaml' && language.toLowerCase() !== 'yml') {
    // Checked before gray-matter sees the text, so no engine lookup (with its prototype-chain
    // surprises for names like "constructor") ever happens for a foreign language.
    return {
      data: new Map(),
      body: '',
      bodyLine: 1,
      problems: [
        {
          severity: 'error',
          line: 1,
          message: `front matter language "${language}" is not allowed (only YAML front matter is read; it is never executed)`,
        },
      ],
    };
  }
  const rest = firstBreak === -1 ? '' : text.slice(firstBreak);
  if (!/\r?\n---/.test(rest)) {
    return {
      data: new Map(),
      body: '',
      bodyLine: 1,
      problems: [{ severity: 'error', line: 1, message: 'front matter is not closed: add a line "---" after it' }],
    };
  }
  // gray-matter is given the front matter and its delimiters only, and the body is cut here exactly
  // as it cuts it (after the first "\n---", less one "\r" and one "\n"): given the whole file, it
  // looks the file's text up in its cache and copies it into a Buffer, a cost that grew with the body
  // (a visible part of a cold run's CPU) for a front matter of a few lines.
  const closeAt = text.indexOf('\n---', 3);
  let file: { data: unknown };
  try {
    file = matter(text.slice(0, closeAt + 4), MATTER_OPTIONS);
  } catch (err) {
    const message = err instanceof RefusedEngine ? err.message : `front matter: ${(err as Error).message}`;
    return { data: new Map(), body: '', bodyLine: 1, problems: [{ severity: 'error', line: 1, message }] };
  }
  let body = text.slice(closeAt + 4);
  if (body.startsWith('\r')) body = body.slice(1);
  if (body.startsWith('\n')) body = body.slice(1);
  const bodyStart = text.length - body.length;
  let bodyLine = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < bodyStart; i = text.indexOf('\n', i + 1)) bodyLine++;
  const carried = (file.data as Partial<Carrier> | null)?.[DATA];
  if (!carried) return { data: new Map(), body, bodyLine, problems: [] };
  return { data: carried.data, body, bodyLine, problems: carried.problems };
}
