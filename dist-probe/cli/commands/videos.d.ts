import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import type { VideosArgs } from '../run/videos.js';
export declare const videosCommand: CommandModule<GlobalArgs, VideosArgs>;
