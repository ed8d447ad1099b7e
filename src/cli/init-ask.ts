// `helpsync init`'s questions (for src/cli/run/init.ts), on a terminal or with --interactive from
// stdin, in two rounds: the target (base URL and project), which init checks live before asking
// more, then the rest. A value given as a flag is not asked for.
import { DRIFT_WORKFLOW_PATH, WORKFLOW_PATH } from '../config/workflow-template.js';
import { readBuildInfo } from '../config/action-ref.js';
import { InputError } from '../errors.js';
import { splitList } from '../config/policy.js';
import type { InitValues } from '../operations/init.js';
import type { Prompter } from './prompt.js';

export type { InitValues } from '../operations/init.js';

const PROJECT_WHY =
  'a project id is needed: every request names the project (the platform refuses one without it). It is in the project settings of the platform; HELPSYNC_PROJECT can set it instead.';

/** Round one: base URL and project, asked when missing; without a prompter, an InputError naming the flags. */
export async function askTarget(v: InitValues, p: Prompter | undefined): Promise<{ baseUrl: string; project: string }> {
  if (p) {
    v.baseUrl ??= await p.ask('Platform API base URL (ends in /v3)');
    v.project ??= await p.ask('Project id', undefined, PROJECT_WHY);
  }
  const missing = [!v.baseUrl && '--base-url', !v.project && '--project'].filter(Boolean);
  if (missing.length) {
    throw new InputError(
      `${missing.join(' and ')} needed: pass them as flags, or run \`helpsync init\` in a terminal (or with --interactive) to be asked`,
    );
  }
  return { baseUrl: v.baseUrl ?? '', project: v.project ?? '' };
}

const yes = (answer: string): boolean => /^y(es)?$/i.test(answer);

/** Round two: everything else; `''` for an optional value means none. */
export async function askRest(v: InitValues, p: Prompter | undefined): Promise<void> {
  if (!p) return;
  v.sourceLanguage ??= await p.ask('Source language', 'en');
  v.contentDir ??= await p.ask('Content folder', 'content');
  v.languages ??= splitList(await p.ask('Languages to sync, comma-separated (empty: every language folder)', '')) ?? [];
  v.layout ??= await p.ask('Layout file, which collection each article belongs in (empty: none)', '');
  v.sourceCommitKey ??= await p.ask('Front matter key for the source commit a translation follows, for status --bump (empty: none)', '');
  v.githubWorkflow ??= yes(await p.ask(`Write the GitHub workflow ${WORKFLOW_PATH}? (y/n)`, 'n'));
  if (!v.githubWorkflow) return;
  v.driftPullRequest ??= yes(await p.ask(`Also ${DRIFT_WORKFLOW_PATH}, a pull request with the platform's edits? (y/n)`, 'n'));
  if (v.actionRef === undefined && !(await readBuildInfo()))
    v.actionRef = await p.ask('The helpsync action the workflow runs, OWNER/REPO@COMMIT (the full hash you reviewed)');
}
