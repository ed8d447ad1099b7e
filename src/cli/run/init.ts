// `helpsync init`: asks (on a terminal, or with --interactive from stdin) or takes flags, runs the init
// operation (operations/init.ts: checks the token and project, writes the config, .gitignore and on
// request the workflows), says what it wrote, what it found and what to run next.
import path from 'node:path';
import { showBaseUrl } from '../../contract/base-url.js';
import type { Config } from '../../config/config.js';
import { addScope } from '../../operations/add-scope.js';
import { initRepo, type Found, type InitOptions, type InitWrite } from '../../operations/init.js';
import { askRest, askTarget } from '../init-ask.js';
import { ExitCode } from '../../errors.js';
import { apiErrorHint, runCommand, type CommandContext, type GlobalArgs } from '../context.js';
import { isStdinTTY, print } from '../output.js';
import { plural } from '../../report/text.js';
import { ApiError } from '../../client/errors.js';
import { chooseBranch } from '../init-branch.js';
import { createPrompter } from '../prompt.js';
import { splitList } from '../../config/policy.js';
import { runtime } from '../../util/runtime.js';

const slash = (p: string): string => p.split(path.sep).join('/');

export async function runInit(opts: InitOptions & { interactive: boolean }, ctx: CommandContext): Promise<number> {
  const cwd = runtime().cwd();
  // made at the first question: a refusal before it leaves stdin alone
  let p: ReturnType<typeof createPrompter> | undefined;
  const prompter = (): ReturnType<typeof createPrompter> | undefined => (opts.interactive ? (p ??= createPrompter()) : undefined);
  const { config, found, sourceLanguage, hasContent } = await initRepo(opts, {
    env: ctx.env,
    logger: ctx.logger,
    signal: ctx.signal,
    cwd,
    questions: {
      target: (v) => askTarget(v, prompter()),
      rest: (v, check) => askRest(v, prompter(), check),
      targetRefused: (err, v) => {
        const asked = prompter();
        if (!asked || (opts.baseUrl !== undefined && opts.project !== undefined)) return false;
        if (!(err instanceof ApiError) || err.kind === 'aborted') return false;
        const hint = apiErrorHint(err);
        asked.say(`  ${err.message}${hint ? ` (${hint})` : ''}; try again`);
        if (opts.baseUrl === undefined) delete v.baseUrl;
        if (opts.project === undefined) delete v.project;
        return true;
      },
      branch: (given) => chooseBranch(given, cwd, ctx.env, prompter()),
      close: () => p?.close(),
    },
    reporter: { wrote: (w) => print(wroteLine(w)) },
  });
  report(found, config, sourceLanguage);
  if (hasContent) print("Next: `helpsync match --dry-run` pairs your files with the platform's entries; then `helpsync sync --dry-run`.");
  else print(`Next: \`helpsync pull\` writes the help center into ${slash(path.relative(cwd, config.contentDir)) || '.'}/ as Markdown.`);
  return ExitCode.ok;
}

function wroteLine(w: InitWrite): string {
  if (w.kind === 'config') return `Wrote ${w.shown}.`;
  if (w.kind === 'gitignore') return 'Added .helpsync/ to .gitignore.';
  if (w.kind === 'workflow')
    return (
      `Wrote ${w.path} (runs ${w.uses}): set the repository secret HELPSYNC_TOKEN.\nThe workflow syncs what is merged into ${w.branch.branch}: ${w.branch.from}.\n` +
      // the plan job never takes the platform from a pull request's own config (workflow-template.ts)
      `Set the repository variables HELPSYNC_BASE_URL (${w.baseUrl}) and HELPSYNC_PROJECT (${w.project}) too: ` +
      "pull request plans send the token only there (without them, to what the base branch's config names)."
    );
  return `Wrote ${w.path}: allow GitHub Actions to create pull requests in the repository's settings.`;
}

function report(found: Found | undefined, config: Config, sourceLanguage: string): void {
  if (!found) return print('Not checked (--no-check): run `helpsync collections` to check the token and project.');
  const langs = found.languages.map((l) => (l === sourceLanguage ? `${l} (source)` : l)).join(', ') || 'none yet';
  print(
    `Checked ${showBaseUrl(config.baseUrl)}, project ${config.project}: ${plural(found.collections, 'collection')}, ${plural(found.articles, 'article')}; languages: ${langs}.`,
  );
  if (found.languages.length && !found.languages.includes(sourceLanguage))
    print(`Note: the platform has no "${sourceLanguage}" text yet; is the source language right?`);
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
  branch?: string;
  force: boolean;
  check: boolean;
  interactive?: boolean;
  'add-scope'?: boolean;
}

/** `init --add-scope`: one line added to the existing config, nothing else written. */
async function runAddScope(config: string): Promise<number> {
  const r = await addScope(config, runtime().cwd());
  if (!r.added) print(`${r.shown} has a scope already (${r.scope}): nothing written.`);
  else
    print(
      `Added scope: ${r.scope} to ${r.shown}. The next sync re-keys this repository's records to helpsync:${r.scope}:<path> (see it first: helpsync sync --dry-run); commit the config.`,
    );
  return ExitCode.ok;
}

/** The handler of `helpsync init` (cli/commands/init.ts loads this module when the command runs). */
export function handleInit(argv: InitArgs): Promise<void> {
  if (argv['add-scope']) return runCommand(argv, () => runAddScope(argv.config));
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
        branch: argv.branch,
        force: argv.force,
        check: argv.check,
        interactive: argv.interactive ?? isStdinTTY(),
      },
      ctx,
    ),
  );
}
