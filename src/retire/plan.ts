// What leaves the help center: PURE. A record this configuration bound (by the `entry:` line of its
// source's last committed version, or by its scoped externalId under any of the source's names)
// whose source Git shows deleted (sourceFates: not renamed, not in HEAD) is retired, by the mode.
// Everything that could make a file merely look absent retires nothing and says why: a partial run
// (--only, --languages), no history, no content folder or no pages, a file that failed to load (its
// `entry:` line might claim the record), exclude. A record a file in HEAD claims moved, it is not
// retired. A collection goes only when everything it holds on the platform goes in the same plan.
import type { Problem } from '../model.js';
import { indexFolder, keysFor } from '../content/binding.js';
import type {
  DeletedSource,
  NotRetired,
  Republication,
  RetireArticle,
  RetireCollection,
  RetirePlan,
  RetirePlanInput,
  Retirement,
} from './types.js';

export type * from './types.js';

/** More retirements than this in one run need --max-retires. */
export const DEFAULT_MAX_RETIRES = 10;
/** …and so do more than this share of the records this configuration binds. */
export const MAX_RETIRE_SHARE = 0.1;

export function planRetirements(input: RetirePlanInput): RetirePlan {
  const skipped = whyNothing(input);
  if (!skipped) return planAll(input);
  const empty: RetirePlan = { retirements: [], held: [], kept: [], republications: republications(input), orphaned: [], problems: [] };
  // without history nothing is known to say it about; else it is said only when something would
  // have been retired, so that a partial run over a repo with old deletions does not warn for nothing
  const would = input.run.history.available ? planAll(input) : undefined;
  if (!would || would.retirements.length + would.held.length > 0) empty.skipped = skipped;
  return empty;
}

function planAll(input: RetirePlanInput): RetirePlan {
  const plan: RetirePlan = { retirements: [], held: [], kept: [], republications: [], orphaned: [], problems: [] };
  plan.republications = republications(input);
  const articles = new Map(input.articles.map((a) => [a.id, a]));
  const collections = new Map(input.collections.map((c) => [c.id, c]));
  const keys = keysFor(input.scope);
  const byKey = new Map<string, string>();
  for (const a of input.articles) if (a.externalId && keys.owns(a.externalId)) byKey.set(a.externalId, `article:${a.id}`);
  for (const c of input.collections) if (c.externalId && keys.owns(c.externalId)) byKey.set(c.externalId, `collection:${c.id}`);
  const file = (d: DeletedSource): string => `${input.sourceLanguage}/${d.path}`;

  const articleRetirements: Retirement[] = [];
  /** records retired by an earlier run (a draft under unpublish): a collection holding only those may go too */
  const already = new Set<string>();
  const folderCandidates: { d: DeletedSource; c: RetireCollection }[] = [];
  for (const d of input.deleted) {
    const isIndex = indexFolder(d.path) !== undefined;
    const kind = isIndex ? 'collection' : 'article';
    const entryId = recordOf(d, kind, input.entryLines, byKey, keys);
    if (entryId === undefined) continue; // never bound by this configuration: not ours to retire
    const id = entryId.slice(kind.length + 1);
    // a file in HEAD claims the record (its entry: line moved with it): the page moved, nothing to say
    if (input.claimedNow.has(entryId)) continue;
    if (!(kind === 'article' ? articles.has(id) : collections.has(id))) continue; // already gone from the platform
    // said only for a live record of ours, so an old deletion does not warn forever for nothing
    if (input.excluded(d.path)) {
      plan.kept.push({ file: file(d), entryId, reason: 'matches exclude: not a page of this configuration, not retired' });
      continue;
    }
    if (kind === 'article') {
      const a = articles.get(id);
      if (!a) continue; // already gone from the platform
      if (input.mode === 'unpublish' && a.isDraft) {
        already.add(entryId); // already a draft: nothing to send
        continue;
      }
      if (input.drifted.has(entryId) && !input.forced(d.path)) {
        plan.held.push({
          file: file(d),
          entryId,
          reason: 'edited on the platform since its last committed version: held (--force retires it)',
        });
        continue;
      }
      articleRetirements.push({
        kind,
        id,
        file: file(d),
        title: a.title,
        collectionId: a.collectionId,
        action: input.mode,
        deletedIn: d.commit,
      });
    } else {
      const c = collections.get(id);
      if (!c) continue;
      if (input.drifted.has(entryId) && !input.forced(d.path)) {
        plan.held.push({
          file: file(d),
          entryId,
          reason: 'edited on the platform since its last committed version: held (--force retires it)',
        });
        continue;
      }
      folderCandidates.push({ d, c });
    }
  }
  plan.retirements.push(...articleRetirements);
  plan.retirements.push(...collectionRetirements(input, folderCandidates, articleRetirements, already, plan.kept, file));
  plan.orphaned = orphans(input, plan.retirements);
  plan.problems.push(...guard(input, plan.retirements.length));
  return plan;
}

/** The entry id a deleted source bound: its `entry:` line first, else a record carrying its key under any of its names. */
function recordOf(
  d: DeletedSource,
  kind: 'article' | 'collection',
  entryLines: ReadonlyMap<string, string>,
  byKey: ReadonlyMap<string, string>,
  keys: ReturnType<typeof keysFor>,
): string | undefined {
  const line = entryLines.get(d.path);
  if (line !== undefined) return line.startsWith(`${kind}:`) ? line : undefined;
  for (const name of d.names) {
    if ((indexFolder(name) !== undefined) !== (kind === 'collection')) continue;
    const entryId = byKey.get(keys.ofFile(name));
    if (entryId?.startsWith(`${kind}:`)) return entryId;
  }
  return undefined;
}

