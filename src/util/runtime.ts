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

export interface RuntimeOutput {
  write(text: string): void;
  readonly isTTY: boolean;
  /** terminal width, when known */
  readonly columns?: number;
  /**
   * A regular file (a redirect), not a terminal or a pipe: GitHub's runner does not read it, so the
   * workflow-command guard escapes visibly there instead of wrapping (util/workflow-commands.ts).
   */
  readonly isFile?: boolean;
}

export type RuntimeInput = NodeJS.ReadableStream & { isTTY?: boolean };

export type SignalName = 'SIGINT' | 'SIGTERM';

export interface Runtime {
  readonly stdout: RuntimeOutput;
  readonly stderr: RuntimeOutput;
  readonly stdin: RuntimeInput;
  readonly env: NodeJS.ProcessEnv;
  /** the working directory: relative paths given to a command resolve against it */
  cwd(): string;
  /** calls `handler` on SIGINT/SIGTERM until the returned function is called */
  onSignal(handler: (sig: SignalName) => void): () => void;
  /** ends the command now with `code` (the real process exits; an injected runtime ends main()) */
  exit(code: number): void;
  /** the code the command ends with (the real process: process.exitCode) */
  setExitCode(code: number): void;
}

/** Writes all of `text` to a file descriptor, synchronously (output is never lost at exit). */
export function writeFd(fd: number, text: string): void {
  const buf = Buffer.from(text, 'utf8');
  let off = 0;
  while (off < buf.length) {
    try {
      off += writeSync(fd, buf, off);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EAGAIN') continue;
      if ((err as NodeJS.ErrnoException).code === 'EPIPE') return;
      throw err;
    }
  }
}

function fdOutput(fd: 1 | 2): RuntimeOutput {
  const stream = (): NodeJS.WriteStream => (fd === 1 ? process.stdout : process.stderr);
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
      } catch {
        return false; // a closed descriptor: nothing reads it
      }
    },
  };
}

/** The real process. */
export const processRuntime: Runtime = {
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

const store = new AsyncLocalStorage<Runtime>();

/** The runtime of the command running now: the injected one inside withRuntime(), else the process. */
export function runtime(): Runtime {
  return store.getStore() ?? processRuntime;
}

/** Runs `fn` (and everything it starts) with `rt` as its runtime. */
export function withRuntime<T>(rt: Runtime, fn: () => T): T {
  return store.run(rt, fn);
}

/** `p` resolved against the command's working directory. */
export function resolveCwd(...p: string[]): string {
  return path.resolve(runtime().cwd(), ...p);
}

/** What a caller of main(argv, options) may inject; anything left out is empty or off. */
export interface RuntimeOptions {
  /** receives stdout text (default: dropped) */
  stdout?: (text: string) => void;
  stderr?: (text: string) => void;
  stdoutIsTTY?: boolean;
  stderrIsTTY?: boolean;
  columns?: number;
  /** default: an input that has ended (no answers) */
  stdin?: RuntimeInput;
  /** the whole environment the command sees (default: empty) */
  env?: NodeJS.ProcessEnv;
  /** default: the process's working directory when main was called */
  cwd?: string;
  /** emit 'SIGINT' or 'SIGTERM' on it to deliver a simulated signal */
  signals?: EventEmitter;
}

export interface InjectedRuntime {
  readonly runtime: Runtime;
  /** settles with the code given to runtime.exit() (a second signal), if it is ever called */
  readonly exited: Promise<number>;
  /** the code set so far (0 when none was) */
  exitCode(): number;
}

/** A runtime that touches nothing of the process: streams, environment and signals are the caller's. */
export function injectedRuntime(opts: RuntimeOptions): InjectedRuntime {
  const out = (write: ((t: string) => void) | undefined, isTTY: boolean | undefined): RuntimeOutput => ({
    write: write ?? (() => undefined),
    isTTY: Boolean(isTTY),
    columns: opts.columns,
  });
  const signals = opts.signals ?? new EventEmitter();
  const cwd = path.resolve(opts.cwd ?? process.cwd());
  let code = 0;
  let exit: (code: number) => void = () => undefined;
  const exited = new Promise<number>((resolve) => (exit = resolve));
  const rt: Runtime = {
    stdout: out(opts.stdout, opts.stdoutIsTTY),
    stderr: out(opts.stderr, opts.stderrIsTTY),
    stdin: opts.stdin ?? Readable.from([]),
    env: opts.env ?? {},
    cwd: () => cwd,
    onSignal(handler) {
      const onInt = (): void => handler('SIGINT');
      const onTerm = (): void => handler('SIGTERM');
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
