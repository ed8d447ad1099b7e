import type { PlatformClient } from '../client/types.js';
import type { Config } from '../config/config.js';
import type { Problem } from '../model.js';
import type { Logger } from '../util/log.js';
import { type PullFileKind } from './plan.js';
import { type KeptReason } from './kept-reason.js';
import type { LinkHistoryLookup } from '../content/links-missing.js';
export interface PullOptions {
    config: Config;
    client: PlatformClient;
    /** --languages: write exactly these languages (the source language only if listed, as for sync) */
    languages?: string[];
    force: boolean;
    dryRun: boolean;
    signal?: AbortSignal;
    logger?: Logger;
    /**
     * Reads the content repo's history for paths that do not exist (the command layer's: one bulk
     * `git log`), asked only when a kept file links to a missing page; without it the hint is plain.
     */
    linkHistory?: LinkHistoryLookup;
}
/**
 * created: a new file; updated: a file replaced (it differed and --force was given); unchanged: the
 * file already says the same (byte for byte or semantically); kept: the local file differs and was
 * left alone; skipped: not written because the run was interrupted. With --dry-run, what would be.
 */
export type PullStatus = 'created' | 'updated' | 'unchanged' | 'kept' | 'skipped';
export interface PullFileResult {
    /** relative to the content folder, POSIX */
    path: string;
    language: string;
    kind: PullFileKind;
    entryId?: string;
    status: PullStatus;
    inexact?: boolean;
    /** a kept file: what differs from the platform, and the repo body's links to missing pages */
    reason?: KeptReason;
}
export interface PullOutcome {
    dryRun: boolean;
    contentDir: string;
    languages: string[];
    files: PullFileResult[];
    layout: {
        file: string;
        status: 'created' | 'skipped';
    } | null;
    problems: Problem[];
    interrupted: boolean;
}
export declare function pull(opts: PullOptions): Promise<PullOutcome>;
