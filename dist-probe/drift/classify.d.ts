import { HELD_EDITED, HELD_RENDERING, type HeldReason } from '../apply/types.js';
export { HELD_EDITED, HELD_RENDERING, type HeldReason };
/** An HTML value (exact form) with its links and images canonical, local paths read from `file` (content-relative). */
export type RefsForm = (html: string, file: string) => string;
export interface DriftCanonOptions {
    /** undefined: neither `links` nor `images` is configured, values compare in their exact form */
    refs?: RefsForm;
}
/** The planner's semantic form: what the pushed record hashes. */
export declare function exactForm(field: string, value: string): string;
/**
 * The form two values are compared in: equal forms mean "the same value" for drift protection.
 * `file` is where the value's local paths are read from (the pair's file, or a past version's path).
 */
export declare function driftCanonical(field: string, value: string, opts?: DriftCanonOptions, file?: string): string;
/** What `.helpsync/pushed/` stores per field: a hash of the exact form, never the value. */
export declare function driftHash(field: string, value: string): string;
/** A value this repo may have pushed, and the file (content-relative) its version had, when it differs from the pair's. */
export interface Candidate {
    value: string;
    file?: string;
}
export interface ClassifyFieldInput {
    field: string;
    /** the platform's value; undefined when it has none (always known) */
    remote: string | undefined;
    /** the value the repo gives now (the file on disk, uncommitted changes included) */
    local: string;
    /** the pair's file (content-relative): where the platform's and the local value's paths are read from */
    file?: string;
    /**
     * Values this repo may have pushed, newest first: renderings of each committed version of the
     * file (with and without helpsync's Markdown extensions), each read from the path that version
     * had. Read lazily: the walk stops at the first match, so a caller may pass a generator.
     */
    candidates: Iterable<string | Candidate>;
    /** driftHash of what helpsync last pushed for this field, when the pushed record has it */
    pushedHash?: string;
    canon?: DriftCanonOptions;
}
export type FieldDecision = {
    held: false;
} | {
    held: true;
    reason: HeldReason;
};
export declare function classifyField(input: ClassifyFieldInput): FieldDecision;
