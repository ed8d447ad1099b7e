// `helpsync preview`: parse, call the preview operation (operations/preview.ts), say where the site is.
// --serve keeps it running on 127.0.0.1 until interrupted.
import path from 'node:path';
import { splitList, type RunPolicy } from '../../config/policy.js';
import { preview, servePreviewSite, type PreviewRun } from '../../operations/preview.js';
import { scrub } from '../../util/redact.js';
import { runCommand, type CommandContext, type GlobalArgs } from '../context.js';
import { print, printErr } from '../output.js';
import { policyOf } from '../policy.js';
import { planSummaryLine } from '../../report/plan.js';
import { reportWarnings } from '../github.js';
import { plural } from '../../report/text.js';
import { formatProblem } from '../../errors.js';

export interface PreviewCliOptions {
  out?: string;
  offline: boolean;
  serve: boolean;
  port: number;
  policy: RunPolicy;
}

function describe(run: PreviewRun, out: string): string {
  const what = `${plural(run.pages, 'page')}, ${plural(run.images, 'image')}`;
  const plan = run.plan
    ? `${planSummaryLine(run.plan)}\n`
    : 'Offline: the platform was not read; the changes page says it cannot compare.\n';
  return `${plan}Preview written to ${out} (${what}): open ${path.join(out, 'index.html')}`;
}

export async function runPreview(opts: PreviewCliOptions, ctx: CommandContext): Promise<number> {
  const config = opts.offline && ctx.localConfig ? await ctx.localConfig() : await ctx.config();
  const out = path.resolve(opts.out ?? path.join(config.configDir, '.helpsync', 'preview'));
  if (!opts.serve) {
    const run = await preview(
      { out, offline: opts.offline, policy: opts.policy, summarize: planSummaryLine },
      { config, client: () => ctx.client(), logger: ctx.logger, signal: ctx.signal },
    );
    reportWarnings(run.warnings, { json: false, logger: ctx.logger, mode: ctx.warnings });
    // listed on the changes page too; said here so a terminal or a CI log shows them
    for (const p of run.refusals) printErr(`a sync would refuse: ${formatProblem(p)}`);
    print(describe(run, out));
    return 0;
  }
  const server = await servePreviewSite(
    {
      out,
      offline: opts.offline,
      policy: opts.policy,
      summarize: planSummaryLine,
      port: opts.port,
      onBuilt: (run) => ctx.logger.info({ pages: run.pages, images: run.images }, 'preview built'),
      onError: (err) => printErr(scrub(`preview: ${err instanceof Error ? err.message : String(err)}`)),
    },
    { config, client: () => ctx.client(), logger: ctx.logger, signal: ctx.signal },
  );
  print(`Serving the preview on ${server.url} (Ctrl-C to stop)`);
  await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve(), { once: true }));
  await server.close();
  return 0;
}

export interface PreviewArgs extends GlobalArgs {
  out?: string;
  offline: boolean;
  serve: boolean;
  port: number;
  languages?: string[];
}

/** The handler of `helpsync preview` (cli/commands/preview.ts loads this module when the command runs). */
export function handlePreview(argv: PreviewArgs): Promise<void> {
  return runCommand(argv, (ctx) =>
    runPreview(
      {
        out: argv.out,
        offline: argv.offline,
        serve: argv.serve,
        port: argv.port,
        policy: policyOf({ languages: splitList(argv.languages) }, ctx.env),
      },
      ctx,
    ),
  );
}
