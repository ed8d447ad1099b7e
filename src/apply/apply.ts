// Placeholder (lead replaces): executes a SyncPlan through the client — moves first, then pushes
// one language at a time; results are values.
import type { PlatformClient } from '../client/types.js';
import type { Logger } from '../util/log.js';
import type { OperationResult, SyncPlan } from '../plan/types.js';

export interface ApplyOptions {
  logger: Logger;
  signal?: AbortSignal;
  /** stop starting new operations after this many failures */
  maxErrors?: number;
  /**
   * For a saved plan (`helpsync apply`): re-read the remote state and refuse, per operation,
   * anything whose remote changed since the plan was made.
   */
  checkStale: boolean;
  /** progress bar on a TTY, periodic log lines otherwise */
  progress?: boolean;
}

export interface ApplyOutcome {
  results: OperationResult[];
  interrupted: boolean;
}

export function applyPlan(_plan: SyncPlan, _client: PlatformClient, _opts: ApplyOptions): Promise<ApplyOutcome> {
  return Promise.reject(new Error('not implemented yet'));
}
