import type { Logger } from '../util/log.js';
export declare class InterruptedError extends Error {
    readonly signalName: NodeJS.Signals;
    readonly exitCode: number;
    constructor(signalName: NodeJS.Signals);
}
export interface Interrupt {
    readonly signal: AbortSignal;
    /** the exit code owed to a signal, or null when none arrived */
    exitCode(): number | null;
    dispose(): void;
}
export interface SignalOptions {
    /**
     * On a terminal: the notice as a line of its own in the progress lines' style (the redrawn
     * progress line cleared first), not a log record in the middle of them.
     */
    notice?: (line: string) => void;
}
export declare function installSignalHandlers(logger: Logger, opts?: SignalOptions): Interrupt;
