// The I/O edge of drift protection: finds the repository, reads history only for
// the fields the plan would push over a value the repo does not explain, and hands everything to
// the pure classifier (drift/classify.ts). One `git log` and batched `git cat-file` reads, newest
// versions first: most platform values are explained by the newest version or two, so the rest of
// history is read only for the fields still unexplained.
import picomatch from 'picomatch';
import { openConfigRepo, type ContentRepoConfig } from '../history/content-repo.js';
import { contentRootOf } from '../config/files.js';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { ExitError } from '../errors.js';
import type { Problem } from '../model.js';
import { shallowCloneMessage, type Repo } from '../history/repo.js';
import { fileVersions, readHistory, type History } from '../history/log.js';
import type { LocalContent } from '../content/types.js';
import { refsForm, siteFromEntries } from '../content/links-canonical.js';
import type { ImagesConfig, LinksConfig } from '../config/links.js';
import { STATIC_FILE } from '../loader/content.js';
import { classifyField, driftHash, type Candidate, type DriftCanonOptions, type HeldReason } from './classify.js';
import { fieldKey, forceHeld, holdFields, markConflicts } from './hold.js';
import { candidatesFor } from './versions.js';
import { textOf, type FieldChange, type Push, type SyncPlan } from '../apply/types.js';
import type { Logger } from '../util/log.js';
import type { PushedRecord } from './store.js';
import { versionWalker } from './walker.js';
import type { SiteName } from '../html/site-conventions.js';
import { runtime } from '../util/runtime.js';

export interface HistoryMode {
  /** --no-history: no git at all, no protection */
  off: boolean;
  /** CI is set: not being a work tree is an error (unless off) */
  ci: boolean;
  /** a run that writes (non-dry sync, apply, plan --out): a shallow clone is refused */
  refuseShallow: boolean;
  /** environment git runs with (tests isolate it) */
  env?: NodeJS.ProcessEnv;
}

/**
 * The cheap checks every run makes (two `git rev-parse`): the repository, or undefined when history
 * is off or the content is not in a work tree (a warning; an error under CI). Refuses a shallow
 * clone for runs that write, before any request.
 */
export async function openContentRepo(config: ContentRepoConfig, mode: HistoryMode, warnings: Problem[]): Promise<Repo | undefined> {
  const contentDir = contentRootOf(config);
  if (mode.off) return undefined;
  // A missing or odd content folder is the loader's to name precisely (a device, a path too long…).
  const st = await stat(contentDir).catch(() => undefined);
  if (!st?.isDirectory()) return undefined;
  const opened = await openConfigRepo(config, mode.env);
  if (opened.kind === 'not-a-work-tree') {
    const where = path.relative(runtime().cwd(), contentDir) || '.';
    if (mode.ci) {
      throw new ExitError(
        `${where} is not in a Git work tree (${opened.message}), so edits made on the platform cannot be told apart from the repo's values; check out the repository with its history, or run with --no-history to push over them`,
      );
    }
    warnings.push({
      severity: 'warning',
      message: `${where} is not in a Git work tree: drift protection is off, and edits made on the platform will be overwritten (commit the content, or pass --no-history to silence this)`,
    });
    return undefined;
  }
  const { repo } = opened;
  if (repo.shallow) {
    if (mode.refuseShallow) throw new ExitError(shallowCloneMessage(repo));
    warnings.push({
      severity: 'warning',
      message: `${shallowCloneMessage(repo)} (dry run: fields may be reported as held that a full history would explain)`,
    });
  }
  return repo;
}

export interface ProtectOptions {
  plan: SyncPlan;
  local: LocalContent;
  repo: Repo | undefined;
  pushed: PushedRecord;
  /** where the renderings cache lives (.helpsync/cache) */
  cacheDir: string;
  /** config `site:`: past versions render in the generator's conventions, as sync pushed them */
  site?: SiteName;
  /** --force: true for every field; a list of globs for source-language paths matching them */
  force?: true | string[];
  /** config `links` and `images`: links and images compare as what they name */
  refs?: DriftRefsConfig;
  logger: Logger;
}

