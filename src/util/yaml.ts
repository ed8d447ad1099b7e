// One "YAML to problems with line numbers" (issue 11 item 5), used by the config, the layout file,
// static translations and front matter: parse with the `yaml` package's document API and a
// LineCounter, and turn its errors (and, where asked, warnings) into problems with 1-based lines.
import { LineCounter, parseDocument, type Document, type DocumentOptions, type ParseOptions, type SchemaOptions } from 'yaml';

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
