// What every operation is given (src/operations/: one per command, below the CLI, above the features):
// the config, the platform client on demand, the logger, the interrupt signal, and a reporter, the
// view the caller chose (the CLI's human, JSON or GitHub output; none for the library). An operation
// prints nothing: what it finds on the way goes to the reporter, what it did comes back as its result.
import type { Progress } from '../apply/progress.js';
import type { PlatformClient } from '../client/types.js';
import type { Config } from '../config/config.js';
import type { Problem } from '../model.js';
import type { Logger } from '../util/log.js';

/** Where an operation reports on its way (Terraform's views): warnings as they are known, progress of long work. */
export interface Reporter {
  /** warnings of the read and of the plan (not errors: those are thrown as InputError), before anything is written */
  warnings?: (warnings: readonly Problem[]) => void;
  /** progress of an apply phase (a bar or log lines) */
  progress?: Progress;
}

export interface OperationDeps {
  config: Config;
  /** the platform client, created on first use (a run refused before any request never makes one) */
  client: () => Promise<PlatformClient>;
  logger: Logger;
  signal?: AbortSignal;
  /** progress of the apply phase (a bar or log lines); none by default. The same as reporter.progress, which wins. */
  progress?: Progress;
  /** the caller's view; nothing is reported by default */
  reporter?: Reporter;
}

/** The apply phase's progress: the reporter's, else the one given directly. */
export function progressOf(deps: OperationDeps): Progress | undefined {
  return deps.reporter?.progress ?? deps.progress;
}

/** Reports warnings through the caller's view, when it has one. */
export function reportWarnings(deps: OperationDeps, warnings: readonly Problem[]): void {
  if (warnings.length > 0) deps.reporter?.warnings?.(warnings);
}
