import { ExitCode } from '../../errors.js';
import { print, printErr } from '../output.js';
import { createLogger } from '../../util/log.js';
import { parseRateLimit } from '../../emulator/rate-limit.js';
import { seededRandom } from '../../emulator/faults.js';
import { EmulatorDataError } from '../../emulator/data.js';
import { isJwtShaped } from '../../client/token.js';
import { isWildcardHost } from '../../emulator/host-check.js';
import { resolveCwd, runtime } from '../../util/runtime.js';
/** argv → startEmulator options; every bad value is reported, together. */
export function emulatorOptionsFromArgs(args) {
    const problems = [];
    const options = { host: args.host, retryAfter: args.retryAfter, richText: args.richText };
    if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535)
        problems.push('--port must be a whole number from 0 to 65535 (0 picks a free port)');
    else
        options.port = args.port;
    if (!args.host)
        problems.push('--host must not be empty');
    const extra = (args['allow-host'] ?? []).flatMap((h) => String(h).split(',')).map((h) => h.trim());
    if (extra.some((h) => h === '' || /[\s/@]/.test(h)))
        problems.push('--allow-host takes host names or addresses (no port, scheme or path)');
    else if (extra.length)
        options.allowHosts = extra;
    if (args.data !== undefined) {
        if (args.data === '')
            problems.push('--data needs a file name');
        else
            options.dataFile = resolveCwd(args.data);
    }
    if (args.state !== undefined) {
        if (args.state === '')
            problems.push('--state needs a file name');
        else
            options.stateFile = resolveCwd(args.state);
    }
    if (args.token !== undefined) {
        if (!isJwtShaped(args.token))
            problems.push("--token must be JWT-shaped (three base64url parts joined by dots), like the platform's tokens");
        else
            options.token = args.token;
    }
    if (args.project !== undefined) {
        if (args.project.trim() === '')
            problems.push('--project must not be empty');
        else
            options.project = args.project;
    }
    if (args.rateLimit !== undefined) {
        const r = parseRateLimit(args.rateLimit);
        if (!r)
            problems.push(`--rate-limit must be REQUESTS/SECONDS, REQUESTS a whole number from 1 to 1,000,000 and SECONDS a number above 0 up to 86,400, such as 1000/60 (got "${args.rateLimit}")`);
        else
            options.rateLimit = r;
    }
    for (const [flag, value, key] of [
        ['--fault-rate', args.faultRate, 'faultRate'],
        ['--lost-rate', args.lostRate, 'lostRate'],
    ]) {
        if (value === undefined)
            continue;
        if (!Number.isFinite(value) || value < 0 || value > 1)
            problems.push(`${flag} must be a probability from 0 to 1, such as 0.1`);
        else
            options[key] = value;
    }
    if (args.seed !== undefined) {
        if (!Number.isInteger(args.seed))
            problems.push('--seed must be a whole number');
        else
            options.random = seededRandom(args.seed);
    }
    if (args.testExitAfterCreate !== undefined) {
        if (!Number.isInteger(args.testExitAfterCreate) || args.testExitAfterCreate < 1)
            problems.push('--test-exit-after-create must be a whole number, 1 or more');
        else
            options.testExitAfterCreate = args.testExitAfterCreate;
    }
    return { options, problems };
}
function describeRequest(e) {
    const q = new URLSearchParams(e.query).toString();
    return `${e.method} ${e.path}${q ? `?${q}` : ''} → ${e.status ?? 'no response'} ${e.outcome === 'ok' || e.outcome === 'error' ? '' : `(${e.outcome})`}`.trimEnd();
}
/** The non-default behaviours in force, for one line on stderr ('' when none). */
function describeExtras(options) {
    return [
        options.rateLimit &&
            `rate limit ${options.rateLimit.requests}/${options.rateLimit.perSeconds}s${options.retryAfter === false ? ' without Retry-After' : ''}`,
        options.faultRate && `fault rate ${options.faultRate}`,
        options.lostRate && `lost rate ${options.lostRate}`,
        options.richText && 'rich-text HTML',
        options.stateFile && `state in ${options.stateFile}`,
        options.testExitAfterCreate && `TEST ONLY: killed after creation ${options.testExitAfterCreate}`,
    ]
        .filter(Boolean)
        .join(', ');
}
/** Starts the emulator, prints where it listens, and resolves with the exit code once stopped by a signal. */
export async function runEmulator(args, logger) {
    const { options, problems } = emulatorOptionsFromArgs(args);
    if (problems.length) {
        for (const p of problems)
            printErr(`error: ${p}`);
        return ExitCode.error;
    }
    // A long-running server keeps a bounded log; each request goes to stderr at info level.
    options.maxLogEntries = 10_000;
    options.onRequest = (e) => logger.info({ status: e.status, outcome: e.outcome }, describeRequest(e));
    let emu;
    try {
        // Loaded on demand: the HTTP server (fastify) costs start-up time no other command should pay.
        const { startEmulator } = await import('../../emulator/server.js');
        emu = await startEmulator(options);
    }
    catch (err) {
        if (err instanceof EmulatorDataError || err instanceof RangeError) {
            printErr(`error: ${err.message}`);
            return ExitCode.error;
        }
        const e = err;
        if (e.code === 'EADDRINUSE') {
            printErr(`error: port ${args.port} on ${args.host} is in use (pick another with --port, or --port 0 for a free one)`);
            return ExitCode.error;
        }
        if (e.code === 'EADDRNOTAVAIL' || e.code === 'ENOTFOUND') {
            printErr(`error: cannot listen on ${args.host}: ${e.message}`);
            return ExitCode.error;
        }
        throw err;
    }
    // Handlers go in before the URL is printed: a caller that reads the URL and signals at once must
    // not find the default action (death by signal) still in place.
    const rt = runtime();
    let disposeSecond = () => undefined;
    const stopped = new Promise((resolve) => {
        const disposeFirst = rt.onSignal((sig) => {
            disposeFirst();
            // A second signal while closing: stop at once.
            disposeSecond = rt.onSignal(() => rt.exit(ExitCode.ok));
            resolve(sig);
        });
    });
    print(`helpsync emulator listening on ${emu.baseUrl} (project ${emu.project})`);
    if (isWildcardHost(args.host)) {
        printErr(`warning: listening on every interface (${args.host}): anyone who can reach this machine can use the emulator${options.token ? '' : ' with any JWT-shaped token'}. Requests are served only for Host localhost, 127.0.0.1, [::1]${options.allowHosts ? ` and ${options.allowHosts.join(', ')}` : ''} (--allow-host adds names).`);
    }
    if (options.token === undefined && emu.token) {
        print(`demo token: ${emu.token}`);
        printErr(`Try it: export HELPSYNC_TOKEN=<the demo token above>; helpsync sync --dry-run (config: baseUrl ${emu.baseUrl}, project ${emu.project})`);
    }
    const extras = describeExtras(options);
    if (extras)
        printErr(`emulator: ${extras}`);
    const signal = await stopped;
    logger.info({ signal }, 'stopping the emulator');
    // Requests in flight get a moment; the state file's last write is awaited by close().
    const timer = setTimeout(() => {
        printErr('emulator: requests still open after 5 s; exiting');
        rt.exit(ExitCode.ok);
    }, 5000);
    timer.unref();
    await emu.close();
    clearTimeout(timer);
    disposeSecond();
    const writes = emu.writes().length;
    printErr(`emulator stopped (${signal}): ${emu.log.length} requests logged, ${writes} writes`);
    return ExitCode.ok;
}
/** The handler of `helpsync emulator` (cli/commands/emulator.ts loads this module when the command runs). */
export async function handleEmulator(argv) {
    let logger;
    try {
        logger = createLogger({ level: argv.logLevel });
    }
    catch (err) {
        printErr(`error: ${err.message}`);
        runtime().setExitCode(ExitCode.error);
        return;
    }
    runtime().setExitCode(await runEmulator(argv, logger));
}
//# sourceMappingURL=emulator.js.map