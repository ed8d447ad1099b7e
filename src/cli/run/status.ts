// `helpsync status`: which translations are current, outdated, missing, orphaned or
// without a base, from the content folder and its Git history. Local only: no request, no token.
// --diff and --bump load their code when given, so the plain report loads only what it uses
//.
import { contentPathsOf } from '../../config/files.js';
import { uncoveredFolders } from '../../status/uncovered.js';
import path from 'node:path';
import { ExitCode, ExitError } from '../../errors.js';
import { filesIn, parseStates, STATUS_STATES, type StatusState } from '../../status/plan.js';
import { statusBump, statusDiff, translationStatus } from '../../operations/status.js';
import { systemClock } from '../../util/clock.js';
import { createActivity } from '../activity.js';
import type { Config } from '../../config/config.js';
import { runCommand, type CommandContext, type GlobalArgs } from '../context.js';
import { splitList } from '../../config/policy.js';
import { print, printErr, printJson } from '../output.js';
import { appendStepSummary, reportWarnings } from '../github.js';
import { escapeControl, noBaseWarnings, renderStatusMarkdown, renderStatusText, statusDocument } from '../../status/report.js';
import { runtime } from '../../util/runtime.js';
import { plural } from '../../report/text.js';

export interface StatusOptions {
  json: boolean;
  languages?: string[];
  only?: string[];
  /** false: --no-history */
  history: boolean;
  /** --list given: these states (all but current when given without a value) */
  list?: StatusState[];
  failOn?: StatusState[];
  /** --diff FILE */
  diff?: string;
  /** --bump FILE... */
  bump?: string[];
  dryRun: boolean;
  cwd: string;
}

async function configOf(ctx: CommandContext): Promise<Config> {
  return ctx.localConfig ? ctx.localConfig() : ctx.config();
}

export async function runStatus(opts: StatusOptions, ctx: CommandContext): Promise<number> {
  const config = await configOf(ctx);
  if (opts.bump) return runBump(opts, config, ctx);
  if (opts.diff !== undefined) return runDiff(opts, config, ctx);
  // A long history (thousands of commits) takes a while: say so on stderr after a second and a half.
  const activity = createActivity({ logger: ctx.logger, tty: Boolean(runtime().stderr.isTTY) && !opts.json, clock: systemClock });
  const prepared = await translationStatus(
    { history: opts.history, languages: opts.languages, only: opts.only, env: ctx.env },
    { config, reporter: { step: (doing) => activity.update(`status: ${doing}`) } },
  ).finally(() => activity.end());
  const show = displayPath(config, opts.cwd);
  if (prepared.noHistory && prepared.noHistory !== '--no-history') {
    printErr(`warning: ${escapeControl(prepared.noHistory)}: only missing and orphaned translations are reported`);
  }
  reportWarnings([...prepared.warnings, ...noBaseWarnings(prepared.report, show)], {
    json: opts.json,
    logger: ctx.logger,
    mode: ctx.warnings,
  });
  const { report } = prepared;
  if (opts.json) printJson(statusDocument(report));
  else {
    print(renderStatusText(report, { show, list: opts.list }));
    for (const u of uncoveredFolders(report))
      printErr(
        `hint: ${u.folder} (${plural(u.pages, 'page')}) has no translation in any language: if it is not translated, leave it out with exclude: "${u.folder}**" in the config`,
      );
  }
  await appendStepSummary(renderStatusMarkdown(report));
  if (opts.failOn?.length) {
    const failing = filesIn(report, opts.failOn);
    if (failing.length) {
      printErr(`status: ${failing.length} file(s) ${opts.failOn.join(', ')} (--fail-on)`);
      return ExitCode.error;
    }
  }
  return ExitCode.ok;
}

async function runDiff(opts: StatusOptions, config: Config, ctx: CommandContext): Promise<number> {
  const { row, diff, from } = await statusDiff({ file: opts.diff!, cwd: opts.cwd, history: opts.history, env: ctx.env }, { config });
  const show = displayPath(config, opts.cwd);
  if (opts.json) {
    printJson({ version: 1, kind: 'status-diff', file: row.file, source: row.source, state: row.state, base: row.base, from, diff });
    return ExitCode.ok;
  }
  const since = from ? `since ${from.slice(0, 12)}` : 'since the translation (uncommitted, made now)';
  if (!diff) print(`${escapeControl(show(row.source))}: no change ${since}; ${escapeControl(show(row.file))} is ${row.state}.`);
  else print(`${escapeControl(show(row.file))} is ${row.state}: ${escapeControl(show(row.source))} ${since}\n${escapeControl(diff, true)}`);
  return ExitCode.ok;
}

