import type { Problem } from '../model.js';
import { type LayoutTarget } from '../content/layout-collections.js';
import { type Creation } from '../apply/types.js';
import type { CreatePlanInput } from './types.js';
export type Target = LayoutTarget;
export interface LayoutTargets {
    /** the target of a page the layout places, or undefined (not placed, or a problem was reported) */
    targetOf(path: string): Target | undefined;
    /** the collections this creates (parents first) */
    creations: Creation[];
}
/** `planned`: the collections this run creates from folders, by title path (a layout path may go through one). */
export declare function layoutTargets(input: CreatePlanInput, problems: Problem[], planned: ReadonlyMap<string, Target>): LayoutTargets;
