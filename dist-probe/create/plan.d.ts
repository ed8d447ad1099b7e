import type { Problem } from '../model.js';
import { type CreatePlan, type CreatePlanInput } from './types.js';
export type { CreatePlan, CreatePlanInput } from './types.js';
export { pathOf } from './types.js';
/** More creations than this in one run need --max-creates (a wrong contentDir must not create 900 articles). */
export declare const DEFAULT_MAX_CREATES = 20;
export declare function planCreations(input: CreatePlanInput): CreatePlan;
export declare function error(file: string, message: string): Problem;
