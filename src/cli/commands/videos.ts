// `helpsync videos`: the imported video content (seed 4.4). Logic in src/admin/videos.ts.
import type { Argv, CommandModule } from 'yargs';
import { runCommand, type GlobalArgs } from '../context.js';
import { listVideos, type VideosOptions } from '../../admin/videos.js';
import { ExitCode } from '../../errors.js';
import type { CommandContext } from '../context.js';
import { JSON_DOC_VERSION, print, printErr, printJson } from '../output.js';
import { renderVideos } from '../report/admin.js';
import { plural } from '../report/text.js';

export async function runVideos(options: VideosOptions, ctx: CommandContext): Promise<number> {
  const { list, shown, statusesPresent } = await listVideos(() => ctx.client(), options.status);
  if (options.json) {
    printJson({
      version: JSON_DOC_VERSION,
      kind: 'videos',
      total: list.total,
      listed: list.videos.length,
      shown: shown.length,
      status: options.status ?? null,
      videos: shown,
    });
  } else {
    print(renderVideos(list, options.status));
  }
  if (statusesPresent) {
    const present = statusesPresent.length ? statusesPresent.join(', ') : 'none';
    printErr(`note: no video has status "${options.status}"; statuses present: ${present} (${plural(list.videos.length, 'video')} listed)`);
  }
  return ExitCode.ok;
}

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
