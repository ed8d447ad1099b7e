import { type GlobalArgs } from '../context.js';
import { type DeleteArgs } from '../../admin/delete-options.js';
export interface TeamsDeleteArgs extends GlobalArgs, DeleteArgs {
    teamIds?: string[];
}
/** The handler of `helpsync teams delete`. */
export declare function handleTeamsDelete(argv: TeamsDeleteArgs): Promise<void>;
