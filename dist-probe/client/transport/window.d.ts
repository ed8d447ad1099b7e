/** A server's clock and ours may disagree by a millisecond or so at the window's edge. */
export declare const RESPONSE_WINDOW_SLACK_MS = 2;
export declare class ResponseWindow {
    private readonly windowMs;
    private readonly now;
    /** attempts started and not yet answered */
    private inFlight;
    /** when each answered slot becomes free again, ascending */
    private releases;
    constructor(windowMs: number, now: () => number);
    /** Slots in use now: in flight, or answered less than one window (plus slack) ago. */
    used(): number;
    /** The earliest moment an answered slot frees up, if any is waiting to. */
    nextRelease(): number | undefined;
    take(): void;
    /** The attempt got its answer (or surely never reached the server): the slot frees one window later. */
    answered(): void;
    /** The attempt was never sent: its slot frees at once. */
    unused(): void;
}
