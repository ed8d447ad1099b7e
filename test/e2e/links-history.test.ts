// A link to a page that does not exist names what the content repo's history shows:
// "renamed to X in <commit>", a chain of renames, a deletion. The real CLI against the emulator,
// content in a real Git repository in a temp folder (isolated git config, fixed author and dates).
// Expected messages are written out here; commit ids come from git itself (`git rev-parse`).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownFile } from '../helpers/emulator.js';
import { emulatorFixture, helpsync, useCleanups, type EmulatorFixture } from '../helpers/fixture.js';
import { initRepo, type TestRepo } from '../helpers/git-repo.js';

useCleanups();

const HELP = 'https://help.example.com';
const A_START = '6650f0c1a2b3c4d5e6f72001';
const A_INSTALL = '6650f0c1a2b3c4d5e6f72002';
const A_CHAIN = '6650f0c1a2b3c4d5e6f72003';
const A_GONE = '6650f0c1a2b3c4d5e6f72004';
const A_OTHER = '6650f0c1a2b3c4d5e6f72005';

// long enough that git pairs a moved file with its old name (a rename, not a delete and an add)
const FILLER = 'A paragraph long enough for git to see the moved file as the same file.\n\n'.repeat(6);

const START_BODY = [
  'Read [install](../setup/install.md#linux) first.', // file line 6
  '',
  'Then [the chain](/chain/a/) and [the old page](../gone.md).', // line 8
  '',
  'Never existed: [nothing](./nothing.md).', // line 10
].join('\n');

const page = (id: string, title: string, body: string): string => markdownFile({ entry: `article:${id}`, title }, body);

function data() {
  return {
    project: 'proj-links-history',
    entries: [A_START, A_INSTALL, A_CHAIN, A_GONE, A_OTHER].map((id) => ({ id: `article:${id}`, type: 'article' as const, fields: {} })),
  };
}

const config = { links: { articleUrl: `${HELP}/{language}/articles/{id}`, sitePaths: true } };

interface Ctx {
  f: EmulatorFixture;
  repo: TestRepo;
  /** the CLI with the repo's isolated git env; GIT_TRACE writes every git the CLI runs to `trace` */
  run(args: string[], env?: Record<string, string>): ReturnType<typeof helpsync>;
}

async function setup(): Promise<Ctx> {
  const f = await emulatorFixture({ data: data(), config, tempPrefix: 'helpsync-links-history-' });
  const repo = await initRepo(f.dir, ['git-trace*']);
  await repo.commit('first version', {
    'content/en/guide/start.md': page(A_START, 'Start', START_BODY),
    'content/en/setup/install.md': page(A_INSTALL, 'Install', `Install it.\n\n${FILLER}`),
    'content/en/chain/a.md': page(A_CHAIN, 'Chain', `The chain.\n\n${FILLER}`),
    'content/en/gone.md': page(A_GONE, 'Gone', 'Soon gone.'),
    'content/en/other.md': page(A_OTHER, 'Other', 'Nothing broken here.'),
  });
  return { f, repo, run: (args, env = {}) => helpsync(f, args, { env: { ...repo.env, ...env } }) };
}

/** `git log -z` reads (history/log.ts readHistory) in a GIT_TRACE file: the bulk history read. */
async function historyReads(trace: string): Promise<number> {
  const text = await readFile(trace, 'utf8').catch(() => '');
  return text.split('\n').filter((l) => /trace: built-in: git log -z --raw/.test(l)).length;
}

const short = (commit: string): string => commit.slice(0, 7);

