import { ExitError } from '../errors.js';
/**
 * Options given to every git call, before the subcommand. `core.quotepath=off` keeps non-ASCII paths
 * as UTF-8 (we use -z wherever paths are printed, so nothing is C-quoted anyway);
 * `log.showSignature=false` keeps GPG output out of `git log`; literal pathspecs so a folder named
 * `*` or `:(glob)` means itself; `--no-replace-objects` so the history read is the one on disk.
 */
export declare const GIT_GLOBAL_OPTIONS: readonly string[];
/**
 * A git call that could not run or failed; the message names the command and git's message. An
 * ExitError, so the CLI's one catch prints it plainly and exits 1.
 */
export declare class GitError extends ExitError {
    /** `git <subcommand> ...` as run (without the global options), for the message and tests */
    readonly command: string;
    /** git's exit code; null when git could not be started */
    readonly gitExitCode: number | null;
    readonly stderr: string;
    constructor(message: string, command: string, gitExitCode: number | null, stderr: string);
}
export interface GitRun {
    /** working directory (the repository's top level for everything but openRepo) */
    cwd: string;
    /** written to stdin, then stdin is closed */
    input?: string | Buffer;
    /** environment (defaults to the command runtime's env); LC_ALL and the pager variables are always overridden */
    env?: NodeJS.ProcessEnv;
    /** exit codes that are answers rather than failures (e.g. 1 for `merge-base` with no base) */
    okExitCodes?: readonly number[];
    /**
     * true: pathspecs are read with their magic (every one must then say how, e.g. `:(glob)`, see
     * pagePathspecs) instead of literally; the default is literal.
     */
    pathspecMagic?: boolean;
    /** each chunk of stdout as it arrives (progress); stdout is still collected and returned */
    onStdout?: (chunk: Buffer) => void;
}
export interface GitResult {
    stdout: Buffer;
    stderr: string;
    exitCode: number;
}
/**
 * The environment for git: the caller's, with the C locale (messages we match on are English, and
 * sorting is bytewise), no pager or terminal prompt, and GIT_OPTIONAL_LOCKS=0 so `git status` never
 * takes the index lock behind a user's back (a read-only report must not race their `git commit`).
 * GIT_EXTERNAL_DIFF is dropped, GIT_ATTR_NOSYSTEM set: see noProgramsConfig.
 */
export declare function gitEnv(base?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/** `git ARGS` as shown in messages: arguments with spaces or quotes are quoted. */
export declare function describeCommand(args: readonly string[]): string;
/** Runs git once, collecting stdout as bytes. Rejects with GitError (spawn failure or exit code). */
export declare function runGit(args: readonly string[], run: GitRun): Promise<GitResult>;
/** git's message without blank lines, at most 12 lines (a broken repository can print many). */
export declare function gitMessage(stderr: string): string;
/** Splits NUL-separated output into strings (the empty tail after the last NUL dropped). */
export declare function splitNul(buf: Buffer): string[];
/** The settings that switch off every filter driver configured for `cwd`. */
export declare function noProgramsConfig(cwd: string, env: NodeJS.ProcessEnv | undefined): Promise<(readonly [string, string])[]>;
