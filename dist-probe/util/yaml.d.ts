import { type Document } from 'yaml';
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
export declare const MAX_ALIAS_COUNT = 100;
export declare function parseYaml(text: string, o?: ParseYamlOptions): ParsedYaml;
/** The document as plain values; an alias bomb (or another conversion failure) is a problem, not a crash. */
export declare function plainValue(doc: Document.Parsed, label?: string): {
    value: unknown;
} | {
    problem: YamlProblem;
};
/** A key path into a YAML document: map keys and sequence indexes, as zod reports an issue's path. */
export type KeyPath = (string | number)[];
/** The parsed document and its line map: what turns a key path into a node and a line. */
export type YamlSource = Pick<ParsedYaml, 'doc' | 'lineAt'>;
/** The node at `keyPath`; undefined when the path is not all in the document. */
export declare function nodeAt(doc: Document.Parsed, keyPath: KeyPath): unknown;
/**
 * The 1-based line of the node at `keyPath`, so a problem found in the plain value (by zod) points at
 * the line the user wrote it on. Where the path leaves the document (a key that is not there), the
 * line of the last node reached.
 */
export declare function lineOf(doc: Document.Parsed, lineAt: ParsedYaml['lineAt'], keyPath: KeyPath): number | undefined;
/** A key path as a user reads it: `collections[0].articles[2]`, `rateLimit.requests`. */
export declare function formatKeyPath(keyPath: readonly (string | number)[]): string;
/**
 * How YAML read a value that was meant as text, from the scalar as written: `0123` is a number and
 * `yes`/`true` a boolean unless quoted. Empty when there is nothing to add.
 */
export declare function stringHint(node: unknown): string;
export interface IssueOptions {
    /** the keys the map at `mapPath` allows: an unknown key's problem lists them */
    allowedKeys?: (mapPath: KeyPath) => readonly string[] | undefined;
}
/**
 * zod's issues as problems with lines: an unknown key names its full path (at the key's line), a
 * value that should be text says how YAML read it, anything else is `path: message` (`rootLabel`
 * when the issue is about the whole document).
 */
export declare function zodIssueProblems(issues: readonly z.core.$ZodIssue[], yaml: YamlSource, rootLabel: string, opts?: IssueOptions): YamlProblem[];