export interface DriftRefsConfig {
  links?: LinksConfig;
  images?: Pick<ImagesConfig, 'baseUrl'>;
  /** article record id → docId, as the loader read them (links.articleUrl with {docId}): no second read */
  docIds?: ReadonlyMap<string, number>;
}

/**
 * The drift-canonical form for this run: one function for the platform's values and every rendering
 * of every version, with the site built once from the loaded content (pure data, no new read), and
 * only when a field is compared at all (a run with nothing to push builds nothing).
 */
function lazyCanon(local: LocalContent, refs: DriftRefsConfig | undefined): DriftCanonOptions {
  if (!refs?.links && !refs?.images) return {};
  let form: ((html: string, file: string) => string) | undefined;
  return {
    refs: (html, file) => {
      form ??= refsForm({ ...refs, site: siteFromEntries(local.filesByEntry, local.sourceLanguage) });
      return form ? form(html, file) : html;
    },
  };
}

interface Pending {
  push: Push;
  change: FieldChange & { before: string };
  staticKey: string | undefined;
}

/** The fields the plan would push over a value neither the file now nor the pushed record explains. */
function pendingFields(plan: SyncPlan, pushed: PushedRecord, canon: DriftCanonOptions): Pending[] {
  const pending: Pending[] = [];
  for (const lp of plan.languages) {
    for (const push of lp.pushes) {
      for (const change of push.changes) {
        if (change.before === null) continue;
        const c = change as Pending['change'];
        const pushedHash = pushed.get(fieldKey(push.entryId, push.language, c.field));
        const quick = classifyField({
          field: c.field,
          remote: c.before,
          local: textOf(c.after),
          file: push.file,
          candidates: [],
          pushedHash,
          canon,
        });
        if (!quick.held) continue;
        const staticKey = push.type === 'statictranslation' ? push.entryId.slice('statictranslation:'.length) : undefined;
        pending.push({ push, change: c, staticKey });
      }
    }
  }
  return pending;
}

/** Beyond this many files, one read of their language folders beats naming each file to git. */
const MAX_NAMED_PATHS = 500;

