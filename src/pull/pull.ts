// The I/O around planPull: read the platform and the repo, compare what would be written
// with what is on disk, and write — never over a local file whose content differs unless forced.
import { contentPathsOf, contentRootOf } from '../config/files.js';
import type { PlatformClient } from '../client/types.js';
import type { Config } from '../config/config.js';
import { isLanguageCode } from '../config/config.js';
import { InputError } from '../errors.js';
import { canonicalHtml } from '../html/compare.js';
import { renderMarkdown, type RenderOptions } from '../html/render.js';
import { displayPath } from '../util/display-path.js';
import type { Problem } from '../model.js';
import { readPlacement } from '../client/placement.js';
import { writeFileAtomic } from '../util/atomic-write.js';
import type { Logger } from '../util/log.js';
import { keepRepoForm, type CompareForm } from './keep-blocks.js';
import { relinkPulled } from './links.js';
import { readExisting, readRepo, type BindUnbound } from './read-repo.js';
import { planPull, type PullFile, type PullFileKind } from './plan.js';
import { differingFields, missingLinks, siteAfterPull, type KeptReason, type KeptText } from './kept-reason.js';
import type { LinksConfig } from '../config/links.js';
import type { SiteIndex } from '../content/links.js';
import type { LinkHistoryLookup } from '../content/links-missing.js';
import { resolveCwd } from '../util/runtime.js';

export interface PullOptions {
  config: Config;
  client: PlatformClient;
  /** --languages: write exactly these languages (the source language only if listed, as for sync) */
  languages?: string[];
  force: boolean;
  dryRun: boolean;
  signal?: AbortSignal;
  logger?: Logger;
  /**
   * Reads the content repo's history for paths that do not exist (the command layer's: one bulk
   * `git log`), asked only when a kept file links to a missing page; without it the hint is plain.
   */
  linkHistory?: LinkHistoryLookup;
  /** the binding step (operations/): which record each source file without `entry:` is (read-repo.ts) */
  bind?: BindUnbound;
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
  /** a kept file: what differs from the platform, and the repo body's links to missing pages */
  reason?: KeptReason;
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
  const { config } = opts;
  const bad = (opts.languages ?? []).filter((l) => !isLanguageCode(l));
  if (bad.length) {
    throw new InputError(
      bad.map((l) => ({ severity: 'error' as const, message: `--languages: "${l}" is not a language code such as de or pt-br` })),
    );
  }
  // The repo first: a broken repo is reported before any request.
  const repo = await readRepo(config, opts.dryRun, opts.bind);
  const platform = await readPlatform(opts, repo.warnings);
  const plan = planPull({
    ...platform,
    existing: { filesByEntry: repo.filesByEntry, keyed: repo.keyed },
    takenPaths: repo.takenPaths,
    sourceLanguage: config.sourceLanguage,
    languages: opts.languages ?? config.languages,
    layoutFile: repo.layoutMissing && config.layout ? displayPath(config.layout) : undefined,
    ...(config.alertLabels ? { alertLabels: config.alertLabels } : {}),
    ...(config.site ? { site: config.site } : {}),
    // Windows' MAX_PATH (260 with the NUL) for a checkout at the same place
    maxPathLength: 259 - resolveCwd(contentRootOf(config)).length - 1 - patternOverhead(config),
  });
  opts.logger?.info({ files: plan.files.length }, 'comparing with the repo');
  // platform URLs back to links to the entries' files, image URLs back to paths
  const articleByDocId = new Map([...platform.docIds].map(([id, docId]) => [docId, id]));
  const relinked = await relinkPulled(config, plan.files, repo.filesByEntry, articleByDocId);
  const { files, interrupted, keptTexts } = await writePlanned(relinked.files, opts, relinked.canonical);
  if (config.links && keptTexts.length > 0) {
    const paths = [...repo.takenPaths, ...plan.files.map((f) => f.path)];
    await explainLinks(files, keptTexts, siteAfterPull(paths, repo.filesByEntry, config.sourceLanguage), config.links, opts.linkHistory);
  }
  let layout: PullOutcome['layout'] = null;
  let stopped = interrupted;
  if (plan.layout && config.layout) {
    const status = stopped || opts.signal?.aborted ? 'skipped' : 'created';
    if (status === 'created' && !opts.dryRun) await writeFileAtomic(config.layout, plan.layout.content);
    layout = { file: plan.layout.file, status };
    if (status === 'skipped') stopped = true;
  }
  return {
    dryRun: opts.dryRun,
    contentDir: config.contentDir,
    languages: plan.languages,
    files,
    layout,
    problems: [...repo.warnings, ...plan.problems],
    interrupted: stopped,
  };
}