/**
 * The folders' collections whose every article and subcollection on the platform is retired in this
 * plan, deepest first (a parent goes after its children); the others are kept, with the count.
 */
function collectionRetirements(
  input: RetirePlanInput,
  candidates: readonly { d: DeletedSource; c: RetireCollection }[],
  articleRetirements: readonly Retirement[],
  already: ReadonlySet<string>,
  kept: NotRetired[],
  file: (d: DeletedSource) => string,
): Retirement[] {
  const retiredArticles = new Set(articleRetirements.map((r) => r.id));
  for (const e of already) if (e.startsWith('article:')) retiredArticles.add(e.slice('article:'.length));
  const retired = new Set<string>();
  const depth = (c: RetireCollection): number => {
    let n = 0;
    const seen = new Set<string>();
    for (let p = c.parentId; p !== null && !seen.has(p); p = input.collections.find((x) => x.id === p)?.parentId ?? null) {
      seen.add(p);
      n++;
    }
    return n;
  };
  const order = [...candidates].sort((a, b) => depth(b.c) - depth(a.c) || (a.d.path < b.d.path ? -1 : 1));
  const out: Retirement[] = [];
  for (const { d, c } of order) {
    const remaining =
      input.articles.filter((a: RetireArticle) => a.collectionId === c.id && !retiredArticles.has(a.id)).length +
      input.collections.filter((s) => s.parentId === c.id && !retired.has(s.id)).length;
    if (remaining > 0) {
      kept.push({
        file: file(d),
        entryId: `collection:${c.id}`,
        reason: `its folder is gone, but it still holds ${remaining} record(s) on the platform that this plan does not retire: kept`,
      });
      continue;
    }
    retired.add(c.id);
    // unpublished by an earlier run: nothing to send, but its parent may go
    if (input.mode === 'unpublish' && c.unpublished) continue;
    out.push({ kind: 'collection', id: c.id, file: file(d), title: c.title, action: input.mode, deletedIn: d.commit });
  }
  return out;
}

/** Why this run retires nothing, whatever the history says (undefined: it may retire). */
function whyNothing(input: RetirePlanInput): string | undefined {
  const { run } = input;
  if (!run.history.available) return `no Git history (${run.history.why ?? 'not read'}): retirement needs it, nothing is retired`;
  if (!run.contentFolder) return 'the content folder is missing: nothing is retired';
  if (run.pagesFound === 0) return 'the scan found no source pages: nothing is retired';
  if (run.only) return '--only limits this run to some files: nothing is retired (run without --only to retire)';
  if (run.languages && !run.languages.includes(input.sourceLanguage)) {
    return `--languages ${run.languages.join(',')} leaves out the source language (${input.sourceLanguage}): nothing is retired`;
  }
  if (run.failedFiles.length > 0) {
    return `${run.failedFiles.length} file(s) failed to load (${run.failedFiles.slice(0, 3).join(', ')}): one may claim a record, so nothing is retired until they load`;
  }
  return undefined;
}

/** Draft records whose once-deleted source is back in HEAD without `draft: true`. */
function republications(input: RetirePlanInput): Republication[] {
  if (!input.run.history.available) return [];
  const articles = new Map(input.articles.map((a) => [`article:${a.id}`, a]));
  const collections = new Map(input.collections.map((c) => [`collection:${c.id}`, c]));
  return input.restored.flatMap((r): Republication[] => {
    if (r.draft === 'true') return [];
    const file = `${input.sourceLanguage}/${r.path}`;
    const a = articles.get(r.entryId);
    if (a?.isDraft) return [{ kind: 'article', id: a.id, file, title: a.title, collectionId: a.collectionId }];
    const c = collections.get(r.entryId);
    if (c?.unpublished) return [{ kind: 'collection', id: c.id, file, title: c.title }];
    return [];
  });
}

/** Translation files left behind by retired pages: reported, since no operation clears one language. */
function orphans(input: RetirePlanInput, retirements: readonly Retirement[]): string[] {
  const out: string[] = [];
  const prefix = `${input.sourceLanguage}/`;
  for (const r of retirements) {
    const path = r.file.slice(prefix.length);
    for (const [lang, paths] of input.translations) if (lang !== input.sourceLanguage && paths.has(path)) out.push(`${lang}/${path}`);
  }
  return out.sort();
}

function guard(input: RetirePlanInput, count: number): Problem[] {
  if (input.preview || input.mode === 'keep' || count === 0) return [];
  const bound = input.claimedNow.size + count;
  const limit = input.maxRetires;
  const over = limit !== undefined ? count > limit : count > DEFAULT_MAX_RETIRES || count > bound * MAX_RETIRE_SHARE;
  if (!over) return [];
  return [
    {
      severity: 'error',
      message:
        `${count} records to retire in one run (of ${bound} this configuration binds): more than ` +
        `${limit ?? `${DEFAULT_MAX_RETIRES} or ${MAX_RETIRE_SHARE * 100}%`} need --max-retires ${count} ` +
        '(check the history: a wrong contentDir or a mass move must not empty the help center)',
    },
  ];
}
