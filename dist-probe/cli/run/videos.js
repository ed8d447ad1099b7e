// `helpsync videos`: the imported video content (docs/platform-api.md). Logic in src/admin/videos.ts.
import { runCommand } from '../context.js';
import { listVideos } from '../../admin/videos.js';
import { ExitCode } from '../../errors.js';
import { JSON_DOC_VERSION, print, printErr, printJson } from '../output.js';
import { renderVideos } from '../../admin/report.js';
import { plural } from '../../report/text.js';
export async function runVideos(options, ctx) {
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
    }
    else {
        print(renderVideos(list, options.status));
    }
    if (statusesPresent) {
        const present = statusesPresent.length ? statusesPresent.join(', ') : 'none';
        printErr(`note: no video has status "${options.status}"; statuses present: ${present} (${plural(list.videos.length, 'video')} listed)`);
    }
    return ExitCode.ok;
}
/** The handler of `helpsync videos` (cli/commands/videos.ts loads this module when the command runs). */
export function handleVideos(argv) {
    return runCommand(argv, (ctx) => runVideos({ json: argv.json, status: argv.status }, ctx));
}
//# sourceMappingURL=videos.js.map