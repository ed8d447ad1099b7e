// One "YAML to problems with line numbers" (issue 11 item 5), used by the config, the layout file,
// static translations and front matter: parse with the `yaml` package's document API and a
// LineCounter, and turn its errors (and, where asked, warnings) into problems with 1-based lines.
import {
  LineCounter,
  isMap,
  isScalar,
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

/**
 * The 1-based line of the node at `keyPath`, so a problem found in the plain value (by zod) points at
 * the line the user wrote it on. Where the path leaves the maps (a key that is not there, or a list
 * index), the line of the last node reached.
 */
export function lineOf(doc: Document.Parsed, lineAt: ParsedYaml['lineAt'], keyPath: KeyPath): number | undefined {
  let node: unknown = doc.contents;
  let pos: number | undefined;
  for (const key of keyPath) {
    if (!isMap(node)) break;
    const pair = node.items.find((p) => isScalar(p.key) && p.key.value === key);
    if (!pair) break;
    pos = (pair.key as YamlNode).range?.[0];
    node = pair.value;
  }
  return lineAt(rangeStart(node) ?? pos);
}

function rangeStart(node: unknown): number | undefined {
  return node && typeof node === 'object' && 'range' in node && Array.isArray((node as YamlNode).range)
    ? (node as YamlNode).range?.[0]
    : undefined;
}

/**
 * zod's issues as problems with lines: an unknown key names its full path, anything else is
 * `path: message` (`rootLabel` when the issue is about the whole document).
 */
export function zodIssueProblems(
  issues: readonly z.core.$ZodIssue[],
  lineFor: (keyPath: KeyPath) => number | undefined,
  rootLabel: string,
): YamlProblem[] {
  const problems: YamlProblem[] = [];
  for (const issue of issues) {
    const base = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const keyPath = [...base, key];
        problems.push({ severity: 'error', line: lineFor(keyPath), message: `unknown key "${keyPath.join('.')}"` });
      }
      continue;
    }
    problems.push({ severity: 'error', line: lineFor(base), message: `${base.join('.') || rootLabel}: ${issue.message}` });
  }
  return problems;
}
