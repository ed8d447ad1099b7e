import { type EntryType } from '../model.js';
import type { MarkdownAnalysis } from './analyze.js';
import type { FrontMatterValue, LocalProblem } from './frontmatter.js';
import { type LocalPair } from './types.js';
/** Entry types whose Markdown body is pushed as `content`. */
export declare const BODY_TYPES: ReadonlySet<EntryType>;
export declare function describeValue(v: FrontMatterValue): string;
export type EntryRead = {
    ok: true;
    entryId: string;
    type: EntryType;
    line: number;
} | {
    ok: false;
    problem?: LocalProblem;
};
/** `entry` of a Markdown file: `{ ok: false }` when absent, with a problem when malformed. */
export declare function readEntry(v: FrontMatterValue | undefined): EntryRead;
/** The pair a Markdown file gives for its entry; problems go to `report`. Undefined when nothing is pushed. */
export declare function buildPair(entryId: string, type: EntryType, language: string, file: string, a: MarkdownAnalysis, report: (problems: LocalProblem[]) => void): LocalPair | undefined;
