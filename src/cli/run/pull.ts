// `helpsync pull [--languages de,fr] [--force] [--dry-run] [--json]`: bootstrap (or refresh) the
// content repo from the platform. The logic is in src/pull/; this module is argv → options
// and the report.
import { contentPathsOf } from '../../config/files.js';
import type { ContentPaths } from '../../content/content-paths.js';
import { runCommand, type CommandContext, type GlobalArgs } from '../context.js';
import { locked } from '../lock.js';
import { escapeWorkflowCommand } from '../../util/escape.js';
import { JSON_DOC_VERSION, print, printJson } from '../output.js';
import { formatCount } from '../../report/text.js';
import { ExitCode } from '../../errors.js';
import { reportWarnings } from '../github.js';
import type { PullFileResult, PullOutcome, PullStatus } from '../../pull/pull.js';
import { displayPath } from '../../util/display-path.js';
import type { KeptState, PullDriftedOptions } from '../../operations/pull-drifted.js';
import { decidePolicy } from '../../config/policy.js';
import { operationDeps, plainReporter } from '../deps.js';
import { PULL_DRIFTED_DOC_KIND, renderDrifted } from '../../pull/report.js';

export interface PullCommandOptions {
  languages?: string[];
  force: boolean;
  dryRun: boolean;
  json: boolean;
}

export const PULL_DOC_KIND = 'helpsync-pull';

export async function runPull(opts: PullCommandOptions, ctx: CommandContext): Promise<number> {
  const config = await ctx.config();
  const { pullContent } = await import('../../operations/pull.js');
  const { outcome, kept } = await pullContent(
    { languages: opts.languages, force: opts.force, dryRun: opts.dryRun, policy: decidePolicy({}, ctx.env).policy },
    operationDeps(ctx, config),
  );
  const errors = outcome.problems.filter((p) => p.severity === 'error');
  if (opts.json) {
    printJson(pullDocument(outcome, contentPathsOf(config), kept));
  } else {
    reportWarnings(outcome.problems, { json: false, logger: ctx.logger, mode: ctx.warnings });
    printReport(outcome, contentPathsOf(config), kept);
  }
  return errors.length > 0 || outcome.interrupted ? ExitCode.error : ExitCode.ok;
}

const VERB: Record<PullStatus, [string, string]> = {
  created: ['created', 'would create'],
  updated: ['updated', 'would overwrite'],
  unchanged: ['unchanged', 'unchanged'],
  kept: ['kept', 'would keep'],
  skipped: ['skipped', 'skipped'],
};

export function countStatuses(outcome: PullOutcome): Record<PullStatus, number> {
  const counts: Record<PullStatus, number> = { created: 0, updated: 0, unchanged: 0, kept: 0, skipped: 0 };
  for (const f of outcome.files) counts[f.status]++;
  return counts;
}

const KEPT_NOTE: Record<KeptState, string> = {
  'repo ahead': '  (repo ahead: sync will push it)',
  'edited on the platform': '  (edited on the platform: `pull --drifted` takes the edits, --force the whole file)',
};

function printReport(outcome: PullOutcome, paths: ContentPaths, kept?: Map<string, KeptState>): void {
  const dry = outcome.dryRun ? 1 : 0;
  // the file where it is (under files: the mapping's path, not the page's key)
  const show = (rel: string): string => escapeWorkflowCommand(displayPath(paths.abs(rel)));
  const lines: string[] = [];
  for (const f of outcome.files) {
    if (f.status === 'unchanged') continue;
    const state = kept?.get(f.path);
    const note =
      f.status !== 'kept' ? '' : state ? KEPT_NOTE[state] : '  (differs from the platform: local changes kept; --force overwrites)';
    lines.push(`${VERB[f.status][dry].padEnd(15)} ${show(f.path)}${note}`);
    if (f.reason) lines.push(...reasonLines(f.reason));
  }
  if (outcome.layout) lines.push(`${VERB[outcome.layout.status][dry].padEnd(15)} ${outcome.layout.file}  (layout: the current placement)`);
  if (lines.length) print(lines.join('\n'));

  const c = countStatuses(outcome);
  const written = outcome.files.filter((f) => f.status === 'created' || f.status === 'updated');
  const perLanguage = outcome.languages
    .map((l) => [l, written.filter((f) => f.language === l).length] as const)
    .filter(([, n]) => n > 0)
    .map(([l, n]) => `${l} ${formatCount(n)}`);
  const parts = [
    `${formatCount(c.created)} ${dry ? 'to create' : 'created'}`,
    `${formatCount(c.updated)} ${dry ? 'to overwrite' : 'overwritten'}`,
    `${formatCount(c.unchanged)} unchanged`,
  ];
  if (c.kept) parts.push(`${formatCount(c.kept)} kept with local changes`);
  if (c.skipped) parts.push(`${formatCount(c.skipped)} not written (interrupted)`);
  print(`Pull: ${parts.join(', ')}${perLanguage.length ? ` (${perLanguage.join(', ')})` : ''}.`);
  if (c.kept) print('Local changes were kept. Review them, or run "helpsync pull --force" to take the platform\'s version.');
  if (dry && (c.created || c.updated || outcome.layout)) print('Dry run: nothing was written. Run without --dry-run to write these files.');
  if (outcome.interrupted) print('Interrupted: run "helpsync pull" again to write the rest.');
}