/** The plan with unexplained platform values held; unchanged when unprotected or forced. */
export async function protectPlan(opts: ProtectOptions): Promise<SyncPlan> {
  const { plan, repo } = opts;
  if (!repo || opts.force === true) return plan;
  const canon = lazyCanon(opts.local, opts.refs);
  let pending = pendingFields(plan, opts.pushed, canon);
  // A dry run with nothing to push, or nothing the repo does not already explain, reads no history.
  if (pending.length === 0) return plan;
  const started = Date.now();
  const files = [...new Set(pending.map((p) => p.push.file))];
  const folders = [...new Set(pending.map((p) => p.push.file.split('/', 1)[0]!))];
  // First the history of just these files (cheap); the whole folders only when a file may have
  // had another name (git's rename detection and the entry round need to see the other paths).
  let full = files.length > MAX_NAMED_PATHS;
  let history = await readHistory(repo, { paths: full ? folders : files });
  const walker = await versionWalker(repo, history, opts.cacheDir, opts.site);
  const isHeld = (p: Pending, names: string[], from: number, to: number) => {
    // each rendering is read from the path its version had (a relative link means another page from another folder)
    const candidates = names
      .flatMap((f) => walker.versions(f, from, to))
      .flatMap(({ values, path: file }) => candidatesFor(values, p.change.field, p.staticKey).map((value): Candidate => ({ value, file })));
    const { field, before: remote, after: local } = p.change;
    return classifyField({ field, remote, local: textOf(local), file: p.push.file, candidates, canon });
  };
  // Round 1: the newest two versions of each file; round 2: the rest of its history.
  for (const [from, to] of [
    [0, 2],
    [2, Infinity],
  ] as const) {
    await walker.load(
      pending.map((p) => p.push.file),
      from,
      to,
    );
    pending = pending.filter((p) => isHeld(p, [p.push.file], from, to).held);
    if (pending.length === 0) break;
  }
  if (!full && pending.some((p) => mayHaveHadOtherNames(history, p.push.file))) {
    full = true;
    history = await readHistory(repo, { paths: folders });
    walker.use(history);
    await walker.load(
      pending.map((p) => p.push.file),
      0,
      Infinity,
    );
  }
  // Round 3 (full history): files deleted from history that named the same entry.
  const byEntry = pending.length > 0 && full ? await walker.deletedByEntry(history, pending) : new Map<string, string[]>();
  const namesOf = (p: Pending) => [p.push.file, ...(byEntry.get(p.push.entryId) ?? []).filter((f) => sameFolder(f, p.push.file))];
  const held = new Map<string, HeldReason>();
  for (const p of pending) {
    const decision = isHeld(p, namesOf(p), 0, Infinity);
    if (decision.held) held.set(fieldKey(p.push.entryId, p.push.language, p.change.field), decision.reason);
  }
  await walker.save();
  opts.logger.debug({ held: held.size, commits: history.commits.length, full, ms: Date.now() - started }, 'drift protection');
  const out = withSources(
    markConflicts(holdFields(plan, held), (k) => opts.pushed.get(k), driftHash),
    opts.local,
  );
  return Array.isArray(opts.force)
    ? forceMatching(out, opts.local.paths ? undefined : path.join(opts.local.contentDir, opts.local.sourceLanguage), opts.force)
    : out;
}

/**
 * Whether a file's history, read for its path alone, may be incomplete: it was never committed, or
 * its oldest version was added by a commit with a parent (that may be a rename or a move from a
 * path git was not asked about). A file added by a root commit has no earlier name.
 */
function mayHaveHadOtherNames(history: History, file: string): boolean {
  const versions = fileVersions(history, file);
  const oldest = versions[versions.length - 1];
  if (!oldest) return true;
  const commit = history.commits.find((c) => c.id === oldest.commit);
  const change = commit?.changes.find((c) => c.path === oldest.path);
  return !(commit && change?.status === 'A' && commit.parents.length === 0);
}

/** Both paths in the same language folder. */
function sameFolder(a: string, b: string): boolean {
  return a.split('/', 1)[0] === b.split('/', 1)[0];
}

/** Names each held field's source-language file (relative to the source-language folder). */
function withSources(plan: SyncPlan, local: LocalContent): SyncPlan {
  const sourceOf = new Map(local.sourceFiles.map((f) => [f.entryId, f.path]));
  return {
    ...plan,
    languages: plan.languages.map((lp) => ({
      ...lp,
      held: (lp.held ?? []).map((h) => {
        const source = h.type === 'statictranslation' ? STATIC_FILE : sourceOf.get(h.entryId);
        return source === undefined ? h : { ...h, source };
      }),
    })),
  };
}

/**
 * --force GLOB (sync and apply): the held fields of entries whose source-language file matches one
 * of the globs (relative to the source-language folder, as --only), in every language.
 */
export async function forceMatching(plan: SyncPlan, sourceDir: string | undefined, globs: string[]): Promise<SyncPlan> {
  if (sourceDir === undefined) {
    // under files: a glob is over the pages' identities (their paths below the entry's fixed part), as --only is
    const is = globs.map((g) => picomatch(g, { dot: false }));
    return forceHeld(plan, (h) => h.source !== undefined && is.some((m) => m(h.source!)));
  }
  const matched = new Set<string>();
  for (const g of globs) for (const hit of await fg(g, { cwd: sourceDir, onlyFiles: true, dot: false })) matched.add(hit);
  return forceHeld(plan, (h) => h.source !== undefined && matched.has(h.source));
}
