// The first hour on a docs site, in-process against the emulator with a real Git repo: 42 pages in 3
// languages with no `entry:` lines go init (a scoped config) → preview (every page rendered,
// creations shown, no flag) → sync → pull --dry-run (0 new files, 0 overwrites: pull binds by
// externalId as sync does) → a platform edit of a created page's title → sync exit 3 → pull
// --drifted writes it into that page's file → sync --dry-run has nothing to do.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import YAML from 'yaml';
import { onCleanup, scratchRepo, useCleanups } from '../helpers/fixture.js';
import { editOnPlatform, makeTestToken, startTestEmulator } from '../helpers/emulator.js';
import { keyed, page } from '../helpers/create-sync.js';
import { filesOf } from '../browser/harness.js';

useCleanups();

function site(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [lang, word] of [
    ['en', 'Page'],
    ['de', 'Seite'],
    ['fr', 'Page fr'],
  ] as const) {
    files[`content/${lang}/guides/_index.md`] = page(lang === 'en' ? 'Guides' : `Guides ${lang}`, '');
    for (let i = 1; i <= 14; i++)
      files[`content/${lang}/guides/p${String(i).padStart(2, '0')}.md`] = page(`${word} ${i}`, `${word} ${i} body.`);
  }
  return files;
}

describe('the first hour on a docs site', () => {
  it('init → preview → sync → pull --dry-run (0 new, 0 overwrites) → a platform edit → sync exit 3 → pull --drifted → sync --dry-run: nothing', async () => {
    const emu = await startTestEmulator({
      token: makeTestToken(),
      data: { project: 'proj-first-hour', collections: [], articles: [], entries: [] },
    });
    onCleanup(() => emu.close());
    const repo = await scratchRepo();
    await repo.write(site());
    const env = { HELPSYNC_TOKEN: emu.token! };
    const init = await runCli(['init', '--base-url', emu.baseUrl, '--project', emu.project, '--languages', 'en,de,fr'], {
      cwd: repo.dir,
      env,
    });
    expect(init.code, init.stderr).toBe(0);
    await repo.commit('content and the config init wrote');
    const config = path.join(repo.dir, 'config/helpsync.yaml');
    const scope = (YAML.parse(await readFile(config, 'utf8')) as { scope: string }).scope;
    const cli = (...args: string[]) => runCli(['--config', config, ...args], { cwd: repo.dir, env });

    const out = path.join(repo.dir, 'site');
    const pv = await cli('preview', '--out', out);
    expect(pv.code, pv.stderr).toBe(0);
    const index = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(index).toContain('<h2 id="creations">Creations (15)</h2>');
    const all = (await Promise.all((await filesOf(out, '.html')).map((f) => readFile(path.join(out, f), 'utf8')))).join('\n');
    for (const w of ['Page', 'Seite', 'Page fr']) for (let i = 1; i <= 14; i++) expect(all).toContain(`${w} ${i} body.`);
    expect(emu.writes()).toHaveLength(0);

    const sync = await cli('sync', '--max-creates', '15');
    expect(sync.code, sync.stderr).toBe(0);
    const keys = await keyed(emu);
    expect([...keys.keys()].filter((k) => k.startsWith(`helpsync:${scope}:guides/`))).toHaveLength(15);

    const dry = await cli('pull', '--dry-run', '--json');
    expect(dry.code, dry.stderr).toBe(0);
    const counts = (JSON.parse(dry.stdout) as { counts: Record<string, number> }).counts;
    // every file is its record's: nothing to create, overwrite or keep (a created page gets no `entry:` line)
    expect([counts.created, counts.updated, counts.kept, counts.unchanged]).toEqual([0, 0, 0, 45]);

    const p3 = keys.get(`helpsync:${scope}:guides/p03.md`)![0]!;
    expect(await editOnPlatform(emu, p3, 'en', { title: 'Page 3, renamed by the support team' })).toBe(200);
    const held = await cli('sync');
    expect(held.code, held.stderr).toBe(3);
    // plain pull keeps the file and says why: its record was edited on the platform (the pipeline bound it)
    const kept = await cli('pull', '--dry-run', '--json');
    expect(kept.code, kept.stderr).toBe(0);
    const files = (JSON.parse(kept.stdout) as { files: { path: string; status: string; kept?: string }[] }).files;
    expect(files.filter((f) => f.status !== 'unchanged')).toEqual([
      expect.objectContaining({ path: 'en/guides/p03.md', status: 'kept', kept: 'edited on the platform' }),
    ]);

    // the created page (no entry: line, bound by its externalId) takes the held title as a page with entry: would
    const drifted = await cli('pull', '--drifted');
    expect(drifted.code, drifted.stderr).toBe(0);
    expect(await readFile(path.join(repo.dir, 'content/en/guides/p03.md'), 'utf8')).toBe(
      '---\ntitle: Page 3, renamed by the support team\n---\nPage 3 body.\n',
    );
    await repo.commit('the title edited on the platform');

    const writes = emu.writes().length;
    const after = await cli('sync', '--dry-run', '--json');
    expect(after.code, after.stderr).toBe(0);
    const plan = JSON.parse(after.stdout) as { totals: Record<string, number> };
    expect(plan.totals).toEqual({ push: 0, create: 0, rekey: 0, move: 0, held: 0, conflicts: 0 });
    expect(emu.writes()).toHaveLength(writes);
  });
});
