// `helpsync videos`: the imported video content (docs/platform-api.md). Logic in src/admin/videos.ts.
import { runCommand, type GlobalArgs } from '../context.js';
import type { VideosOptions } from '../../admin/videos.js';
import { videos } from '../../operations/admin.js';
import { ExitCode } from '../../errors.js';
import type { CommandContext } from '../context.js';
import { JSON_DOC_VERSION, print, printErr, printJson } from '../output.js';
import { renderVideos } from '../../admin/report.js';
import { plural } from '../../report/text.js';

export async function runVideos(options: VideosOptions, ctx: CommandContext): Promise<number> {
  const { list, shown, statusesPresent } = await videos(options, { client: () => ctx.client() });
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

export interface VideosArgs extends GlobalArgs {
  json?: boolean;
  status?: string;
}

/** The handler of `helpsync videos` (cli/commands/videos.ts loads this module when the command runs). */
export function handleVideos(argv: VideosArgs): Promise<void> {
  return runCommand(argv, (ctx) => runVideos({ json: argv.json, status: argv.status }, ctx));
}
