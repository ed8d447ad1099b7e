export function createActivity(opts) {
    const write = opts.write ?? ((s) => process.stderr.write(s));
    const delay = opts.delayMs ?? 1500;
    const logEvery = opts.logEveryMs ?? 10_000;
    const started = opts.clock.now();
    let doing = 'working';
    let drawn = '';
    let lastLog;
    let enabled;
    const show = () => {
        const now = opts.clock.now();
        if (now - started < delay)
            return;
        // The level is asked only once something would be shown: a quick run never loads the logger.
        enabled ??= opts.logger.isLevelEnabled('info');
        if (!enabled)
            return;
        const line = `${doing} (${Math.floor((now - started) / 1000)} s)`;
        if (opts.tty) {
            if (line === drawn)
                return;
            write(`\r\x1b[2K${line}`);
            drawn = line;
        }
        else if (lastLog === undefined || now - lastLog >= logEvery) {
            lastLog = now;
            opts.logger.info({ doing, elapsedMs: now - started }, line);
        }
    };
    const timer = setInterval(show, opts.redrawMs ?? 250);
    timer.unref();
    return {
        update(text) {
            doing = text;
        },
        end() {
            clearInterval(timer);
            if (drawn !== '')
                write('\r\x1b[2K');
        },
    };
}
//# sourceMappingURL=activity.js.map