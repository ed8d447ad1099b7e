// The reads behind creation: the platform's collections and Git (untracked files), then the pure
// planner, for the files without `entry:` the binding step (operations/pipeline/binding.ts) did not
// bind. Done only when some source file has no `entry:`: a repo where every file has one pays no
// extra request.
import { contentPathsOf } from '../config/files.js';
import { openConfigRepo } from '../history/content-repo.js';
import { planRekeys } from './rekeys.js';
import type { Rekey } from '../apply/types.js';
import path from 'node:path';
import picomatch from 'picomatch';
import { readPlacement, type Placement } from '../client/placement.js';
import type { PlatformClient } from '../client/types.js';
import type { Config } from '../config/config.js';
import type { RunPolicy } from '../config/policy.js';
import type { LocalContent } from '../content/types.js';
import type { Repo } from '../history/repo.js';
import { dirtyPaths } from '../history/worktree.js';
import { lineChangedAfterAdd } from '../history/line-changes.js';
import type { Problem } from '../model.js';
import type { RemoteEntry } from '../model.js';
import type { Binding } from '../content/binding.js';
import { planCreations, type CreatePlan } from './plan.js';
import type { Placements } from './types.js';

export interface CreateReadOptions {
  /** the layout file's placement of pages by file */
  placements?: Placements;
  config: Config;
  policy: RunPolicy;
  local: LocalContent;
  remote: readonly RemoteEntry[];
  client: PlatformClient;
  /** the content's repository when the run reads history (or creation needs it: repoForCreation) */
  repo: Repo | undefined;
  /** the files the binding step bound to their records */
  bindings: Binding[];
  /** --max-creates */
  maxCreates: number;
  /** the run's one read of the collections and their articles (shared with the layout step); read here when absent */
  placement?: () => Promise<Placement>;
  signal?: AbortSignal;
}

export interface CreateReads {
  plan: CreatePlan;
  bindings: Binding[];
  /** records created before this repository had a scope: their keys to replace (create/rekeys.ts) */
  rekeys: Rekey[];
}

/** Binds and plans the files without `entry:`; undefined when every file has one (nothing read). */
export async function readAndPlanCreations(opts: CreateReadOptions): Promise<CreateReads | undefined> {
  const { config, local } = opts;
  const unbound = local.unbound ?? [];
  if (unbound.length === 0) return undefined;
  const placement = await (opts.placement?.() ?? readPlacement(opts.client, opts.signal));
  const { repo, bindings } = opts;
  const untracked = repo ? await untrackedSources(repo, config.sourceLanguage) : new Set<string>();
  const excluded = config.statusExclude?.length ? picomatch(config.statusExclude, { dot: true }) : () => false;
  const plan = planCreations({
    ...(opts.placements ? { placements: opts.placements } : {}),
    sourceLanguage: config.sourceLanguage,
    ...(config.site ? { site: config.site } : {}),
    ...(config.scope ? { scope: config.scope } : {}),
    unbound,
    bindings,
    sourceFiles: local.sourceFiles,
    collections: placement.collections,
    titles: titlesOf(opts.remote, config.sourceLanguage),
    excluded,
    history: {
      available: repo !== undefined,
      why: opts.policy.history.offBecause ?? 'the content folder is not in a Git work tree',
      untracked,
    },
    draftByDefault: config.newArticles === 'draft',
    maxCreates: opts.maxCreates,
    show: (p) =>
      path
        .relative(process.cwd(), contentPathsOf(config).abs(`${config.sourceLanguage}/${p}`))
        .split(path.sep)
        .join('/'),
  });
  return { plan, bindings, rekeys: planRekeys(bindings, placement.placement, config.sourceLanguage) };
}

/** History is off because of `--force` (nothing held): creation still needs it for its bindings. */
export async function repoForCreation(config: Config, policy: RunPolicy): Promise<Repo | undefined> {
  if (policy.history.offBecause !== '--force') return undefined;
  const opened = await openConfigRepo(config).catch(() => undefined);
  return opened?.kind === 'repo' ? opened.repo : undefined;
}

async function untrackedSources(repo: Repo, language: string): Promise<Set<string>> {
  const prefix = `${language}/`;
  const out = new Set<string>();
  for (const [p, d] of await dirtyPaths(repo)) if (d.untracked && p.startsWith(prefix)) out.add(p.slice(prefix.length));
  return out;
}

function titlesOf(remote: readonly RemoteEntry[], language: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of remote) {
    const title = e.fields.title?.[language];
    if ((e.type === 'article' || e.type === 'collection') && title && title.trim() !== '') out.set(e.id, title);
  }
  return out;
}

/**
 * `draft:` counts only when helpsync creates an article: for a file that already has its record, a
 * `draft:` that disagrees with the platform's state of the article is warned to have no effect.
 * Judged against the platform where this run read the articles lists anyway (`drafts`, no extra
 * request); else against Git history: the `draft:` line changed after the file was added.
 */
export async function draftChangeWarnings(
  config: Config,
  local: LocalContent,
  repo: Repo | undefined,
  drafts?: ReadonlyMap<string, boolean>,
): Promise<Problem[]> {
  const withDraft = local.sourceFiles.filter((f) => f.draft !== undefined && !f.entryId.includes(':new:'));
  const out: Problem[] = [];
  for (const f of withDraft) {
    const id = f.entryId.startsWith('article:') ? f.entryId.slice('article:'.length) : undefined;
    const onPlatform = id === undefined ? undefined : drafts?.get(id);
    let why: string;
    if (onPlatform !== undefined) {
      if (f.draft !== 'true' && f.draft !== 'false') continue;
      if ((f.draft === 'true') === onPlatform) continue;
      why = `the article (${f.entryId}) is ${onPlatform ? 'a draft' : 'published'} on the platform, and draft counts only when helpsync creates an article`;
    } else {
      if (!repo || !(await lineChangedAfterAdd(repo, `${config.sourceLanguage}/${f.path}`, '^draft:'))) continue;
      why = `draft counts only when helpsync creates the article (${f.entryId})`;
    }
    out.push({
      severity: 'warning',
      file: path
        .relative(process.cwd(), contentPathsOf(config).abs(`${config.sourceLanguage}/${f.path}`))
        .split(path.sep)
        .join('/'),
      message: `"draft: ${f.draft}" has no effect: ${why}; publish or unpublish it on the platform`,
    });
  }
  return out;
}
