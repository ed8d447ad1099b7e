import type { Problem } from '../model.js';
import type { UnboundSource } from '../content/types.js';
import type { CreatePlanInput } from './types.js';
declare const MATCH_HINT = "create it on the platform, then run `helpsync match` to write its entry line";
/** A page or folder named `_…` (other than a folder's `_index.md`): not content of the help center. */
export declare function isPrivateName(path: string): boolean;
/** The files to create; the others are reported (warnings) or silently left (excluded, `_` names). */
export declare function candidacy(input: CreatePlanInput, problems: Problem[]): UnboundSource[];
export { MATCH_HINT };
