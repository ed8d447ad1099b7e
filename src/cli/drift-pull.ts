// `helpsync pull --drifted [--only GLOB] [--languages ...] [--dry-run] [--json]`: the
// same plan a sync would make (with history), then only its held fields written into their files.
import path from 'node:path';
import { ExitCode, InputError } from '../errors.js';
import type { Problem } from '../model.js';
import type { HeldField } from '../apply/types.js';
import { dirtyPaths } from '../history/worktree.js';
import { displayPath } from '../util/display-path.js';
import { prepareSync } from '../sync/prepare.js';
import { openContentRepo } from '../drift/protect.js';
import { writeDrifted, type DriftedOutcome } from '../pull/drifted.js';
import { bodyRelinker } from '../pull/links.js';
import { needsDocIds, readDocIds } from '../sync/doc-ids.js';
import { protect } from '../drift/guard.js';
import { decidePolicy } from '../config/policy.js';
import type { CommandContext } from './context.js';
import { JSON_DOC_VERSION, print, printJson } from './output.js';
import { formatCount } from '../report/text.js';
import { reportWarnings } from './report/github.js';

export interface PullDriftedOptions {
  languages?: string[];
  only?: string[];
  dryRun: boolean;
  json: boolean;
  /** --force: also take the platform's value of a conflicting field (changed in the repo too since the last push) */
  force: boolean;
  /**
   * --leave-conflicts: a conflicting field is left out and listed (the drift pull request), rather
   * than refused; --force still takes it
   */
  leaveConflicts?: boolean;
}

export const PULL_DRIFTED_DOC_KIND = 'helpsync-pull-drifted';

export async function runPullDrifted(opts: PullDriftedOptions, ctx: CommandContext): Promise<number> {
  const config = await ctx.config();
  const warnings: Problem[] = [];
  // pull --drifted always reads history (it is the point) and forces nothing: the policy with no flags.
  const { policy } = decidePolicy({}, ctx.env);
  const repo = await openContentRepo(config.contentDir, { off: false, ci: policy.history.ci, refuseShallow: !opts.dryRun }, warnings);
  if (!repo) {
    throw new InputError(
      `pull --drifted needs the content folder in a Git work tree: without history, an edit made on the platform cannot be told from a value the repo pushed`,
    );
  }
  const prepared = await prepareSync({
    config,
    client: () => ctx.client(),
    logger: ctx.logger,
    now: new Date(),
    languages: opts.languages,
    only: opts.only,
    layout: false,
    translations: true,
    signal: ctx.signal,
    repo,
  });
  const { plan } = await protect(config, prepared.plan, prepared.local, repo, policy, ctx.logger);
  // With --leave-conflicts, a field changed on both sides (the repo too, since the last push) is left
  // out and listed, for a person to decide; otherwise it is refused below (or taken with --force).
  const allHeld = plan.languages.flatMap((l) => l.held ?? []);
  const leave = opts.leaveConflicts === true && !opts.force;
  const held = leave ? allHeld.filter((h) => h.repoChanged !== true) : allHeld;
  const conflicts = leave
    ? allHeld.filter((h) => h.repoChanged === true).map((h) => ({ file: h.file, language: h.language, field: h.field }))
    : [];
  const dirty = held.length > 0 ? new Set((await dirtyPaths(repo)).keys()) : new Set<string>();
  const show = (file: string): string => displayPath(path.join(config.contentDir, ...file.split('/')));
  // a body's unchanged blocks keep their links as the repo writes them (docIds only when a template needs them)
  const docIds =
    needsDocIds(config) && held.some((h) => h.field === 'content') ? await readDocIds(await ctx.client()) : new Map<string, number>();
  // an uncommitted file is refused as such (writeDrifted); the rest: committed changes of conflicting fields
  refuseConflicts(
    held.filter((h) => !dirty.has(h.file)),
    opts.force,
    show,
  );
  const relink = bodyRelinker(config, prepared.local.filesByEntry, new Map([...docIds].map(([id, docId]) => [docId, id])));
  const outcome = await writeDrifted({
    contentDir: config.contentDir,
    held,
    dirty,
    dryRun: opts.dryRun,
    show,
    maxFileSize: config.maxFileSize,
    ...(relink ? { relink } : {}),
  });
  reportWarnings([...prepared.warnings, ...warnings], { json: opts.json, logger: ctx.logger, mode: ctx.warnings });
  if (outcome.problems.length > 0) throw new InputError(outcome.problems);
  if (opts.json) printJson({ version: JSON_DOC_VERSION, kind: PULL_DRIFTED_DOC_KIND, ...outcome, conflicts });
  else {
    print(report(outcome, show));
    for (const c of conflicts)
      print(`left out     ${show(c.file)}: ${c.field} (changed in the repo and on the platform: decide, then sync)`);
  }
  return ExitCode.ok;
}

