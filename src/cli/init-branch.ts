// The branch `helpsync init --github-workflow` writes into the workflow (its pushes run the sync):
// `--branch NAME`, else the repository's default branch as the clone knows it (origin/HEAD), else
// the branch checked out; when neither settles it, a question on a terminal, or an error naming
// --branch. A workflow that names a branch the repository does not use never syncs, silently.
import { runGit } from '../history/git.js';
import { isBranchName } from '../config/workflow-template.js';
import { InputError } from '../errors.js';
import type { Prompter } from './prompt.js';

export interface ChosenBranch {
  branch: string;
  /** how it was chosen, as init says it */
  from: string;
}

/** `git symbolic-ref --short REF`, or undefined when it is not a symbolic ref (or no repository). */
async function symbolicRef(cwd: string, ref: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  try {
    const r = await runGit(['symbolic-ref', '--quiet', '--short', ref], { cwd, env, okExitCodes: [1, 128] });
    const name = r.exitCode === 0 ? r.stdout.toString('utf8').trim() : '';
    return name || undefined;
  } catch {
    // no git at all: nothing settles it here
    return undefined;
  }
}

/** origin/HEAD's branch, else the current branch; undefined when neither is known. */
export async function detectBranch(cwd: string, env: NodeJS.ProcessEnv): Promise<ChosenBranch | undefined> {
  const remote = await symbolicRef(cwd, 'refs/remotes/origin/HEAD', env);
  if (remote?.startsWith('origin/')) return { branch: remote.slice('origin/'.length), from: "origin's default branch (origin/HEAD)" };
  const current = await symbolicRef(cwd, 'HEAD', env);
  if (current) return { branch: current, from: 'the branch checked out (no origin/HEAD)' };
  return undefined;
}

const badName = (name: string, where: string): InputError =>
  new InputError(`${where} "${name}" is not a branch name the workflow can hold (letters, digits and . _ / - only): pass --branch NAME`);

/** The workflow's branch: the flag, what the repository says, or (asked again after a bad name) the answer. */
export async function chooseBranch(
  flag: string | undefined,
  cwd: string,
  env: NodeJS.ProcessEnv,
  p: Prompter | undefined,
): Promise<ChosenBranch> {
  if (flag !== undefined) {
    if (!isBranchName(flag)) throw badName(flag, '--branch');
    return { branch: flag, from: '--branch' };
  }
  const found = await detectBranch(cwd, env);
  if (found) {
    if (!isBranchName(found.branch)) throw badName(found.branch, `the default branch, ${found.from},`);
    return found;
  }
  if (!p) {
    throw new InputError(
      "cannot tell the repository's default branch (no origin/HEAD, and no branch checked out): pass --branch NAME, the branch whose pushes run the sync",
    );
  }
  const branch = await p.ask('The default branch, whose pushes run the sync', undefined, undefined, (a) =>
    isBranchName(a) ? undefined : 'not a branch name the workflow can hold (letters, digits and . _ / - only)',
  );
  return { branch, from: 'your answer' };
}
