// One "YAML to problems with line numbers", used by the config, the layout file,
// static translations and front matter: parse with the `yaml` package's document API and a
// LineCounter, and turn its errors (and, where asked, warnings) into problems with 1-based lines.
import {
  LineCounter,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  type Document,
  type DocumentOptions,
  type Node as YamlNode,
  type ParseOptions,
  type SchemaOptions,
} from 'yaml';
import type { z } from 'zod';

/** A problem local to one YAML text (the caller adds the file name). */
export interface YamlProblem {
  severity: 'error' | 'warning';
  line?: number;
  message: string;
}

export interface ParsedYaml {
  doc: Document.Parsed;
  /** 1-based line of a source offset */
  lineAt: (pos: number | undefined) => number | undefined;
  /** errors (and warnings when asked), first line of each message, prefixed */
  problems: YamlProblem[];
}

export interface ParseYamlOptions {
  /** e.g. "YAML" or "front matter YAML" (default "YAML") */
  label?: string;
  /** report the parser's warnings too */
  warnings?: boolean;
  /** the failsafe schema keeps every scalar as the text it was written as */
  schema?: 'failsafe' | 'core';
}

/**
 * Aliases allowed when a document is turned into plain values: the `yaml` package's default (100).
 * Beyond it, toJS throws (a "billion laughs" alias bomb); plainValue reports that as a problem.
 */
export const MAX_ALIAS_COUNT = 100;

export function parseYaml(text: string, o: ParseYamlOptions = {}): ParsedYaml {
  const lc = new LineCounter();
  const opts: ParseOptions & DocumentOptions & SchemaOptions = { lineCounter: lc, prettyErrors: false, uniqueKeys: true };
  if (o.schema === 'failsafe') opts.schema = 'failsafe';
  const doc = parseDocument(text, opts);
  const lineAt = (pos: number | undefined): number | undefined => (pos === undefined ? undefined : lc.linePos(pos).line);
  const label = o.label ?? 'YAML';
  const problems: YamlProblem[] = [];
  const all = o.warnings ? [...doc.errors, ...doc.warnings] : doc.errors;
  for (const e of all) {
    problems.push({
      severity: doc.errors.includes(e) ? 'error' : 'warning',
      line: lineAt(e.pos?.[0]),
      message: `${label}: ${e.message.split('\n')[0]}`,
    });
  }
  return { doc, lineAt, problems };
}

/** The document as plain values; an alias bomb (or another conversion failure) is a problem, not a crash. */
export function plainValue(doc: Document.Parsed, label = 'YAML'): { value: unknown } | { problem: YamlProblem } {
  try {
    return { value: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as unknown };
  } catch (err) {
    const message = /alias/i.test((err as Error).message)
      ? `${label}: too many aliases (more than ${MAX_ALIAS_COUNT} expansions): refused as a possible alias bomb`
      : `${label}: ${(err as Error).message.split('\n')[0]}`;
    return { problem: { severity: 'error', message } };
  }
}

/** A key path into a YAML document: map keys and sequence indexes, as zod reports an issue's path. */
export type KeyPath = (string | number)[];

/** The parsed document and its line map: what turns a key path into a node and a line. */
export type YamlSource = Pick<ParsedYaml, 'doc' | 'lineAt'>;

interface Walked {
  /** the node at the path, or the last node reached where the path leaves the document */
  node: unknown;
  /** the key of the last map step taken */
  key?: unknown;
  /** the whole path was there */
  reached: boolean;
}

/** Follows map keys and sequence indexes from the document's root. */
function walk(doc: Document.Parsed, keyPath: KeyPath): Walked {
  let node: unknown = doc.contents;
  let key: unknown;
  for (const step of keyPath) {
    if (isMap(node)) {
      // toJS turns every key into a string (`1:` becomes "1"), so compare as strings.
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(step));
      if (!pair) return { node, key, reached: false };
      key = pair.key;
      node = pair.value;
    } else if (isSeq(node) && typeof step === 'number' && step < node.items.length) {
      key = undefined;
      node = node.items[step];
    } else {
      return { node, key, reached: false };
    }
  }
  return { node, key, reached: true };
}

