// `helpsync init --github-workflow` writes the repository's default branch (issue 46): origin/HEAD,
// else the branch checked out, else a question on a terminal or an error naming --branch; and an
// interactive init asks again after a bad answer, keeping the others, and writes nothing when the
// input ends. Real Git repositories in temp folders; the CLI in-process with its stdin injected.
import { execFileSync } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { runCli } from '../helpers/cli.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { gitTestEnv } from '../helpers/git-repo.js';
import { onCleanup, tempFolder, useCleanups } from '../helpers/fixture.js';

useCleanups();

const REF = 'acme/helpsync@0123456789abcdef0123456789abcdef01234567';
const DATA = { project: 'proj-branch', entries: [], collections: [], articles: [] };

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, { cwd, env: { PATH: process.env.PATH, HOME: cwd, ...gitTestEnv() }, encoding: 'utf8', stdio: 'pipe' });
}

async function setup() {
  const dir = await tempFolder('helpsync-init-branch-');
  const emu = await startTestEmulator({ data: DATA });
  onCleanup(() => emu.close());
  const run = (cwd: string, args: string[], input?: string) =>
    runCli(['init', ...args], { cwd, input, env: { HELPSYNC_TOKEN: emu.token, HOME: cwd, ...gitTestEnv() } });
  const flags = ['--base-url', emu.baseUrl, '--project', DATA.project, '--action-ref', REF];
  return { dir, emu, run, flags };
}

