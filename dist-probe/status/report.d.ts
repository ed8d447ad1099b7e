import type { Problem } from '../model.js';
import { type LanguageStatus, type StatusFile, type StatusReport, type StatusState } from './plan.js';
export declare const STATUS_DOC_KIND = "status";
/** The `--json` document, exactly shape; paths relative to the content folder with `/`. */
export declare function statusDocument(report: StatusReport): unknown;
/**
 * Escapes control characters (C0 but tab, DEL, C1) as `\xNN` (`\n`, `\r`, `\t` by name when
 * `keepLines` is false), so a file name or a diff cannot move the cursor, clear the screen or fake a
 * line; with keepLines a newline stays a newline (a diff's own structure), and a line that would
 * start with `::` (a GitHub workflow command) gets a leading space.
 */
export declare function escapeControl(text: string, keepLines?: boolean): string;
/** `█` up to date, `▒` outdated, `░` neither (missing or no base); `?` marks unknown without history. */
export declare function bar(l: LanguageStatus): string;
export interface StatusTextOptions {
    /** how a content-relative path is shown (relative to the working directory) */
    show: (contentPath: string) => string;
    /** --list: the states whose files are listed */
    list?: readonly StatusState[];
}
export declare function renderStatusText(report: StatusReport, opts: StatusTextOptions): string;
/** The translation's path after the fix: the source's new path in the translation's language. */
export declare function renamedTranslation(f: StatusFile): string;
/** A POSIX shell word: plain when safe, else single-quoted (control characters escaped for display). */
export declare function shellQuote(s: string): string;
/** The step summary (GITHUB_STEP_SUMMARY): the same table as Markdown. */
export declare function renderStatusMarkdown(report: StatusReport): string;
/** no-base rows as warnings with file and line, paths shown relative to the working directory. */
export declare function noBaseWarnings(report: StatusReport, show: (p: string) => string): Problem[];
