// (High): nothing helpsync reads or writes may resolve outside the folders it was given.
// A committed link to outside the content folder (file or folder), a FIFO where a content file
// belongs, a link to outside where pull writes, a `.helpsync` link for the cache: each refused with the
// culprit named, nothing sent (the emulator's request log), nothing read from or written outside.
// A link that stays inside the content folder and ends at a regular file is allowed (docs/content-conventions.md).
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { engagementData } from '../helpers/admin.js';
import { makeTestToken } from '../helpers/emulator.js';
import { emulatorFixture } from '../helpers/fixture.js';
import { articleId, generateRepo, helpsync, onCleanup, runCleanups, setup, type Fixture } from '../helpers/reliability.js';

afterEach(runCleanups);

const A0 = articleId(0);
const SECRET = 'url = https://x-access-token:ghs_NOT_A_REAL_SECRET@github.com/o/r';

/** A folder beside the config's folder's content, outside the content folder, holding a "secret". */
async function outside(f: Fixture): Promise<string> {
  const dir = path.join(f.dir, 'outside');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'config'), `[remote "origin"]\n${SECRET}\n`);
  await writeFile(path.join(dir, 'x.md'), `---\ntitle: from outside\n---\n\n${SECRET}\n`);
  return dir;
}

function expectNothingSent(f: Fixture): void {
  expect(f.emu.log.map((e) => `${e.method} ${e.path}`)).toEqual([]);
}

describe('links and special files in the content folder', () => {
  it('a file link to outside (a translation at the path of a real source) is refused by name, nothing sent', async () => {
    const f = await setup({ repo: generateRepo({ articles: 2, languages: ['en', 'de'] }) });
    const out = await outside(f);
    await rm(path.join(f.contentDir, 'de/docs/a0.md'));
    await symlink(path.relative(path.join(f.contentDir, 'de/docs'), path.join(out, 'config')), path.join(f.contentDir, 'de/docs/a0.md'));
    for (const args of [['sync', '--dry-run'], ['sync']]) {
      const r = await helpsync(f, args);
      expect(r.code, r.stderr).toBe(1);
      expect(r.stderr).toMatch(/content\/de\/docs\/a0\.md: error: it is a link to .*outside.*content/);
      expect(`${r.stdout}${r.stderr}`).not.toContain('NOT_A_REAL_SECRET');
    }
    expectNothingSent(f);
  });

  it('a folder link to outside is refused by name (its files are never read), nothing sent', async () => {
    const f = await setup({ repo: generateRepo({ articles: 2, languages: ['en', 'de'] }) });
    const out = await outside(f);
    await symlink(out, path.join(f.contentDir, 'de/docs/more'));
    const r = await helpsync(f, ['sync']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/content\/de\/docs\/more: error: it is a link to .*outside/);
    expect(r.stderr).not.toContain('NOT_A_REAL_SECRET');
    expectNothingSent(f);
  });

  it('a language folder that is a link is refused by name, nothing sent', async () => {
    const f = await setup({ repo: generateRepo({ articles: 2, languages: ['en', 'de'] }) });
    await rm(path.join(f.contentDir, 'de'), { recursive: true });
    const out = await outside(f);
    await symlink(out, path.join(f.contentDir, 'de'));
    const r = await helpsync(f, ['sync']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/content\/de: error: it is a link to .*outside/);
    expectNothingSent(f);
  });

  it('a FIFO named like a content file is refused by name at once (no hang), nothing sent', async () => {
    const f = await setup({ repo: generateRepo({ articles: 2, languages: ['en', 'de'] }) });
    execFileSync('mkfifo', [path.join(f.contentDir, 'de/docs/pipe.md')]);
    // Opening a FIFO for reading blocks until a writer comes, i.e. forever here: a reader that
    // opened it would never exit, and runCli's timeout rejects (the test fails) with what was
    // printed. A hang bound, not a stopwatch, so a loaded machine cannot fail a correct run.
    const r = await helpsync(f, ['sync'], { timeoutMs: 60_000 });
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/content\/de\/docs\/pipe\.md: error: it is a named pipe \(FIFO\): expected a regular file/);
    expectNothingSent(f);
  });

  it('a link to a FIFO is refused too', async () => {
    const f = await setup({ repo: generateRepo({ articles: 2, languages: ['en', 'de'] }) });
    execFileSync('mkfifo', [path.join(f.contentDir, 'de/pipe')]);
    await symlink('../pipe', path.join(f.contentDir, 'de/docs/x.md'));
    const r = await helpsync(f, ['sync'], { timeoutMs: 60_000 });
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/content\/de\/docs\/x\.md: error: it is a named pipe/);
    expectNothingSent(f);
  });

  it('a folder link that stays inside is still refused (folders are walked, never followed)', async () => {
    const f = await setup({ repo: generateRepo({ articles: 2, languages: ['en', 'de'] }) });
    await symlink('docs', path.join(f.contentDir, 'de/alias'));
    const r = await helpsync(f, ['sync']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/content\/de\/alias: error: a link to a folder/);
    expectNothingSent(f);
  });

  it('a file link that stays inside and ends at a regular file is read as that file', async () => {
    const f = await setup({ repo: generateRepo({ articles: 2, languages: ['en', 'de'] }) });
    // de/docs/a0.md becomes a link to a shared file elsewhere in the content folder.
    await mkdir(path.join(f.contentDir, 'shared'));
    await writeFile(path.join(f.contentDir, 'shared/a0-de.md'), '---\ntitle: "Geteilter Titel"\n---\n\nGeteilter Text.\n');
    await rm(path.join(f.contentDir, 'de/docs/a0.md'));
    await symlink('../../shared/a0-de.md', path.join(f.contentDir, 'de/docs/a0.md'));
    const r = await helpsync(f, ['sync']);
    expect(r.code, r.stderr).toBe(0);
    expect(f.emu.store.value(`article:${A0}`, 'title', 'de')).toBe('Geteilter Titel');
    expect(f.emu.store.value(`article:${A0}`, 'content', 'de')).toBe('<p>Geteilter Text.</p>\n');
  });
});

