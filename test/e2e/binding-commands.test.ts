// One binding in every command (issue 45): after sync created the records of pages with no
// `entry:` line, status, layout and pull treat those pages as a page with `entry:` is treated, and
// pull follows a rename of such a page (git mv, committed) to the same record, as sync does.
// In-process against the emulator, in a real Git repository.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { useCleanups } from '../helpers/fixture.js';
import { editOnPlatform } from '../helpers/emulator.js';
import { C_GS, keyed, page, setup, type Setup } from '../helpers/create-sync.js';

useCleanups();

/** 2 languages, a folder of 3 pages with no `entry:` (beside the fixture's Getting started, which has them). */
function site(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const lang of ['en', 'de']) {
    files[`content/${lang}/guides/_index.md`] = page(`Guides ${lang}`, '');
    for (const n of ['one', 'two', 'three']) files[`content/${lang}/guides/${n}.md`] = page(`${n} ${lang}`, `The ${n} page (${lang}).`);
  }
  return files;
}

async function synced(config = ''): Promise<Setup & { cli: (...args: string[]) => ReturnType<typeof runCli> }> {
  const s = await setup(site(), {}, `languages: [en, de]\n${config}`);
  const file = path.join(s.repo.dir, 'config/helpsync.yaml');
  const cli = (...args: string[]) => runCli(['--config', file, ...args], { cwd: s.repo.dir, env: { HELPSYNC_TOKEN: s.emu.token! } });
  const sync = await cli('sync');
  expect(sync.code, sync.stderr).toBe(0);
  // the oracle: sync created the folder's collection and its 3 articles, keyed by their paths
  expect([...(await keyed(s.emu)).keys()].filter((k) => k.startsWith('helpsync:guides/')).sort()).toEqual([
    'helpsync:guides/',
    'helpsync:guides/one.md',
    'helpsync:guides/three.md',
    'helpsync:guides/two.md',
  ]);
  return { ...s, cli };
}

interface PullCounts {
  created: number;
  updated: number;
  unchanged: number;
  kept: number;
  skipped: number;
}

async function pullDry(cli: (...args: string[]) => ReturnType<typeof runCli>): Promise<PullCounts> {
  const dry = await cli('pull', '--dry-run', '--json');
  expect(dry.code, dry.stderr).toBe(0);
  return (JSON.parse(dry.stdout) as { counts: PullCounts }).counts;
}

describe('a page sync created (no entry: line) in every command', () => {
  it('status counts it as a current page with its translation, no page skipped', async () => {
    const s = await synced();
    const st = await s.cli('status', '--json');
    expect(st.code, st.stderr).toBe(0);
    const doc = JSON.parse(st.stdout) as { languages: Record<string, unknown>[]; files: { file: string; state: string }[] };
    // en: the fixture's 2 pages + the folder's _index.md and 3 pages; each has its de translation (none for Getting started)
    expect(doc.languages).toEqual([{ language: 'de', sourcePages: 6, current: 4, outdated: 0, missing: 2, orphaned: 0, noBase: 0 }]);
    expect(
      doc.files
        .filter((f) => f.file.includes('guides/'))
        .map((f) => `${f.file} ${f.state}`)
        .sort(),
    ).toEqual(['de/guides/_index.md current', 'de/guides/one.md current', 'de/guides/three.md current', 'de/guides/two.md current']);
    expect(st.stderr).not.toContain('entry');
  });

  it('layout resolves a ref to it through its record: one move planned, no "no file with an entry" refusal', async () => {
    const s = await synced();
    const two = (await keyed(s.emu)).get('helpsync:guides/two.md')![0]!;
    await s.repo.commit('a layout', {
      'config/layout.yaml': `collections:\n  - id: ${C_GS}\n    articles: [guides/two.md]\n`,
      'config/helpsync.yaml': `${await readFile(path.join(s.repo.dir, 'config/helpsync.yaml'), 'utf8')}layout: layout.yaml\n`,
    });
    const writes = s.emu.writes().length;
    const r = await s.cli('layout', '--dry-run', '--json');
    expect(r.code, r.stderr).toBe(0);
    const plan = (JSON.parse(r.stdout) as { plan: { moves: { articleId: string; to: { id: string } }[] } }).plan;
    expect(plan.moves.map((m) => [m.articleId, m.to.id])).toEqual([[two.slice('article:'.length), C_GS]]);
    expect(s.emu.writes()).toHaveLength(writes);
  });

  it('pull and pull --drifted follow its rename (git mv, committed): 0 new files, 0 overwrites, the held title written under the new name, and sync plans nothing', async () => {
    const s = await synced();
    expect(await pullDry(s.cli)).toMatchObject({ created: 0, updated: 0, kept: 0 });
    for (const lang of ['en', 'de']) s.repo.git(['mv', `content/${lang}/guides/two.md`, `content/${lang}/guides/second.md`]);
    await s.repo.commit('rename two.md to second.md');
    expect(await pullDry(s.cli)).toMatchObject({ created: 0, updated: 0, kept: 0 });
    // and a platform edit of its title comes back into the file under its new name
    const two = (await keyed(s.emu)).get('helpsync:guides/two.md')![0]!;
    expect(await editOnPlatform(s.emu, two, 'en', { title: 'Two, edited' })).toBe(200);
    const drifted = await s.cli('pull', '--drifted');
    expect(drifted.code, drifted.stderr).toBe(0);
    expect(await readFile(path.join(s.repo.dir, 'content/en/guides/second.md'), 'utf8')).toBe(
      '---\ntitle: Two, edited\n---\nThe two page (en).\n',
    );
    await s.repo.commit('the title edited on the platform');
    const dry = await s.cli('sync', '--dry-run', '--json');
    expect(dry.code, dry.stderr).toBe(0);
    expect((JSON.parse(dry.stdout) as { totals: Record<string, number> }).totals).toEqual({
      push: 0,
      create: 0,
      rekey: 0,
      move: 0,
      held: 0,
      conflicts: 0,
    });
  });
});
