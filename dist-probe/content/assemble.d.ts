import type { AlertLabels } from '../html/alerts.js';
import type { EntryType, Problem } from '../model.js';
import type { AnalyzeOptions, FileAnalysis } from './analyze.js';
import type { LocalProblem } from './frontmatter.js';
import { type ScannedFolder } from './types.js';
import type { LocalPair, SourceFile, UnboundSource } from './types.js';
/** A file that could not be read (refused or failed): its one problem. */
export interface ReadFailure {
    kind: 'read-failure';
    problem: LocalProblem;
}
export type FileResult = FileAnalysis | ReadFailure;
/** What the scan found, as plain data. Keys of `analyses` maps are `<language>/<rel>`. */
export interface ContentFiles {
    source: string;
    /** every language, the source first */
    allLanguages: string[];
    /** the languages selected for pairs (--languages) */
    scope: string[];
    /** --only: the matching paths of the source folder; undefined: every file */
    only?: ReadonlySet<string>;
    files: ReadonlyMap<string, ScannedFolder>;
    /** shown before content-relative paths in problems ('' when the content folder is the working folder) */
    shownRoot: string;
    /** config `alertLabels`: language → GitHub alert labels */
    alertLabels?: Readonly<Record<string, AlertLabels>>;
    /** list files without `entry:` (SourceIndex.unbound) rather than warn about them */
    collectUnbound?: boolean;
    /** source rel → the entry a file without `entry:` is bound to (by externalId, or a creation's placeholder) */
    bindings?: ReadonlyMap<string, SourceInfo>;
}
export interface SourceInfo {
    entryId: string;
    type: EntryType;
}
export interface SourceIndex {
    /** source rel → its entry; null: the file names none (or a broken one) */
    byRel: Map<string, SourceInfo | null>;
    sourceFiles: SourceFile[];
    filesByEntry: Record<string, string[]>;
    problems: Problem[];
    /** with collectUnbound: source files without `entry:` and without a binding */
    unbound: UnboundSource[];
}
export interface Assembled {
    pairs: LocalPair[];
    sourceFiles: SourceFile[];
    filesByEntry: Record<string, string[]>;
    problems: Problem[];
}
/** A content-relative path as the user sees it. */
export declare function showPath(shownRoot: string, contentRel: string): string;
/** Analysis options of a source-language file (its own `entry` decides whether the body renders). */
export declare function sourceOptions(c: ContentFiles, rel: string): AnalyzeOptions;
/**
 * Analysis options of a translation: its body renders exactly when it is selected and its source
 * file's entry type pushes a body. Known before it is read, so no file is ever read twice.
 */
export declare function translationOptions(c: ContentFiles, sources: SourceIndex, rel: string, language: string): AnalyzeOptions;
/** The source-language Markdown files: which entry each is, and the duplicates. */
export declare function identifySources(c: ContentFiles, analyses: ReadonlyMap<string, FileResult>): SourceIndex;
/** Every selected file → pairs and problems (the source index's own problems included). */
export declare function assemble(c: ContentFiles, analyses: ReadonlyMap<string, FileResult>, sources: SourceIndex): Assembled;
