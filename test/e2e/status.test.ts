// `helpsync status` end to end ("Proof"): the real CLI in temporary Git repositories with
// an isolated git config, fixed author and dates. The content folder is a subfolder of the repository
// (site/content) as in a monorepo. No emulator, no token, no baseUrl: status must not need them.
// Expected states are written down from each test's script, never computed by helpsync. Each test
// runs the CLI several times (about 1-3 s each on a loaded machine): 120 s per test.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, type CliResult } from '../helpers/cli.js';
import { scratchRepo, tempFolder, useCleanups } from '../helpers/fixture.js';
import type { TestRepo } from '../helpers/git-repo.js';
import { gitBlobId } from '../../src/history/index.js';

useCleanups();

const page = (title: string, body = `About ${title}.`, extra = '') => `---\ntitle: ${title}\n${extra}---\n${body}\n`;

async function repoWithConfig(config: Record<string, string> = {}): Promise<TestRepo> {
  const repo = await scratchRepo('helpsync-status-');
  const lines = ['contentDir: ../site/content', ...Object.entries(config).map(([k, v]) => `${k}: ${v}`)];
  await repo.write({ 'config/helpsync.yaml': lines.join('\n') + '\n' });
  return repo;
}

function status(t: TestRepo, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return runCli(['status', ...args], { cwd: t.dir, env: { ...(t.env as Record<string, string>), ...env } });
}

interface Doc {
  version: number;
  kind: string;
  sourceLanguage: string;
  languages: {
    language: string;
    sourcePages: number;
    current: number | null;
    outdated: number | null;
    missing: number;
    orphaned: number;
    noBase: number | null;
  }[];
  files: { file: string; language: string; source: string; state: string; base?: string }[];
}

async function json(t: TestRepo, args: string[] = []): Promise<Doc> {
  const r = await status(t, ['--json', ...args]);
  expect(r.stderr).not.toMatch(/internal error/);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Doc;
}

/** file → state, the compact form the expectations are written in */
function states(doc: Doc): Record<string, string> {
  return Object.fromEntries(doc.files.map((f) => [f.file, f.state]));
}

const C = 'site/content';

/** `${C}/<language>/<name>.md` for each name: a page titled by the name ("A"; "A de" outside en). */
function pagesIn(language: string, ...names: string[]): Record<string, string> {
  const title = (n: string): string => n.charAt(0).toUpperCase() + n.slice(1) + (language === 'en' ? '' : ` ${language}`);
  return Object.fromEntries(names.map((n) => [`${C}/${language}/${n}.md`, page(title(n))]));
}

