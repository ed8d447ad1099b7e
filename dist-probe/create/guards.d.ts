import type { Problem } from '../model.js';
import type { Creation } from '../apply/types.js';
import type { CreatePlanInput } from './types.js';
import { titleKey } from '../content/layout-collections.js';
export { titleKey };
export declare function titleCollisions(creations: readonly Creation[], input: CreatePlanInput): Problem[];