/** The node at `keyPath`; undefined when the path is not all in the document. */
export function nodeAt(doc: Document.Parsed, keyPath: KeyPath): unknown {
  const w = walk(doc, keyPath);
  return w.reached ? w.node : undefined;
}

/**
 * The 1-based line of the node at `keyPath`, so a problem found in the plain value (by zod) points at
 * the line the user wrote it on. Where the path leaves the document (a key that is not there), the
 * line of the last node reached.
 */
export function lineOf(doc: Document.Parsed, lineAt: ParsedYaml['lineAt'], keyPath: KeyPath): number | undefined {
  const { node, key } = walk(doc, keyPath);
  return lineAt(rangeStart(node) ?? rangeStart(key));
}

/** The line of the key at the end of `keyPath` (for an unknown key, whose value may start lines below). */
function keyLineOf({ doc, lineAt }: YamlSource, keyPath: KeyPath): number | undefined {
  const w = walk(doc, keyPath);
  return w.reached && w.key ? lineAt(rangeStart(w.key)) : lineOf(doc, lineAt, keyPath);
}

function rangeStart(node: unknown): number | undefined {
  return node && typeof node === 'object' && 'range' in node && Array.isArray((node as YamlNode).range)
    ? (node as YamlNode).range?.[0]
    : undefined;
}

/** A key path as a user reads it: `collections[0].articles[2]`, `rateLimit.requests`. */
export function formatKeyPath(keyPath: readonly (string | number)[]): string {
  return keyPath.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
}

/**
 * How YAML read a value that was meant as text, from the scalar as written: `0123` is a number and
 * `yes`/`true` a boolean unless quoted. Empty when there is nothing to add.
 */
export function stringHint(node: unknown): string {
  if (isScalar(node)) {
    const written = node.source ?? '';
    if (typeof node.value === 'number' || typeof node.value === 'boolean' || typeof node.value === 'bigint') {
      return ` (YAML read ${written || String(node.value)} as a ${typeof node.value === 'boolean' ? 'boolean' : 'number'}: put it in quotes)`;
    }
    // `key:` with nothing after it, `~` and `null` all read as no value.
    if (node.value === null) return ' (it is empty)';
  }
  if (isMap(node)) return ' (found a map; is a ":" or an indent out of place?)';
  if (isSeq(node)) return ' (found a list)';
  return '';
}

export interface IssueOptions {
  /** the keys the map at `mapPath` allows: an unknown key's problem lists them */
  allowedKeys?: (mapPath: KeyPath) => readonly string[] | undefined;
}

/**
 * zod's issues as problems with lines: an unknown key names its full path (at the key's line), a
 * value that should be text says how YAML read it, anything else is `path: message` (`rootLabel`
 * when the issue is about the whole document).
 */
export function zodIssueProblems(
  issues: readonly z.core.$ZodIssue[],
  yaml: YamlSource,
  rootLabel: string,
  opts: IssueOptions = {},
): YamlProblem[] {
  const problems: YamlProblem[] = [];
  for (const issue of issues) {
    const base = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
    if (issue.code === 'unrecognized_keys') {
      const allowed = opts.allowedKeys?.(base);
      const hint = allowed ? ` (allowed: ${allowed.join(', ')})` : '';
      for (const key of issue.keys) {
        const keyPath = [...base, key];
        problems.push({ severity: 'error', line: keyLineOf(yaml, keyPath), message: `unknown key "${formatKeyPath(keyPath)}"${hint}` });
      }
      continue;
    }
    const hint = issue.code === 'invalid_type' && issue.expected === 'string' ? stringHint(nodeAt(yaml.doc, base)) : '';
    problems.push({
      severity: 'error',
      line: lineOf(yaml.doc, yaml.lineAt, base),
      message: `${formatKeyPath(base) || rootLabel}: ${issue.message}${hint}`,
    });
  }
  return problems;
}