describe("status without sourceCommitKey (the translation's last commit is its base)", () => {
  it('tells current, outdated, missing and orphaned apart, with renames, a merge, a revert and uncommitted changes', async () => {
    const t = await repoWithConfig({ statusExclude: '_TEMPLATE.md' });
    const c1 = await t.commit('pages', {
      ...pagesIn('en', 'a', 'b', 'c', 'old', 'rev', 'merge'),
      [`${C}/en/_TEMPLATE.md`]: page('Template'),
      [`${C}/en/dirty.md`]: page('Dirty'),
    });
    const c2 = await t.commit('translations', {
      ...pagesIn('de', 'a', 'b', 'old', 'rev', 'merge', 'dirty', 'gone'),
    });
    // b's source changes after its translation: outdated. rev changes and is reverted: current.
    await t.commit('edit b and rev', { [`${C}/en/b.md`]: page('B', 'New text.'), [`${C}/en/rev.md`]: page('Rev', 'Changed.') });
    await t.commit('revert rev', { [`${C}/en/rev.md`]: page('Rev') });
    // old.md renamed in the source language only: de/old.md is orphaned, and history names the fix.
    await t.move(`${C}/en/old.md`, `${C}/en/new-name.md`);
    await t.commit('rename old', {});
    // A side branch translates merge.md from the old source while main changes the source: outdated
    // even though the merge commit comes after the change.
    t.git(['checkout', '-q', '-b', 'side', c2]);
    await t.commit('translate merge', { [`${C}/de/merge.md`]: page('Merge de v2') });
    t.git(['checkout', '-q', 'main']);
    await t.commit('edit merge source', { [`${C}/en/merge.md`]: page('Merge', 'Changed on main.') });
    t.git(['merge', '-q', '--no-edit', 'side']);
    // en/gone.md never existed: de/gone.md is orphaned with no rename. Uncommitted: the source of
    // dirty.md changes on disk (outdated); an untracked new translation de/c.md is current (made now).
    await t.write({ [`${C}/en/dirty.md`]: page('Dirty', 'Edited, not committed.'), [`${C}/de/c.md`]: page('C de') });
    const doc = await json(t);
    expect(doc.version).toBe(1);
    expect(doc.kind).toBe('status');
    expect(doc.sourceLanguage).toBe('en');
    expect(states(doc)).toEqual({
      'de/a.md': 'current',
      'de/b.md': 'outdated',
      'de/c.md': 'current',
      'de/dirty.md': 'outdated',
      'de/gone.md': 'orphaned',
      'de/merge.md': 'outdated',
      'de/new-name.md': 'missing',
      'de/old.md': 'orphaned',
      'de/rev.md': 'current',
    });
    expect(doc.languages).toEqual([{ language: 'de', sourcePages: 7, current: 3, outdated: 3, missing: 1, orphaned: 2, noBase: 0 }]);
    expect(doc.files.find((f) => f.file === 'de/a.md')).toEqual({
      file: 'de/a.md',
      language: 'de',
      source: 'en/a.md',
      state: 'current',
      base: c2,
    });
    expect(doc.files.find((f) => f.file === 'de/c.md')).toEqual({ file: 'de/c.md', language: 'de', source: 'en/c.md', state: 'current' });
    expect(doc.files.find((f) => f.file === 'de/gone.md')).toEqual({
      file: 'de/gone.md',
      language: 'de',
      source: 'en/gone.md',
      state: 'orphaned',
    });
    expect(c1).not.toBe(c2);

    const text = await status(t, ['--list']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Translations of en (7 source pages)');
    // 3 current + 3 outdated of 7 = 85% translated, 3 of 7 = 42% up to date
    expect(text.stdout).toMatch(/^de\s+7\s+3\s+3\s+1\s+2\s+0\s+85%\s+42%\s+█{8}▒{9}░{3}$/m);
    expect(text.stdout).toContain(`git mv ${C}/de/old.md ${C}/de/new-name.md`);
    expect(text.stdout).toMatch(new RegExp(`outdated\\s+${C}/de/b\\.md`));
    expect(text.stdout).not.toMatch(/current\s+site/);
    const currentOnly = await status(t, ['--list', 'current,missing']);
    expect(currentOnly.stdout.match(/^ {2}(current|missing) /gm)).toHaveLength(4);
    // fixing the rename as suggested makes it outdated-free: same content, the translation's last commit predates nothing
    t.git(['mv', `${C}/de/old.md`, `${C}/de/new-name.md`]);
    t.git(['commit', '-q', '-m', 'git mv as suggested']);
    expect(states(await json(t))['de/new-name.md']).toBe('current');
  }, 120_000);
});

describe('status with sourceCommitKey', () => {
  it('compares from the commit each translation names; missing, unknown and ambiguous keys are no-base warnings', async () => {
    const t = await repoWithConfig({ sourceCommitKey: 'default_lang_commit' });
    const c1 = await t.commit('pages', {
      ...pagesIn('en', 'a', 'b', 'c', 'd', 'e'),
    });
    const c2 = await t.commit('edit a', { [`${C}/en/a.md`]: page('A', 'Second version.') });
    // two blobs sharing 7 hex digits make an ambiguous abbreviation (found by hashing in-process)
    const ambiguous = writeAmbiguousPair(t);
    await t.commit('translations', {
      [`${C}/fr/a.md`]: page('A fr', 'x', `default_lang_commit: ${c1.slice(0, 7)} # translated from the first version\n`),
      [`${C}/fr/b.md`]: page('B fr', 'x', `default_lang_commit: ${c2}\n`),
      [`${C}/fr/c.md`]: page('C fr'),
      [`${C}/fr/d.md`]: page('D fr', 'x', 'default_lang_commit: 1234567890abcdef\n'),
      [`${C}/fr/e.md`]: page('E fr', 'x', `default_lang_commit: ${ambiguous}\n`),
    });
    const r = await status(t, ['--json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as Doc;
    expect(states(doc)).toEqual({
      'fr/a.md': 'outdated',
      'fr/b.md': 'current',
      'fr/c.md': 'no-base',
      'fr/d.md': 'no-base',
      'fr/e.md': 'no-base',
    });
    expect(doc.files.find((f) => f.file === 'fr/a.md')?.base).toBe(c1);
    expect(doc.files.find((f) => f.file === 'fr/c.md')?.base).toBeUndefined();
    expect(doc.languages[0]).toEqual({ language: 'fr', sourcePages: 5, current: 1, outdated: 1, missing: 0, orphaned: 0, noBase: 3 });
    expect(r.stderr).toContain(`${C}/fr/c.md: warning: no base: no default_lang_commit in the front matter`);
    expect(r.stderr).toContain(
      `${C}/fr/d.md:3: warning: no base: default_lang_commit "1234567890abcdef" names a commit that is not in this repository`,
    );
    expect(r.stderr).toContain(`${C}/fr/e.md:3: warning: no base: default_lang_commit "${ambiguous}" is an ambiguous abbreviation`);
  }, 120_000);

  it('uses the merge base for a commit of a branch that was squash-merged', async () => {
    const t = await repoWithConfig({ sourceCommitKey: 'default_lang_commit' });
    const c1 = await t.commit('pages', { [`${C}/en/a.md`]: page('A'), [`${C}/en/b.md`]: page('B') });
    t.git(['checkout', '-q', '-b', 'feature']);
    const feature = await t.commit('feature edits a', { [`${C}/en/a.md`]: page('A', 'Feature text.') });
    t.git(['checkout', '-q', 'main']);
    t.git(['merge', '-q', '--squash', 'feature']);
    await t.commit('squash feature', {});
    t.git(['branch', '-q', '-D', 'feature']);
    // The translator worked on the feature branch: its commit is in the object store, not in HEAD's
    // history. merge-base(feature, HEAD) = c1, where en/a.md was the first version: outdated.
    await t.commit('translations', {
      [`${C}/de/a.md`]: page('A de', 'x', `default_lang_commit: ${feature}\n`),
      [`${C}/de/b.md`]: page('B de', 'x', `default_lang_commit: ${feature}\n`),
    });
    const doc = await json(t);
    expect(states(doc)).toEqual({ 'de/a.md': 'outdated', 'de/b.md': 'current' });
    expect(doc.files.find((f) => f.file === 'de/b.md')?.base).toBe(feature);
    expect(c1).toHaveLength(40);
  }, 120_000);
});

/** Writes two loose blobs whose ids share their first 7 hex digits; returns that prefix. */
function writeAmbiguousPair(t: TestRepo): string {
  const seen = new Map<string, string>();
  for (let i = 0; ; i++) {
    const text = `filler ${i}\n`;
    const p = gitBlobId(Buffer.from(text)).slice(0, 7);
    const other = seen.get(p);
    if (other !== undefined) {
      t.git(['hash-object', '-w', '--stdin'], { input: other });
      t.git(['hash-object', '-w', '--stdin'], { input: text });
      return p;
    }
    seen.set(p, text);
  }
}

describe('status --bump', () => {
  it("sets the key to the source's newest commit (not HEAD), keeping BOM and CRLF, and the translation becomes current", async () => {
    const t = await repoWithConfig({ sourceCommitKey: 'default_lang_commit' });
    await t.commit('pages', { [`${C}/en/a.md`]: page('A'), [`${C}/en/b.md`]: page('B') });
    const c1 = t.head();
    const crlf = `\uFEFF---\r\ntitle: A de\r\ndefault_lang_commit: ${c1.slice(0, 9)} # note\r\n---\r\nText.\r\n`;
    await t.commit('translations', { [`${C}/de/a.md`]: crlf, [`${C}/de/b.md`]: '# B de without front matter\n' });
    const changed = await t.commit('edit a', { [`${C}/en/a.md`]: page('A', 'Changed.') });
    await t.commit('unrelated later commit', { 'README.md': 'hello\n' });
    expect(states(await json(t))).toEqual({ 'de/a.md': 'outdated', 'de/b.md': 'no-base' });

    const dry = await status(t, ['--bump', `${C}/de/a.md`, `${C}/de/b.md`, '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(`${C}/de/a.md:3: would set default_lang_commit: ${c1.slice(0, 9)} → ${changed}`);
    // b's source last changed in the first commit
    expect(dry.stdout).toContain(`${C}/de/b.md:2: would set default_lang_commit: (none) → ${c1} (last change of en/b.md)`);
    expect(await readFile(path.join(t.dir, C, 'de/a.md'), 'utf8')).toBe(crlf);

    const real = await status(t, ['--bump', `${C}/de/a.md`, `${C}/de/b.md`]);
    expect(real.code, real.stderr).toBe(0);
    expect(await readFile(path.join(t.dir, C, 'de/a.md'), 'utf8')).toBe(
      `\uFEFF---\r\ntitle: A de\r\ndefault_lang_commit: ${changed} # note\r\n---\r\nText.\r\n`,
    );
    expect(await readFile(path.join(t.dir, C, 'de/b.md'), 'utf8')).toBe(
      `---\ndefault_lang_commit: ${c1}\n---\n# B de without front matter\n`,
    );
    expect(states(await json(t))).toEqual({ 'de/a.md': 'current', 'de/b.md': 'current' });
  }, 120_000);

  it('takes the repo lock: refused, naming the holder, while another helpsync run holds it (nothing written)', async () => {
    const t = await repoWithConfig({ sourceCommitKey: 'default_lang_commit' });
    await t.commit('pages', { [`${C}/en/a.md`]: page('A') });
    const translation = '---\ntitle: A de\n---\nText.\n';
    await t.commit('translation', { [`${C}/de/a.md`]: translation });
    // a live holder on this host: this test's own process
    await mkdir(path.join(t.dir, 'config', '.helpsync'), { recursive: true });
    await writeFile(
      path.join(t.dir, 'config', '.helpsync', 'lock'),
      JSON.stringify({
        kind: 'helpsync-lock',
        version: 1,
        command: 'sync',
        config: path.join(t.dir, 'config', 'helpsync.yaml'),
        project: '',
        host: os.hostname(),
        pid: process.pid,
        startedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    const r = await status(t, ['--bump', `${C}/de/a.md`]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`another helpsync run holds`);
    expect(r.stderr).toContain(`process ${process.pid}`);
    expect(await readFile(path.join(t.dir, C, 'de/a.md'), 'utf8')).toBe(translation);
    // a dry run writes nothing, so it takes no lock
    expect((await status(t, ['--bump', `${C}/de/a.md`, '--dry-run'])).code).toBe(0);
  }, 120_000);

  it('is refused without sourceCommitKey, and when the source has uncommitted changes (nothing written)', async () => {
    const t = await repoWithConfig();
    await t.commit('pages', { [`${C}/en/a.md`]: page('A'), [`${C}/de/a.md`]: page('A de') });
    const noKey = await status(t, ['--bump', `${C}/de/a.md`]);
    expect(noKey.code).toBe(1);
    expect(noKey.stderr).toContain('status --bump needs `sourceCommitKey` in the config');

    const k = await repoWithConfig({ sourceCommitKey: 'base' });
    await k.commit('pages', {
      ...pagesIn('en', 'a', 'b'),
      ...pagesIn('de', 'a', 'b'),
    });
    await k.write({ [`${C}/en/a.md`]: page('A', 'Uncommitted.') });
    const before = await readFile(path.join(k.dir, C, 'de/b.md'), 'utf8');
    const dirty = await status(k, ['--bump', `${C}/de/a.md`, `${C}/de/b.md`, `${C}/en/b.md`]);
    expect(dirty.code).toBe(1);
    expect(dirty.stderr).toContain(`${C}/de/a.md: error: its source en/a.md has uncommitted changes: commit the source first`);
    expect(dirty.stderr).toContain(`${C}/en/b.md: error: not a translation`);
    expect(await readFile(path.join(k.dir, C, 'de/b.md'), 'utf8')).toBe(before);
  }, 120_000);
});

describe('status --fail-on, --languages, --only, step summary', () => {
  it('exits 1 only when a file is in a listed state', async () => {
    const t = await repoWithConfig();
    await t.commit('pages', {
      [`${C}/en/a.md`]: page('A'),
      [`${C}/en/g/b.md`]: page('B'),
      [`${C}/de/a.md`]: page('A de'),
      [`${C}/fr/a.md`]: page('A fr'),
    });
    await t.commit('edit', { [`${C}/en/a.md`]: page('A', 'New.') });
    expect((await status(t, [])).code).toBe(0);
    const fail = await status(t, ['--fail-on', 'outdated']);
    expect(fail.code).toBe(1);
    expect(fail.stderr).toContain('status: 2 file(s) outdated (--fail-on)');
    expect((await status(t, ['--fail-on', 'orphaned,no-base'])).code).toBe(0);
    const bad = await status(t, ['--fail-on', 'stale']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--fail-on: unknown state "stale" (use current, outdated, missing, orphaned, no-base)');
  }, 120_000);

  it('selects languages and pages, and writes the table to GITHUB_STEP_SUMMARY', async () => {
    const t = await repoWithConfig();
    await t.commit('pages', {
      [`${C}/en/a.md`]: page('A'),
      [`${C}/en/g/b.md`]: page('B'),
      [`${C}/de/a.md`]: page('A de'),
      [`${C}/fr/a.md`]: page('A fr'),
    });
    await t.commit('edit', { [`${C}/en/a.md`]: page('A', 'New.') });

    expect(states(await json(t, ['--languages', 'fr']))).toEqual({ 'fr/a.md': 'outdated', 'fr/g/b.md': 'missing' });
    expect(states(await json(t, ['--only', 'g/**']))).toEqual({ 'de/g/b.md': 'missing', 'fr/g/b.md': 'missing' });
    const unknown = await status(t, ['--languages', 'it']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('--languages: "it" is not a translation language');

    const summary = path.join(t.dir, 'summary.md');
    await writeFile(summary, '');
    expect((await status(t, [], { GITHUB_STEP_SUMMARY: summary })).code).toBe(0);
    const md = await readFile(summary, 'utf8');
    expect(md).toContain('| language | pages | current | outdated | missing | orphaned | no-base | translated | up to date |');
    expect(md).toContain('| de | 2 | 0 | 1 | 1 | 0 | 0 | 50% | 0% |');
  }, 120_000);
});

describe('status --diff', () => {
  it("shows the source's change since the translation's base, across a rename, with control characters escaped", async () => {
    const t = await repoWithConfig();
    await t.commit('pages', { [`${C}/en/old.md`]: page('Guide', 'Line one.\nLine two.\nLine three.\nLine four.') });
    await t.commit('translation', { [`${C}/de/old.md`]: page('Anleitung') });
    await t.move(`${C}/en/old.md`, `${C}/en/guide.md`);
    await t.commit('rename and edit', {
      [`${C}/en/guide.md`]: page('Guide', 'Line one.\nLine 2 \u001b[31mred\u001b[0m.\nLine three.\nLine four.'),
    });
    t.git(['mv', `${C}/de/old.md`, `${C}/de/guide.md`]);
    await t.commit('follow the rename', {});
    // The translation's last commit is the rename commit, after the source's change: current by
    // that rule. Diff from the commit that made its content: nothing to show.
    const current = await status(t, ['--diff', `${C}/de/guide.md`]);
    expect(current.code, current.stderr).toBe(0);
    expect(current.stdout).toContain(`${C}/en/guide.md: no change since`);
    // An uncommitted change of the source makes it outdated; the diff runs to the working tree.
    await t.write({ [`${C}/en/guide.md`]: page('Guide', 'Line one.\nLine 2 \u001b[31mred\u001b[0m.\nLine three.\nLine 4.') });
    const d = await status(t, ['--diff', `${C}/de/guide.md`]);
    expect(d.code, d.stderr).toBe(0);
    expect(d.stdout).toContain(`${C}/de/guide.md is outdated`);
    expect(d.stdout).toContain('-Line four.');
    expect(d.stdout).toContain('+Line 4.');
    expect(d.stdout).not.toContain('\u001b');
  }, 120_000);

  it('follows a source rename in the diff of an outdated translation', async () => {
    const t = await repoWithConfig({ sourceCommitKey: 'base' });
    const c1 = await t.commit('pages', { [`${C}/en/old.md`]: page('Guide', 'One.\nTwo.\nThree.\nFour.\nFive.') });
    await t.move(`${C}/en/old.md`, `${C}/en/guide.md`);
    await t.commit('rename and edit', { [`${C}/en/guide.md`]: page('Guide', 'One.\nTwo \u0007bell.\nThree.\nFour.\nFive.') });
    await t.commit('translation', { [`${C}/de/guide.md`]: page('Anleitung', 'x', `base: ${c1}\n`) });
    const d = await status(t, ['--diff', `${C}/de/guide.md`]);
    expect(d.code, d.stderr).toBe(0);
    expect(d.stdout).toContain(`rename from ${C}/en/old.md`);
    expect(d.stdout).toContain(`rename to ${C}/en/guide.md`);
    expect(d.stdout).toContain('+Two \\x07bell.');
    expect(d.stdout).not.toContain('\u0007');
  }, 120_000);
});

describe('status without usable history', () => {
  it('refuses a shallow clone naming fetch-depth: 0 and --no-history, and reports missing/orphaned with --no-history', async () => {
    const t = await repoWithConfig();
    await t.commit('pages', {
      ...pagesIn('en', 'a', 'b'),
      ...pagesIn('de', 'a', 'x'),
    });
    await t.commit('edit', { [`${C}/en/a.md`]: page('A', 'New.') });
    const clone = await tempFolder('helpsync-shallow-');
    t.git(['clone', '-q', '--depth', '1', `file://${t.dir}`, clone]);
    const run = (args: string[]) => runCli(['status', ...args], { cwd: clone, env: t.env });
    const refused = await run([]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/shallow clone/);
    expect(refused.stderr).toContain('fetch-depth: 0');
    expect(refused.stderr).toContain('--no-history');
    const plain = await run(['--no-history', '--json']);
    expect(plain.code, plain.stderr).toBe(0);
    const doc = JSON.parse(plain.stdout) as Doc;
    expect(states(doc)).toEqual({ 'de/b.md': 'missing', 'de/x.md': 'orphaned' });
    expect(doc.languages).toEqual([
      { language: 'de', sourcePages: 2, current: null, outdated: null, missing: 1, orphaned: 1, noBase: null },
    ]);
  }, 120_000);

  it('outside a Git work tree: a warning, and only missing and orphaned', async () => {
    const dir = await tempFolder('helpsync-nogit-');
    await mkdir(path.join(dir, 'config'));
    await writeFile(path.join(dir, 'config/helpsync.yaml'), 'contentDir: ../content\n');
    for (const [f, text] of Object.entries({ 'en/a.md': page('A'), 'en/b.md': page('B'), 'de/a.md': page('A de'), 'de/z.md': page('Z') })) {
      await mkdir(path.dirname(path.join(dir, 'content', f)), { recursive: true });
      await writeFile(path.join(dir, 'content', f), text);
    }
    const env = { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', GIT_CEILING_DIRECTORIES: path.dirname(dir) };
    const r = await runCli(['status', '--list'], { cwd: dir, env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/warning: the content folder is not in a Git work tree .*only missing and orphaned translations are reported/);
    expect(r.stdout).toMatch(/^de\s+2\s+-\s+-\s+1\s+1\s+-\s+50%\s+-/m);
    expect(r.stdout).toMatch(/missing\s+content\/de\/b\.md/);
    expect(r.stdout).toMatch(/orphaned\s+content\/de\/z\.md/);
  }, 120_000);
});
