import type { PlatformClient } from '../client/types.js';
import type { Logger } from '../util/log.js';
import { type CreateResult, type SyncPlan } from './types.js';
export interface CreationRun {
    client: PlatformClient;
    logger: Logger;
    /** why nothing new may start (interrupt, --max-errors), or undefined */
    halted: () => string | undefined;
    /** a failure counted toward --max-errors */
    failed: () => void;
    /** a saved plan: refuse a creation whose externalId exists by now */
    checkStale: boolean;
}
/** Runs every creation of the plan in order; resolves the placeholders of the plan in place. */
export declare function applyCreations(plan: SyncPlan, run: CreationRun): Promise<CreateResult[]>;
