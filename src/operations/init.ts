// The init operation (`helpsync init`): the first run. Takes the values given (and asks, through the
// questions the CLI passes, for those missing), checks the token and project with two reads before
// writing anything, then writes the config with comments, `.helpsync/` into .gitignore, and on
// request the GitHub workflows. Never replaces an existing file unless --force. Each write is
// reported as it happens; what it found comes back as the result. Prints nothing.
import { randomBytes } from 'node:crypto';
import { access, mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '../client/client.js';
import { readToken } from '../client/token.js';
import { loadConfig, type Config } from '../config/config.js';
import { renderConfigFile, type ConfigTemplateValues } from '../config/template.js';
import { DRIFT_WORKFLOW_PATH, renderDriftWorkflow, renderWorkflow, WORKFLOW_PATH, workflowPaths } from '../config/workflow-template.js';
import { resolveActionRef, type ActionRef } from '../config/action-ref.js';
import { ExitError, InputError } from '../errors.js';
import type { Logger } from '../util/log.js';
import { BUNDLED } from '../util/bundled.js';
import { siteValues } from './init-site.js';

/** The values init asks for or takes as flags. */
export interface InitValues {
  baseUrl?: string;
  project?: string;
  sourceLanguage?: string;
  contentDir?: string;
  languages?: string[];
  layout?: string;
  sourceCommitKey?: string;
  /** what a run does with a record whose source file was deleted in Git (config `retire`) */
  retire?: 'keep' | 'unpublish' | 'delete';
  githubWorkflow?: boolean;
  /** also the drift pull request workflow (implies githubWorkflow) */
  driftPullRequest?: boolean;
  /** `OWNER/REPO@COMMIT`: the helpsync action the workflows run (default: the recorded build) */
  actionRef?: string;
}

/** The values init asks for or takes as flags (InitValues), and how it runs. */
export interface InitOptions extends InitValues {
  config: string;
  /** --branch: the workflow's branch (else the repository's default branch) */
  branch?: string;
  force: boolean;
  check: boolean;
}

/**
 * The questions (the CLI's, on a terminal), in two rounds: the target, checked live before the rest
 * is asked. Each fills in `v` what is missing (or throws an InputError naming the flags).
 */
export interface InitQuestions {
  target(v: InitValues): Promise<{ baseUrl: string; project: string }>;
  /** `check` says what the config's own rules find wrong with a value (undefined: nothing), so a bad answer is asked again */
  rest(v: InitValues, check: (value: Partial<InitValues>) => Promise<string | undefined>): Promise<void>;
  /**
   * The target was refused by the platform (or could not be reached): true when the question is
   * asked again (the values to ask again removed from `v`), false to stop with the error.
   */
  targetRefused?(err: unknown, v: InitValues): boolean;
  /** The workflow's branch: the one given, else the repository's default branch (asked when neither settles it). */
  branch?(given: string | undefined): Promise<ChosenBranch>;
  /** after the last question (or a refusal): the prompter is closed */
  close?(): void;
}

/** The branch the workflow syncs, and how it was chosen (shown to the user). */
export interface ChosenBranch {
  branch: string;
  from: string;
}

/** What init wrote, as it writes it (the CLI says so line by line: a later refusal keeps what was said). */
export type InitWrite =
  | { kind: 'config'; shown: string }
  | { kind: 'gitignore' }
  | { kind: 'workflow'; path: string; uses: string; branch: ChosenBranch; baseUrl: string; project: string }
  | { kind: 'drift-workflow'; path: string };

export interface InitDeps {
  env: NodeJS.ProcessEnv;
  logger: Logger;
  signal?: AbortSignal;
  cwd: string;
  questions: InitQuestions;
  reporter?: { wrote?: (write: InitWrite) => void };
}

export interface InitRun {
  config: Config;
  sourceLanguage: string;
  /** what the two reads found (undefined with --no-check) */
  found?: Found;
  /** the content folder exists and holds something */
  hasContent: boolean;
}

const exists = (p: string): Promise<boolean> =>
  access(p).then(
    () => true,
    () => false,
  );
const slash = (p: string): string => p.split(path.sep).join('/');

export interface Found {
  collections: number;
  articles: number;
  languages: string[];
}

/** The two reads: collections, then translation entries (docs/platform-api.md: both need token and project). */
async function checkTarget(config: Config, deps: InitDeps): Promise<Found> {
  const client = createClient({
    ...config,
    token: readToken(deps.env),
    logger: deps.logger,
    ...(deps.signal ? { signal: deps.signal } : {}),
  });
  try {
    const collections = await client.listCollections();
    const entries = await client.listEntries();
    const languages = new Set<string>();
    for (const e of entries) for (const byLang of Object.values(e.fields)) for (const l of Object.keys(byLang)) languages.add(l);
    return {
      collections: collections.length,
      articles: entries.filter((e) => e.type === 'article').length,
      languages: [...languages].sort(),
    };
  } finally {
    await client.close();
  }
}

/** Appends `.helpsync/` to .gitignore unless a line already ignores it (keeps the file's line breaks). */
async function ignoreHelpsyncDir(gitignore: string): Promise<boolean> {
  const text = (await exists(gitignore)) ? await readFile(gitignore, 'utf8') : '';
  if (text.split(/\r?\n/).some((l) => ['.helpsync', '.helpsync/', '/.helpsync/', '**/.helpsync/'].includes(l.trim()))) return false;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const sep = text === '' || text.endsWith('\n') ? '' : eol;
  await writeFile(gitignore, `${text}${sep}# helpsync's cache, record of pushed values and backups${eol}.helpsync/${eol}`, 'utf8');
  return true;
}

async function writeNew(file: string, text: string, force: boolean, cwd: string): Promise<void> {
  if (!force && (await exists(file))) throw new ExitError(`${slash(path.relative(cwd, file))} exists already: pass --force to replace it`);
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.helpsync-${process.pid}.tmp`;
  await writeFile(tmp, text, 'utf8');
  await rename(tmp, file);
}

/** The config text, checked by the real loader in a temp folder (nothing is written beside the target). */
async function validated(text: string): Promise<Config> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'helpsync-init-'));
  try {
    await writeFile(path.join(dir, 'helpsync.yaml'), text, 'utf8');
    return await loadConfig(path.join(dir, 'helpsync.yaml'), { env: {} });
  } catch (err) {
    if (err instanceof InputError)
      throw new InputError(err.problems.map((p) => ({ ...p, file: undefined, message: `${p.message} (from the values given)` })));
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The values the config is checked with while init asks (the live check's probe: defaults for the rest). */
function probeValues(v: InitValues): ConfigTemplateValues {
  return {
    baseUrl: v.baseUrl ?? '',
    project: v.project ?? '',
    scope: newScope(),
    contentDir: v.contentDir ?? 'content',
    sourceLanguage: v.sourceLanguage ?? 'en',
    ...(v.languages?.length ? { languages: v.languages } : {}),
    ...(v.sourceCommitKey ? { sourceCommitKey: v.sourceCommitKey } : {}),
  };
}

/** What the config's own rules say is wrong with these values, or undefined. */
async function problemOf(values: ConfigTemplateValues): Promise<string | undefined> {
  try {
    await validated(renderConfigFile(values));
    return undefined;
  } catch (err) {
    if (err instanceof InputError) return err.problems.map((x) => x.message.replace(/ \(from the values given\)$/, '')).join('; ');
    throw err;
  }
}

export async function initRepo(opts: InitOptions, deps: InitDeps): Promise<InitRun> {
  const { cwd, questions: q } = deps;
  const wrote = (w: InitWrite): void => deps.reporter?.wrote?.(w);
  const target = path.resolve(cwd, opts.config);
  const shown = slash(path.relative(cwd, target));
  if (!opts.force && (await exists(target))) throw new ExitError(`${shown} exists already: pass --force to replace it`);
  // Before any question: the token's shape, and which helpsync the workflows run (a refusal names --action-ref).
  if (opts.check) readToken(deps.env);
  const early = opts.githubWorkflow || opts.driftPullRequest ? await resolveActionRef(opts.actionRef) : undefined;
  const v: InitValues = { ...opts };
  let found: Found | undefined;
  let branch: ChosenBranch | undefined;
  try {
    // Checked live right after the two values it needs, before any other question; a target the
    // platform refuses is asked again when it was asked (the answers given as flags kept).
    for (;;) {
      const t = await q.target(v);
      const probe = await validated(renderConfigFile({ ...t, scope: newScope(), contentDir: 'content', sourceLanguage: 'en' }));
      if (!opts.check) break;
      try {
        found = await checkTarget(probe, deps);
        break;
      } catch (err) {
        if (!q.targetRefused?.(err, v)) throw err;
      }
    }
    await q.rest(v, (value) => problemOf({ ...probeValues(v), ...value }));
    if (v.githubWorkflow || v.driftPullRequest)
      branch = q.branch ? await q.branch(opts.branch) : opts.branch ? { branch: opts.branch, from: 'given with --branch' } : undefined;
    if ((v.githubWorkflow || v.driftPullRequest) && !branch) throw new ExitError('the workflow needs a branch: pass --branch NAME');
  } finally {
    q.close?.();
  }
  const configDir = path.dirname(target);
  const contentRel = slash(path.relative(configDir, path.resolve(cwd, v.contentDir ?? 'content'))) || '.';
  const sourceLanguage = v.sourceLanguage ?? 'en';
  const fromSite = await siteValues(cwd, path.resolve(cwd, configDir), v);
  const effectiveSource = fromSite.sourceLanguage ?? sourceLanguage;
  const text = renderConfigFile({
    baseUrl: v.baseUrl ?? '',
    project: v.project ?? '',
    scope: newScope(),
    contentDir: contentRel,
    sourceLanguage: effectiveSource,
    ...(fromSite.files ? { files: fromSite.files } : {}),
    ...((fromSite.languages ?? v.languages)?.length ? { languages: fromSite.languages ?? v.languages } : {}),
    ...(v.layout ? { layout: v.layout } : {}),
    ...(v.sourceCommitKey ? { sourceCommitKey: v.sourceCommitKey } : {}),
    ...(fromSite.site ? { site: fromSite.site } : {}),
    ...(v.retire ? { retire: v.retire } : {}),
  });
  await validated(text);
  const workflow = (v.githubWorkflow ?? false) || (v.driftPullRequest ?? false);
  const action = workflow ? (early ?? (await resolveActionRef(v.actionRef))) : undefined;
  await writeNew(target, text, opts.force, cwd);
  const config = await loadConfig(target, { env: {} });
  wrote({ kind: 'config', shown });
  if (await ignoreHelpsyncDir(path.join(cwd, '.gitignore'))) wrote({ kind: 'gitignore' });
  if (action && branch)
    await writeWorkflows({ cwd, config, shown, action, branch, drift: v.driftPullRequest ?? false, force: opts.force, wrote });
  // a recognised site's pages are where its files: entries say (found by recognition)
  const hasContent = fromSite.files !== undefined || ((await exists(config.contentDir)) && (await readdirCount(config.contentDir)) > 0);
  return { config, sourceLanguage: effectiveSource, ...(found ? { found } : {}), hasContent };
}

/**
 * Whether this helpsync has a command (the workflow builds a preview only with `preview`): its code
 * module in cli/run/, as the command's handler loads it (found by its file: importing it would load
 * the command, see .dependency-cruiser.cjs).
 */
function hasCommand(name: string): boolean {
  // The bundle (action/dist/) has every command of its sources built in, and no per-command files.
  if (BUNDLED) return true;
  // .js when built; .ts when the sources run directly (the tests)
  return ['js', 'ts'].some((ext) => existsSync(new URL(`../cli/run/${name}.${ext}`, import.meta.url)));
}

async function writeWorkflows(w: {
  cwd: string;
  config: Config;
  shown: string;
  action: ActionRef;
  branch: ChosenBranch;
  drift: boolean;
  force: boolean;
  wrote: (write: InitWrite) => void;
}): Promise<void> {
  const { cwd, config, shown, action, force } = w;
  const paths = workflowPaths(config, cwd, path.dirname(path.resolve(cwd, shown)));
  await writeNew(
    path.join(cwd, WORKFLOW_PATH),
    renderWorkflow({ config: shown, paths, action, preview: hasCommand('preview'), branch: w.branch.branch }),
    force,
    cwd,
  );
  w.wrote({ kind: 'workflow', path: WORKFLOW_PATH, uses: action.uses, branch: w.branch, baseUrl: config.baseUrl, project: config.project });
  if (!w.drift) return;
  await writeNew(path.join(cwd, DRIFT_WORKFLOW_PATH), renderDriftWorkflow({ config: shown, action }), force, cwd);
  w.wrote({ kind: 'drift-workflow', path: DRIFT_WORKFLOW_PATH });
}

/** A new record-key scope: 48 random bits as 12 hex digits (config.ts SCOPE_FORM). */
export function newScope(): string {
  return randomBytes(6).toString('hex');
}

async function readdirCount(dir: string): Promise<number> {
  return (await readdir(dir)).length;
}