describe('links to pages that do not exist, explained by history', () => {
  it('names the rename (and a chain, and a deletion) with its commit; --strict refuses before any request; one history read', async () => {
    const c = await setup();
    // a dry run with every link to an existing page but one that never existed: only the
    // never-existed link asks history, which knows nothing of it: the plain warning
    const cleanTrace = path.join(c.f.dir, 'git-trace-0');
    const clean = await c.run(['sync', '--dry-run'], { GIT_TRACE: cleanTrace });
    expect(clean.code).toBe(0);
    expect(clean.stderr).toContain(
      'content/en/guide/start.md:10: warning: link ./nothing.md: no such page in en/ (looked for guide/nothing.md): left as written\n',
    );
    expect(clean.stderr).not.toMatch(/renamed|deleted in/);

    await c.repo.move('content/en/setup/install.md', 'content/en/setup/installing.md');
    const renamed = await c.repo.commit('rename install');
    await c.repo.move('content/en/chain/a.md', 'content/en/chain/b.md');
    const chain1 = await c.repo.commit('chain: a to b');
    await c.repo.move('content/en/chain/b.md', 'content/en/chain/c.md');
    const chain2 = await c.repo.commit('chain: b to c');
    const deleted = await c.repo.commit('delete gone', { 'content/en/gone.md': null });
    // git agrees these are renames (the oracle for "history shows one")
    expect(c.repo.git(['log', '--format=', '--name-status', '-M', '-1', renamed])).toMatch(/^R100\tcontent\/en\/setup\/install\.md/m);

    const trace = path.join(c.f.dir, 'git-trace-1');
    const r = await c.run(['sync', '--dry-run', '--warnings', 'all'], { GIT_TRACE: trace });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      `content/en/guide/start.md:6: warning: link ../setup/install.md#linux: no such page in en/ (looked for setup/install.md): left as written; en/setup/install.md was renamed to en/setup/installing.md in ${short(renamed)}: update the link to ../setup/installing.md#linux\n`,
    );
    expect(r.stderr).toContain(
      `content/en/guide/start.md:8: warning: link /chain/a/: no such page in en/ (looked for chain/a.md, chain/a/index.md, chain/a/_index.md): left as written; en/chain/a.md was renamed to en/chain/b.md in ${short(chain1)}, then to en/chain/c.md in ${short(chain2)}: update the link to /chain/c/\n`,
    );
    expect(r.stderr).toContain(
      `content/en/guide/start.md:8: warning: link ../gone.md: no such page in en/ (looked for gone.md): left as written; en/gone.md was deleted in ${short(deleted)}\n`,
    );
    expect(r.stderr).toContain(
      'content/en/guide/start.md:10: warning: link ./nothing.md: no such page in en/ (looked for guide/nothing.md): left as written\n',
    );
    // four broken links, one bulk read of history (and the clean run's single read, for nothing.md)
    expect(await historyReads(trace)).toBe(1);
    expect(await historyReads(cleanTrace)).toBe(1);
    expect(c.f.emu.writes()).toEqual([]);

    // --strict: errors naming the rename, and no request that changes anything
    const strict = await c.run(['sync', '--strict']);
    expect(strict.code).not.toBe(0);
    expect(strict.stderr).toContain(
      `content/en/guide/start.md:6: error: link ../setup/install.md#linux: no such page in en/ (looked for setup/install.md): left as written; en/setup/install.md was renamed to en/setup/installing.md in ${short(renamed)}: update the link to ../setup/installing.md#linux (--strict)`,
    );
    expect(c.f.emu.writes()).toEqual([]);

    // --no-history: no git at all, the plain warning
    const plain = await c.run(['sync', '--dry-run', '--no-history']);
    expect(plain.code).toBe(0);
    expect(plain.stderr).toContain(
      'content/en/guide/start.md:6: warning: link ../setup/install.md#linux: no such page in en/ (looked for setup/install.md): left as written\n',
    );
    expect(plain.stderr).not.toMatch(/renamed|deleted in/);

    // following the hint fixes the link: it resolves and is pushed as the entry's URL
    const fixed = START_BODY.replace('../setup/install.md#linux', '../setup/installing.md#linux')
      .replace('/chain/a/', '/chain/c/')
      .replace('[the old page](../gone.md)', 'no old page')
      .replace('[nothing](./nothing.md)', 'nothing');
    await c.repo.commit('fix links', { 'content/en/guide/start.md': page(A_START, 'Start', fixed) });
    const quiet = await c.run(['sync', '--strict']);
    expect(quiet.code).toBe(0);
    expect(c.f.emu.store.value(`article:${A_START}`, 'content', 'en')).toBe(
      `<p>Read <a href="${HELP}/en/articles/${A_INSTALL}#linux">install</a> first.</p>\n<p>Then <a href="${HELP}/en/articles/${A_CHAIN}">the chain</a> and no old page.</p>\n<p>Never existed: nothing.</p>\n`,
    );
  }, 180_000);

  it('layout gives the same hint (it loads the source files the same way); a shallow clone names only what its history holds', async () => {
    const C_DOCS = '65f0c1a2b3c4d5e6f7082001';
    const f = await emulatorFixture({
      data: {
        ...data(),
        collections: [{ id: C_DOCS, parent: null, title: { en: 'Docs' }, description: { en: '' } }],
        articles: [{ id: A_START, collection: C_DOCS, title: { en: 'Start' } }],
      },
      config: { ...config, layout: 'layout.yaml' },
      tempPrefix: 'helpsync-links-layout-',
    });
    await writeFile(
      path.join(path.dirname(f.configPath), 'layout.yaml'),
      `collections:\n  - id: ${C_DOCS}\n    articles: [guide/start.md]\n`,
    );
    const repo = await initRepo(f.dir);
    await repo.commit('first version', {
      'content/en/guide/start.md': page(A_START, 'Start', 'Read [install](../setup/install.md) first.'),
      'content/en/setup/install.md': page(A_INSTALL, 'Install', `Install it.\n\n${FILLER}`),
    });
    await repo.move('content/en/setup/install.md', 'content/en/setup/installing.md');
    const renamed = await repo.commit('rename install');
    const r = await helpsync(f, ['layout', '--dry-run'], { env: repo.env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      `content/en/guide/start.md:6: warning: link ../setup/install.md: no such page in en/ (looked for setup/install.md): left as written; en/setup/install.md was renamed to en/setup/installing.md in ${short(renamed)}: update the link to ../setup/installing.md\n`,
    );
    expect(f.emu.writes()).toEqual([]);

    // a clone of the last commit only: the rename is before its history, so the plain warning (never a wrong one)
    const clone = path.join(f.dir, 'shallow');
    repo.git(['clone', '-q', '--depth', '1', `file://${f.dir}`, clone]);
    await writeFile(path.join(clone, 'helpsync.yaml'), await readFile(f.configPath, 'utf8'));
    await writeFile(path.join(clone, 'layout.yaml'), await readFile(path.join(path.dirname(f.configPath), 'layout.yaml'), 'utf8'));
    const shallow = await helpsync({ ...f, dir: clone, configPath: path.join(clone, 'helpsync.yaml') }, ['layout', '--dry-run'], {
      env: repo.env,
    });
    expect(shallow.code, shallow.stderr).toBe(0);
    expect(shallow.stderr).toContain(
      'content/en/guide/start.md:6: warning: link ../setup/install.md: no such page in en/ (looked for setup/install.md): left as written\n',
    );
    expect(shallow.stderr).not.toMatch(/renamed|deleted in/);
  }, 120_000);

  it('a dry run with no broken link reads no history', async () => {
    const c = await setup();
    const fixedBody = 'Read [install](../setup/install.md#linux) and [other](/other/).';
    await c.repo.commit('no broken links', { 'content/en/guide/start.md': page(A_START, 'Start', fixedBody) });
    const trace = path.join(c.f.dir, 'git-trace');
    const r = await c.run(['sync', '--dry-run'], { GIT_TRACE: trace });
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain('no such page');
    // git ran (the work-tree checks and retirement's one `log --diff-filter=D -1`: nothing was ever
    // deleted here), but never the history read
    expect((await readFile(trace, 'utf8')).length).toBeGreaterThan(0);
    expect(await historyReads(trace)).toBe(0);
  }, 120_000);

  it('not a Git work tree: the plain warning', async () => {
    const f = await emulatorFixture({
      data: data(),
      config,
      files: { 'en/guide/start.md': page(A_START, 'Start', START_BODY), 'en/setup/installing.md': page(A_INSTALL, 'Install', 'x') },
      tempPrefix: 'helpsync-links-nogit-',
    });
    const r = await helpsync(f, ['sync', '--dry-run'], {
      env: { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', GIT_CEILING_DIRECTORIES: path.dirname(f.dir) },
    });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('is not in a Git work tree');
    expect(r.stderr).toContain(
      'content/en/guide/start.md:6: warning: link ../setup/install.md#linux: no such page in en/ (looked for setup/install.md): left as written\n',
    );
    expect(r.stderr).not.toMatch(/renamed|deleted in/);
  }, 120_000);
});
