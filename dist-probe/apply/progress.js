import { runtime } from '../util/runtime.js';
export function createProgress(opts) {
    const write = opts.write ?? ((s) => runtime().stderr.write(s));
    const logEvery = opts.logEveryMs ?? 10_000;
    const warmup = opts.warmupMs ?? 5000;
    let label = '';
    let total = 0;
    let done = 0;
    let failed = 0;
    let skipped = 0;
    let started = 0;
    let lastLog = 0;
    let lastDraw = 0;
    const all = runRate(warmup);
    const line = (final = false) => {
        const now = opts.clock.now();
        const phase = { label, total, done, failed, skipped, elapsed: Math.max(1, now - started) / 1000 };
        return `${phaseLine(phase, all, all.rate(now), final)}${final ? '' : pauseNote()}`;
    };
    const pauseNote = () => {
        const p = opts.paused?.();
        const left = p ? p.until - opts.clock.now() : 0;
        return p && left > 0 ? `  paused: ${p.reason}, resumes in ${formatSeconds(Math.ceil(left / 1000))}` : '';
    };
    // Real time on purpose: a redraw is not a wait of the run's, only the terminal catching up.
    let redraw;
    const stopRedraw = () => {
        if (redraw)
            clearInterval(redraw);
        redraw = undefined;
    };
    return {
        plan(t) {
            all.total = t;
        },
        start(l, t) {
            label = l;
            total = t;
            done = 0;
            failed = 0;
            skipped = 0;
            started = opts.clock.now();
            all.phase(started);
            lastLog = started;
            lastDraw = 0;
            if (opts.tty) {
                write(`\r\x1b[2K${line()}`);
                stopRedraw();
                if (opts.paused)
                    redraw = setInterval(() => write(`\r\x1b[2K${line()}`), opts.redrawEveryMs ?? 1000).unref();
            }
            else
                opts.logger.info({ phase: l, total: t }, `${l}: starting ${t}`);
        },
        tick(outcome) {
            done++;
            all.done++;
            if (outcome === 'failed')
                failed++;
            if (outcome === 'skipped')
                skipped++;
            const now = opts.clock.now();
            if (opts.tty) {
                if (now - lastDraw >= 100) {
                    lastDraw = now;
                    write(`\r\x1b[2K${line()}`);
                }
            }
            else if (now - lastLog >= logEvery) {
                lastLog = now;
                opts.logger.info({ phase: label, done, total, failed, notSent: skipped, all: all.done, allTotal: all.total }, line());
            }
        },
        end() {
            stopRedraw();
            if (opts.tty)
                write(`\r\x1b[2K${line(true)}\n`);
            else {
                const sent = done - skipped;
                const what = skipped
                    ? `stopped: ${sent - failed} done, ${failed} failed, ${skipped + total - done} not sent`
                    : `finished ${done}/${total}${failed ? `, ${failed} failed` : ''}`;
                opts.logger.info({ phase: label, total, done: sent - failed, failed, notSent: skipped + total - done }, `${label}: ${what}`);
            }
        },
    };
}
/** One progress line: the phase's bar, rate and time left, then the whole run's part. */
function phaseLine(p, all, sustained, final) {
    const rate = p.done / p.elapsed;
    const left = sustained ? Math.ceil((p.total - p.done) / sustained) : undefined;
    const width = 24;
    const filled = p.total ? Math.round((p.done / p.total) * width) : width;
    const bar = '█'.repeat(filled) + '░'.repeat(width - filled);
    const eta = final ? `  in ${formatSeconds(Math.round(p.elapsed))}` : left === undefined ? '' : `  ~${formatSeconds(left)} left`;
    const fails = p.failed ? `  ${p.failed} failed` : '';
    const skips = p.skipped ? `  ${p.skipped} not sent` : '';
    const whole = all.total > p.total && !final
        ? `  | all ${all.done}/${all.total}${sustained ? `  ~${formatSeconds(Math.ceil((all.total - all.done) / sustained))} left` : ''}`
        : '';
    return `${p.label.padEnd(8)} ${bar} ${p.done}/${p.total}  ${rate.toFixed(1)}/s${eta}${fails}${skips}${whole}`;
}
/**
 * The whole run's count and its sustained rate: measured from the end of the warm-up (the rate
 * limiter's burst), or from each phase's start when there is none.
 */
function runRate(warmup) {
    let runStart;
    let mark;
    const r = {
        total: 0,
        done: 0,
        phase(now) {
            runStart ??= now;
            if (warmup === 0)
                mark = { at: now, done: r.done };
        },
        rate(now) {
            if (runStart === undefined || now - runStart < warmup)
                return undefined;
            mark ??= { at: now, done: r.done };
            const span = (now - mark.at) / 1000;
            if (warmup === 0)
                return span > 0 ? (r.done - mark.done) / span : undefined;
            return span >= 1 && r.done > mark.done ? (r.done - mark.done) / span : undefined;
        },
    };
    return r;
}
export const noProgress = { plan() { }, start() { }, tick() { }, end() { } };
function formatSeconds(s) {
    if (s < 60)
        return `${s}s`;
    const m = Math.floor(s / 60);
    if (m < 60)
        return `${m}m${String(s % 60).padStart(2, '0')}s`;
    return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}
//# sourceMappingURL=progress.js.map