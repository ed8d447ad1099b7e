// No false retirement: what only makes a page look absent retires nothing, and says why. One Git
// repository and one emulator shared by the cases, run in order; a plain run in the middle proves
// the same repository does retire the page that was really deleted (the cases are not vacuous).
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSecrets } from '../../src/util/redact.js';
import { useCleanups } from '../helpers/fixture.js';
import { C_GS, data, page, setup, type Setup } from '../helpers/create-sync.js';
import type { SyncRun } from '../../src/index.js';

useCleanups();
afterEach(() => clearSecrets());

const THEIRS = '6650f0c1a2b3c4d5e6f70899';
const unpublish = { dryRun: true, retire: 'unpublish' as const, maxRetires: 100 };
const retired = (r: SyncRun): string[] => (r.plan.retirements ?? []).map((x) => x.file);
const warned = (r: SyncRun, re: RegExp): boolean => r.plan.warnings.some((w) => re.test(w.message));

describe('no false retirement', () => {
  it('a rename, exclude, another scope, --only, --languages de, --no-history, a YAML error, an uncommitted deletion, a sparse checkout, an empty content folder: nothing retired', async () => {
    // another configuration's record, keyed by its scope for a path this repository once had
    const d = data();
    d.articles!.push({
      id: THEIRS,
      collection: C_GS,
      title: { en: 'Theirs' },
      externalId: 'helpsync:ffffffffffff:getting-started/theirs.md',
    });
    d.entries!.push({ id: `article:${THEIRS}`, type: 'article', fields: { title: { en: 'Theirs' } } });
    const s: Setup = await setup(
      {
        'content/en/getting-started/gs-a.md': page('Page A', Array.from({ length: 8 }, (_, i) => `Line ${i} of page A.\n`).join('\n')),
        'content/en/getting-started/gs-b.md': page('Page B', 'Body B.'),
        'content/en/getting-started/gs-c.md': page('Page C', 'Body C.'),
        'content/en/getting-started/ex.md': page('Excluded', 'Body X.'),
        'content/de/getting-started/gs-c.md': page('Seite C', 'Text C.'),
        'content/en/getting-started/theirs.md': page('Theirs', 'Theirs.'),
      },
      { data: d },
    );
    // theirs.md leaves the repo before this configuration ever syncs; its record is keyed by another scope
    await s.repo.commit('theirs.md goes', { 'content/en/getting-started/theirs.md': null });
    await s.run();
    expect(retired(await s.run(unpublish))).toEqual([]);

    // a rename (git mv with the same content) is followed, not retired
    await s.repo.move('content/en/getting-started/gs-a.md', 'content/en/getting-started/gs-renamed.md');
    await s.repo.commit('rename');
    const renamed = await s.run(unpublish);
    expect(retired(renamed)).toEqual([]);
    expect(renamed.plan.creations ?? []).toEqual([]);

    // an excluded page: present and excluded, then deleted while excluded
    const config = path.join(s.repo.dir, 'config/helpsync.yaml');
    await writeFile(config, `baseUrl: ${s.emu.baseUrl}\nproject: ${s.emu.project}\ncontentDir: ../content\nexclude: ["**/ex.md"]\n`);
    expect(retired(await s.run(unpublish))).toEqual([]);
    await s.repo.commit('ex.md goes', { 'content/en/getting-started/ex.md': null });
    const excluded = await s.run(unpublish);
    expect(retired(excluded)).toEqual([]);
    expect(excluded.plan.warnings.filter((w) => /exclude/.test(w.message)).map((w) => w.file)).toEqual(['en/getting-started/ex.md']);

    // gs-b is really deleted from here on
    await s.repo.commit('gs-b goes', { 'content/en/getting-started/gs-b.md': null });
    const only = await s.run({ ...unpublish, only: ['getting-started/gs-c.md'] });
    expect(retired(only)).toEqual([]);
    expect(warned(only, /retirement: --only/)).toBe(true);
    const de = await s.run(unpublish, { languages: ['de'] });
    expect(retired(de)).toEqual([]);
    expect(warned(de, /--languages de leaves out the source language/)).toBe(true);
    // (a preview collects what a sync would refuse on: the renamed page cannot bind without history)
    const noHistory = await s.run({ ...unpublish, refusals: [] }, { history: false });
    expect(retired(noHistory)).toEqual([]);
    expect(warned(noHistory, /no Git history \(--no-history\)/)).toBe(true);
    // a file with a YAML error: the run is refused before any write
    await s.repo.commit('broken', { 'content/en/getting-started/broken.md': '---\ntitle: [unclosed\n---\nBody.\n' });
    const writes = s.emu.writes().length;
    await expect(s.run({ retire: 'unpublish', maxRetires: 100 })).rejects.toThrow();
    expect(s.emu.writes().length).toBe(writes);
    await s.repo.commit('fixed', { 'content/en/getting-started/broken.md': null });

    // a deletion not committed: gs-c is gone from the work tree, still in HEAD
    await s.repo.write({ 'content/en/getting-started/gs-c.md': null });
    expect(retired(await s.run(unpublish))).toEqual(['en/getting-started/gs-b.md']);
    s.repo.git(['checkout', '--', 'content/en/getting-started/gs-c.md']);
    // a sparse checkout of part of the content: the pages left out are in HEAD, not retired
    s.repo.git([
      'sparse-checkout',
      'set',
      '--no-cone',
      '/config/',
      '/content/en/getting-started/_index.md',
      '/content/en/getting-started/install.md',
    ]);
    expect(retired(await s.run(unpublish))).toEqual(['en/getting-started/gs-b.md']);
    s.repo.git(['sparse-checkout', 'disable']);

    // the oracle: the same repository, a plain run, retires exactly the page really deleted
    expect(retired(await s.run(unpublish))).toEqual(['en/getting-started/gs-b.md']);

    // an empty content folder (every page deleted and committed): nothing, and why
    await s.repo.commit('empty', {
      'content/en/getting-started/_index.md': null,
      'content/en/getting-started/install.md': null,
      'content/en/getting-started/gs-renamed.md': null,
      'content/en/getting-started/gs-c.md': null,
      'content/.keep': '',
    });
    const empty = await s.run(unpublish);
    expect(retired(empty)).toEqual([]);
    expect(warned(empty, /no source pages/)).toBe(true);
  });
});
