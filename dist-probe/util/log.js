// pino to stderr (stdout is reserved for results). JSON under CI (a log collector reads it) or
// with --log-format json; otherwise plain text, also when stderr is not a terminal (a person reads
// a redirected log too), with colours only on a terminal. Every line passes through scrub() on its
// way out, so a token that slipped into a message or an object never reaches the log; `redact` also
// blanks auth headers by path; and through the workflow-command guard, so a logged title cannot act
// on the CI runner.
//
// pino and pino-pretty are loaded on a logger's first use, not when this module is: a command that
// logs nothing (`helpsync status`, speed) never pays for them. Both are CommonJS, so a
// synchronous require() is all a logger call needs.
import { Writable } from 'node:stream';
import { loadPino, loadPretty } from './log-libs.js';
import { scrub } from './redact.js';
import { runtime } from './runtime.js';
import { underCi } from './ci.js';
import { escapeJsonText } from './escape.js';
import { commandGuardFor, guardCommands } from './workflow-commands.js';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
/** The level to log at (option, then HELPSYNC_LOG_LEVEL, then info); an unknown one is an error. */
export function logLevelOf(level) {
    const value = level ?? runtime().env.HELPSYNC_LOG_LEVEL ?? 'info';
    if (!LOG_LEVELS.includes(value)) {
        throw new Error(`unknown log level "${value}" (one of ${LOG_LEVELS.join(', ')})`);
    }
    return value;
}
/** Checks the level and decides the format now; builds the pino logger on first use. */
export function createLogger(opts = {}) {
    const level = logLevelOf(opts.level);
    // The command's stderr: the process's fd 2, or the stream a test injected.
    const rt = runtime();
    const write = opts.write ?? ((line) => rt.stderr.write(line));
    const json = opts.json ?? underCi(opts.env ?? rt.env);
    const colorize = rt.stderr.isTTY;
    return lazyLogger(() => {
        const sink = new Writable({
            write(chunk, _enc, cb) {
                // Workflow commands made inert as on every output (src/util/workflow-commands.ts): `\u`
                // escapes in a JSON line, the stop-commands wrap or the visible escape in a readable one.
                const line = scrub(chunk.toString());
                write(json
                    ? escapeJsonText(line)
                    : guardCommands(line, commandGuardFor(2, rt.env, () => Boolean(rt.stderr.isFile))));
                cb();
            },
        });
        const options = {
            level,
            base: undefined,
            redact: {
                paths: ['headers.authorization', 'headers.Authorization', '*.headers.authorization', 'token', '*.token'],
                censor: '[REDACTED]',
            },
        };
        const build = loadPino();
        if (json)
            return build(options, sink);
        return build(options, loadPretty()({ destination: sink, sync: true, colorize, ignore: 'pid,hostname' }));
    });
}
/**
 * A Logger that makes the real one on its first use and forwards everything to it (methods bound
 * to it, so pino's internals see the real object).
 */
function lazyLogger(make) {
    let real;
    const target = () => (real ??= make());
    return new Proxy({}, {
        get(_t, prop) {
            const r = target();
            const value = Reflect.get(r, prop, r);
            return typeof value === 'function' ? value.bind(r) : value;
        },
        set: (_t, prop, value) => Reflect.set(target(), prop, value),
        has: (_t, prop) => Reflect.has(target(), prop),
        getPrototypeOf: () => Reflect.getPrototypeOf(target()),
    });
}
/** A logger that drops everything (library default). */
export const silentLogger = lazyLogger(() => loadPino()({ level: 'silent' }));
//# sourceMappingURL=log.js.map