// The reads behind retirement: Git (the content folder's history, HEAD's tree, the last committed
// version of each deleted source for its `entry:` line and title) and the platform's records (the
// run's one placement read), then the pure planner (plan.ts). No request beyond the placement read
// the run shares, and one git process per question.
import picomatch from 'picomatch';
import type { Placement } from '../client/placement.js';
import type { Config } from '../config/config.js';
import type { LocalContent } from '../content/types.js';
import { parseFrontMatter } from '../content/frontmatter.js';
import { readEntry } from '../content/entry.js';
import { anyDeletion } from '../history/deletions.js';
import { sharedHistory } from '../history/log.js';
import { readBlobs, treeBlobs } from '../history/objects.js';
import type { Repo } from '../history/repo.js';
import { sourceFates } from './history.js';
import { planRetirements } from './plan.js';
import type { DeletedSource, RestoredSource, RetireMode, RetirePlan, RetirePlanInput, RunScope } from './types.js';

export interface RetireReadOptions {
  config: Config;
  mode: RetireMode;
  local: LocalContent;
  /** undefined: no history this run (--no-history, not a work tree) */
  repo: Repo | undefined;
  /** why there is no history, for the message */
  noHistoryWhy?: string;
  placement: () => Promise<Placement>;
  /** entry ids files in HEAD claim now: `entry:` lines and the binding step's bindings */
  claimedNow: ReadonlySet<string>;
  /** source path → its binding (files without `entry:` bound by externalId) */
  boundNow: ReadonlyMap<string, string>;
  only?: readonly string[];
  languages?: readonly string[];
  maxRetires?: number;
  preview?: boolean;
  forced: (path: string) => boolean;
  /**
   * The records, among those about to be retired, with a platform edit no committed version
   * explains (drift protection's rule, composed by the operation): held, not retired
   */
  driftOf?: (candidates: { entryId: string; names: readonly string[] }[]) => Promise<ReadonlySet<string>>;
}

export async function readAndPlanRetirements(opts: RetireReadOptions): Promise<RetirePlan> {
  const { config } = opts;
  const lang = config.sourceLanguage;
  const run = scopeOf(opts);
  const excluded = config.statusExclude?.length ? picomatch(config.statusExclude, { dot: true }) : () => false;
  const base = {
    mode: opts.mode,
    sourceLanguage: lang,
    ...(config.scope ? { scope: config.scope } : {}),
    run,
    claimedNow: opts.claimedNow,
    excluded,
    drifted: new Set<string>(),
    forced: opts.forced,
    ...(opts.maxRetires !== undefined ? { maxRetires: opts.maxRetires } : {}),
    ...(opts.preview ? { preview: true } : {}),
    show: (p: string) => `${lang}/${p}`,
  };
  const repo = opts.repo;
  const none = { deleted: [], entryLines: new Map(), translations: new Map(), restored: [], articles: [], collections: [] };
  if (!run.history.available || !repo?.head) {
    const plan = planRetirements({ ...base, ...none });
    // keep sends nothing anyway: no need to say why nothing is retired
    if (opts.mode === 'keep') delete plan.skipped;
    return plan;
  }
  // nothing under the content folder was ever deleted: nothing to retire, restore or report, and no
  // history or tree to read (one cheap git call on every run with history)
  if (!(await anyDeletion(repo))) {
    const plan = planRetirements({ ...base, ...none });
    delete plan.skipped;
    return plan;
  }
  const [history, head] = await Promise.all([sharedHistory(repo), treeBlobs(repo, repo.head)]);
  const fates = sourceFates(history.commits, lang, new Set(head.keys()));
  // nothing deleted or restored: no platform read at all (a run without retirements costs nothing more)
  if (fates.deleted.length === 0 && fates.restored.size === 0) {
    const plan = planRetirements({ ...base, ...none });
    delete plan.skipped; // nothing deleted: nothing to explain
    if (fates.removedTranslations.length > 0) plan.removedTranslations = fates.removedTranslations;
    return plan;
  }
  const records = platformRecords(await opts.placement(), lang);
  const { entryLines, titles } = await lastVersions(repo, fates.deleted);
  const restored = restoredOf(opts, fates.restored);
  const input = { ...base, ...records, deleted: fates.deleted, entryLines, translations: translationsIn(head, lang), restored };
  let plan = planRetirements(input);
  // held: a record edited on the platform since its last committed version (asked only for what
  // would be sent: keep sends nothing)
  const sent = plan.retirements.filter((r) => r.action !== 'keep');
  if (opts.driftOf && sent.length > 0) {
    const names = new Map(fates.deleted.map((d) => [`${lang}/${d.path}`, d.names]));
    const drifted = await opts.driftOf(sent.map((r) => ({ entryId: `${r.kind}:${r.id}`, names: names.get(r.file) ?? [] })));
    if (drifted.size > 0) plan = planRetirements({ ...input, drifted });
  }
  if (fates.removedTranslations.length > 0) plan.removedTranslations = fates.removedTranslations;
  for (const r of plan.retirements) {
    const t = titles.get(r.file.slice(lang.length + 1));
    if (t && r.kind === 'article') r.title = t;
  }
  return plan;
}

