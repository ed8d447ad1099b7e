// The I/O edge of drift protection (issue 15, "Git"): finds the repository, reads history only for
// the fields the plan would push over a value the repo does not explain, and hands everything to
// the pure classifier (plan/drift.ts). One `git log` and batched `git cat-file` reads, newest
// versions first: most platform values are explained by the newest version or two, so the rest of
// history is read only for the fields still unexplained.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { ExitError } from '../errors.js';
import type { Problem } from '../model.js';
import { openRepo, shallowCloneMessage, type Repo } from '../history/repo.js';
import { fileVersions, readHistory, type FileVersion, type History } from '../history/log.js';
import { readBlobs } from '../history/objects.js';
import type { LocalContent } from '../load/types.js';
import { STATIC_FILE } from '../load/content.js';
import { classifyField, type DriftCanonOptions, type HeldReason } from '../plan/drift.js';
import { fieldKey, forceHeld, holdFields } from '../plan/drift-plan.js';
import { candidatesFor, ENTRY_KEY, markdownVersionValues, staticVersionValues, type VersionValues } from '../plan/drift-versions.js';
import type { FieldChange, Push, SyncPlan } from '../plan/types.js';
import type { Logger } from '../util/log.js';
import { openRenderingsCache, type PushedRecord } from './drift-store.js';

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
export async function openContentRepo(contentDir: string, mode: HistoryMode, warnings: Problem[]): Promise<Repo | undefined> {
  if (mode.off) return undefined;
  // A missing or odd content folder is the loader's to name precisely (a device, a path too long…).
  const st = await stat(contentDir).catch(() => undefined);
  if (!st?.isDirectory()) return undefined;
  const opened = await openRepo(contentDir, mode.env);
  if (opened.kind === 'not-a-work-tree') {
    const where = path.relative(process.cwd(), contentDir) || '.';
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
  /** --force: true for every field; a list of globs for source-language paths matching them */
  force?: true | string[];
  canon?: DriftCanonOptions;
  logger: Logger;
}

interface Pending {
  push: Push;
  change: FieldChange & { before: string };
  staticKey: string | undefined;
}

/** The fields the plan would push over a value neither the file now nor the pushed record explains. */
function pendingFields(plan: SyncPlan, pushed: PushedRecord, canon: DriftCanonOptions | undefined): Pending[] {
  const pending: Pending[] = [];
  for (const lp of plan.languages) {
    for (const push of lp.pushes) {
      for (const change of push.changes) {
        if (change.before === null) continue;
        const c = change as Pending['change'];
        const pushedHash = pushed.get(fieldKey(push.entryId, push.language, c.field));
        const quick = classifyField({ field: c.field, remote: c.before, local: c.after, candidates: [], pushedHash, canon });
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

/** The plan with unexplained platform values held (issue 15); unchanged when unprotected or forced. */
export async function protectPlan(opts: ProtectOptions): Promise<SyncPlan> {
  const { plan, repo, canon } = opts;
  if (!repo || opts.force === true) return plan;
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
  const walker = await versionWalker(repo, history, opts.cacheDir);
  const isHeld = (p: Pending, names: string[], from: number, to: number) => {
    const candidates = names.flatMap((f) => walker.values(f, from, to)).flatMap((v) => candidatesFor(v, p.change.field, p.staticKey));
    return classifyField({ field: p.change.field, remote: p.change.before, local: p.change.after, candidates, canon });
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
  const out = withSources(holdFields(plan, held), opts.local);
  return Array.isArray(opts.force) ? forceMatching(out, path.join(opts.local.contentDir, opts.local.sourceLanguage), opts.force) : out;
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

/** Committed versions of files, their candidate values loaded in bulk and cached by blob. */
async function versionWalker(repo: Repo, first: History, cacheDir: string) {
  const cache = await openRenderingsCache(cacheDir);
  let history = first;
  const versions = new Map<string, FileVersion[]>();
  const loaded = new Map<string, VersionValues>();
  const kindOf = (file: string): 'markdown' | 'static' => (path.posix.basename(file) === STATIC_FILE ? 'static' : 'markdown');
  const versionsOf = (file: string): FileVersion[] => {
    const known = versions.get(file);
    if (known) return known;
    const found = fileVersions(history, file);
    versions.set(file, found);
    return found;
  };
  return {
    /** Another (fuller) history: versions are looked up again, values already read are kept. */
    use(h: History): void {
      history = h;
      versions.clear();
    },
    async load(files: string[], from: number, to: number): Promise<void> {
      const missing = new Map<string, 'markdown' | 'static'>();
      for (const file of new Set(files)) {
        const kind = kindOf(file);
        for (const v of versionsOf(file).slice(from, to)) {
          if (loaded.has(v.blob)) continue;
          const hit = cache.get(kind, v.blob);
          if (hit) loaded.set(v.blob, hit);
          else missing.set(v.blob, kind);
        }
      }
      if (missing.size === 0) return;
      const blobs = await readBlobs(repo, [...missing.keys()]);
      for (const [blob, kind] of missing) {
        const bytes = blobs.get(blob);
        if (!bytes) continue;
        const values = kind === 'static' ? staticVersionValues(bytes) : markdownVersionValues(bytes);
        loaded.set(blob, values);
        cache.set(kind, blob, values);
      }
    },
    values(file: string, from: number, to: number): VersionValues[] {
      return versionsOf(file)
        .slice(from, to)
        .flatMap((v) => {
          const values = loaded.get(v.blob);
          return values ? [values] : [];
        });
    },
    /**
     * Markdown files deleted somewhere in history (not renamed: git saw no rename), by the `entry`
     * any of their versions named, for the pending entries only. Reads their versions in one batch.
     */
    async deletedByEntry(h: History, pending: Pending[]): Promise<Map<string, string[]>> {
      const wanted = new Set(pending.filter((p) => p.staticKey === undefined).map((p) => p.push.entryId));
      const folders = new Set(pending.map((p) => p.push.file.split('/', 1)[0]));
      const gone = new Set<string>();
      for (const c of h.commits) {
        for (const ch of c.changes)
          if (ch.status === 'D' && ch.path.endsWith('.md') && folders.has(ch.path.split('/', 1)[0])) gone.add(ch.path);
      }
      const out = new Map<string, string[]>();
      if (wanted.size === 0 || gone.size === 0) return out;
      await this.load([...gone], 0, Infinity);
      for (const file of gone) {
        const entries = new Set(this.values(file, 0, Infinity).flatMap((v) => v[ENTRY_KEY] ?? []));
        for (const e of entries) if (wanted.has(e)) out.set(e, [...(out.get(e) ?? []), file]);
      }
      return out;
    },
    save: () => cache.save(),
  };
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
export async function forceMatching(plan: SyncPlan, sourceDir: string, globs: string[]): Promise<SyncPlan> {
  const matched = new Set<string>();
  for (const g of globs) for (const hit of await fg(g, { cwd: sourceDir, onlyFiles: true, dot: false })) matched.add(hit);
  return forceHeld(plan, (h) => h.source !== undefined && matched.has(h.source));
}
