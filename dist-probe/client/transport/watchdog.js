import { ApiError } from '../errors.js';
export class Watchdog {
    clock;
    timeoutMs;
    lastProgressAt = 0;
    /** requests being sent: the deadline counts from when the transport last became busy */
    outstanding = 0;
    lastTrouble = '';
    constructor(clock, timeoutMs) {
        this.clock = clock;
        this.timeoutMs = timeoutMs;
    }
    /** A request starts; an idle transport's deadline starts afresh. */
    begin() {
        if (this.outstanding === 0)
            this.lastProgressAt = this.clock.now();
        this.outstanding++;
    }
    end() {
        this.outstanding--;
    }
    /** The platform answered a request for good (2xx, or a 4xx that is a result). */
    progress() {
        this.lastProgressAt = this.clock.now();
    }
    /** What has been going wrong, for the error message: "429 answers", "timeouts", ... */
    trouble(what) {
        this.lastTrouble = what;
    }
    /** Time left before the deadline; waits (pauses, backoff) never outlast it. */
    remainingMs() {
        return Math.max(0, this.lastProgressAt + this.timeoutMs - this.clock.now());
    }
    /** The error that stops the run when the deadline has passed, else undefined. */
    check(req) {
        if (this.clock.now() - this.lastProgressAt < this.timeoutMs)
            return undefined;
        const seconds = Math.round(this.timeoutMs / 100) / 10;
        return new ApiError({
            kind: 'no-progress',
            method: req.method,
            path: req.path,
            message: `no progress: the platform has not answered any request successfully for ${seconds} s` +
                `${this.lastTrouble ? ` (only ${this.lastTrouble})` : ''}; stopping. Try again later or lower rateLimit in the config.`,
        });
    }
}
//# sourceMappingURL=watchdog.js.map