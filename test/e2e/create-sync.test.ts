// Publishing new articles by adding files: sync (in-process, through the library's sync()) against
// the emulator, in a real Git repository. Judged on the emulator's own lists: how many records carry
// each helpsync externalId, and which languages every created entry has.
import { afterEach, describe, expect, it } from 'vitest';
import { clearSecrets } from '../../src/util/redact.js';
import { useCleanups } from '../helpers/fixture.js';
import { A_OLD, C_GS, entries, keyed, LANGS, page, seeded, setup } from '../helpers/create-sync.js';
import * as api from '../../src/index.js';
import { parsePlanDocument } from '../../src/apply/plan-schema.js';
import { planGuardProblems } from '../../src/apply/plan-guard.js';
import { readMatchState, writeEntryLine } from '../../src/match/match.js';
import { matchByExternalId } from '../../src/operations/match.js';

useCleanups();
afterEach(() => clearSecrets());

function twelvePages(): Record<string, string> {
  const files: Record<string, string> = {};
  const add = (rel: string, title: string, body: string): void => {
    for (const l of LANGS) files[`content/${l}/${rel}`] = page(`${title} (${l})`, `${body} in ${l}.`);
  };
  for (let i = 1; i <= 10; i++) add(`getting-started/new-${String(i).padStart(2, '0')}.md`, `New page ${i}`, `Body ${i}`);
  for (const l of LANGS) files[`content/${l}/billing/_index.md`] = `---\ntitle: Billing (${l})\n---\n`;
  add('billing/invoices.md', 'Invoices', 'Invoices');
  add('billing/refunds.md', 'Refunds', 'Refunds');
  return files;
}

describe('sync creates articles and collections from new files', () => {
  it('12 new pages in 3 languages with 30% of answers lost: 12 articles, 1 collection, no duplicate, every translation; a re-run writes nothing', async () => {
    const s = await setup(twelvePages(), { lostRate: 0.3, random: seeded(24) });
    const first = await s.run();
    expect(first.plan.creations?.map((c) => `${c.kind} ${c.file}`)).toEqual([
      'collection en/billing/_index.md',
      'article en/billing/invoices.md',
      'article en/billing/refunds.md',
      ...Array.from({ length: 10 }, (_, i) => `article en/getting-started/new-${String(i + 1).padStart(2, '0')}.md`),
    ]);
    const failed = first.outcome?.results.filter((r) => r.status !== 'done') ?? [];
    expect(failed).toEqual([]);
    // answers to creations were lost, and each was found by its externalId: one POST per record
    const posts = s.emu.log.filter((e) => e.method === 'POST');
    expect(posts.filter((e) => e.outcome === 'lost').length).toBeGreaterThan(0);
    expect(posts.length).toBe(13);
    expect(first.outcome?.results.filter((r) => r.kind === 'create' && r.recovered).length).toBe(
      posts.filter((e) => e.outcome === 'lost').length,
    );
    const keys = await keyed(s.emu);
    const mine = [...keys].filter(([k]) => k.startsWith('helpsync:'));
    expect(mine.length).toBe(13);
    expect(mine.filter(([, ids]) => ids.length !== 1)).toEqual([]);
    expect(mine.filter(([k]) => k.endsWith('/')).map(([k]) => k)).toEqual(['helpsync:billing/']);
    const all = await entries(s.emu);
    for (const [key, [id]] of mine) {
      const e = all.get(id!)!;
      for (const l of LANGS) {
        expect(e.fields.title?.[l], `${key} title ${l}`).toMatch(new RegExp(`\\(${l}\\)$`));
        if (!key.endsWith('/')) expect(e.fields.content?.[l], `${key} content ${l}`).toContain(` in ${l}.`);
      }
    }
    s.emu.setOptions({ lostRate: 0 });
    const writesBefore = s.emu.writes().length;
    const again = await s.run();
    expect(again.plan.creations ?? []).toEqual([]);
    expect(s.emu.writes().length - writesBefore).toBe(0);
    expect(again.plan.bound?.length).toBe(13);
  });
});

