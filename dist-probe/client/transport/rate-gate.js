// The rate gate: which attempt starts when.
//
// Decision: the response-anchored window is the ONLY rate gate and it runs on the
// transport's injected Clock; p-queue keeps what it is good at (concurrency, priority, pause) and
// has no `interval` any more. Why:
//   - One time source. p-queue's window and the old slot timers ran on real setTimeout while
//     backoff and pauses ran on the Clock, so no test could drive the two together; tests of the
//     window had to measure wall time and flaked on a loaded machine. Vitest fake timers were the
//     other way out, but they would freeze undici's own timers and the test server's sockets too.
//   - The response-anchored window is already the stronger of the two: a slot stays in use from the
//     start of an attempt until one window after its response, so no more than `requests` attempts
//     can start in any rolling window (each one that started less than a window ago still holds its
//     slot), and, since a request arrives before its response, no more than `requests` can *arrive*
//     in any window of the server's either, whatever the latency jitter (the reason it was added:
// start times alone earned 429s from a server that counts arrivals;). p-queue's start
//     window only bound when latency was near zero, and it added 1 % + 10 ms of headroom on top.
//   - p-queue 9 cannot change `intervalCap` at runtime, so lowering the rate used to replace the
//     whole queue and move waiting tasks over; a window of our own just takes a new capacity.
// The window keeps no timers: it records when each slot frees, and the gate sleeps on the Clock
// until the earliest one only while the window is full and work is waiting.
//
// 429 pauses (rate-limit.ts) hold the queue through `pauseFor`; the first request after a pause is
// a probe that goes alone, and full concurrency returns with the first success (`endProbe`).
import PQueue from 'p-queue';
import { ResponseWindow } from './window.js';
/** In p-queue a higher number runs first: a retry goes before fresh work. */
export const PRIORITY_FRESH = 0;
export const PRIORITY_RETRY = 1;
export class RateGate {
    opts;
    queue;
    window;
    /** tasks added but not started: aborting one removes it from the queue */
    waiting = new Set();
    inFlight = new Set();
    capacityNow;
    /** 429 pause holds: the queue runs again when the last one ends */
    holds = 0;
    /** after a pause: one request at a time until one succeeds */
    probing = false;
    /** increments each time a pause ends: tells 429s of one episode from those of the next */
    epochNow = 0;
    closed = false;
    /** the pending Clock wait for the earliest slot to free, while the window is full */
    wake;
    constructor(opts) {
        this.opts = opts;
        this.capacityNow = opts.capacity;
        this.window = new ResponseWindow(opts.windowMs, () => opts.clock.now());
        this.queue = new PQueue({ concurrency: opts.concurrency });
    }
    get capacity() {
        return this.capacityNow;
    }
    get epoch() {
        return this.epochNow;
    }
    /** Requests started and not yet settled (close waits for them). */
    get running() {
        return this.inFlight;
    }
    /**
     * Runs `task` when a concurrency slot and a window slot are free, higher priority first. The
     * window slot is taken synchronously as the task starts, so a full window pauses the queue
     * before p-queue dequeues the next task.
     */
    async run(task, priority) {
        const ctl = new AbortController();
        this.waiting.add(ctl);
        const started = this.queue.add(() => {
            // Started: from now on the task runs to its end (an attempt is bounded by its timeout).
            this.waiting.delete(ctl);
            return this.track(task(this.takeSlot()));
        }, { priority, signal: ctl.signal });
        this.applyRunState();
        try {
            return await started;
        }
        finally {
            this.waiting.delete(ctl);
        }
    }
    /** Pauses the queue for `ms` on the Clock; overlapping pauses merge. */
    pauseFor(ms) {
        this.holds++;
        this.applyRunState();
        void this.opts.clock.sleep(ms, this.opts.signal).then(() => {
            this.holds--;
            if (this.holds === 0) {
                this.epochNow++;
                // Probe before resuming at full concurrency: one request goes first, and the others
                // follow only once it succeeds, so a pause that was too short costs one 429, not four.
                this.probing = true;
                this.queue.concurrency = 1;
            }
            this.applyRunState();
        }, 
        // Aborted (interrupt): waiting tasks are rejected by the same signal; nothing to resume.
        () => {
            this.holds--;
        });
    }
    /** A request succeeded (or got a final answer): a probe, if one was out, ends. */
    endProbe() {
        if (!this.probing)
            return;
        this.probing = false;
        this.queue.concurrency = this.opts.concurrency;
    }
    /** Fewer slots from now on; slots in use carry over, so the change cannot burst. */
    setCapacity(capacity) {
        this.capacityNow = capacity;
        this.applyRunState();
    }
    /** Rejects every task not yet started with `reason`; tasks in flight run on. */
    abortWaiting(reason) {
        for (const ctl of [...this.waiting])
            ctl.abort(reason);
        this.waiting.clear();
        this.wake?.abort();
    }
    /** Starts nothing new. */
    close(reason) {
        this.closed = true;
        this.applyRunState();
        this.abortWaiting(reason);
    }
    takeSlot() {
        this.window.take();
        this.applyRunState();
        let done = false;
        return {
            answered: () => {
                if (done)
                    return;
                done = true;
                this.window.answered();
                this.applyRunState();
            },
            unused: () => {
                if (done)
                    return;
                done = true;
                this.window.unused();
                this.applyRunState();
            },
        };
    }
    track(p) {
        this.inFlight.add(p);
        const done = () => {
            this.inFlight.delete(p);
        };
        void p.then(done, done);
        return p;
    }
    applyRunState() {
        const full = this.window.used() >= this.capacityNow;
        if (this.holds === 0 && !full && !this.closed)
            this.queue.start();
        else
            this.queue.pause();
        if (full && !this.closed && this.queue.size > 0)
            this.wakeAtNextRelease();
    }
    /** While the window is full and work waits: sleep on the Clock until the earliest slot frees. */
    wakeAtNextRelease() {
        if (this.wake)
            return;
        const at = this.window.nextRelease();
        // Every slot is in flight: the next answer calls applyRunState again.
        if (at === undefined)
            return;
        const wake = new AbortController();
        this.wake = wake;
        // At least 1 ms: a timer may fire a little early against `now()`; then we sleep again.
        void this.opts.clock.sleep(Math.max(1, at - this.opts.clock.now()), wake.signal).then(() => {
            this.wake = undefined;
            this.applyRunState();
        }, () => {
            if (this.wake === wake)
                this.wake = undefined;
        });
    }
}
//# sourceMappingURL=rate-gate.js.map