import type { Clock } from '../../util/clock.js';
import { ApiError } from '../errors.js';
import type { HttpRequest } from './types.js';
export declare class Watchdog {
    private readonly clock;
    private readonly timeoutMs;
    private lastProgressAt;
    /** requests being sent: the deadline counts from when the transport last became busy */
    private outstanding;
    private lastTrouble;
    constructor(clock: Clock, timeoutMs: number);
    /** A request starts; an idle transport's deadline starts afresh. */
    begin(): void;
    end(): void;
    /** The platform answered a request for good (2xx, or a 4xx that is a result). */
    progress(): void;
    /** What has been going wrong, for the error message: "429 answers", "timeouts", ... */
    trouble(what: string): void;
    /** Time left before the deadline; waits (pauses, backoff) never outlast it. */
    remainingMs(): number;
    /** The error that stops the run when the deadline has passed, else undefined. */
    check(req: HttpRequest): ApiError | undefined;
}
