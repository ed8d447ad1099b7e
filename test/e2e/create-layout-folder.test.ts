// A layout path through a collection this same run creates from a new folder (`billing/_index.md`
// titled "Billing", the layout naming `Billing/Archive`): the path goes through the folder's new
// collection instead of making a second "Billing" beside it; the folder's collection is created
// first, then the layout's, then the pages and the move. Judged on the emulator's store.
import { afterEach, describe, expect, it } from 'vitest';
import { clearSecrets } from '../../src/util/redact.js';
import { useCleanups } from '../helpers/fixture.js';
import { A_OLD, C_GS, entries, keyed, page, setup } from '../helpers/create-sync.js';

useCleanups();
afterEach(() => clearSecrets());

describe('a layout path through a collection created from a new folder in the same run', () => {
  it('creates one "Billing" (the folder\'s), "Archive" inside it, the new pages, then moves the existing article; a re-run writes nothing', async () => {
    const s = await setup(
      {
        'config/layout.yaml': [
          'collections:',
          '  - path: Billing/Archive',
          '    articles: [getting-started/install.md, billing/old-plans.md]',
          '',
        ].join('\n'),
        'content/en/billing/_index.md': '---\ntitle: Billing\n---\n',
        'content/en/billing/invoices.md': page('Invoices', 'Monthly.'),
        'content/en/billing/old-plans.md': page('Old plans', 'Retired.'),
      },
      {},
      'layout: layout.yaml\n',
    );
    const first = await s.run();
    expect(first.plan.creations?.map((c) => [c.kind, c.externalId, c.parent?.path ?? null])).toEqual([
      ['collection', 'helpsync:billing/', null],
      ['collection', 'helpsync:layout:Billing/Archive', 'Billing'],
      ['article', 'helpsync:billing/invoices.md', 'Billing'],
      ['article', 'helpsync:billing/old-plans.md', 'Billing/Archive'],
    ]);
    expect(first.outcome?.results.filter((r) => r.status !== 'done')).toEqual([]);
    const keys = await keyed(s.emu);
    const billing = keys.get('helpsync:billing/')![0]!.slice('collection:'.length);
    const archive = keys.get('helpsync:layout:Billing/Archive')![0]!.slice('collection:'.length);
    // (apply resolved the move's placeholder in the plan to the created id)
    expect(first.plan.moves.map((m) => [m.articleId, m.from.id, m.to])).toEqual([[A_OLD, C_GS, { id: archive, path: 'Billing/Archive' }]]);
    // one "Billing" on the platform, and "Archive" inside it
    const all = await entries(s.emu);
    const titled = (t: string): string[] =>
      [...all.values()].filter((e) => e.type === 'collection' && e.fields.title?.en === t).map((e) => e.id.slice('collection:'.length));
    expect([titled('Billing'), s.emu.store.collections.get(archive)?.parent]).toEqual([[billing], billing]);
    const inArchive = [...s.emu.store.articles.values()].filter((a) => a.collection === archive).map((a) => a.id);
    expect(inArchive.sort()).toEqual([A_OLD, keys.get('helpsync:billing/old-plans.md')![0]!.slice('article:'.length)].sort());

    const writes = s.emu.writes().length;
    const again = await s.run();
    expect([again.plan.creations ?? [], again.plan.moves, s.emu.writes().length - writes]).toEqual([[], [], 0]);
  });
});
