// First SIGINT/SIGTERM: start nothing new, cancel waits and pauses, let requests in flight finish
// (bounded by the client's grace period), report, exit 130/143. A second signal exits at once.
import { setMaxListeners } from 'node:events';
import { ExitCode } from '../errors.js';
import { runtime } from '../util/runtime.js';
export class InterruptedError extends Error {
    signalName;
    exitCode;
    constructor(signalName) {
        super(`interrupted by ${signalName}`);
        this.signalName = signalName;
        this.name = 'InterruptedError';
        this.exitCode = signalName === 'SIGTERM' ? ExitCode.sigterm : ExitCode.sigint;
    }
}
export function installSignalHandlers(logger, opts = {}) {
    const controller = new AbortController();
    // Every operation in flight listens for the interrupt (apply's grace, the client's waits).
    setMaxListeners(0, controller.signal);
    let code = null;
    const rt = runtime();
    const handler = (sig) => {
        if (code !== null) {
            logger.warn({ signal: sig }, 'second signal: exiting now');
            rt.exit(code);
            return;
        }
        const err = new InterruptedError(sig);
        code = err.exitCode;
        const text = `${sig} received: starting nothing new, waiting briefly for requests in flight (send again to exit now)`;
        if (opts.notice)
            opts.notice(`\r\x1b[2K${text}\n`);
        else
            logger.warn({ signal: sig }, text);
        controller.abort(err);
    };
    const dispose = rt.onSignal(handler);
    return { signal: controller.signal, exitCode: () => code, dispose };
}
//# sourceMappingURL=signals.js.map