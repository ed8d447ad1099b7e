/** What happened to a content-relative path, oldest first (history/fate.ts gives this shape). */
export type LinkTargetEvent = {
    kind: 'renamed';
    to: string;
    commit: string;
} | {
    kind: 'deleted';
    commit: string;
};
/** content-relative path (`en/guide/a.md`) → its events; paths history says nothing about are absent. */
export type LinkTargetFates = ReadonlyMap<string, readonly LinkTargetEvent[]>;
/** Reads history for these content-relative paths (the pipeline's; one bulk read per run). */
export type LinkHistoryLookup = (paths: readonly string[]) => Promise<LinkTargetFates>;
export interface MissingPage {
    /** the link as a reader wrote it */
    shown: string;
    /** the linking file */
    from: {
        language: string;
        rel: string;
    };
    /** the language folder the message names */
    where: string;
    /** the languages looked in, in order */
    languages: string[];
    /** candidate paths relative to a language folder */
    paths: string[];
    /** the link named its language (a `/ja/` prefix, a `../../ja/` path) */
    explicit: boolean;
    /** how it was written: site-absolute (with the URL prefix it had), a relative `.md` path, a relative URL */
    form: {
        kind: 'site';
        prefix?: string;
    } | {
        kind: 'file';
    } | {
        kind: 'url';
    };
    /** `?query#fragment` as written */
    suffix: string;
    /** `<language>/<rel>` where the page does exist in another language */
    elsewhere?: string;
}
/** The content-relative paths whose history would explain this missing page. */
export declare function missingCandidates(m: Pick<MissingPage, 'languages' | 'paths'>): string[];
/** "link X: no such page in en/ (looked for …): left as written", plus what history shows. */
export declare function missingPageMessage(m: MissingPage, fates?: LinkTargetFates): string;