/** The branch lines of a written workflow: the push trigger's and the manual run's. */
async function branchesOf(repo: string): Promise<{ push: string[]; dispatch: string }> {
  const text = await readFile(path.join(repo, '.github/workflows/helpsync.yml'), 'utf8');
  const doc = YAML.parse(text) as { on: { push: { branches: string[] } }; jobs: { sync: { if: string } } };
  return { push: doc.on.push.branches, dispatch: /refs\/heads\/([^')]+)/.exec(doc.jobs.sync.if)?.[1] ?? '' };
}

describe('init --github-workflow: the branch', () => {
  it("writes master for a clone whose origin's default branch is master, whatever is checked out", { timeout: 120_000 }, async () => {
    const { dir, run, flags } = await setup();
    const origin = path.join(dir, 'origin');
    git(dir, ['init', '-q', '-b', 'master', origin]);
    git(origin, ['commit', '-q', '--allow-empty', '-m', 'first']);
    const clone = path.join(dir, 'clone');
    git(dir, ['clone', '-q', origin, clone]);
    git(clone, ['checkout', '-q', '-b', 'feature/docs']);
    // the oracle: git itself says origin/HEAD is master
    expect(git(clone, ['symbolic-ref', '--short', 'refs/remotes/origin/HEAD']).trim()).toBe('origin/master');

    const r = await run(clone, [...flags, '--github-workflow']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("The workflow syncs what is merged into master: origin's default branch (origin/HEAD).");
    expect(await branchesOf(clone)).toEqual({ push: ['master'], dispatch: 'master' });
  });

  it('takes the branch checked out when there is no origin/HEAD; --branch wins over both', { timeout: 120_000 }, async () => {
    const { dir, run, flags } = await setup();
    git(dir, ['init', '-q', '-b', 'trunk']);
    const r = await run(dir, [...flags, '--github-workflow']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('The workflow syncs what is merged into trunk: the branch checked out (no origin/HEAD).');
    expect(await branchesOf(dir)).toEqual({ push: ['trunk'], dispatch: 'trunk' });
    const forced = await run(dir, [...flags, '--github-workflow', '--branch', 'release/v2', '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(await branchesOf(dir)).toEqual({ push: ['release/v2'], dispatch: 'release/v2' });
    const bad = await run(dir, [...flags, '--github-workflow', '--branch', "x'; rm -rf /", '--force']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--branch "x\'; rm -rf /" is not a branch name the workflow can hold');
  });

  it(
    'neither settles it: an error naming --branch without a terminal, nothing written; asked (again after a bad name) with one',
    { timeout: 120_000 },
    async () => {
      const { dir, emu, run, flags } = await setup();
      git(dir, ['init', '-q', '-b', 'main']);
      git(dir, ['commit', '-q', '--allow-empty', '-m', 'first']);
      git(dir, ['checkout', '-q', '--detach']);
      const r = await run(dir, [...flags, '--github-workflow']);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(
        "cannot tell the repository's default branch (no origin/HEAD, and no branch checked out): pass --branch NAME",
      );
      expect((await readdir(dir)).sort()).toEqual(['.git']);

      const asked = await run(
        dir,
        ['--interactive', '--base-url', emu.baseUrl, '--project', DATA.project, '--action-ref', REF],
        '\n\n\n\n\n\ny\nn\nbad..name\nrelease\n',
      );
      expect(asked.code, asked.stderr).toBe(0);
      expect(asked.stderr).toContain('The default branch, whose pushes run the sync: ');
      expect(asked.stderr).toContain('not a branch name the workflow can hold (letters, digits and . _ / - only); try again');
      expect(asked.stdout).toContain('The workflow syncs what is merged into release: your answer.');
      expect(await branchesOf(dir)).toEqual({ push: ['release'], dispatch: 'release' });
    },
  );
});

describe('interactive init keeps the answers', () => {
  it('asks again after each bad answer and writes the config from the good ones', { timeout: 120_000 }, async () => {
    const { dir, emu, run } = await setup();
    const r = await run(
      dir,
      ['--interactive'],
      [
        'ftp://example.com/v3', // not http(s): asked again
        emu.baseUrl,
        DATA.project,
        'English', // not a language code
        'pt-br',
        'docs',
        'pt-br,German', // one is not a language code
        'pt-br,de',
        '',
        'not a key!', // the config's rule for front matter keys
        'default_lang_commit',
        'archive', // not a retire mode
        '', // keep, the default
        'maybe', // neither y nor n
        'n',
        '',
      ].join('\n'),
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('baseUrl "ftp://example.com/v3" must use https (got ftp:); try again');
    expect(r.stderr.match(/must be a language code such as en or pt-br; try again/g)).toHaveLength(2);
    expect(r.stderr).toContain('answer y or n; try again');
    expect(r.stderr).toContain('answer keep, unpublish or delete; try again');
    expect(r.stderr.match(/Platform API base URL \(ends in \/v3\): /g)).toHaveLength(2);
    expect(r.stderr.match(/Source language \[en\]: /g)).toHaveLength(2);
    const config = YAML.parse(await readFile(path.join(dir, 'config/helpsync.yaml'), 'utf8')) as Record<string, unknown>;
    // a new config gets its record-key scope (12 random hex digits)
    expect(config.scope).toMatch(/^[0-9a-f]{12}$/);
    expect({ ...config, scope: undefined }).toEqual({
      baseUrl: emu.baseUrl,
      project: DATA.project,
      scope: undefined,
      contentDir: '../docs',
      sourceLanguage: 'pt-br',
      languages: ['pt-br', 'de'],
      sourceCommitKey: 'default_lang_commit',
    });
  });

  it(
    'a project the platform refuses is asked again with the error; at the end of input it exits 1 and writes nothing',
    { timeout: 120_000 },
    async () => {
      const { dir, emu, run } = await setup();
      const r = await run(dir, ['--interactive'], `${emu.baseUrl}\nnope\n${emu.baseUrl}\n${DATA.project}\nxx-\n`);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/403.*; try again/);
      expect(r.stderr.match(/Project id: /g)).toHaveLength(2);
      // the good target was taken; the bad language asked again; then the input ended
      expect(r.stderr).toContain('must be a language code such as en or pt-br; try again');
      expect(r.stderr).toContain('no answer to "Source language" (input ended); nothing was written');
      expect(await readdir(dir)).toEqual([]);
    },
  );
});