/**
 * How much longer a page's real path is than its key under files: (the patterns' fixed text, such as
 * `i18n/zh/docusaurus-plugin-content-docs/current/`, in the longest of the configured languages): new
 * names must fit Windows' MAX_PATH where they are written. 0 under contentDir.
 */
function patternOverhead(config: PullOptions['config']): number {
  if (!config.files) return 0;
  const paths = contentPathsOf(config);
  const keys = [config.sourceLanguage, ...(config.languages ?? [])].map((l) => `${l}/x.md`);
  return Math.max(0, ...keys.map((k) => paths.rel(k).length - k.length));
}

/** The platform's entries, collections and placement; duplicate placements are warnings. */
async function readPlatform(opts: PullOptions, warnings: Problem[]) {
  const { client } = opts;
  opts.logger?.info('reading the platform: entries, collections, articles of each collection');
  opts.signal?.throwIfAborted();
  const entries = await client.listEntries();
  opts.signal?.throwIfAborted();
  const { collections, placement, duplicates, docIds } = await readPlacement(client, opts.signal);
  for (const [articleId, ids] of duplicates) {
    warnings.push({
      severity: 'warning',
      message: `article:${articleId}: listed by more than one collection (${ids.join(', ')}); placed by ${ids[0] ?? '?'}`,
    });
  }
  return { entries, collections, placement, docIds };
}

/** Writes the planned files in plan order (source-language files first), never over a differing file unless forced. */
async function writePlanned(
  planned: readonly PullFile[],
  opts: PullOptions,
  canonical: (html: string, file: string) => string,
): Promise<{ files: PullFileResult[]; interrupted: boolean; keptTexts: KeptText[] }> {
  const files: PullFileResult[] = [];
  const keptTexts: KeptText[] = [];
  let interrupted = false;
  // every file to be written over is read (checked) first; a refusal stops the run before any write
  const existing = await readExisting(
    opts.config,
    planned.map((f) => f.path),
    opts.signal,
  );
  const form =
    (f: PullFile): CompareForm =>
    (md) =>
      canonicalHtml(canonical(renderMarkdown(md, labelsOf(opts.config, f.language)), f.path));
  for (const f of planned) {
    const result: PullFileResult = { path: f.path, language: f.language, kind: f.kind, status: 'unchanged' };
    if (f.entryId) result.entryId = f.entryId;
    if (f.inexact) result.inexact = true;
    files.push(result);
    if (interrupted || opts.signal?.aborted) {
      interrupted = true;
      result.status = 'skipped';
      continue;
    }
    // under files: a new file goes where the translation pattern says
    const abs = contentPathsOf(opts.config).abs(f.path);
    const current = existing.get(f.path);
    const render = labelsOf(opts.config, f.language);
    const differs =
      current === undefined || current === f.content ? [] : differingFields(f, current, render, canonical, opts.config.sectionPages);
    if (current !== undefined && differs.length === 0) continue;
    if (current !== undefined && !opts.force) {
      result.status = 'kept';
      result.reason = { fields: differs };
      keptTexts.push({ path: f.path, text: current, render });
      continue;
    }
    result.status = current === undefined ? 'created' : 'updated';
    // a block the platform did not change keeps the repo's form (its links as written)
    const text =
      current === undefined || f.kind === 'static' || f.kind === 'collection' ? f.content : keepRepoForm(f.content, current, form(f));
    // never through a link to outside the content folder (checked inside writeFileAtomic).
    if (!opts.dryRun) await writeFileAtomic(abs, text, { inside: contentRootOf(opts.config), shown: displayPath(abs) });
  }
  return { files, interrupted, keptTexts };
}

/** The loader's hints for the kept bodies' links to missing pages; history read once, only when there are some. */
async function explainLinks(
  files: PullFileResult[],
  kept: readonly KeptText[],
  site: SiteIndex,
  links: LinksConfig,
  lookup: LinkHistoryLookup | undefined,
): Promise<void> {
  let found = missingLinks(kept, site, links);
  if (found.candidates.length === 0) return;
  if (lookup) found = missingLinks(kept, site, links, await lookup(found.candidates));
  for (const f of files) {
    const hints = found.byFile.get(f.path);
    if (hints && f.reason) f.reason.missingLinks = hints;
  }
}

function labelsOf(config: Config, language: string): RenderOptions {
  const labels = config.alertLabels && Object.hasOwn(config.alertLabels, language) ? config.alertLabels[language] : undefined;
  // local bodies are compared as sync renders them: in the conventions of `site:`
  return { ...(labels ? { alertLabels: labels } : {}), ...(config.site ? { site: config.site } : {}) };
}