describe('a created page renamed in Git is found again, never created twice', () => {
  it('git mv, rename with edits, move across folders, two renames in a row, renamed folder: 0 creations', async () => {
    // pages of a realistic length: git's rename detection compares contents (an edit keeps most lines)
    const long = (x: string): string => Array.from({ length: 12 }, (_, i) => `Paragraph ${i} of page ${x}: some words.\n`).join('\n');
    const s = await setup({
      'content/en/getting-started/a.md': page('Page A', 'Body A.'),
      'content/en/getting-started/b.md': page('Page B', long('B')),
      'content/en/getting-started/c.md': page('Page C', 'Body C.'),
      'content/en/getting-started/d.md': page('Page D', 'Body D.'),
      'content/en/guides/_index.md': '---\ntitle: Guides\n---\n',
      'content/en/guides/e.md': page('Page E', 'Body E.'),
      'content/de/guides/e.md': page('Seite E', 'Inhalt E.'),
    });
    const first = await s.run();
    expect(first.outcome?.results.filter((r) => r.kind === 'create' && r.status === 'done').length).toBe(6);
    const created = await keyed(s.emu);
    // git mv; a rename with edits in the same commit; a move to another folder; a folder renamed
    s.repo.git(['mv', 'content/en/getting-started/a.md', 'content/en/getting-started/a-renamed.md']);
    s.repo.git(['mv', 'content/en/getting-started/b.md', 'content/en/getting-started/b-renamed.md']);
    await s.repo.write({ 'content/en/getting-started/b-renamed.md': page('Page B', `${long('B')}\nOne more paragraph.`) });
    await s.repo.move('content/en/getting-started/c.md', 'content/en/guides/c.md');
    await s.repo.move('content/en/guides', 'content/en/manuals');
    await s.repo.move('content/de/guides', 'content/de/manuals');
    await s.repo.commit('renames');
    // two renames in a row
    s.repo.git(['mv', 'content/en/getting-started/d.md', 'content/en/getting-started/d2.md']);
    await s.repo.commit('first rename of d');
    s.repo.git(['mv', 'content/en/getting-started/d2.md', 'content/en/getting-started/d3.md']);
    await s.repo.commit('second rename of d');

    const again = await s.run();
    expect(again.plan.creations ?? []).toEqual([]);
    expect(new Map(again.plan.bound?.map((b) => [b.file, b.createdAs]))).toEqual(
      new Map([
        ['en/getting-started/a-renamed.md', 'en/getting-started/a.md'],
        ['en/getting-started/b-renamed.md', 'en/getting-started/b.md'],
        ['en/getting-started/d3.md', 'en/getting-started/d.md'],
        ['en/manuals/_index.md', 'en/guides/_index.md'],
        ['en/manuals/c.md', 'en/getting-started/c.md'],
        ['en/manuals/e.md', 'en/guides/e.md'],
      ]),
    );
    expect(await keyed(s.emu)).toEqual(created);
    // the edit of b is pushed to its record; the moved page warns that it stays where it is
    const pushed = again.plan.languages.flatMap((l) => l.pushes.map((p) => p.file));
    expect(pushed).toEqual(['en/getting-started/b-renamed.md']);
    expect(again.warnings.map((w) => w.message).filter((m) => m.includes('stays in its collection'))).toHaveLength(1);

    // `helpsync match` writes the entry lines of the bound files (the one writer of entry lines)
    await s.withClient(async (config, client) => {
      const decisions = await matchByExternalId(config, client, await readMatchState(config));
      expect(new Map(decisions.map((d) => [`en/${d.file}`, d.entryId]))).toEqual(
        new Map(again.plan.bound!.map((b) => [b.file, b.entryId])),
      );
      for (const d of decisions) await writeEntryLine(config, d.file, d.entryId);
    });
    await s.repo.commit('entry lines');
    const listsBefore = s.emu.log.filter((e) => /\/collections\/[^/]+\/articles$/.test(e.path)).length;
    const explicit = await s.run({ dryRun: true });
    expect([explicit.plan.bound, explicit.plan.creations]).toEqual([undefined, undefined]);
    // every file has its entry line: the per-collection lists are not read at all
    expect(s.emu.log.filter((e) => /\/collections\/[^/]+\/articles$/.test(e.path)).length).toBe(listsBefore);
    expect(explicit.plan.languages.flatMap((l) => l.pushes)).toEqual([]);
  });
});

