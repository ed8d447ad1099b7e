import type { Problem } from '../model.js';
import { underCi } from '../util/ci.js';
/** `--force`: nothing forced, every held field, or the held fields of files matching the globs. */
export type ForceDecision = {
    kind: 'none';
} | {
    kind: 'all';
} | {
    kind: 'globs';
    globs: string[];
};
export interface HistoryDecision {
    /** read Git history (drift protection, link hints, creation bindings) */
    read: boolean;
    /** why it is not read, for messages: the flag that turned it off */
    offBecause?: '--no-history' | '--force';
    /** under CI a content folder outside a Git work tree is an error, not a warning */
    ci: boolean;
}
export interface RunPolicy {
    force: ForceDecision;
    history: HistoryDecision;
    /**
     * `--languages`: exactly these languages, the source language only if listed (sync, plan, pull,
     * status alike). undefined: every language the repo (or, for pull, the platform) has.
     */
    languages?: string[];
}
export interface PolicyFlags {
    /** `--force` as yargs gives it: undefined (absent), '' (bare), or a comma-separated glob list */
    force?: string;
    /** `--history` (false for `--no-history`) */
    history?: boolean;
    /** `--languages`, possibly repeated and comma-separated */
    languages?: string[] | string;
}
export { underCi };
/** `--languages en,de --languages fr` → ['en', 'de', 'fr'] (order kept, duplicates dropped); nothing → undefined. */
export declare function splitList(values: string[] | string | undefined): string[] | undefined;
/** `--force` → true, `--force 'a/**,b.md'` → the globs. */
export declare function decideForce(value: string | undefined): ForceDecision;
/** The decisions for one run, with the problems of the flags themselves (bad language codes). */
export declare function decidePolicy(flags: PolicyFlags, env: NodeJS.ProcessEnv): {
    policy: RunPolicy;
    problems: Problem[];
};
/** The `--force` decision as the drift code takes it: true (all), globs, or undefined (none). */
export declare function forceOf(policy: Pick<RunPolicy, 'force'>): true | string[] | undefined;
