import { type SyncPlan } from './types.js';
export declare function writePlanFile(file: string, plan: SyncPlan): Promise<void>;
export declare function readPlanFile(file: string): Promise<SyncPlan>;
