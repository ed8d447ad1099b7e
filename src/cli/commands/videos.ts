// `helpsync videos`: the imported video content (seed 4.4). Logic in src/admin/videos.ts.
import type { Argv, CommandModule } from 'yargs';
import { runCommand, type GlobalArgs } from '../context.js';
import { runVideos } from '../../admin/videos.js';

interface VideosArgs extends GlobalArgs {
  json?: boolean;
  status?: string;
}

export const videosCommand: CommandModule<GlobalArgs, VideosArgs> = {
  command: 'videos',
  describe: 'List the imported video content (GET /video-source), newest first',
  builder: (y: Argv<GlobalArgs>) =>
    y
      .option('status', {
        type: 'string',
        describe: 'show only videos with this status (filtered by helpsync: the platform has no such parameter)',
      })
      .option('json', { type: 'boolean', describe: 'one JSON document: total, shown, videos' }),
  handler: (argv) => runCommand(argv, (ctx) => runVideos({ json: argv.json, status: argv.status }, ctx)),
};
