// Running the `git` binary: one place that fixes the environment and options every call needs, and
// turns failures into errors that name the command and git's own message (never a
// silent fallback).
import { spawn } from 'node:child_process';
import { ExitError } from '../errors.js';
import { runtime } from '../util/runtime.js';
/**
 * Options given to every git call, before the subcommand. `core.quotepath=off` keeps non-ASCII paths
 * as UTF-8 (we use -z wherever paths are printed, so nothing is C-quoted anyway);
 * `log.showSignature=false` keeps GPG output out of `git log`; literal pathspecs so a folder named
 * `*` or `:(glob)` means itself; `--no-replace-objects` so the history read is the one on disk.
 */
export const GIT_GLOBAL_OPTIONS = [
    '-c',
    'core.quotepath=off',
    '-c',
    'log.showSignature=false',
    '-c',
    'color.ui=false',
    '--no-pager',
    '--literal-pathspecs',
    '--no-replace-objects',
    // below: no program the repository names (see noProgramsConfig)
    '-c',
    'core.fsmonitor=false',
    '-c',
    'core.hooksPath=/dev/null',
    '-c',
    'core.attributesFile=/dev/null',
    // A partial clone fetches missing blobs on demand: only over transports that run no program the
    // repository names (file:// and http(s), with no credential helper; never ssh, ext or fd).
    '-c',
    'protocol.allow=never',
    '-c',
    'protocol.file.allow=always',
    '-c',
    'protocol.https.allow=always',
    '-c',
    'protocol.http.allow=always',
    '-c',
    'credential.helper=',
    '-c',
    'core.sshCommand=false',
    '-c',
    'gc.auto=0',
    '-c',
    'maintenance.auto=false',
];
/**
 * A git call that could not run or failed; the message names the command and git's message. An
 * ExitError, so the CLI's one catch prints it plainly and exits 1.
 */
export class GitError extends ExitError {
    /** `git <subcommand> ...` as run (without the global options), for the message and tests */
    command;
    /** git's exit code; null when git could not be started */
    gitExitCode;
    stderr;
    constructor(message, command, gitExitCode, stderr) {
        super(message);
        this.name = 'GitError';
        this.command = command;
        this.gitExitCode = gitExitCode;
        this.stderr = stderr;
    }
}
/**
 * The environment for git: the caller's, with the C locale (messages we match on are English, and
 * sorting is bytewise), no pager or terminal prompt, and GIT_OPTIONAL_LOCKS=0 so `git status` never
 * takes the index lock behind a user's back (a read-only report must not race their `git commit`).
 * GIT_EXTERNAL_DIFF is dropped, GIT_ATTR_NOSYSTEM set: see noProgramsConfig.
 */