describe('a saved plan with creations', () => {
  it('apply resolves the placeholders; applying the same plan again finds each creation by externalId (already applied) and sends nothing', async () => {
    const s = await setup({
      'content/en/guides/_index.md': '---\ntitle: Guides\n---\n',
      'content/en/guides/one.md': page('One', 'First.', 'draft: true\n'),
      'content/de/guides/one.md': page('Eins', 'Erstens.'),
    });
    const { plan } = await s.run({ dryRun: true, savesPlan: true });
    const saved = JSON.stringify(plan);
    const load = (): api.SyncPlan => parsePlanDocument(JSON.parse(saved), 'plan.json');
    expect(planGuardProblems('plan.json', load())).toEqual([]);
    expect(load().creations?.map((c) => [c.kind, c.ref, c.parent, c.draft])).toEqual([
      ['collection', 'new:helpsync:guides/', null, undefined],
      ['article', 'new:helpsync:guides/one.md', { ref: 'new:helpsync:guides/', path: 'Guides' }, true],
    ]);
    expect(
      load()
        .languages.find((l) => l.language === 'de')
        ?.pushes.map((p) => p.entryId),
    ).toEqual(['article:new:helpsync:guides/one.md']);
    const apply = (): Promise<api.ApplyOutcome> =>
      s.withClient((_config, client) => api.applyPlan(load(), client, { logger: api.silentLogger, checkStale: true }));
    const first = await apply();
    expect(first.results.map((r) => [r.kind, r.status])).toEqual([
      ['create', 'done'],
      ['create', 'done'],
      ['push', 'done'],
    ]);
    const keys = await keyed(s.emu);
    const one = keys.get('helpsync:guides/one.md')![0]!;
    const entry = (await entries(s.emu)).get(one)!;
    expect([entry.fields.title, entry.fields.content?.de]).toEqual([{ en: 'One', de: 'Eins' }, '<p>Erstens.</p>\n']);
    expect(s.emu.store.articles.get(one.slice('article:'.length))?.isDraft).toBe(true);

    // the same saved plan again: the platform holds all of it, found by externalId, and nothing is sent
    const writes = s.emu.writes().length;
    const second = await apply();
    expect(second.results.map((r) => [r.kind, r.status, r.reason])).toEqual([
      [
        'create',
        'done',
        `already applied: collection ${keys.get('helpsync:guides/')![0]!.slice('collection:'.length)} holds it; nothing sent`,
      ],
      ['create', 'done', `already applied: article ${one.slice('article:'.length)} holds it; nothing sent`],
      ['push', 'done', 'already applied: the platform holds the pushed values; nothing sent'],
    ]);
    expect(s.emu.writes().length - writes).toBe(0);
    expect(await keyed(s.emu)).toEqual(keys);
  });
});

describe('the layout file places new pages', () => {
  it('in an existing collection by path, and in a path that does not exist yet (created, parents first); a re-run moves and creates nothing', async () => {
    const layout = [
      'collections:',
      '  - path: Getting started',
      '    articles: [getting-started/install.md, elsewhere/placed.md]',
      '  - path: Guides/Advanced',
      '    articles: [getting-started/deep.md]',
      '',
    ].join('\n');
    const s = await setup(
      {
        'config/layout.yaml': layout,
        'content/en/elsewhere/placed.md': page('Placed', 'Here.'),
        'content/en/getting-started/deep.md': page('Deep', 'Down.'),
      },
      {},
      'layout: layout.yaml\n',
    );
    const first = await s.run();
    expect(first.plan.creations?.map((c) => [c.kind, c.externalId, c.parent?.path ?? null])).toEqual([
      ['collection', 'helpsync:layout:Guides', null],
      ['collection', 'helpsync:layout:Guides/Advanced', 'Guides'],
      ['article', 'helpsync:elsewhere/placed.md', 'Getting started'],
      ['article', 'helpsync:getting-started/deep.md', 'Guides/Advanced'],
    ]);
    expect(first.plan.moves).toEqual([]);
    expect(first.outcome?.results.filter((r) => r.status !== 'done')).toEqual([]);
    const all = await entries(s.emu);
    const placed = [...s.emu.store.articles.values()].map((a) => [a.externalId, all.get(`collection:${a.collection}`)?.fields.title?.en]);
    expect(placed.filter(([k]) => k)).toEqual([
      ['helpsync:elsewhere/placed.md', 'Getting started'],
      ['helpsync:getting-started/deep.md', 'Advanced'],
    ]);
    const writes = s.emu.writes().length;
    const again = await s.run();
    expect([again.plan.creations, again.plan.moves, s.emu.writes().length - writes]).toEqual([[], [], 0]);
    expect(again.plan.layout).toEqual({ listed: 3, inPlace: 3, unlisted: 0 });
  });
});

