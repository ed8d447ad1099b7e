// First SIGINT/SIGTERM: start nothing new, cancel waits and pauses, let requests in flight finish
// (bounded by the client's grace period), report, exit 130/143. A second signal exits at once.
import { setMaxListeners } from 'node:events';
import { ExitCode } from '../errors.js';
import type { Logger } from '../util/log.js';
import { runtime } from '../util/runtime.js';

export class InterruptedError extends Error {
  readonly exitCode: number;
  constructor(readonly signalName: NodeJS.Signals) {
    super(`interrupted by ${signalName}`);
    this.name = 'InterruptedError';
    this.exitCode = signalName === 'SIGTERM' ? ExitCode.sigterm : ExitCode.sigint;
  }
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

export function installSignalHandlers(logger: Logger, opts: SignalOptions = {}): Interrupt {
  const controller = new AbortController();
  // Every operation in flight listens for the interrupt (apply's grace, the client's waits).
  setMaxListeners(0, controller.signal);
  let code: number | null = null;
  const rt = runtime();
  const handler = (sig: NodeJS.Signals): void => {
    if (code !== null) {
      logger.warn({ signal: sig }, 'second signal: exiting now');
      rt.exit(code);
      return;
    }
    const err = new InterruptedError(sig);
    code = err.exitCode;
    const text = `${sig} received: starting nothing new, waiting briefly for requests in flight (send again to exit now)`;
    if (opts.notice) opts.notice(`\r\x1b[2K${text}\n`);
    else logger.warn({ signal: sig }, text);
    controller.abort(err);
  };
  const dispose = rt.onSignal(handler);
  return { signal: controller.signal, exitCode: () => code, dispose };
}
