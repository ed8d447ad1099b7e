// `helpsync status --bump FILE...`, the I/O edge: checks every file first (all problems at
// once, nothing written), then writes each translation's new base key atomically.
import { contentPathOf, contentPathsOf } from '../config/files.js';
import { lstat, readFile, rename, stat, writeFile, chmod } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config/config.js';
import { ExitError, InputError } from '../errors.js';
import type { Problem } from '../model.js';
import { blobsAt, dirtyPaths, fileVersions, readHistory } from '../history/index.js';
import { setBaseKey, type BumpEdit } from './bump-plan.js';
import { openContentRepo } from './status.js';

export interface BumpOptions {
  /** translation files as given (relative to `cwd` or absolute) */
  files: readonly string[];
  dryRun: boolean;
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /**
   * Runs the writes. The one place where the repository's write lock goes: the caller wraps `write`
   * in it (the CLI passes the lock when one exists); nothing is written outside this call.
   */
  lock: <T>(write: () => Promise<T>) => Promise<T>;
}

export interface BumpResult {
  /** content-relative translation path, and as given */
  file: string;
  shown: string;
  source: string;
  commit: string;
  edit: BumpEdit;
  /** the key already held that commit: nothing to write */
  unchanged: boolean;
}

interface Target {
  shown: string;
  abs: string;
  /** content-relative */
  file: string;
  source: string;
}

/**
 * Plans and (unless dryRun) writes the bumps. Refused as a whole, before any write: no
 * sourceCommitKey, not a Git work tree (or shallow), a file outside the translation folders or
 * missing, a source missing, with uncommitted changes, or never committed.
 */
export async function bumpBaseKeys(config: Config, opts: BumpOptions): Promise<BumpResult[]> {
  const key = config.sourceCommitKey;
  if (!key) throw new ExitError('status --bump needs `sourceCommitKey` in the config (the front matter key that names the source commit)');
  const problems: Problem[] = [];
  const targets = await resolveTargets(config, opts, problems);
  const { repo, reason } = await openContentRepo(config, opts.env);
  if (!repo) throw new ExitError(`status --bump needs Git history: ${reason}`);
  const src = config.sourceLanguage;
  const [history, dirty] = await Promise.all([readHistory(repo, { paths: [src], pagesOnly: true }), dirtyPaths(repo)]);
  const heads = repo.head
    ? await blobsAt(
        repo,
        targets.map((t) => ({ commit: repo.head!, path: t.source })),
      )
    : [];
  const planned: { target: Target; commit: string }[] = [];
  targets.forEach((t, i) => {
    const d = dirty.get(t.source);
    if (d) {
      const what = d.untracked ? 'is not committed yet' : 'has uncommitted changes';
      problems.push({ severity: 'error', file: t.shown, message: `its source ${t.source} ${what}: commit the source first, then bump` });
      return;
    }
    // The newest commit that gave the source its present content (not HEAD:, a squash merge
    // would leave HEAD's id out of the branch's history).
    const v = fileVersions(history, t.source).find((x) => x.blob === heads[i]);
    if (!v) problems.push({ severity: 'error', file: t.shown, message: `no commit of ${t.source} found in the history` });
    else planned.push({ target: t, commit: v.commit });
  });
  const results: BumpResult[] = [];
  for (const { target, commit } of planned) {
    const text = decodeOrReport(await readFile(target.abs), target.shown, problems);
    if (text === undefined) continue;
    const edit = setBaseKey(text, key, commit);
    results.push({ file: target.file, shown: target.shown, source: target.source, commit, edit, unchanged: edit.text === text });
  }
  if (problems.length) throw new InputError(problems);
  if (!opts.dryRun) {
    await opts.lock(async () => {
      for (const r of results) if (!r.unchanged) await writeAtomically(contentPathsOf(config).abs(r.file), r.edit.text);
    });
  }
  return results;
}

/** The file's text with its BOM kept (setBaseKey keeps it), or a problem when it is not UTF-8. */
function decodeOrReport(bytes: Buffer, shown: string, problems: Problem[]): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    problems.push({ severity: 'error', file: shown, message: 'not valid UTF-8: save the file as UTF-8' });
    return undefined;
  }
}

async function resolveTargets(config: Config, opts: BumpOptions, problems: Problem[]): Promise<Target[]> {
  const src = config.sourceLanguage;
  const targets: Target[] = [];
  const seen = new Set<string>();
  for (const shown of opts.files) {
    const abs = path.resolve(opts.cwd, shown);
    const rel = contentPathOf(config, abs);
    const [language, ...rest] = rel.split('/');
    const inside = rel !== '' && !rel.startsWith('../') && rel !== '..' && !path.isAbsolute(rel);
    if (!inside || !language || rest.length === 0 || language === src || !rel.toLowerCase().endsWith('.md')) {
      problems.push({
        severity: 'error',
        file: shown,
        message: `not a translation: expected a .md file in a translation folder of ${config.contentDir}`,
      });
      continue;
    }
    const st = await lstat(abs).catch(() => undefined);
    if (!st?.isFile()) {
      problems.push({
        severity: 'error',
        file: shown,
        message: st ? 'not a regular file (symbolic links are not followed)' : 'file not found',
      });
      continue;
    }
    const source = `${src}/${rest.join('/')}`;
    if (!(await stat(contentPathsOf(config).abs(source)).catch(() => undefined))?.isFile()) {
      problems.push({
        severity: 'error',
        file: shown,
        message: `its source ${source} does not exist (an orphaned translation: nothing to bump to)`,
      });
      continue;
    }
    if (seen.has(rel)) continue;
    seen.add(rel);
    targets.push({ shown, abs, file: rel, source });
  }
  return targets;
}

/** Write to a temp file beside the target, keep its mode, rename over it: a crash leaves old or new, never half. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const mode = (await stat(file)).mode & 0o7777;
  const tmp = `${file}.helpsync-${process.pid}.tmp`;
  await writeFile(tmp, text, 'utf8');
  await chmod(tmp, mode);
  await rename(tmp, file);
}