describe('what helpsync keeps beside the config', () => {
  it('a `.helpsync` link to outside is refused by name: no cache read or written there, nothing sent', async () => {
    const f = await setup({ repo: generateRepo({ articles: 2, languages: ['en', 'de'] }) });
    // Outside the config's folder (the folder the user named by --config).
    const out = await mkdtemp(path.join(os.tmpdir(), 'helpsync-elsewhere-'));
    onCleanup(() => rm(out, { recursive: true, force: true }));
    await symlink(out, path.join(f.dir, '.helpsync'));
    const r = await helpsync(f, ['sync']);
    expect(r.code, r.stderr).toBe(1);
    // The lock (taken first) refuses it; the loader cache would too.
    expect(r.stderr).toMatch(/\.helpsync: error: the lock is not taken: it is a link to .*elsewhere/);
    expectNothingSent(f);
    expect(await readdir(out)).toEqual([]);
  });
});

describe('pull never writes through a link to outside the content folder', () => {
  it('a folder link inside an existing repo: refused before any request', async () => {
    const f = await setup({ repo: generateRepo({ articles: 2, languages: ['en', 'de'] }) });
    const out = await outside(f);
    await rm(path.join(f.contentDir, 'de/docs'), { recursive: true });
    await symlink(out, path.join(f.contentDir, 'de/docs'));
    const before = (await readdir(out)).sort();
    const r = await helpsync(f, ['pull', '--force']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/content\/de\/docs: error: it is a link to .*outside/);
    expectNothingSent(f);
    expect((await readdir(out)).sort()).toEqual(before);
    expect(await readFile(path.join(out, 'config'), 'utf8')).toContain(SECRET);
  });

  it('a fresh pull into a folder whose language folder is a link to outside: refused by name, nothing written outside', async () => {
    const repo = generateRepo({ articles: 2, languages: ['en', 'de'] });
    // The platform has a German title, so pull has a German file to write.
    const entry = (repo.data.entries ?? []).find((e) => e.id === `article:${A0}`)!;
    entry.fields.title = { ...entry.fields.title, de: 'Titel' };
    const f = await setup({ repo, files: {} });
    await mkdir(f.contentDir, { recursive: true });
    const out = path.join(f.dir, 'outside-de');
    await mkdir(out);
    await symlink(out, path.join(f.contentDir, 'de'));
    const r = await helpsync(f, ['pull']);
    expect(r.code, r.stderr).toBe(1);
    // refused by the loader's walk before any write (not at the first write into it): en/ is not created either
    expect(r.stderr).toMatch(/content\/de: error: it is a link to .*outside-de, outside/);
    expect(await readdir(f.contentDir)).toEqual(['de']);
    expect(f.emu.writes()).toEqual([]);
    expect(await readdir(out)).toEqual([]);
  });
});

describe('backups never go through a `.helpsync` link to outside the config folder', () => {
  it('engagement delete: refused naming the folder, the survey is not deleted, nothing written outside', async () => {
    const token = makeTestToken();
    const f = await emulatorFixture({ data: engagementData(token), emulator: { token } });
    const out = await mkdtemp(path.join(os.tmpdir(), 'helpsync-elsewhere-'));
    onCleanup(() => rm(out, { recursive: true, force: true }));
    await symlink(out, path.join(f.dir, '.helpsync'));
    const r = await helpsync(f, ['engagement', 'delete', 'survey', 'sv1', '--yes']);
    expect(r.code, r.stderr).not.toBe(0);
    expect(`${r.stdout}${r.stderr}`).toMatch(/\.helpsync: error: backup folder refused: it is a link to .*helpsync-elsewhere-/);
    expect(f.emu.writes()).toEqual([]);
    expect([...f.emu.store.engagement.surveys.keys()]).toContain('sv1');
    expect(await readdir(out)).toEqual([]);
  });
});