/** What this run covers: the facts the planner's "retire nothing because" rules read. */
function scopeOf(opts: RetireReadOptions): RunScope {
  const { local } = opts;
  return {
    ...(opts.only?.length ? { only: true } : {}),
    ...(opts.languages ? { languages: opts.languages } : {}),
    // under `files:` the repository maps every path it reports back to its page key (history/repo.ts)
    history: opts.repo?.head
      ? { available: true }
      : { available: false, why: opts.repo ? 'no commit yet' : (opts.noHistoryWhy ?? 'no Git work tree') },
    contentFolder: true,
    pagesFound: local.sourceFiles.length + (local.unbound?.length ?? 0),
    failedFiles: local.errors.flatMap((p) => (p.file ? [p.file] : [])),
  };
}

function platformRecords(placement: Placement, lang: string): Pick<RetirePlanInput, 'articles' | 'collections'> {
  const articles = [...placement.placement].map(([id, collectionId]) => ({
    id,
    collectionId,
    title: id,
    isDraft: placement.drafts.get(id) ?? false,
    ...(placement.externalIds.has(id) ? { externalId: placement.externalIds.get(id)! } : {}),
  }));
  const collections = placement.collections.map((c) => ({
    id: c.id,
    parentId: c.parentId,
    title: c.title[lang] ?? c.id,
    unpublished: c.unpublished === true,
    ...(c.externalId ? { externalId: c.externalId } : {}),
  }));
  return { articles, collections };
}

/** The last committed version of each deleted source: its `entry:` line and its title (one `git cat-file`). */
async function lastVersions(
  repo: Repo,
  deleted: readonly DeletedSource[],
): Promise<{ entryLines: Map<string, string>; titles: Map<string, string> }> {
  const blobs = await readBlobs(
    repo,
    deleted.flatMap((d) => (d.blob ? [d.blob] : [])),
  );
  const entryLines = new Map<string, string>();
  const titles = new Map<string, string>();
  for (const d of deleted) {
    const bytes = d.blob ? blobs.get(d.blob) : undefined;
    if (!bytes) continue;
    const fm = parseFrontMatter(bytes.toString('utf8').replace(/^\uFEFF/, ''));
    const entry = readEntry(fm.data.get('entry'));
    if (entry.ok) entryLines.set(d.path, entry.entryId);
    const title = fm.data.get('title');
    if (title?.kind === 'text') titles.set(d.path, title.value);
  }
  return { entryLines, titles };
}

/** Translation files in HEAD: language → paths under its folder (the source language left out). */
function translationsIn(head: ReadonlyMap<string, string>, lang: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const p of head.keys()) {
    const i = p.indexOf('/');
    if (i <= 0 || p.slice(0, i) === lang) continue;
    const l = p.slice(0, i);
    if (!out.has(l)) out.set(l, new Set());
    out.get(l)!.add(p.slice(i + 1));
  }
  return out;
}

/** The restored sources with the record each is bound to now and its `draft:` value. */
function restoredOf(opts: RetireReadOptions, restored: ReadonlySet<string>): RestoredSource[] {
  const now = new Map<string, { entryId: string; draft?: string }>();
  for (const f of opts.local.sourceFiles) now.set(f.path, { entryId: f.entryId, ...(f.draft ? { draft: f.draft } : {}) });
  for (const [path, entryId] of opts.boundNow) if (!now.has(path)) now.set(path, { entryId });
  return [...restored].flatMap((path) => {
    const n = now.get(path);
    if (!n) return [];
    const draft = n.draft === 'true' || n.draft === 'false' ? n.draft : undefined;
    return [{ path, entryId: n.entryId, ...(draft ? { draft } : {}) }];
  });
}
