// The response-anchored window: a slot is in use from the start of an attempt until one window
// after its response (see rate-gate.ts for why this is the only rate gate). Times come from the
// transport's Clock; this module keeps no timers.
/** A server's clock and ours may disagree by a millisecond or so at the window's edge. */
export const RESPONSE_WINDOW_SLACK_MS = 2;
export class ResponseWindow {
    windowMs;
    now;
    /** attempts started and not yet answered */
    inFlight = 0;
    /** when each answered slot becomes free again, ascending */
    releases = [];
    constructor(windowMs, now) {
        this.windowMs = windowMs;
        this.now = now;
    }
    /** Slots in use now: in flight, or answered less than one window (plus slack) ago. */
    used() {
        const now = this.now();
        let free = 0;
        while (free < this.releases.length && this.releases[free] <= now)
            free++;
        if (free > 0)
            this.releases.splice(0, free);
        return this.inFlight + this.releases.length;
    }
    /** The earliest moment an answered slot frees up, if any is waiting to. */
    nextRelease() {
        return this.releases[0];
    }
    take() {
        this.inFlight++;
    }
    /** The attempt got its answer (or surely never reached the server): the slot frees one window later. */
    answered() {
        this.inFlight--;
        const at = this.now() + this.windowMs + RESPONSE_WINDOW_SLACK_MS;
        let i = this.releases.length;
        // Kept sorted even if the clock stepped back.
        while (i > 0 && this.releases[i - 1] > at)
            i--;
        this.releases.splice(i, 0, at);
    }
    /** The attempt was never sent: its slot frees at once. */
    unused() {
        this.inFlight--;
    }
}
//# sourceMappingURL=window.js.map