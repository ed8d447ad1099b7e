// Nothing under `.helpsync/` that Git tracks is trusted, and the analysis cache and the record of
// pushed values are authenticated with the state folder's key (src/loader/state-trust.ts). A cache
// forged and committed (`git add -f`) makes a fresh clone's sync push only what the files say; a
// committed or unsealed record of pushed values is not believed; and a CI-like second run (a fresh
// home folder, only the record folder restored, as the Action's cache step does) still trusts its
// records. Against the emulator, in real Git repositories; the expected values are written here.
import { cp, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSecrets } from '../../src/util/redact.js';
import { openPushedRecord, pushedRecordFile } from '../../src/drift/store.js';
import { A_OLD, entries, setup, syncAt } from '../helpers/create-sync.js';
import { tempFolder, useCleanups } from '../helpers/fixture.js';

useCleanups();
afterEach(() => {
  vi.unstubAllEnvs();
  clearSecrets();
});

const INSTALL = 'content/en/getting-started/install.md';
const BODY = 'Install it, the second way.';

describe('the state folder: committed files are not trusted, the rest is authenticated', () => {
  it('a forged cache committed with git add -f: a fresh clone pushes only what the files say, with a warning naming it', async () => {
    const s = await setup({});
    await s.repo.commit('edit', { [INSTALL]: `---\nentry: article:${A_OLD}\ntitle: Install\n---\n${BODY}\n` });
    // a dry run writes the cache for this very file
    await syncAt(s.repo.dir, s.emu, true);
    const cacheFile = path.join(s.repo.dir, 'config/.helpsync/cache/load-analysis.json');
    const text = await readFile(cacheFile, 'utf8');
    expect(text).toContain(BODY);
    await writeFile(cacheFile, text.split(BODY).join('FORGED: a body no file contains.'));
    s.repo.git(['add', '-f', 'config/.helpsync/cache/load-analysis.json']);
    s.repo.git(['commit', '-q', '-m', 'commit the cache']);
    const clone = await tempFolder('helpsync-clone-');
    s.repo.git(['clone', '-q', s.repo.dir, clone]);
    const run = await syncAt(clone, s.emu);
    const body = (await entries(s.emu)).get(`article:${A_OLD}`)?.fields.content?.en ?? '';
    expect(body).toContain(BODY);
    expect(body).not.toContain('FORGED');
    expect(run.warnings?.map((w) => w.message).join('\n') ?? '').toMatch(
      /config\/\.helpsync\/cache\/load-analysis\.json is tracked by Git/,
    );
  });

  it('a record of pushed values that is committed, or not sealed with the key, is not believed', async () => {
    const s = await setup({});
    const dir = path.join(s.repo.dir, 'config/.helpsync');
    const target = { baseUrl: s.emu.baseUrl, project: s.emu.project };
    const rec = await openPushedRecord(dir, target);
    rec.set('article:x\u0000en\u0000title', 'hash-of-a-value');
    await rec.save();
    expect((await openPushedRecord(dir, target)).get('article:x\u0000en\u0000title')).toBe('hash-of-a-value');
    // a forged entry, the MAC left as it was
    const file = pushedRecordFile(dir, target);
    const json = JSON.parse(await readFile(file, 'utf8')) as { fields: Record<string, string> };
    json.fields['article:x\u0000en\u0000content'] = 'forged-hash';
    await writeFile(file, JSON.stringify(json));
    const forged = await openPushedRecord(dir, target);
    expect([forged.get('article:x\u0000en\u0000content'), forged.get('article:x\u0000en\u0000title')]).toEqual([undefined, undefined]);
    // a genuine record, committed: not trusted either, and said so
    const again = await openPushedRecord(dir, target);
    again.set('article:y\u0000en\u0000title', 'h');
    await again.save();
    s.repo.git(['add', '-f', path.relative(s.repo.dir, file)]);
    s.repo.git(['commit', '-q', '-m', 'commit the record']);
    const committed = await openPushedRecord(dir, target);
    expect(committed.get('article:y\u0000en\u0000title')).toBeUndefined();
    expect(committed.warnings.join('\n')).toMatch(/pushed\/[0-9a-f]+\.json is tracked by Git/);
  });

  it('a committed key is ignored and replaced (mode 0600)', async () => {
    const s = await setup({});
    const dir = path.join(s.repo.dir, 'config/.helpsync');
    const target = { baseUrl: s.emu.baseUrl, project: s.emu.project };
    const rec = await openPushedRecord(dir, target);
    rec.set('k', 'v');
    await rec.save();
    const keyFile = path.join(dir, 'key');
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    const key = await readFile(keyFile, 'utf8');
    s.repo.git(['add', '-f', 'config/.helpsync/key']);
    s.repo.git(['commit', '-q', '-m', 'commit the key']);
    const after = await openPushedRecord(dir, target);
    expect(after.get('k')).toBeUndefined();
    expect(after.warnings.join('\n')).toMatch(/\.helpsync\/key is tracked by Git/);
    expect(await readFile(keyFile, 'utf8')).not.toBe(key);
  });

  it('CI-like: a second run on a fresh clone, with a fresh home and only the record folder restored, trusts its records', async () => {
    const s = await setup({});
    const first = path.join(s.repo.dir, 'config/.helpsync');
    const target = { baseUrl: s.emu.baseUrl, project: s.emu.project };
    vi.stubEnv('HOME', await tempFolder('helpsync-home-'));
    vi.stubEnv('HELPSYNC_RECORD_DIR', path.join(first, 'pushed'));
    const rec = await openPushedRecord(first, target);
    rec.set(`article:${A_OLD}\u0000en\u0000title`, 'hash-of-install');
    await rec.save();
    // the Action's cache saves the record folder: the key is in it
    expect((await stat(path.join(first, 'pushed', 'key'))).isFile()).toBe(true);
    const clone = await tempFolder('helpsync-ci-');
    s.repo.git(['clone', '-q', s.repo.dir, clone]);
    const second = path.join(clone, 'config/.helpsync');
    await cp(path.join(first, 'pushed'), path.join(second, 'pushed'), { recursive: true });
    vi.stubEnv('HOME', await tempFolder('helpsync-home-'));
    vi.stubEnv('HELPSYNC_RECORD_DIR', path.join(second, 'pushed'));
    const restored = await openPushedRecord(second, target);
    expect(restored.get(`article:${A_OLD}\u0000en\u0000title`)).toBe('hash-of-install');
    expect(restored.warnings).toEqual([]);
  });
});
