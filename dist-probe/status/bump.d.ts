import type { Config } from '../config/config.js';
import { type BumpEdit } from './bump-plan.js';
export interface BumpOptions {
    /** translation files as given (relative to `cwd` or absolute) */
    files: readonly string[];
    dryRun: boolean;
    cwd: string;
    env?: NodeJS.ProcessEnv;
    /**
     * Runs the writes. The one place where the repository's write lock goes: the caller wraps `write`
     * in it (the CLI passes the lock when one exists); nothing is written outside this call.
     */
    lock: <T>(write: () => Promise<T>) => Promise<T>;
}
export interface BumpResult {
    /** content-relative translation path, and as given */
    file: string;
    shown: string;
    source: string;
    commit: string;
    edit: BumpEdit;
    /** the key already held that commit: nothing to write */
    unchanged: boolean;
}
/**
 * Plans and (unless dryRun) writes the bumps. Refused as a whole, before any write: no
 * sourceCommitKey, not a Git work tree (or shallow), a file outside the translation folders or
 * missing, a source missing, with uncommitted changes, or never committed.
 */
export declare function bumpBaseKeys(config: Config, opts: BumpOptions): Promise<BumpResult[]>;
