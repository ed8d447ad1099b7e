import type { SyncPlan } from '../../apply/types.js';
export declare function renderPlanMarkdown(plan: SyncPlan): string;