export function gitEnv(base = runtime().env) {
    const { GIT_EXTERNAL_DIFF: _external, ...rest } = base;
    return {
        ...rest,
        LC_ALL: 'C',
        LANGUAGE: 'C',
        GIT_PAGER: 'cat',
        PAGER: 'cat',
        GIT_TERMINAL_PROMPT: '0',
        GIT_OPTIONAL_LOCKS: '0',
        GIT_ATTR_NOSYSTEM: '1',
    };
}
/** `git ARGS` as shown in messages: arguments with spaces or quotes are quoted. */
export function describeCommand(args) {
    const shown = args.map((a) => (/^[\w@%+=:,./^{}~-]+$/.test(a) ? a : JSON.stringify(a)));
    return ['git', ...shown].join(' ');
}
/** Runs git once, collecting stdout as bytes. Rejects with GitError (spawn failure or exit code). */
export async function runGit(args, run) {
    let drivers;
    try {
        drivers = await noProgramsConfig(run.cwd, run.env);
    }
    catch (err) {
        // git could not start at all: say so about the command the caller asked for.
        if (err instanceof GitError && err.gitExitCode === null) {
            const command = describeCommand(args);
            throw new GitError(err.message.replace(err.command, command), command, null, '');
        }
        throw err;
    }
    return spawnGit(args, run, withConfig(gitEnv(run.env), drivers));
}
function spawnGit(args, run, env) {
    const command = describeCommand(args);
    return new Promise((resolve, reject) => {
        const globals = run.pathspecMagic ? GIT_GLOBAL_OPTIONS.filter((o) => o !== '--literal-pathspecs') : GIT_GLOBAL_OPTIONS;
        const child = spawn('git', [...globals, ...args], {
            cwd: run.cwd,
            env,
            stdio: ['pipe', 'pipe', 'pipe'],
            windowsHide: true,
        });
        const out = [];
        const err = [];
        child.stdout.on('data', (chunk) => {
            out.push(chunk);
            run.onStdout?.(chunk);
        });
        child.stderr.on('data', (chunk) => err.push(chunk));
        child.on('error', (e) => reject(spawnError(e, command, run.cwd)));
        // A git that exits before reading all its input closes the pipe: the exit code tells the story.
        child.stdin.on('error', () => undefined);
        child.on('close', (code) => {
            const stderr = Buffer.concat(err).toString('utf8');
            const exitCode = code ?? -1;
            if (exitCode === 0 || run.okExitCodes?.includes(exitCode)) {
                resolve({ stdout: Buffer.concat(out), stderr, exitCode });
            }
            else {
                reject(failure(command, exitCode, stderr));
            }
        });
        child.stdin.end(run.input ?? '');
    });
}
function spawnError(e, command, cwd) {
    if (e.code === 'ENOENT') {
        // spawn reports a missing cwd as ENOENT too; tell the two apart.
        return new GitError(`${command}: could not run git (${e.message}): is git installed and on PATH? (working directory ${cwd})`, command, null, '');
    }
    return new GitError(`${command}: could not run git: ${e.message}`, command, null, '');
}
function failure(command, exitCode, stderr) {
    const message = gitMessage(stderr) || `exited with code ${exitCode}`;
    let text = `${command} failed: ${message}`;
    if (/dubious ownership/.test(stderr)) {
        text +=
            '\nhint: the repository belongs to another user; if you trust it, run the `git config --global --add safe.directory ...` command git suggests above';
    }
    return new GitError(text, command, exitCode, stderr);
}
/** git's message without blank lines, at most 12 lines (a broken repository can print many). */
export function gitMessage(stderr) {
    const lines = stderr
        .split('\n')
        .map((l) => l.trimEnd())
        .filter((l) => l.length > 0);
    const shown = lines.slice(0, 12);
    if (lines.length > shown.length)
        shown.push(`... (${lines.length - shown.length} more lines)`);
    // Control characters from a path git echoes must not reach a terminal or a CI log raw.
    // eslint-disable-next-line no-control-regex
    return shown.join('\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
/** Splits NUL-separated output into strings (the empty tail after the last NUL dropped). */
export function splitNul(buf) {
    const parts = buf.toString('utf8').split('\0');
    if (parts.length > 0 && parts[parts.length - 1] === '')
        parts.pop();
    return parts;
}
// Git runs no program the repository's configuration names. A repository is data: a clone, a pull
// request's checkout, a folder someone sent. Its `.git/config` (and `.git/info/attributes`, its
// `.gitattributes` files) can name programs that git runs on its own during the read-only calls
// helpsync makes: core.fsmonitor (status, any index refresh), hooks (post-index-change, ...), filter
// drivers' clean/smudge/process commands (status and hash-object run `clean` on a file whose stat
// changed), external diff and textconv drivers (diff, log), pagers, and a lazy fetch in a partial
// clone (ssh or a remote helper from core.sshCommand / remote config). Each is switched off here, for
// every call, by configuration given on the command line (GIT_GLOBAL_OPTIONS), which git reads after
// every file:
//   - core.fsmonitor=false, core.hooksPath=/dev/null (no hook is found there), gc.auto=0 and
//     maintenance.auto=false (no background job, no pre-auto-gc hook);
//   - every filter driver any config file defines gets empty clean/smudge/process and required=false:
//     git skips an empty command (convert.c apply_filter) and keeps the bytes as they are, end-of-line
//     conversion included (a built-in, no program). Drivers cannot be switched off by one setting and
//     their names cannot be guessed, so they are read first (`git config --get-regexp`, data only),
//     once per folder and environment. Cost: a repository whose Markdown goes through a clean filter
//     (e.g. Git LFS) hashes the file as it is on disk;
//   - core.attributesFile=/dev/null and GIT_ATTR_NOSYSTEM: attribute files outside the repository
//     are not consulted either (the repository's own can only name drivers, all switched off above);
//   - a lazy fetch (a partial clone reading a blob it lacks, as `status` does in a `--filter=blob:none`
//     clone) may use file:// and http(s) only, with no credential helper; every remote's
//     `uploadpack` (the program a file:// fetch runs) is reset to git's own, like the filter drivers;
//     ssh (core.sshCommand), ext:: and fd:: are never used;
//   - diff and log calls pass --no-ext-diff --no-textconv (src/history/diff.ts, log.ts), and every
//     call --no-pager (GIT_GLOBAL_OPTIONS), with GIT_EXTERNAL_DIFF dropped from the environment.
// The drivers' settings go through GIT_CONFIG_COUNT/KEY/VALUE (git 2.31 or newer) rather than `-c`:
// a driver's name may hold `=` or a newline, which `-c name=value` cannot carry.
const driverSettings = new Map();
/** The settings that switch off every filter driver configured for `cwd`. */
export function noProgramsConfig(cwd, env) {
    const e = env ?? process.env;
    const key = [cwd, e.GIT_DIR ?? '', e.GIT_WORK_TREE ?? '', e.GIT_CONFIG_GLOBAL ?? '', e.HOME ?? ''].join('\0');
    let found = driverSettings.get(key);
    if (!found) {
        found = filterDriverSettings(cwd, env);
        driverSettings.set(key, found);
        found.catch(() => driverSettings.delete(key));
    }
    return found;
}
async function filterDriverSettings(cwd, env) {
    // Exit 1: no such key anywhere. Outside a repository git reads the user's and system files only.
    const r = await spawnGit(['config', '--null', '--name-only', '--get-regexp', '^(filter\\.|remote\\..*\\.uploadpack$)'], { cwd, okExitCodes: [1] }, gitEnv(env));
    const names = new Set();
    const uploadPacks = [];
    for (const key of splitNul(r.stdout)) {
        const m = /^filter\.([\s\S]+)\.[^.]+$/.exec(key);
        if (m)
            names.add(m[1]);
        else if (/^remote\.[\s\S]+\.uploadpack$/i.test(key))
            uploadPacks.push([key, 'git-upload-pack']);
    }
    return [
        ...uploadPacks,
        ...[...names].flatMap((n) => [
            [`filter.${n}.clean`, ''],
            [`filter.${n}.smudge`, ''],
            [`filter.${n}.process`, ''],
            [`filter.${n}.required`, 'false'],
        ]),
    ];
}
/** `env` with `settings` appended to the GIT_CONFIG_COUNT list (after any the caller gave: ours win). */
function withConfig(env, settings) {
    const given = Number(env.GIT_CONFIG_COUNT ?? 0);
    const start = Number.isSafeInteger(given) && given > 0 ? given : 0;
    const out = { ...env, GIT_CONFIG_COUNT: String(start + settings.length) };
    settings.forEach(([k, v], i) => {
        out[`GIT_CONFIG_KEY_${start + i}`] = k;
        out[`GIT_CONFIG_VALUE_${start + i}`] = v;
    });
    return out;
}
//# sourceMappingURL=git.js.map