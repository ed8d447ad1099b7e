// The library runs the same sync as the CLI: a field edited on the platform is held, not pushed
// over (in-process, against the emulator, in a real Git repository).
import { afterEach, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as api from '../../src/index.js';
import { editOnPlatform, makeTestToken, startTestEmulator } from '../helpers/emulator.js';
import { onCleanup, scratchRepo, useCleanups } from '../helpers/fixture.js';
import { clearSecrets } from '../../src/util/redact.js';

useCleanups();
afterEach(() => clearSecrets());

const ID = 'article:6650f0c1a2b3c4d5e6f70001';

describe('library: sync()', () => {
  it('holds a title edited on the platform and pushes the repo change of another field', async () => {
    const token = makeTestToken();
    const emu = await startTestEmulator({
      token,
      data: { project: 'lib-test', entries: [{ id: ID, type: 'article', fields: { title: { en: 'Old' } } }] },
    });
    onCleanup(() => emu.close());
    const repo = await scratchRepo();
    await repo.write({
      'content/en/a.md': `---\nentry: ${ID}\ntitle: Repo title\n---\nFirst body\n`,
      'config/helpsync.yaml': `baseUrl: ${emu.baseUrl}\nproject: ${emu.project}\ncontentDir: ../content\n`,
    });
    repo.git(['add', '-A']);
    repo.git(['commit', '-qm', 'content']);
    const config = await api.loadConfig(path.join(repo.dir, 'config/helpsync.yaml'));
    const client = api.createClient({ baseUrl: emu.baseUrl, project: emu.project, token, rateLimit: { requests: 100, perSeconds: 1 } });
    onCleanup(() => client.close());
    const deps = { config, client: () => Promise.resolve(client), logger: api.silentLogger };
    const { policy } = api.decidePolicy({}, {});

    const first = await api.sync({ policy, dryRun: false }, deps);
    expect(first.outcome?.results.map((r) => r.status)).toEqual(['done']);

    // An editor changes the title on the platform; the repo changes the body.
    expect(await editOnPlatform(emu, ID, 'en', { title: 'Editor title' })).toBe(200);
    await writeFile(path.join(repo.dir, 'content/en/a.md'), `---\nentry: ${ID}\ntitle: Repo title\n---\nSecond body\n`);
    repo.git(['commit', '-qam', 'body']);

    const second = await api.sync({ policy, dryRun: false }, deps);
    const held = second.plan.languages.flatMap((l) => (l.held ?? []).map((h) => [h.entryId, h.field]));
    expect(held).toEqual([[ID, 'title']]);
    const pushed = second.plan.languages.flatMap((l) => l.pushes.map((p) => Object.keys(p.fields)));
    expect(pushed).toEqual([['content']]);
    const after = await client.listEntries();
    expect(after.find((e) => e.id === ID)?.fields.title?.en).toBe('Editor title');
    expect(after.find((e) => e.id === ID)?.fields.content?.en).toContain('Second body');
  });
});