/**
 * A field changed in the repo too since the last push (a conflict): writing the platform's value
 * would throw away a committed change of the repo. Refused by name before anything is written,
 * unless --force.
 */
function refuseConflicts(held: HeldField[], force: boolean, show: (file: string) => string): void {
  const conflicts = held.filter((h) => h.repoChanged === true);
  if (conflicts.length === 0 || force) return;
  throw new InputError(
    conflicts.map((h) => ({
      severity: 'error' as const,
      file: show(h.file),
      message: `${h.field} was changed in the repo too since the last push (a conflict): pull --drifted would overwrite the repo's committed change. Merge it by hand, or take the platform's value with pull --drifted --force`,
    })),
  );
}

function report(outcome: DriftedOutcome, show: (file: string) => string): string {
  const lines: string[] = [];
  const verb = outcome.dryRun ? 'would write' : 'wrote';
  for (const f of outcome.files) {
    const blocks = f.blocks
      ? f.blocks.whole
        ? ' (body converted whole)'
        : ` (body: ${formatCount(f.blocks.kept)} blocks kept, ${formatCount(f.blocks.converted)} converted)`
      : '';
    lines.push(`${verb.padEnd(12)} ${show(f.file)}: ${f.fields.join(', ')}${blocks}`);
  }
  const fields = outcome.files.reduce((n, f) => n + f.fields.length, 0);
  if (outcome.files.length === 0) lines.push('Nothing edited on the platform: no field is held.');
  else {
    lines.push(
      `Pull --drifted: ${formatCount(fields)} ${fields === 1 ? 'field' : 'fields'} in ${formatCount(outcome.files.length)} ${outcome.files.length === 1 ? 'file' : 'files'}${outcome.dryRun ? ' (dry run: nothing was written)' : '; review and commit them, then sync has nothing to hold'}.`,
    );
  }
  return lines.join('\n');
}

export type KeptState = 'repo ahead' | 'edited on the platform';

/**
 * Plain `pull` keeps files that differ from the platform; this tells why: a file whose
 * platform values all came from the repo's history is "repo ahead (sync will push it)"; one with a
 * value no version explains was "edited on the platform". Undefined when history cannot tell
 * (not a Git work tree, a shallow clone, or the content does not plan cleanly).
 */
export async function keptStates(files: string[], ctx: CommandContext): Promise<Map<string, KeptState> | undefined> {
  if (files.length === 0) return undefined;
  const config = await ctx.config();
  try {
    const repo = await openContentRepo(config.contentDir, { off: false, ci: false, refuseShallow: false }, []);
    if (!repo || repo.shallow) return undefined;
    const prepared = await prepareSync({
      config,
      client: () => ctx.client(),
      logger: ctx.logger,
      now: new Date(),
      layout: false,
      translations: true,
      signal: ctx.signal,
    });
    const { plan } = await protect(config, prepared.plan, prepared.local, repo, decidePolicy({}, ctx.env).policy, ctx.logger);
    const edited = new Set(plan.languages.flatMap((l) => (l.held ?? []).map((h) => h.file)));
    return new Map(files.map((f) => [f, edited.has(f) ? 'edited on the platform' : 'repo ahead']));
  } catch (err) {
    ctx.logger.debug({ err: (err as Error).message }, 'kept files: history cannot tell why they differ');
    return undefined;
  }
}
