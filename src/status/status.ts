// `helpsync status`, the I/O edge: lists the content folder, reads what Git history says
// in bulk, and hands both to the pure planner (status/plan.ts). Never talks to the platform.
import { contentPathsOf } from '../config/files.js';
import { openConfigRepo } from '../history/content-repo.js';
import type { Config } from '../config/config.js';
import type { Problem } from '../model.js';
import { assertNotShallow, type Repo } from '../history/index.js';
import { planStatus, type StatusReport, type TranslationFact } from './plan.js';
import { listStatusFiles, readBaseKeys, type ContentFiles, type StatusSelection } from './files.js';
import { readStatusHistory, type StatusHistory, type TranslationPair } from './history.js';

export interface PrepareStatusOptions extends StatusSelection {
  /** false: --no-history (only missing and orphaned) */
  history: boolean;
  /** environment for git (tests pass an isolated one) */
  env?: NodeJS.ProcessEnv;
  /** what is being done now (a phrase), for a progress line on stderr; never on stdout */
  onProgress?: (doing: string) => void;
}

export interface PreparedStatus {
  report: StatusReport;
  files: ContentFiles;
  /** the repository, when history was read */
  repo?: Repo;
  history?: StatusHistory;
  /** why there is no history (not a work tree, --no-history), for a notice */
  noHistory?: string;
  warnings: Problem[];
}

/**
 * Opens the repository that holds the content folder. Not a work tree: undefined with git's reason.
 * A shallow clone is refused (the shared message names `fetch-depth: 0` and --no-history).
 */
export async function openContentRepo(config: Config, env?: NodeJS.ProcessEnv): Promise<{ repo?: Repo; reason?: string }> {
  const opened = await openConfigRepo(config, env);
  if (opened.kind === 'not-a-work-tree') return { reason: `the content folder is not in a Git work tree (${opened.message})` };
  assertNotShallow(opened.repo);
  return { repo: opened.repo };
}

export async function prepareStatus(config: Config, opts: PrepareStatusOptions): Promise<PreparedStatus> {
  // The repository is opened while the folder is listed (both mostly wait); when both fail, the
  // listing's error (a bad content folder, --languages) is the one reported, as before.
  opts.onProgress?.('listing the content folder');
  const [listed, opening] = await Promise.allSettled([
    listStatusFiles(config, opts),
    opts.history ? openContentRepo(config, opts.env) : Promise.resolve({ reason: '--no-history' }),
  ]);
  if (listed.status === 'rejected') throw listed.reason;
  if (opening.status === 'rejected') throw opening.reason;
  const files = listed.value;
  const opened: { repo?: Repo; reason?: string } = opening.value;
  const src = files.sourceLanguage;
  const sources = new Set(files.sourcePages);
  const pairs: TranslationPair[] = [];
  const orphanSources: string[] = [];
  for (const [language, list] of files.translations) {
    for (const rel of list) {
      if (sources.has(rel)) pairs.push({ file: `${language}/${rel}`, source: `${src}/${rel}` });
      else orphanSources.push(`${src}/${rel}`);
    }
  }
  const repo = opened.repo;
  let history: StatusHistory | undefined;
  if (repo) {
    const key = config.sourceCommitKey;
    // Read once git is already reading the log (readStatusHistory calls it after starting git).
    const baseKeys = key
      ? () =>
          readBaseKeys(
            contentPathsOf(config),
            pairs.map((p) => p.file),
            key,
          )
      : undefined;
    history = await readStatusHistory({
      repo,
      folders: [src, ...files.languages],
      pairs,
      orphanSources: [...new Set(orphanSources)],
      baseKeys,
      keyName: config.sourceCommitKey,
      ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
    });
  }
  const facts = new Map<string, TranslationFact>();
  for (const [file, h] of history?.pairs ?? []) facts.set(file, h.fact);
  const renames = new Map<string, string>();
  for (const [from, to] of history?.renames ?? []) {
    const rel = to.slice(src.length + 1);
    if (to.startsWith(`${src}/`) && sources.has(rel)) renames.set(from.slice(src.length + 1), rel);
  }
  const report = planStatus({
    sourceLanguage: src,
    languages: files.languages,
    sourcePages: files.sourcePages,
    translations: files.translations,
    facts,
    history: Boolean(repo),
    renames,
  });
  const result: PreparedStatus = { report, files, warnings: files.warnings };
  if (repo) result.repo = repo;
  if (history) result.history = history;
  if (opened.reason) result.noHistory = opened.reason;
  return result;
}
