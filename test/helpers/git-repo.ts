// Real Git repositories in temp folders for tests, with an isolated configuration (no global or
// system config), a fixed author and committer, and a clock that advances one hour per commit, so
// commit ids are the same on every run.
import { execFileSync } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile, unlink, rename } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const EPOCH = Date.UTC(2024, 0, 1) / 1000;

/** The environment every git call in a test uses (also passed to the CLI under test). */
export function gitTestEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Test Author',
    GIT_AUTHOR_EMAIL: 'author@example.test',
    GIT_COMMITTER_NAME: 'Test Committer',
    GIT_COMMITTER_EMAIL: 'committer@example.test',
    ...extra,
  };
}

export class TestRepo {
  private tick = 0;
  constructor(readonly dir: string) {}

  /** `git ARGS` in the repository (or `cwd` below it), with the isolated env and the next fixed date. */
  git(args: string[], opts: { cwd?: string; input?: string } = {}): string {
    const date = `@${EPOCH + this.tick * 3600} +0000`;
    return execFileSync('git', args, {
      cwd: opts.cwd ?? this.dir,
      input: opts.input,
      env: { PATH: process.env.PATH, HOME: this.dir, ...gitTestEnv({ GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }) },
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
    });
  }

  /** The env the code under test should see (isolated config). */
  get env(): NodeJS.ProcessEnv {
    return { PATH: process.env.PATH, HOME: this.dir, ...gitTestEnv() };
  }

  /** Writes files (path relative to the repository → text; null deletes). */
  async write(files: Record<string, string | null>): Promise<void> {
    for (const [rel, text] of Object.entries(files)) {
      const file = path.join(this.dir, rel);
      if (text === null) {
        await unlink(file);
        continue;
      }
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
    }
  }

  async move(from: string, to: string): Promise<void> {
    await mkdir(path.dirname(path.join(this.dir, to)), { recursive: true });
    await rename(path.join(this.dir, from), path.join(this.dir, to));
  }

  /** Writes `files` (if any), stages everything and commits; returns the new commit id. */
  async commit(message: string, files: Record<string, string | null> = {}): Promise<string> {
    await this.write(files);
    this.tick++;
    this.git(['add', '-A']);
    this.git(['commit', '-q', '--allow-empty', '-m', message]);
    return this.head();
  }

  head(): string {
    return this.git(['rev-parse', 'HEAD']).trim();
  }

  blob(rev: string, file: string): string {
    return this.git(['rev-parse', `${rev}:${file}`]).trim();
  }
}

/**
 * `git init` (branch main) in an existing folder, such as an emulator fixture's, with `.helpsync/`
 * (helpsync's own state) and any `ignore` patterns in a `.gitignore` that is written, not committed.
 */
export async function initRepo(dir: string, ignore: string[] = []): Promise<TestRepo> {
  const repo = new TestRepo(dir);
  repo.git(['init', '-q', '-b', 'main']);
  await repo.write({ '.gitignore': ['.helpsync/', ...ignore].map((l) => `${l}\n`).join('') });
  return repo;
}

/** `git init` in a new temp folder (branch main); remove with the returned cleanup. */
export async function makeRepo(prefix = 'helpsync-git-'): Promise<{ repo: TestRepo; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const repo = new TestRepo(dir);
  repo.git(['init', '-q', '-b', 'main']);
  return { repo, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