/** Why a file was kept, under its line: the fields that differ, then each link to a missing page. */
function reasonLines(reason: NonNullable<PullFileResult['reason']>): string[] {
  const pad = ' '.repeat(18);
  const lines = reason.fields.length ? [`${pad}differs from the platform in: ${reason.fields.map(escapeWorkflowCommand).join(', ')}`] : [];
  for (const hint of reason.missingLinks ?? []) {
    lines.push(`${pad}${hint.line === undefined ? '' : `line ${hint.line}: `}${escapeWorkflowCommand(hint.message)}`);
  }
  return lines;
}

/** `path` is the page key (`<language>/<identity>`, as in the plan); `file` where it is below the content root (under `files:` the repository). */
function pullDocument(outcome: PullOutcome, paths: ContentPaths, kept?: Map<string, KeptState>): Record<string, unknown> {
  const files = outcome.files.map((f) => ({ ...f, file: paths.rel(f.path), ...(kept?.has(f.path) ? { kept: kept.get(f.path) } : {}) }));
  return {
    version: JSON_DOC_VERSION,
    kind: PULL_DOC_KIND,
    dryRun: outcome.dryRun,
    languages: outcome.languages,
    counts: countStatuses(outcome),
    files,
    layout: outcome.layout,
    problems: outcome.problems,
    interrupted: outcome.interrupted,
  };
}

export interface PullArgs extends GlobalArgs {
  'leave-conflicts'?: boolean;
  languages?: string;
  force: boolean;
  drifted: boolean;
  only?: string[];
  'dry-run': boolean;
  json: boolean;
}

/** argv → options (exported for a table test). */
export function pullOptionsFromArgv(argv: Pick<PullArgs, 'languages' | 'force' | 'dry-run' | 'json'>): PullCommandOptions {
  const languages = argv.languages
    ?.split(',')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  return {
    ...(languages && languages.length ? { languages } : {}),
    force: argv.force,
    dryRun: argv['dry-run'],
    json: argv.json,
  };
}

/** The handler of `helpsync pull` (cli/commands/pull.ts loads this module when the command runs). */
export function handlePull(argv: PullArgs): Promise<void> {
  return runCommand(argv, async (ctx) => {
    const lock = { command: 'pull', waitLock: (argv as { 'wait-lock'?: string })['wait-lock'], skip: argv['dry-run'] };
    if (!argv.drifted) return locked(ctx, lock, () => runPull(pullOptionsFromArgv(argv), ctx));
    const o = pullOptionsFromArgv(argv);
    const only = argv.only?.flatMap((v) => v.split(',')).filter((v) => v.trim() !== '');
    return locked(ctx, lock, () =>
      runPullDrifted(
        {
          languages: o.languages,
          only: only?.length ? only : undefined,
          dryRun: o.dryRun,
          force: o.force,
          leaveConflicts: argv['leave-conflicts'] ?? false,
        },
        o.json,
        ctx,
      ),
    );
  });
}

/** `pull --drifted`: the operation, then its report (or its JSON document). */
async function runPullDrifted(opts: Omit<PullDriftedOptions, 'policy'>, json: boolean, ctx: CommandContext): Promise<number> {
  const config = await ctx.config();
  const { pullDrifted } = await import('../../operations/pull-drifted.js');
  // pull --drifted always reads history (it is the point) and forces nothing: the policy with no flags.
  const { policy } = decidePolicy({}, ctx.env);
  const { outcome, conflicts } = await pullDrifted({ ...opts, policy }, operationDeps(ctx, config, plainReporter(ctx)));
  const show = (file: string): string => displayPath(contentPathsOf(config).abs(file));
  if (json) printJson({ version: JSON_DOC_VERSION, kind: PULL_DRIFTED_DOC_KIND, ...outcome, conflicts });
  else print(renderDrifted(outcome, conflicts, show));
  return ExitCode.ok;
}
