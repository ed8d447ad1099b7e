import type { EntryType, RemoteEntry } from '../model.js';
/** A source-language file without `entry`: what kind of entry it can be, and the text to match on. */
export interface UnmatchedFile {
    /** relative to the source-language folder, `/`-separated */
    file: string;
    /** `_index.md` → collection; a `title` → article; a `subject` only → emailtemplate */
    type: Extract<EntryType, 'article' | 'collection' | 'emailtemplate'>;
    /** the title (subject for an email template); undefined when the file has none */
    title?: string;
}
export interface MatchCandidate {
    entryId: string;
    title: string;
}
export type MatchDecision = {
    kind: 'matched';
    file: string;
    entryId: string;
    title: string;
    how: 'exact' | 'normalised' | 'externalId';
} | {
    kind: 'ambiguous';
    file: string;
    reason: string;
    candidates: MatchCandidate[];
} | {
    kind: 'missing';
    file: string;
    reason: string;
};
export interface MatchInput {
    files: UnmatchedFile[];
    remote: RemoteEntry[];
    sourceLanguage: string;
    /** entry ids that files already name: never offered again */
    claimed: ReadonlySet<string>;
}
/** Lower case, Unicode-compatible forms folded, punctuation and symbols dropped, whitespace collapsed. */
export declare function normaliseTitle(title: string): string;
/** The decision for every file, sorted by file. */
export declare function planMatch(input: MatchInput): MatchDecision[];
