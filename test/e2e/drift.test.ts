// Drift protection end to end: the real CLI against the emulator, content in a
// real Git repository in a temp folder (isolated git config, fixed author and dates). An edit "by an
// editor" is a direct PUT to the emulator, as the platform's own editor would make it.
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { emulatorFixture, helpsync, tempFolder, useCleanups, type EmulatorFixture } from '../helpers/fixture.js';
import { editOnPlatform } from '../helpers/emulator.js';
import { initRepo, TestRepo } from '../helpers/git-repo.js';
import { renderMarkdown } from '../../src/html/render.js';
import type { EmulatorOptions } from '../../src/emulator/server.js';

useCleanups();

const A1 = '6650f0c1a2b3c4d5e6f70001';
const A2 = '6650f0c1a2b3c4d5e6f70002';

function data(): EmulatorOptions['data'] {
  return {
    project: 'proj-drift',
    entries: [
      { id: `article:${A1}`, type: 'article', fields: { title: {}, description: {}, content: {} } },
      { id: `article:${A2}`, type: 'article', fields: { title: {}, description: {}, content: {} } },
      { id: 'statictranslation:launcher.title', type: 'statictranslation', fields: { value: {} } },
    ],
  };
}

function page(id: string, title: string, body: string, extra = ''): string {
  return `---\nentry: article:${id}\ntitle: ${title}\n${extra}---\n\n${body}\n`;
}

interface Ctx {
  f: EmulatorFixture;
  repo: TestRepo;
  run(args: string[], env?: Record<string, string | undefined>): ReturnType<typeof helpsync>;
  commit(message: string, files: Record<string, string | null>): Promise<string>;
  /** an editor's change, made in the platform's editor: a PUT of its own */
  edit(entryId: string, language: string, fields: Record<string, string>): Promise<void>;
  remote(entryId: string, field: string, language?: string): string | undefined;
  writes(): number;
}

async function setup(files: Record<string, string>): Promise<Ctx> {
  const f = await emulatorFixture({ data: data(), config: { contentDir: 'content' }, tempPrefix: 'helpsync-drift-' });
  const repo = await initRepo(f.dir);
  const ctx: Ctx = {
    f,
    repo,
    run: (args, env = {}) => helpsync(f, args, { env: { ...repo.env, ...env } }),
    commit: (message, more) => repo.commit(message, Object.fromEntries(Object.entries(more).map(([k, v]) => [`content/${k}`, v]))),
    async edit(entryId, language, fields) {
      expect(await editOnPlatform(f.emu, entryId, language, fields)).toBe(200);
    },
    remote(entryId, field, language = 'en') {
      const e = f.emu.store.listEntries().find((x: { id: string }) => x.id === entryId) as
        { fields: Record<string, Record<string, string>> } | undefined;
      return e?.fields[field]?.[language];
    },
    writes: () => f.emu.writes().length,
  };
  await ctx.commit('first version', files);
  return ctx;
}

const heldOf = (stdout: string) =>
  (JSON.parse(stdout) as { plan: { languages: { language: string; held: Record<string, string>[] }[] } }).plan.languages.flatMap(
    (l) => l.held,
  );

