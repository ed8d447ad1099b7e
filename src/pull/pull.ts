// The I/O around planPull (issue 5): read the platform and the repo, compare what would be written
// with what is on disk, and write — never over a local file whose content differs unless forced.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { PlatformClient } from '../client/types.js';
import type { Config } from '../config/config.js';
import { isLanguageCode } from '../config/config.js';
import { InputError } from '../errors.js';
import { htmlEqual } from '../html/compare.js';
import { renderMarkdown } from '../html/render.js';
import { loadContent } from '../load/content.js';
import { parseFrontMatter } from '../load/frontmatter.js';
import { displayPath } from '../load/layout.js';
import { parseStaticTranslations } from '../load/static.js';
import type { Problem } from '../model.js';
import { readPlacement } from '../client/placement.js';
import { writeFileAtomic } from '../util/atomic-write.js';
import type { Logger } from '../util/log.js';
import { planPull, type PullFile, type PullFileKind } from './plan.js';

export interface PullOptions {
  config: Config;
  client: PlatformClient;
  /** --languages: write exactly these translations (the source language's files carry `entry` and are always written) */
  languages?: string[];
  force: boolean;
  dryRun: boolean;
  signal?: AbortSignal;
  logger?: Logger;
}

/**
 * created: a new file; updated: a file replaced (it differed and --force was given); unchanged: the
 * file already says the same (byte for byte or semantically); kept: the local file differs and was
 * left alone; skipped: not written because the run was interrupted. With --dry-run, what would be.
 */
export type PullStatus = 'created' | 'updated' | 'unchanged' | 'kept' | 'skipped';

export interface PullFileResult {
  /** relative to the content folder, POSIX */
  path: string;
  language: string;
  kind: PullFileKind;
  entryId?: string;
  status: PullStatus;
  inexact?: boolean;
}

export interface PullOutcome {
  dryRun: boolean;
  contentDir: string;
  languages: string[];
  files: PullFileResult[];
  layout: { file: string; status: 'created' | 'skipped' } | null;
  problems: Problem[];
  interrupted: boolean;
}

export async function pull(opts: PullOptions): Promise<PullOutcome> {
  const { config, client } = opts;
  const source = config.sourceLanguage;
  const bad = (opts.languages ?? []).filter((l) => !isLanguageCode(l));
  if (bad.length) {
    throw new InputError(
      bad.map((l) => ({ severity: 'error' as const, message: `--languages: "${l}" is not a language code such as de or pt-br` })),
    );
  }

  // The repo first: a broken repo is reported before any request.
  const contentDir = config.contentDir;
  let filesByEntry: Record<string, string[]> = {};
  let warnings: Problem[] = [];
  if (await isDirectory(path.join(contentDir, source))) {
    const local = await loadContent({
      contentDir,
      sourceLanguage: source,
      languages: config.languages,
      selectLanguages: [source],
      maxFileSize: config.maxFileSize,
    });
    // Pull finds existing files by their `entry`; with errors it could not be sure, and would
    // create a second file for an entry.
    if (local.errors.length) throw new InputError([...local.errors, ...local.warnings]);
    filesByEntry = local.filesByEntry;
    warnings = local.warnings;
  }
  const takenPaths = (await isDirectory(contentDir)) ? await fg('**/*', { cwd: contentDir, onlyFiles: true, dot: true }) : [];
  const layoutMissing = config.layout !== undefined && !(await exists(config.layout));

  opts.logger?.info('reading the platform: entries, collections, articles of each collection');
  opts.signal?.throwIfAborted();
  const entries = await client.listEntries();
  opts.signal?.throwIfAborted();
  const { collections, placement, duplicates } = await readPlacement(client, opts.signal);
  for (const [articleId, ids] of duplicates) {
    warnings.push({
      severity: 'warning',
      message: `article:${articleId}: listed by more than one collection (${ids.join(', ')}); placed by ${ids[0] ?? '?'}`,
    });
  }

  const plan = planPull({
    entries,
    collections,
    placement,
    existing: { filesByEntry },
    takenPaths,
    sourceLanguage: source,
    languages: opts.languages ?? config.languages,
    layoutFile: layoutMissing && config.layout ? displayPath(config.layout) : undefined,
  });
  opts.logger?.info({ files: plan.files.length }, 'comparing with the repo');

  const files: PullFileResult[] = [];
  let interrupted = false;
  for (const f of plan.files) {
    const result: PullFileResult = { path: f.path, language: f.language, kind: f.kind, status: 'unchanged' };
    if (f.entryId) result.entryId = f.entryId;
    if (f.inexact) result.inexact = true;
    files.push(result);
    if (interrupted || opts.signal?.aborted) {
      interrupted = true;
      result.status = 'skipped';
      continue;
    }
    const abs = path.join(contentDir, ...f.path.split('/'));
    const current = await readIfExists(abs);
    if (current !== undefined && (current === f.content || sameContent(f, current))) continue;
    if (current !== undefined && !opts.force) {
      result.status = 'kept';
      continue;
    }
    result.status = current === undefined ? 'created' : 'updated';
    // issue 10: never through a link to outside the content folder (checked inside writeFileAtomic).
    if (!opts.dryRun) await writeFileAtomic(abs, f.content, { inside: contentDir, shown: displayPath(abs) });
  }

  let layout: PullOutcome['layout'] = null;
  if (plan.layout && config.layout) {
    const status = interrupted || opts.signal?.aborted ? 'skipped' : 'created';
    if (status === 'created' && !opts.dryRun) await writeFileAtomic(config.layout, plan.layout.content);
    layout = { file: plan.layout.file, status };
    if (status === 'skipped') interrupted = true;
  }
  return {
    dryRun: opts.dryRun,
    contentDir,
    languages: plan.languages,
    files,
    layout,
    problems: [...warnings, ...plan.problems],
    interrupted,
  };
}

/**
 * A file that differs in bytes but says the same thing (reformatted front matter, Markdown that
 * renders to semantically equal HTML) is left as it is: sync would find nothing to push for it.
 */
function sameContent(f: PullFile, current: string): boolean {
  const text = current.replace(/^\uFEFF/, '');
  if (f.kind === 'static') {
    const a = parseStaticTranslations(text);
    const b = parseStaticTranslations(f.content);
    if (a.problems.length || b.problems.length || a.values.length !== b.values.length) return false;
    const want = new Map(b.values.map((v) => [v.key, v.value]));
    return a.values.every((v) => want.get(v.key) === v.value);
  }
  const a = parseFrontMatter(text);
  const b = parseFrontMatter(f.content);
  if (a.problems.length || b.problems.length) return false;
  for (const key of ['entry', 'title', 'description', 'subject']) {
    const va = a.data.get(key);
    const vb = b.data.get(key);
    const ta = va?.kind === 'text' ? va.value.trim() : va === undefined || va.kind === 'absent' ? '' : null;
    const tb = vb?.kind === 'text' ? vb.value.trim() : vb === undefined || vb.kind === 'absent' ? '' : null;
    if (ta === null || ta !== tb) return false;
  }
  if (f.kind === 'collection') return true; // a collection's body is not pushed
  const ba = a.body.trim() === '' ? '' : renderMarkdown(a.body);
  const bb = b.body.trim() === '' ? '' : renderMarkdown(b.body);
  return htmlEqual(ba, bb);
}

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

async function isDirectory(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isDirectory();
  } catch {
    return false;
  }
}

async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch {
    return false;
  }
}
