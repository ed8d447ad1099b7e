// `helpsync preview` before the first push, in-process against the emulator in a real Git repo: the
// plan as it is (creations included, no --max-creates: the preview writes nothing), every problem a
// sync would refuse on listed on the changes page, the preview written, exit 0; `sync` still refuses.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { useCleanups } from '../helpers/fixture.js';
import { data, page, setup } from '../helpers/create-sync.js';
import { filesOf } from '../browser/harness.js';

useCleanups();

/** 24 new pages in a new folder: over the default --max-creates (20) with their collection. */
function manyPages(): Record<string, string> {
  const files: Record<string, string> = { 'content/en/guides/_index.md': page('Guides', '') };
  for (let i = 1; i <= 24; i++) files[`content/en/guides/page-${String(i).padStart(2, '0')}.md`] = page(`Guide page ${i}`, `Body ${i}.`);
  return files;
}

describe('preview before the first push', () => {
  it('lists over --max-creates, a title clash and an untracked file, renders every new page, writes nothing and exits 0', async () => {
    const emuData = data();
    // a record made by hand that no file claims: a new page titled like it would clone it
    emuData.articles!.push({ id: '6650f0c1a2b3c4d5e6f70899', collection: emuData.collections![0]!.id, title: { en: 'Pricing' } });
    emuData.entries!.push({ id: 'article:6650f0c1a2b3c4d5e6f70899', type: 'article', fields: { title: { en: 'Pricing' } } });
    const s = await setup(
      { ...manyPages(), 'content/en/getting-started/pricing.md': page('Pricing', 'What it costs.') },
      { data: emuData },
    );
    // written, never committed: a sync would refuse to create it
    await s.repo.write({ 'content/en/getting-started/draft-notes.md': page('Draft notes', 'Not yet committed.') });
    const out = path.join(s.repo.dir, 'site');
    const env = { HELPSYNC_TOKEN: s.emu.token! };
    const config = path.join(s.repo.dir, 'config/helpsync.yaml');

    const r = await runCli(['--config', config, 'preview', '--out', out], { cwd: s.repo.dir, env });
    expect(r.code, r.stderr).toBe(0);
    expect(s.emu.writes()).toHaveLength(0);
    const index = await readFile(path.join(out, 'index.html'), 'utf8');
    const refusals = index.slice(
      index.indexOf('<section aria-labelledby="refusals"'),
      index.indexOf('</section>', index.indexOf('id="refusals"')),
    );
    expect(refusals).toContain('A sync would refuse this plan (3 problems)');
    expect(refusals).toContain('26 articles and collections to create in one run: more than 20 need --max-creates 26');
    expect(refusals).toContain(
      'en/getting-started/pricing.md: not created: the platform already has an article titled like it (article:6650f0c1a2b3c4d5e6f70899)',
    );
    expect(refusals).toContain('en/getting-started/draft-notes.md');
    expect(r.stderr).toContain('a sync would refuse: ');
    // the creations are shown and every new page is rendered
    expect(index).toContain('<h2 id="creations">Creations (26)</h2>');
    const pages = (await filesOf(out, '.html')).join('\n');
    for (let i = 1; i <= 24; i++) expect(index).toContain(`Guide page ${i}<`);
    expect((await Promise.all((await filesOf(out, '.html')).map((f) => readFile(path.join(out, f), 'utf8')))).join('\n')).toContain(
      'Body 24.',
    );
    expect(pages).toMatch(/pricing/);

    // the guards still hold for a run that writes: the same problems, before any write
    const sync = await runCli(['--config', config, 'sync'], { cwd: s.repo.dir, env });
    expect(sync.code).toBe(1);
    expect(sync.stderr).toContain('more than 20 need --max-creates 26');
    expect(s.emu.writes()).toHaveLength(0);
  });
});

describe('preview --offline', () => {
  it('on a fork-like checkout (no token) renders a page added in the last commit, in its folder, and says it could not compare', async () => {
    const s = await setup({});
    await s.repo.commit('a contributor adds a page', {
      'content/en/getting-started/upgrade.md': page('Upgrade', 'Upgrade **carefully**.'),
      'content/de/getting-started/upgrade.md': page('Aktualisieren', 'Vorsichtig aktualisieren.'),
    });
    const out = path.join(s.repo.dir, 'site');
    const config = path.join(s.repo.dir, 'config/helpsync.yaml');
    const before = s.emu.log.length;
    const r = await runCli(['--config', config, 'preview', '--offline', '--out', out], { cwd: s.repo.dir, env: {} });
    expect(r.code, r.stderr).toBe(0);
    expect(s.emu.log.length).toBe(before);
    const files = await filesOf(out, '.html');
    const texts = new Map(await Promise.all(files.map(async (f) => [f, await readFile(path.join(out, f), 'utf8')] as const)));
    const upgrade = [...texts].filter(([, t]) => t.includes('Upgrade <strong>carefully</strong>.'));
    expect(upgrade).toHaveLength(1);
    // in its folder's collection: the page's breadcrumbs and the collection's page name each other
    expect(upgrade[0]![1]).toContain('Getting started');
    const collection = [...texts].filter(([f, t]) => f !== 'index.html' && t.includes('<h1>Getting started</h1>') && t.includes('Upgrade'));
    expect(collection.map(([f]) => f)).toHaveLength(1);
    expect([...texts.values()].some((t) => t.includes('Vorsichtig aktualisieren.'))).toBe(true);
    expect(texts.get('index.html')).toContain('cannot compare the repo with it');
  });
});