describe('drift protection', () => {
  it('edited on the platform and in the repo: the title is held, the body still goes (exit 3)', async () => {
    const c = await setup({ 'en/install.md': page(A1, 'Install', 'Step one.') });
    expect((await c.run(['sync'])).code).toBe(0);
    await c.edit(`article:${A1}`, 'en', { title: 'Install (fixed by support)' });
    await c.commit('repo edit', { 'en/install.md': page(A1, 'Install v2', 'Step one, then two.') });
    const summary = path.join(c.f.dir, 'summary.md');
    const dry = await c.run(['sync', '--dry-run', '--detailed-exitcode'], { GITHUB_STEP_SUMMARY: summary });
    expect(dry.code).toBe(3);
    const md = await readFile(summary, 'utf8');
    // changed on both sides since the last push: a conflict, counted apart
    expect(md).toContain(
      '**Plan: 1 to push (en 1), 1 held (edited on the platform; 1 conflict: changed in the repo too), 0 to move, 0 unchanged.**',
    );
    expect(md).toContain('### Held: 1 edited on the platform (not pushed), 1 conflict (changed in the repo too)');
    expect(md).toContain(
      '| en/install.md | article:6650f0c1a2b3c4d5e6f70001 | en | title | edited on the platform; conflict: changed in the repo too since the last push |',
    );
    expect(dry.stdout).toContain('Held: 1 field changed on the platform, not pushed');
    expect(dry.stdout).toContain('en/install.md');
    expect(dry.stdout).toContain('title: edited on the platform');
    expect(dry.stdout).toContain('platform: "Install (fixed by support)"');
    expect(dry.stdout).toContain(
      'Plan: 1 to push (en 1), 1 held (edited on the platform; 1 conflict: changed in the repo too), 0 to move, 0 unchanged.',
    );
    expect((await c.run(['sync', '--dry-run'])).code).toBe(0);

    const before = c.writes();
    // --verify checks the fields sent: the held title still differs, and that is no failure
    const json = await c.run(['sync', '--json', '--verify']);
    expect(json.code).toBe(3);
    expect((JSON.parse(json.stdout) as { summary: unknown }).summary).toEqual({ done: 1, failed: 0, refused: 0, skipped: 0 });
    expect(heldOf(json.stdout)).toEqual([
      expect.objectContaining({
        entryId: `article:${A1}`,
        file: 'en/install.md',
        field: 'title',
        local: 'Install v2',
        remote: 'Install (fixed by support)',
        reason: 'edited on the platform',
      }),
    ]);
    expect(c.writes()).toBe(before + 1);
    expect(c.remote(`article:${A1}`, 'title')).toBe('Install (fixed by support)');
    expect(c.remote(`article:${A1}`, 'content')).toBe('<p>Step one, then two.</p>\n');
  });

  it('only on the platform: held, nothing written; a value from three commits ago is pushed', async () => {
    const c = await setup({ 'en/a.md': page(A1, 'A one', 'Body A.'), 'en/b.md': page(A2, 'B one', 'Body B.') });
    expect((await c.run(['sync'])).code).toBe(0);
    await c.commit('two', { 'en/b.md': page(A2, 'B two', 'Body B.') });
    await c.commit('three', { 'en/b.md': page(A2, 'B three', 'Body B.') });
    await c.commit('four', { 'en/b.md': page(A2, 'B four', 'Body B.') });
    await c.edit(`article:${A1}`, 'en', { content: '<p>Body A, corrected on the platform.</p>' });
    const before = c.writes();
    const r = await c.run(['sync']);
    expect(r.code).toBe(3);
    expect(c.writes()).toBe(before + 1);
    expect(c.remote(`article:${A1}`, 'content')).toBe('<p>Body A, corrected on the platform.</p>');
    expect(c.remote(`article:${A2}`, 'title')).toBe('B four');
    // a held field is not a failure: --max-errors 0 does not stop anything, exit stays 3
    expect((await c.run(['sync', '--max-errors', '1'])).code).toBe(3);
  });

  it('a renamed file, a field added later, a merge commit: every committed version is known', async () => {
    const filler = 'A paragraph long enough for git to see the renamed file as the same file.\n\n'.repeat(6);
    const c = await setup({ 'en/old-name.md': page(A1, 'Before rename', `${filler}Body.`) });
    // the platform holds values only the old name ever had, and one that came later
    await c.edit(`article:${A1}`, 'en', {
      title: 'Before rename',
      content: renderMarkdown(`${filler}Body.`),
      description: 'Added later v1',
    });
    await c.repo.move('content/en/old-name.md', 'content/en/new-name.md');
    await c.commit('rename', { 'en/new-name.md': page(A1, 'Renamed v1', `${filler}Body!`) });
    expect(c.repo.git(['log', '--format=', '--name-status', '-M', '-1'])).toMatch(
      /^R\d+\s+content\/en\/old-name.md\s+content\/en\/new-name.md/m,
    );
    await c.commit('description added', { 'en/new-name.md': page(A1, 'Renamed v1', 'Body.', 'description: Added later v1\n') });
    await c.commit('description changed', { 'en/new-name.md': page(A1, 'Renamed v1', 'Body.', 'description: Added later v2\n') });
    // a side branch's version, merged
    c.repo.git(['checkout', '-q', '-b', 'side']);
    await c.commit('side title', { 'en/new-name.md': page(A1, 'Side title', 'Body.', 'description: Added later v2\n') });
    c.repo.git(['checkout', '-q', 'main']);
    await c.commit('main body', { 'en/new-name.md': page(A1, 'Renamed v1', 'Body, main.', 'description: Added later v2\n') });
    c.repo.git(['merge', '-q', '--no-ff', '-m', 'merge side', 'side']);
    await c.edit(`article:${A1}`, 'en', { title: 'Side title' });
    await c.commit('after merge', { 'en/new-name.md': page(A1, 'Final', 'Final body.', 'description: Final\n') });
    const r = await c.run(['sync', '--json']);
    expect(r.code).toBe(0);
    expect(heldOf(r.stdout)).toEqual([]);
    expect(c.remote(`article:${A1}`, 'title')).toBe('Final');
    expect(c.remote(`article:${A1}`, 'description')).toBe('Final');
  });

  it('a file moved with a rewrite git does not see as a rename is followed by its entry front matter', async () => {
    const c = await setup({ 'en/first.md': page(A1, 'First title', 'Short.') });
    await c.edit(`article:${A1}`, 'en', { title: 'First title' });
    await c.commit('moved and rewritten', {
      'en/first.md': null,
      'en/guides/second.md': page(A1, 'Second title', 'Completely different words here.'),
    });
    expect(c.repo.git(['log', '--format=', '--name-status', '-M', '-1'])).not.toMatch(/^R/m);
    const r = await c.run(['sync', '--json']);
    expect(heldOf(r.stdout)).toEqual([]);
    expect(r.code).toBe(0);
    expect(c.remote(`article:${A1}`, 'title')).toBe('Second title');
  });

  it('static keys: any value the key had in any version is known; another is held', async () => {
    const c = await setup({ 'en/_static.yaml': 'launcher:\n  title: Help\n' });
    await c.edit('statictranslation:launcher.title', 'en', { value: 'Help' });
    await c.commit('v2', { 'en/_static.yaml': 'launcher:\n  title: Help me\n' });
    expect((await c.run(['sync'])).code).toBe(0);
    expect(c.remote('statictranslation:launcher.title', 'value')).toBe('Help me');
    await c.edit('statictranslation:launcher.title', 'en', { value: 'Get help' });
    await c.commit('v3', { 'en/_static.yaml': 'launcher:\n  title: Help us\n' });
    const r = await c.run(['sync', '--json']);
    expect(r.code).toBe(3);
    expect(heldOf(r.stdout)).toEqual([
      expect.objectContaining({ file: 'en/_static.yaml', field: 'value', remote: 'Get help', local: 'Help us' }),
    ]);
  });

  it('a page the old renderer pushed (without extensions) is known', async () => {
    const body = '> [!NOTE]\n> Back up first.\n\n## Steps\n\nRun it.';
    const c = await setup({ 'en/alert.md': page(A1, 'Alert', body) });
    const render: (md: string, o?: { extensions?: boolean }) => string = renderMarkdown;
    await c.edit(`article:${A1}`, 'en', { title: 'Alert', content: render(body, { extensions: false }) });
    await c.commit('edit', { 'en/alert.md': page(A1, 'Alert', `${body}\n\nRun it again.`) });
    const r = await c.run(['sync', '--json']);
    expect(heldOf(r.stdout)).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('what helpsync pushed from an uncommitted file is known after the file is reverted (.helpsync/pushed)', async () => {
    const c = await setup({ 'en/a.md': page(A1, 'Committed', 'Body.') });
    await c.repo.write({ 'content/en/a.md': page(A1, 'Uncommitted experiment', 'Body.') });
    const first = await c.run(['sync']);
    expect(first.code).toBe(0);
    // said once, naming the file: what the platform now shows is in no commit
    expect(first.stderr).toContain(
      'warning: 1 file with uncommitted changes is pushed as it is on disk: en/a.md. Commit them, so the repository holds what the platform shows.',
    );
    expect(c.remote(`article:${A1}`, 'title')).toBe('Uncommitted experiment');
    c.repo.git(['checkout', '--', 'content/en/a.md']);
    const r = await c.run(['sync']);
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain('uncommitted');
    expect(c.remote(`article:${A1}`, 'title')).toBe('Committed');
    const record = await readFile(path.join(c.f.dir, '.helpsync', 'pushed', (await listPushed(c.f.dir))[0]!), 'utf8');
    expect(record).not.toContain('Committed');
  });
});

async function listPushed(dir: string): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  return readdir(path.join(dir, '.helpsync', 'pushed'));
}

describe('--force, saved plans, pull --drifted', () => {
  async function twoHeld(): Promise<Ctx> {
    const c = await setup({ 'en/a.md': page(A1, 'A one', 'Body A.'), 'en/b.md': page(A2, 'B one', 'Body B.') });
    expect((await c.run(['sync'])).code).toBe(0);
    await c.edit(`article:${A1}`, 'en', { title: 'A edited' });
    await c.edit(`article:${A2}`, 'en', { title: 'B edited' });
    await c.commit('repo', { 'en/a.md': page(A1, 'A two', 'Body A.'), 'en/b.md': page(A2, 'B two', 'Body B.') });
    return c;
  }

  it('--force GLOB pushes the held fields of matching pages; --force pushes all', async () => {
    const c = await twoHeld();
    const r = await c.run(['sync', '--force', 'b.md']);
    expect(r.code).toBe(3);
    expect(c.remote(`article:${A1}`, 'title')).toBe('A edited');
    expect(c.remote(`article:${A2}`, 'title')).toBe('B two');
    expect((await c.run(['sync', '--force'])).code).toBe(0);
    expect(c.remote(`article:${A1}`, 'title')).toBe('A two');
  });

  it('a saved plan (version 3) carries held fields with their local values; apply --force pushes them', async () => {
    const c = await twoHeld();
    const planFile = path.join(c.f.dir, 'plan.json');
    expect((await c.run(['plan', '--out', planFile])).code).toBe(0);
    const saved = JSON.parse(await readFile(planFile, 'utf8')) as { version: number; languages: { held: { local: string }[] }[] };
    expect(saved.version).toBe(4);
    expect(saved.languages[0]!.held.map((h) => h.local)).toEqual(['A two', 'B two']);
    const before = c.writes();
    expect((await c.run(['apply', planFile])).code).toBe(3);
    expect(c.writes()).toBe(before);
    expect((await c.run(['apply', planFile, '--force', 'a.md'])).code).toBe(3);
    expect(c.remote(`article:${A1}`, 'title')).toBe('A two');
    expect(c.remote(`article:${A2}`, 'title')).toBe('B edited');
  });

  it('a version-1 or version-2 plan is refused: re-plan', async () => {
    const c = await twoHeld();
    const planFile = path.join(c.f.dir, 'old.json');
    for (const version of [1, 2]) {
      await c.repo.write({ 'old.json': JSON.stringify({ kind: 'helpsync-plan', version, target: {}, languages: [], moves: [] }) });
      const r = await c.run(['apply', planFile]);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(
        `plan version ${version} is not supported by this helpsync (it reads version 4): re-plan with \`helpsync plan --out\``,
      );
    }
  });

  it('pull --drifted refuses to overwrite a committed repo change of a conflicting field, unless --force', async () => {
    const c = await setup({ 'en/a.md': page(A1, 'Guide', 'Body.') });
    expect((await c.run(['sync'])).code).toBe(0);
    await c.edit(`article:${A1}`, 'en', { title: 'Guide (edited on the platform)' });
    await c.commit('repo edit', { 'en/a.md': page(A1, 'Guide, second edition', 'Body.') });
    const committed = await readFile(path.join(c.f.contentDir, 'en/a.md'), 'utf8');
    const refused = await c.run(['pull', '--drifted']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('content/en/a.md: error: title was changed in the repo too since the last push (a conflict)');
    expect(await readFile(path.join(c.f.contentDir, 'en/a.md'), 'utf8')).toBe(committed);
    // the drift pull request's way: the conflict left out and listed, the run succeeds, nothing written
    const left = await c.run(['pull', '--drifted', '--leave-conflicts', '--json']);
    expect(left.code, left.stderr).toBe(0);
    expect(JSON.parse(left.stdout)).toMatchObject({ files: [], conflicts: [{ file: 'en/a.md', language: 'en', field: 'title' }] });
    expect(await readFile(path.join(c.f.contentDir, 'en/a.md'), 'utf8')).toBe(committed);
    const forced = await c.run(['pull', '--drifted', '--force']);
    expect(forced.code).toBe(0);
    expect(await readFile(path.join(c.f.contentDir, 'en/a.md'), 'utf8')).toBe(
      committed.replace('Guide, second edition', 'Guide (edited on the platform)'),
    );
  });

  it('pull --drifted writes only the held fields; after committing, a sync has nothing to push or hold', async () => {
    const body = '# Guide\n\nFirst   paragraph, kept as written.\n\n* one\n* two\n\nLast.';
    const c = await setup({ 'en/a.md': page(A1, 'Guide', body, 'description: "kept: as is"\n') });
    expect((await c.run(['sync'])).code).toBe(0);
    await c.edit(`article:${A1}`, 'en', {
      title: 'Guide (edited)',
      content: renderMarkdown(body).replace('<li>two</li>', '<li>two, fixed</li>'),
    });
    // a file with uncommitted changes is refused by name, and nothing is written
    const original = await readFile(path.join(c.f.contentDir, 'en/a.md'), 'utf8');
    await c.repo.write({ 'content/en/a.md': original.replace('Last.', 'Last, locally.') });
    const refused = await c.run(['pull', '--drifted']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('content/en/a.md: error: has uncommitted changes');
    expect(await readFile(path.join(c.f.contentDir, 'en/a.md'), 'utf8')).toBe(original.replace('Last.', 'Last, locally.'));
    c.repo.git(['checkout', '--', 'content/en/a.md']);
    const dry = await c.run(['pull', '--drifted', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('en/a.md');
    const r = await c.run(['pull', '--drifted']);
    expect(r.code).toBe(0);
    const text = await readFile(path.join(c.f.contentDir, 'en/a.md'), 'utf8');
    expect(text).toBe(
      `---\nentry: article:${A1}\ntitle: Guide (edited)\ndescription: "kept: as is"\n---\n\n# Guide\n\nFirst   paragraph, kept as written.\n\n- one\n- two, fixed\n\nLast.\n`,
    );
    await c.commit('take the platform edits', {});
    const before = c.writes();
    const s = await c.run(['sync', '--json']);
    expect(s.code).toBe(0);
    expect(heldOf(s.stdout)).toEqual([]);
    expect(c.writes()).toBe(before);
  });
});

describe('plain pull', () => {
  it('tells a kept file "repo ahead (sync will push it)" from "edited on the platform"', async () => {
    const c = await setup({ 'en/a.md': page(A1, 'A one', 'Body A.'), 'en/b.md': page(A2, 'B one', 'Body B.') });
    expect((await c.run(['sync'])).code).toBe(0);
    await c.commit('repo ahead', { 'en/a.md': page(A1, 'A two', 'Body A.') });
    await c.edit(`article:${A2}`, 'en', { title: 'B edited' });
    const r = await c.run(['pull', '--languages', 'en']);
    expect(r.stdout).toMatch(/kept\s+content\/en\/a\.md {2}\(repo ahead: sync will push it\)/);
    expect(r.stdout).toMatch(/kept\s+content\/en\/b\.md {2}\(edited on the platform: `pull --drifted` takes the edits/);
    const json = await c.run(['pull', '--languages', 'en', '--json']);
    const files = (JSON.parse(json.stdout) as { files: { path: string; kept?: string }[] }).files;
    expect(files.filter((f) => f.kept).map((f) => [f.path, f.kept])).toEqual([
      ['en/a.md', 'repo ahead'],
      ['en/b.md', 'edited on the platform'],
    ]);
  });
});

describe('Git checks', () => {
  it('a shallow clone: non-dry sync, apply and plan --out are refused before any request', async () => {
    const c = await setup({ 'en/a.md': page(A1, 'A', 'Body.') });
    await c.commit('two', { 'en/a.md': page(A1, 'A2', 'Body.') });
    const dir = await tempFolder('helpsync-shallow-');
    const clone = path.join(dir, 'clone');
    c.repo.git(['clone', '-q', '--depth', '1', `file://${c.f.dir}`, clone]);
    const f = { ...c.f, dir: clone, configPath: path.join(clone, 'helpsync.yaml') };
    await new TestRepo(clone).write({ 'helpsync.yaml': await readFile(c.f.configPath, 'utf8') });
    const before = c.f.emu.log.length;
    for (const args of [['sync'], ['plan', '--out', path.join(dir, 'p.json')]]) {
      const r = await helpsync(f, args, { env: c.repo.env });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('fetch-depth: 0');
      expect(r.stderr).toContain('--no-history');
    }
    expect(c.f.emu.log.length).toBe(before);
    expect((await helpsync(f, ['sync', '--dry-run'], { env: c.repo.env })).code).toBe(0);
    expect((await helpsync(f, ['sync', '--no-history'], { env: c.repo.env })).code).toBe(0);
  });

  it('not a Git work tree: a warning, and under CI an error unless --no-history', async () => {
    const f = await emulatorFixture({ data: data(), files: { 'en/a.md': page(A1, 'A', 'Body.') }, config: { contentDir: 'content' } });
    const r = await helpsync(f, ['sync']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('not in a Git work tree: drift protection is off');
    const before = f.emu.log.length;
    const ci = await helpsync(f, ['sync'], { env: { CI: 'true' } });
    expect(ci.code).toBe(1);
    expect(ci.stderr).toContain('--no-history');
    expect(f.emu.log.length).toBe(before);
    expect((await helpsync(f, ['sync', '--no-history'], { env: { CI: 'true' } })).code).toBe(0);
  });
});