async function runBump(opts: StatusOptions, config: Config, ctx: CommandContext): Promise<number> {
  const { withLock } = await import('../lock.js');
  const results = await statusBump(
    {
      files: opts.bump!,
      dryRun: opts.dryRun,
      cwd: opts.cwd,
      env: ctx.env,
      history: opts.history,
      // every command that writes takes the repo lock (a dry run writes nothing)
      lock: (write) => (opts.dryRun ? write() : withLock(config, { command: 'status --bump' }, write)),
    },
    { config },
  );
  const key = config.sourceCommitKey ?? '';
  const verb = opts.dryRun ? 'would set' : 'set';
  if (opts.json) {
    printJson({
      version: 1,
      kind: 'status-bump',
      dryRun: opts.dryRun,
      files: results.map((r) => ({ file: r.file, source: r.source, commit: r.commit, previous: r.edit.previous, changed: !r.unchanged })),
    });
    return ExitCode.ok;
  }
  // under files: the source named where it is (its key is no file there)
  const source = config.files ? displayPath(config, opts.cwd) : (p: string) => p;
  for (const r of results) {
    const where = `${escapeControl(r.shown)}:${r.edit.line}`;
    if (r.unchanged) print(`${where}: ${key} is already ${r.commit}`);
    else
      print(`${where}: ${verb} ${key}: ${r.edit.previous ?? '(none)'} → ${r.commit} (last change of ${escapeControl(source(r.source))})`);
  }
  const changed = results.filter((r) => !r.unchanged).length;
  print(opts.dryRun ? `Dry run: ${changed} file(s) would change; nothing was written.` : `${changed} file(s) updated.`);
  return ExitCode.ok;
}

function displayPath(config: Config, cwd: string): (p: string) => string {
  return (p) => {
    const rel = path.relative(cwd, contentPathsOf(config).abs(p)).split(path.sep).join('/');
    return rel || '.';
  };
}

export interface StatusArgs extends GlobalArgs {
  json: boolean;
  languages?: string[];
  only?: string[];
  history: boolean;
  list?: string;
  'fail-on'?: string[];
  diff?: string;
  bump?: string[];
  'dry-run': boolean;
  'content-dir'?: string;
  'source-language'?: string;
  'source-commit-key'?: string;
}

/** argv → options; bad state names and flag combinations are refused here (exported for tests). */
export function statusOptionsFromArgv(argv: Omit<StatusArgs, 'config' | 'logLevel'>, cwd: string): StatusOptions {
  const states = (values: string[], flag: string): StatusState[] => {
    try {
      return parseStates(values, flag);
    } catch (err) {
      throw new ExitError((err as Error).message);
    }
  };
  const list =
    argv.list === undefined
      ? undefined
      : argv.list.trim() === ''
        ? STATUS_STATES.filter((s) => s !== 'current')
        : states([argv.list], '--list');
  if (argv.bump && argv.diff !== undefined) throw new ExitError('--bump and --diff cannot be combined');
  if (argv['dry-run'] && !argv.bump) throw new ExitError('--dry-run goes with --bump (status itself never writes)');
  return {
    json: argv.json,
    languages: splitList(argv.languages),
    only: splitList(argv.only),
    history: argv.history,
    list,
    failOn: argv['fail-on'] ? states(argv['fail-on'], '--fail-on') : undefined,
    diff: argv.diff,
    bump: argv.bump?.length ? argv.bump : undefined,
    dryRun: argv['dry-run'],
    cwd,
  };
}

/** The handler of `helpsync status` (cli/commands/status.ts loads this module when the command runs). */
export function handleStatus(argv: StatusArgs): Promise<void> {
  return runCommand(argv, async (ctx) => {
    const flags = { contentDir: argv['content-dir'], sourceLanguage: argv['source-language'], sourceCommitKey: argv['source-commit-key'] };
    const { configFromFlags, disposeFlagConfigs, withoutConfigHint } = await import('../status-config.js');
    const fromFile = (): Promise<Config> => (ctx.localConfig ? ctx.localConfig() : ctx.config());
    const localConfig = flags.contentDir
      ? () => configFromFlags(flags, runtime().cwd())
      : async () => {
          try {
            return await fromFile();
          } catch (err) {
            throw withoutConfigHint(err);
          }
        };
    try {
      return await runStatus(statusOptionsFromArgv(argv, runtime().cwd()), { ...ctx, localConfig });
    } finally {
      await disposeFlagConfigs();
    }
  });
}
