// `helpsync videos` (docs/platform-api.md): the yargs definition only; the command is ../run/videos.ts, loaded
// when it runs (starting the CLI loads no command's code).
import type { Argv, CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import type { VideosArgs } from '../run/videos.js';

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
  handler: async (argv) => (await import('../run/videos.js')).handleVideos(argv),
};
