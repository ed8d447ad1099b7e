import { EventEmitter } from 'node:events';
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
export type RuntimeInput = NodeJS.ReadableStream & {
    isTTY?: boolean;
};
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
export declare function writeFd(fd: number, text: string): void;
/** The real process. */
export declare const processRuntime: Runtime;
/** The runtime of the command running now: the injected one inside withRuntime(), else the process. */
export declare function runtime(): Runtime;
/** Runs `fn` (and everything it starts) with `rt` as its runtime. */
export declare function withRuntime<T>(rt: Runtime, fn: () => T): T;
/** `p` resolved against the command's working directory. */
export declare function resolveCwd(...p: string[]): string;
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
export declare function injectedRuntime(opts: RuntimeOptions): InjectedRuntime;
