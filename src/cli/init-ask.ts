// `helpsync init`'s questions (for src/cli/run/init.ts), on a terminal or with --interactive from
// stdin, in two rounds: the target (base URL and project), which init checks live before asking
// more, then the rest. A value given as a flag is not asked for.
import { DRIFT_WORKFLOW_PATH, WORKFLOW_PATH } from '../config/workflow-files.js';
import { readBuildInfo, resolveActionRef } from '../config/action-ref.js';
import { checkBaseUrl } from '../contract/base-url.js';
import { InputError } from '../errors.js';
import { splitList } from '../config/policy.js';
import type { InitValues } from '../operations/init.js';
import type { Prompter } from './prompt.js';

export type { InitValues } from '../operations/init.js';

const PROJECT_WHY =
  'a project id is needed: every request names the project (the platform refuses one without it). It is in the project settings of the platform; HELPSYNC_PROJECT can set it instead.';

/** What is wrong with a value (the config's own rules), or undefined: each answer is checked as it comes. */
export type CheckValue = (value: Partial<InitValues>) => string | undefined | Promise<string | undefined>;

const baseUrlProblem = (answer: string): string | undefined => {
  try {
    checkBaseUrl(answer, () => undefined);
    return undefined;
  } catch (err) {
    if (err instanceof InputError) return err.message;
    throw err;
  }
};

/** Round one: base URL and project, asked when missing; without a prompter, an InputError naming the flags. */
export async function askTarget(v: InitValues, p: Prompter | undefined): Promise<{ baseUrl: string; project: string }> {
  if (p) {
    v.baseUrl ??= await p.ask('Platform API base URL (ends in /v3)', undefined, undefined, baseUrlProblem);
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

const RETIRE_ANSWERS = ['keep', 'unpublish', 'delete'];
const yes = (answer: string): boolean => /^y(es)?$/i.test(answer);
const yesOrNo = (answer: string): string | undefined => (/^(y(es)?|no?)$/i.test(answer) ? undefined : 'answer y or n');

async function actionRefProblem(answer: string): Promise<string | undefined> {
  try {
    await resolveActionRef(answer);
    return undefined;
  } catch (err) {
    if (err instanceof InputError) return err.message;
    throw err;
  }
}

/**
 * Round two: everything else; `''` for an optional value means none. Each answer is checked by
 * `check` (the config's rules) as it comes, and a bad one asked again.
 */
export async function askRest(v: InitValues, p: Prompter | undefined, check: CheckValue = () => undefined): Promise<void> {
  if (!p) return;
  const languages = (a: string): string[] => splitList(a) ?? [];
  v.sourceLanguage ??= await p.ask('Source language', 'en', undefined, (a) => check({ sourceLanguage: a }));
  v.contentDir ??= await p.ask('Content folder', 'content', undefined, (a) => check({ contentDir: a }));
  v.languages ??= languages(
    await p.ask('Languages to sync, comma-separated (empty: every language folder)', '', undefined, (a) =>
      a ? check({ languages: languages(a) }) : undefined,
    ),
  );
  v.layout ??= await p.ask('Layout file, which collection each article belongs in (empty: none)', '');
  v.sourceCommitKey ??= await p.ask(
    'Front matter key for the source commit a translation follows, for status --bump (empty: none)',
    '',
    undefined,
    (a) => (a ? check({ sourceCommitKey: a }) : undefined),
  );
  if (v.retire === undefined) {
    const retire = await p.ask(
      'A page whose file is deleted in Git: keep (list it only), unpublish (draft) or delete (backup first)?',
      'keep',
      undefined,
      (a) => (RETIRE_ANSWERS.includes(a) ? undefined : 'answer keep, unpublish or delete'),
    );
    // keep is the default: the config keeps its commented line
    if (retire !== 'keep') v.retire = retire as NonNullable<InitValues['retire']>;
  }
  v.githubWorkflow ??= yes(await p.ask(`Write the GitHub workflow ${WORKFLOW_PATH}? (y/n)`, 'n', undefined, yesOrNo));
  if (!v.githubWorkflow) return;
  v.driftPullRequest ??= yes(
    await p.ask(`Also ${DRIFT_WORKFLOW_PATH}, a pull request with the platform's edits? (y/n)`, 'n', undefined, yesOrNo),
  );
  // checked as the flag is (a full commit hash)
  if (v.actionRef === undefined && !(await readBuildInfo()))
    v.actionRef = await p.ask(
      'The helpsync action the workflow runs, OWNER/REPO@COMMIT (the full hash you reviewed)',
      undefined,
      undefined,
      actionRefProblem,
    );
}
