import { type GlobalArgs } from '../context.js';
import { type EngagementGetOptions } from '../../admin/engagement.js';
import type { CommandContext } from '../context.js';
import { type DeleteArgs } from '../../admin/delete-options.js';
export declare function runEngagementGet(options: EngagementGetOptions, ctx: CommandContext): Promise<number>;
export interface EngagementGetArgs extends GlobalArgs {
    kind: string;
    id: string;
    json?: boolean;
}
export interface EngagementDeleteArgs extends GlobalArgs, DeleteArgs {
    kind: string;
    ids?: string[];
}
/** The handler of `helpsync engagement get`. */
export declare function handleEngagementGet(argv: EngagementGetArgs): Promise<void>;
/** The handler of `helpsync engagement delete`. */
export declare function handleEngagementDelete(argv: EngagementDeleteArgs): Promise<void>;
