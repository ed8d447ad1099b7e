import { type GlobalArgs } from '../context.js';
import { type VideosOptions } from '../../admin/videos.js';
import type { CommandContext } from '../context.js';
export declare function runVideos(options: VideosOptions, ctx: CommandContext): Promise<number>;
export interface VideosArgs extends GlobalArgs {
    json?: boolean;
    status?: string;
}
/** The handler of `helpsync videos` (cli/commands/videos.ts loads this module when the command runs). */
export declare function handleVideos(argv: VideosArgs): Promise<void>;
