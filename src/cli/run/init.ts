// `helpsync init`: the first run. Asks (on a terminal, or with --interactive from stdin)
// or takes flags, checks the token and project with two reads before writing anything, then writes
// the config with comments, `.helpsync/` into .gitignore, and on request the GitHub workflow. Says
// what it found and what to run next. Never replaces an existing file unless --force.
import { showBaseUrl } from '../../contract/base-url.js';
import { access, mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '../../client/client.js';
import { readToken } from '../../client/token.js';
import { loadConfig, type Config } from '../../config/config.js';
import { renderConfigFile } from '../../config/template.js';
import { DRIFT_WORKFLOW_PATH, renderDriftWorkflow, renderWorkflow, WORKFLOW_PATH } from '../../config/workflow-template.js';
import { askRest, askTarget, type InitValues } from '../init-ask.js';
import { resolveActionRef, type ActionRef } from '../../config/action-ref.js';
import { ExitCode, ExitError, InputError } from '../../errors.js';
import { runCommand, type CommandContext, type GlobalArgs } from '../context.js';
import { isStdinTTY, print } from '../output.js';
import { formatCount } from '../../report/text.js';
import { createPrompter } from '../prompt.js';
import { splitList } from '../../config/policy.js';
import { runtime } from '../../util/runtime.js';
import { BUNDLED } from '../../util/bundled.js';

/** The values init asks for or takes as flags (InitValues), and how it runs. */
export interface InitOptions extends InitValues {
  config: string;
  force: boolean;
  check: boolean;
  interactive: boolean;
}

const exists = (p: string): Promise<boolean> =>
  access(p).then(
    () => true,
    () => false,
  );
const slash = (p: string): string => p.split(path.sep).join('/');

interface Found {
  collections: number;
  articles: number;
  languages: string[];
}

/** The two reads: collections, then translation entries (docs/platform-api.md: both need token and project). */
async function checkTarget(config: Config, ctx: CommandContext): Promise<Found> {
  const client = createClient({ ...config, token: readToken(ctx.env), logger: ctx.logger, signal: ctx.signal });
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

async function writeNew(file: string, text: string, force: boolean): Promise<void> {
  if (!force && (await exists(file)))
    throw new ExitError(`${slash(path.relative(runtime().cwd(), file))} exists already: pass --force to replace it`);
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

export async function runInit(opts: InitOptions, ctx: CommandContext): Promise<number> {
  const cwd = runtime().cwd();
  const target = path.resolve(cwd, opts.config);
  const shown = slash(path.relative(cwd, target));
  if (!opts.force && (await exists(target))) throw new ExitError(`${shown} exists already: pass --force to replace it`);
  // Before any question: the token's shape, and which helpsync the workflows run (a refusal names --action-ref).
  if (opts.check) readToken(ctx.env);
  const early = opts.githubWorkflow || opts.driftPullRequest ? await resolveActionRef(opts.actionRef) : undefined;
  const v: InitValues = { ...opts };
  const p = opts.interactive ? createPrompter() : undefined;
  let found: Found | undefined;
  try {
    const t = await askTarget(v, p);
    // Checked live right after the two values it needs, before any other question.
    const probe = await validated(renderConfigFile({ ...t, contentDir: 'content', sourceLanguage: 'en' }));
    if (opts.check) found = await checkTarget(probe, ctx);
    await askRest(v, p);
  } finally {
    p?.close();
  }
  const configDir = path.dirname(target);
  const contentRel = slash(path.relative(configDir, path.resolve(cwd, v.contentDir ?? 'content'))) || '.';
  const sourceLanguage = v.sourceLanguage ?? 'en';
  const text = renderConfigFile({
    baseUrl: v.baseUrl ?? '',
    project: v.project ?? '',
    contentDir: contentRel,
    sourceLanguage,
    ...(v.languages?.length ? { languages: v.languages } : {}),
    ...(v.layout ? { layout: v.layout } : {}),
    ...(v.sourceCommitKey ? { sourceCommitKey: v.sourceCommitKey } : {}),
  });
  await validated(text);
  const workflow = (v.githubWorkflow ?? false) || (v.driftPullRequest ?? false);
  const action = workflow ? (early ?? (await resolveActionRef(v.actionRef))) : undefined;
  await writeNew(target, text, opts.force);
  const config = await loadConfig(target, { env: {} });
  print(`Wrote ${shown}.`);
  if (await ignoreHelpsyncDir(path.join(cwd, '.gitignore'))) print('Added .helpsync/ to .gitignore.');
  if (action) await writeWorkflows(cwd, config, shown, action, v.driftPullRequest ?? false, opts.force);
  report(found, config, sourceLanguage);
  const hasContent = (await exists(config.contentDir)) && (await readdirCount(config.contentDir)) > 0;
  if (hasContent) print("Next: `helpsync match --dry-run` pairs your files with the platform's entries; then `helpsync sync --dry-run`.");
  else print(`Next: \`helpsync pull\` writes the help center into ${slash(path.relative(cwd, config.contentDir)) || '.'}/ as Markdown.`);
  return ExitCode.ok;
}

function report(found: Found | undefined, config: Config, sourceLanguage: string): void {
  if (!found) return print('Not checked (--no-check): run `helpsync collections` to check the token and project.');
  const langs = found.languages.map((l) => (l === sourceLanguage ? `${l} (source)` : l)).join(', ') || 'none yet';
  print(
    `Checked ${showBaseUrl(config.baseUrl)}, project ${config.project}: ${formatCount(found.collections)} collections, ${formatCount(found.articles)} articles; languages: ${langs}.`,
  );
  if (found.languages.length && !found.languages.includes(sourceLanguage))
    print(`Note: the platform has no "${sourceLanguage}" text yet; is the source language right?`);
}

/**
 * Whether this helpsync has a command (the workflow builds a preview only with `preview`): its code
 * module beside this one, as the command's handler loads it (a command module here would be imported
 * by no command code, see .dependency-cruiser.cjs).
 */
function hasCommand(name: string): boolean {
  // The bundle (action/dist/) has every command of its sources built in, and no per-command files.
  if (BUNDLED) return true;
  // .js when built; .ts when the sources run directly (the tests)
  return ['js', 'ts'].some((ext) => existsSync(new URL(`./${name}.${ext}`, import.meta.url)));
}

async function writeWorkflows(cwd: string, config: Config, shown: string, action: ActionRef, drift: boolean, force: boolean) {
  const configDir = path.dirname(path.resolve(cwd, shown));
  const paths = [`${slash(path.relative(cwd, config.contentDir)) || '.'}/**`, `${slash(path.relative(cwd, configDir)) || '.'}/**`];
  await writeNew(path.join(cwd, WORKFLOW_PATH), renderWorkflow({ config: shown, paths, action, preview: hasCommand('preview') }), force);
  print(`Wrote ${WORKFLOW_PATH} (runs ${action.uses}): set the repository secret HELPSYNC_TOKEN.`);
  // the plan job never takes the platform from a pull request's own config (workflow-template.ts)
  print(
    `Set the repository variables HELPSYNC_BASE_URL (${config.baseUrl}) and HELPSYNC_PROJECT (${config.project}) too: ` +
      "pull request plans send the token only there (without them, to what the base branch's config names).",
  );
  if (!drift) return;
  await writeNew(path.join(cwd, DRIFT_WORKFLOW_PATH), renderDriftWorkflow({ config: shown, action }), force);
  print(`Wrote ${DRIFT_WORKFLOW_PATH}: allow GitHub Actions to create pull requests in the repository's settings.`);
}

async function readdirCount(dir: string): Promise<number> {
  return (await readdir(dir)).length;
}

export interface InitArgs extends GlobalArgs {
  'base-url'?: string;
  project?: string;
  'source-language'?: string;
  'content-dir'?: string;
  languages?: string;
  layout?: string;
  'source-commit-key'?: string;
  'github-workflow'?: boolean;
  'drift-pull-request'?: boolean;
  'action-ref'?: string;
  force: boolean;
  check: boolean;
  interactive?: boolean;
}

/** The handler of `helpsync init` (cli/commands/init.ts loads this module when the command runs). */
export function handleInit(argv: InitArgs): Promise<void> {
  return runCommand(argv, (ctx) =>
    runInit(
      {
        config: argv.config,
        baseUrl: argv['base-url'],
        project: argv.project,
        sourceLanguage: argv['source-language'],
        contentDir: argv['content-dir'],
        languages: splitList(argv.languages),
        layout: argv.layout,
        sourceCommitKey: argv['source-commit-key'],
        githubWorkflow: argv['github-workflow'],
        driftPullRequest: argv['drift-pull-request'],
        actionRef: argv['action-ref'],
        force: argv.force,
        check: argv.check,
        interactive: argv.interactive ?? isStdinTTY(),
      },
      ctx,
    ),
  );
}
