// The no-progress watchdog (a run that makes no progress for 10 minutes stops): when no
// request got a final answer for `timeoutMs` (only 429s, 5xx, network errors or timeouts), the next
// attempt stops the whole transport with one clear error. Time is the transport's Clock.
import type { Clock } from '../../util/clock.js';
import { ApiError } from '../errors.js';
import type { HttpRequest } from './types.js';

export class Watchdog {
  private lastProgressAt = 0;
  /** requests being sent: the deadline counts from when the transport last became busy */
  private outstanding = 0;
  private lastTrouble = '';

  constructor(
    private readonly clock: Clock,
    private readonly timeoutMs: number,
  ) {}

  /** A request starts; an idle transport's deadline starts afresh. */
  begin(): void {
    if (this.outstanding === 0) this.lastProgressAt = this.clock.now();
    this.outstanding++;
  }

  end(): void {
    this.outstanding--;
  }

  /** The platform answered a request for good (2xx, or a 4xx that is a result). */
  progress(): void {
    this.lastProgressAt = this.clock.now();
  }

  /** What has been going wrong, for the error message: "429 answers", "timeouts", ... */
  trouble(what: string): void {
    this.lastTrouble = what;
  }

  /** Time left before the deadline; waits (pauses, backoff) never outlast it. */
  remainingMs(): number {
    return Math.max(0, this.lastProgressAt + this.timeoutMs - this.clock.now());
  }

  /** The error that stops the run when the deadline has passed, else undefined. */
  check(req: HttpRequest): ApiError | undefined {
    if (this.clock.now() - this.lastProgressAt < this.timeoutMs) return undefined;
    const seconds = Math.round(this.timeoutMs / 100) / 10;
    return new ApiError({
      kind: 'no-progress',
      method: req.method,
      path: req.path,
      message:
        `no progress: the platform has not answered any request successfully for ${seconds} s` +
        `${this.lastTrouble ? ` (only ${this.lastTrouble})` : ''}; stopping. Try again later or lower rateLimit in the config.`,
    });
  }
}
