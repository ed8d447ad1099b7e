import type { PlatformClient } from '../client/types.js';
import type { Config } from '../config/config.js';
import { type Placement } from '../client/placement.js';
export declare function needsDocIds(config: Config): boolean;
/** article record id → docId, for every article in a collection that has one. */
export declare function readDocIds(client: PlatformClient, placement?: () => Promise<Placement>): Promise<Map<string, number>>;