describe('links to pages created in the same run', () => {
  it('a new page is one request with its body; two new pages linking each other get their bodies once both exist; nothing is left to push', async () => {
    const s = await setup(
      {
        'content/en/getting-started/a.md': page('A', 'Read [B](b.md).'),
        'content/en/getting-started/b.md': page('B', 'Back to [A](a.md).'),
        'content/en/getting-started/c.md': page('C', 'See [Install](install.md).'),
        'content/en/getting-started/install.md': `---\nentry: article:${A_OLD}\ntitle: Install\n---\nInstall it.\n`,
      },
      {},
      'links:\n  articleUrl: "https://help.example.com/{language}/articles/{id}"\n',
    );
    const run = await s.run();
    expect(run.outcome!.results.filter((r) => r.kind === 'create').map((r) => [r.file, r.status])).toEqual([
      ['en/getting-started/a.md', 'done'],
      ['en/getting-started/b.md', 'done'],
      ['en/getting-started/c.md', 'done'],
    ]);
    const keys = await keyed(s.emu);
    const [a, b, c] = ['a', 'b', 'c'].map((n) => keys.get(`helpsync:getting-started/${n}.md`)![0]!) as [string, string, string];
    // the articles are created at once: neither a nor b can name the other's id in its creation;
    // c links to an existing page only: its creation carries its body
    const writes = s.emu.writes().map((w) => `${w.method} ${decodeURIComponent(w.path).replace(/^\/v3/, '')}`);
    expect(writes.filter((w) => w.startsWith('POST'))).toEqual(new Array(3).fill(`POST /helpcenter/collections/${C_GS}/articles`));
    expect(writes.filter((w) => !w.startsWith('POST')).sort()).toEqual(
      [`PUT /translations/entries/${a}`, `PUT /translations/entries/${b}`].sort(),
    );
    const held = await entries(s.emu);
    const url = (id: string) => `https://help.example.com/en/articles/${id.slice('article:'.length)}`;
    expect(held.get(a)!.fields.content!.en).toBe(`<p>Read <a href="${url(b)}">B</a>.</p>\n`);
    expect(held.get(b)!.fields.content!.en).toBe(`<p>Back to <a href="${url(a)}">A</a>.</p>\n`);
    expect(held.get(c)!.fields.content!.en).toBe(`<p>See <a href="${url(`article:${A_OLD}`)}">Install</a>.</p>\n`);
    const again = await s.run({ dryRun: true });
    expect(again.plan.totals).toMatchObject({ push: 0, create: 0 });
  });

  it('resolve to the placeholder in the plan (not a missing target) and to the new id in what is pushed', async () => {
    const s = await setup({}, {}, 'links:\n  articleUrl: "https://help.example.com/{language}/articles/{id}"\n');
    await s.repo.commit('a new page, linked from an existing one', {
      'content/en/getting-started/install.md': `---\nentry: article:${A_OLD}\ntitle: Install\n---\nInstall it, then read [the new page](new.md).\n`,
      'content/en/getting-started/new.md': page('New', 'Fresh.'),
    });
    const dry = await s.run({ dryRun: true });
    expect(dry.warnings.map((w) => w.message).filter((m) => m.includes('new.md'))).toEqual([]);
    const push = dry.plan.languages[0]!.pushes.find((p) => p.entryId === `article:${A_OLD}`)!;
    expect(push.fields.content).toContain('/en/articles/new%3Ahelpsync%3Agetting-started%2Fnew.md');
    // the dry run's text says so
    // (the content diff is the reader-level one: canonical blocks, one per line)
    const text = api.renderPlan(dry.plan, { color: false, dryRun: true });
    expect(text).toContain(
      '  ~ en/getting-started/install.md  article:6650f0c1a2b3c4d5e6f70811\n      content: 1 removed, 1 added\n        - <p>Install it.</p>\n',
    );
    expect(text).toContain('\n      links to en/getting-started/new.md (created in this run)\n');
    // --verify compares what the platform holds with the link resolved to the new id, as it was sent
    const done = await s.run({ verify: true });
    expect(done.outcome?.results.filter((r) => r.status !== 'done')).toEqual([]);
    const id = (await keyed(s.emu)).get('helpsync:getting-started/new.md')![0]!.slice('article:'.length);
    const content = (await entries(s.emu)).get(`article:${A_OLD}`)!.fields.content!.en;
    expect(content).toContain(`href="https://help.example.com/en/articles/${id}"`);
  });
});
