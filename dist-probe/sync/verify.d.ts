import type { ApplyOutcome } from '../apply/apply.js';
import { type SyncPlan } from '../apply/types.js';
import type { PlatformClient } from '../client/types.js';
import type { Config } from '../config/config.js';
import type { LocalContent } from '../content/types.js';
export declare function verify(config: Config, client: PlatformClient, local: LocalContent, sent: SyncPlan, outcome: ApplyOutcome): Promise<void>;
