import type { CommandContext } from './context.js';
export interface PullDriftedOptions {
    languages?: string[];
    only?: string[];
    dryRun: boolean;
    json: boolean;
    /** --force: also take the platform's value of a conflicting field (changed in the repo too since the last push) */
    force: boolean;
    /**
     * --leave-conflicts: a conflicting field is left out and listed (the drift pull request), rather
     * than refused; --force still takes it
     */
    leaveConflicts?: boolean;
}
export declare const PULL_DRIFTED_DOC_KIND = "helpsync-pull-drifted";
export declare function runPullDrifted(opts: PullDriftedOptions, ctx: CommandContext): Promise<number>;
export type KeptState = 'repo ahead' | 'edited on the platform';
/**
 * Plain `pull` keeps files that differ from the platform; this tells why: a file whose
 * platform values all came from the repo's history is "repo ahead (sync will push it)"; one with a
 * value no version explains was "edited on the platform". Undefined when history cannot tell
 * (not a Git work tree, a shallow clone, or the content does not plan cleanly).
 */
export declare function keptStates(files: string[], ctx: CommandContext): Promise<Map<string, KeptState> | undefined>;
