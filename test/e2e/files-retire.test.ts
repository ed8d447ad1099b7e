// Retirement under `files:` (a Docusaurus layout) in a real Git repository, in-process against the
// emulator: a source page deleted at its real path (`docs/…`) is found in history through the
// mapping and retired by the mode; a deleted translation file retires nothing. Expected values are
// written down from the fixture.
import { describe, expect, it } from 'vitest';
import { useCleanups } from '../helpers/fixture.js';
import { keyed, page } from '../helpers/create-sync.js';
import { site } from '../helpers/files-site.js';

useCleanups();

const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current';
const CONFIG = `languages: [en, zh]
files:
  - source: ../docs/**/*.md
    translation: ../i18n/{language}/docusaurus-plugin-content-docs/current/{path}
`;

describe('files: retirement follows the mapping', () => {
  it('a source deleted at docs/guide/two.md is listed, then unpublished; the deleted translation of one.md retires nothing', async () => {
    const s = await site(
      {
        'docs/guide/_index.md': page('Guide', ''),
        'docs/guide/one.md': page('One', 'The first page.'),
        'docs/guide/two.md': page('Two', 'The second page.'),
        'docs/guide/three.md': page('Three', 'The third page.'),
        [`${ZH}/guide/_index.md`]: page('指南', ''),
        [`${ZH}/guide/one.md`]: page('一', '第一页。'),
        [`${ZH}/guide/two.md`]: page('二', '第二页。'),
      },
      CONFIG,
    );
    expect((await s.cli('sync')).code).toBe(0);
    const ids = await keyed(s.emu);
    const two = ids.get('helpsync:guide/two.md')![0]!.slice('article:'.length);
    await s.repo.commit('two goes; one loses its translation', {
      'docs/guide/two.md': null,
      [`${ZH}/guide/two.md`]: null,
      [`${ZH}/guide/one.md`]: null,
    });

    const keep = await s.cli('sync', '--dry-run');
    expect(keep.code, keep.stderr).toBe(0);
    // the human plan names the real file; the plan document keeps the page key
    expect(keep.stdout).toContain(`- docs/guide/two.md "Two" (article): would retire  article:${two}`);
    expect(keep.stdout).toContain('1 would retire (retire: keep)');
    expect(keep.stdout).not.toContain('not followed by retirement');

    const json = await s.cli('plan', '--json', '--retire', 'unpublish', '--max-retires', '1');
    expect(json.code, json.stderr).toBe(0);
    const doc = JSON.parse(json.stdout) as { plan: { retirements: { file: string; action: string; id: string }[] } };
    expect(doc.plan.retirements.map((r) => [r.file, r.action, r.id])).toEqual([['en/guide/two.md', 'unpublish', two]]);

    const before = s.emu.writes().length;
    const run = await s.cli('sync', '--retire', 'unpublish', '--max-retires', '1');
    expect(run.code, run.stderr).toBe(0);
    const sent = s.emu
      .writes()
      .slice(before)
      .map((w) => `${w.method} ${decodeURIComponent(w.path)}`);
    expect(sent).toEqual([expect.stringMatching(new RegExp(`^PUT /v3/helpcenter/collections/[^/]+/articles/${two}$`))]);
    const settled = s.emu.writes().length;
    expect((await s.cli('sync', '--retire', 'unpublish', '--max-retires', '1')).code).toBe(0);
    expect(s.emu.writes().length).toBe(settled);
  });
});
