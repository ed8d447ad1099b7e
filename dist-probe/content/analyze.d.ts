import type { AlertLabels } from '../html/alerts.js';
import { type FrontMatterValue, type LocalProblem } from './frontmatter.js';
import { type StaticValue } from './static.js';
import { type BodyRef } from './refs.js';
import type { SetAsideText } from './types.js';
/** Bump when the shape or meaning of FileAnalysis changes (the cache also hashes the code itself). */
export declare const ANALYSIS_FORMAT = 6;
/** Front matter keys helpsync reads; everything else is ignored. */
export declare const FRONT_MATTER_FIELDS: readonly ["title", "description", "subject"];
export interface MarkdownAnalysis {
    kind: 'markdown';
    /** the `entry` value as written, when the key is present */
    entry?: FrontMatterValue;
    /** `draft` as written, when the key is present (read for new articles only: it applies at creation) */
    draft?: FrontMatterValue;
    /** title / description / subject as found (type checks happen once the entry type is known) */
    fields: Record<string, FrontMatterValue>;
    /** whether the body went through the renderer */
    rendered: boolean;
    /** rendered HTML of the body; absent when not rendered or the body is blank */
    content?: string;
    /** in place of `content`, once the loader has set the rendered body aside (links resolved) */
    contentSetAside?: SetAsideText;
    problems: LocalProblem[];
    /** warnings about the pushed body (; link and image problems are added after the scan) */
    linkWarnings: LocalProblem[];
    /** plain `{{ … }}` in the body: a warning, except in email templates where it is a merge field */
    expressionWarnings?: LocalProblem[];
    /** the local links and image paths of `content`, where they sit (resolve-refs.ts substitutes them) */
    refs?: BodyRef[];
}
export interface StaticAnalysis {
    kind: 'static';
    values: StaticValue[];
    problems: LocalProblem[];
}
export type FileAnalysis = MarkdownAnalysis | StaticAnalysis;
export interface AnalyzeOptions {
    kind: 'markdown' | 'static';
    /** the file is a folder's `_index.md` (a collection: its body is not pushed) */
    isIndex: boolean;
    /**
     * 'auto': render when the body is pushed (see analyzeFile); 'never': the file is outside
     * --only / --languages (front matter only); 'always': the loader found the guess wrong.
     */
    render: 'auto' | 'never' | 'always';
    /** the language's GitHub alert labels (config `alertLabels`,) */
    alertLabels?: AlertLabels;
}
/** Decode strictly; a UTF-8 BOM is dropped. Returns the text or a problem with its line. */
export declare function decodeText(bytes: Uint8Array): {
    text: string;
} | {
    problem: LocalProblem;
};
/**
 * Lone carriage returns (classic Mac OS line ends) are line breaks to a reader but not to the YAML
 * and Markdown parsers: read them as "\n", with a warning. CRLF is left as it is.
 */
export declare function normaliseLineEnds(text: string): {
    text: string;
    problems: LocalProblem[];
};
export declare function analyzeFile(bytes: Uint8Array, opts: AnalyzeOptions): FileAnalysis;
/** Links to local Markdown files and relative image paths, as warnings (today's rule,). */
export declare function findLocalReferences(html: string, body: string, bodyLine: number): LocalProblem[];
