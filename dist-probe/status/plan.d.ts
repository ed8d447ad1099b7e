export declare const STATUS_STATES: readonly ["current", "outdated", "missing", "orphaned", "no-base"];
export type StatusState = (typeof STATUS_STATES)[number];
/** What the history said about one translation whose source exists. */
export type TranslationFact = 
/** compared: did the source's content change between merge-base(base, HEAD) and now */
{
    kind: 'compared';
    base?: string;
    changed: boolean;
}
/** the base key is absent, or names no commit of the repository (a warning with file and line) */
 | {
    kind: 'no-base';
    reason: string;
    line?: number;
};
export interface StatusInput {
    sourceLanguage: string;
    /** the translation languages reported, in order (never the source language) */
    languages: readonly string[];
    /** source pages, relative to the source-language folder, `/`-separated (statusExclude and --only applied) */
    sourcePages: readonly string[];
    /** language → translation files relative to its folder (the same exclusions applied) */
    translations: ReadonlyMap<string, readonly string[]>;
    /** `<language>/<path>` → fact; absent for every translation when there is no history */
    facts: ReadonlyMap<string, TranslationFact>;
    /** false: not a Git work tree, or --no-history: only missing and orphaned can be told */
    history: boolean;
    /** source path (relative to the source folder) that no longer exists → where history says it went */
    renames: ReadonlyMap<string, string>;
}
/** One file's state; paths relative to the content folder with `/` (`--json`). */
export interface StatusFile {
    file: string;
    language: string;
    source: string;
    state: StatusState;
    /**
     * current/outdated: the commit the comparison started from (the one the translation names, or its
     * last commit); absent for a translation with uncommitted changes without sourceCommitKey (made now)
     */
    base?: string;
    /** orphaned: the source's path now, when history shows it was renamed (fix: `git mv file <that path in the language>`) */
    renamedTo?: string;
    /** no-base: why, and the front matter line when there is one */
    reason?: string;
    line?: number;
}
export interface LanguageStatus {
    language: string;
    sourcePages: number;
    /** null without history: not known */
    current: number | null;
    outdated: number | null;
    missing: number;
    orphaned: number;
    noBase: number | null;
}
export interface StatusReport {
    sourceLanguage: string;
    history: boolean;
    languages: LanguageStatus[];
    /** every file with a known state, per language in order, then by path; without history only missing and orphaned */
    files: StatusFile[];
}
export declare function planStatus(input: StatusInput): StatusReport;
/**
 *: "translated %" = (current + outdated) / source pages, "up to date %" = current / source
 * pages. Without history only "translated" is known: the source pages that have a translation.
 * Percentages are floored, so 100% means every page (999 of 1,000 is 99%, not a rounded 100%).
 */
export declare function percentages(l: LanguageStatus): {
    translated: number;
    upToDate: number | null;
};
/** The files in any of `states` (for --fail-on and --list). */
export declare function filesIn(report: StatusReport, states: readonly StatusState[]): StatusFile[];
/** Parses a comma-separated state list; throws a message naming the bad value and the valid ones. */
export declare function parseStates(values: readonly string[], flag: string): StatusState[];
