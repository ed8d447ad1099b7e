// The process a command runs in, as one value: its output streams, input, environment, working
// directory, signals and exit. The CLI reads all of these through runtime(), never from `process`
// directly, so main(argv, runtime) can run a command inside another program (the tests) with its
// own streams, environment and folder, and leave no trace in the host process: no exit code set,
// no signal handler left installed, no change to process.env or the working directory.
import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { fstatSync, writeSync } from 'node:fs';
import path from 'node:path';
/** Writes all of `text` to a file descriptor, synchronously (output is never lost at exit). */
export function writeFd(fd, text) {
    const buf = Buffer.from(text, 'utf8');
    let off = 0;
    while (off < buf.length) {
        try {
            off += writeSync(fd, buf, off);
        }
        catch (err) {
            if (err.code === 'EAGAIN')
                continue;
            if (err.code === 'EPIPE')
                return;
            throw err;
        }
    }
}
function fdOutput(fd) {
    const stream = () => (fd === 1 ? process.stdout : process.stderr);
    return {
        write: (text) => writeFd(fd, text),
        get isTTY() {
            return Boolean(stream().isTTY);
        },
        get columns() {
            return stream().columns;
        },
        get isFile() {
            try {
                return fstatSync(fd).isFile();
            }
            catch {
                return false; // a closed descriptor: nothing reads it
            }
        },
    };
}
/** The real process. */
export const processRuntime = {
    stdout: fdOutput(1),
    stderr: fdOutput(2),
    get stdin() {
        return process.stdin;
    },
    get env() {
        return process.env;
    },
    cwd: () => process.cwd(),
    onSignal(handler) {
        process.on('SIGINT', handler);
        process.on('SIGTERM', handler);
        return () => {
            process.off('SIGINT', handler);
            process.off('SIGTERM', handler);
        };
    },
    exit: (code) => process.exit(code),
    setExitCode: (code) => {
        process.exitCode = code;
    },
};
const store = new AsyncLocalStorage();
/** The runtime of the command running now: the injected one inside withRuntime(), else the process. */
export function runtime() {
    return store.getStore() ?? processRuntime;
}
/** Runs `fn` (and everything it starts) with `rt` as its runtime. */
export function withRuntime(rt, fn) {
    return store.run(rt, fn);
}
/** `p` resolved against the command's working directory. */
export function resolveCwd(...p) {
    return path.resolve(runtime().cwd(), ...p);
}
/** A runtime that touches nothing of the process: streams, environment and signals are the caller's. */
export function injectedRuntime(opts) {
    const out = (write, isTTY) => ({
        write: write ?? (() => undefined),
        isTTY: Boolean(isTTY),
        columns: opts.columns,
    });
    const signals = opts.signals ?? new EventEmitter();
    const cwd = path.resolve(opts.cwd ?? process.cwd());
    let code = 0;
    let exit = () => undefined;
    const exited = new Promise((resolve) => (exit = resolve));
    const rt = {
        stdout: out(opts.stdout, opts.stdoutIsTTY),
        stderr: out(opts.stderr, opts.stderrIsTTY),
        stdin: opts.stdin ?? Readable.from([]),
        env: opts.env ?? {},
        cwd: () => cwd,
        onSignal(handler) {
            const onInt = () => handler('SIGINT');
            const onTerm = () => handler('SIGTERM');
            signals.on('SIGINT', onInt);
            signals.on('SIGTERM', onTerm);
            return () => {
                signals.off('SIGINT', onInt);
                signals.off('SIGTERM', onTerm);
            };
        },
        exit: (c) => {
            code = c;
            exit(c);
        },
        setExitCode: (c) => {
            code = c;
        },
    };
    return { runtime: rt, exited, exitCode: () => code };
}
//# sourceMappingURL=runtime.js.map