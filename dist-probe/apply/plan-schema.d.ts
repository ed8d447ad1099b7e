import { type SyncPlan } from './types.js';
/** The plan when the whole document is well formed; else an InputError naming each place (`file`: as shown). */
export declare function parsePlanDocument(doc: unknown, file: string): SyncPlan;
