// The preview's help center is placed as readers will see it after the sync: the platform's
// collections with the layout's planned moves made, not the repo's folders (which only --offline
// shows, and says so). The changes page shows the moves as the collection tree before and after,
// the moved article marked in both. Read as a DOM (htmlparser2), against trees written down here.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { markdownFile } from '../helpers/emulator.js';
import { emulatorFixture, onCleanup, useCleanups } from '../helpers/fixture.js';
import { loadConfig } from '../../src/config/config.js';
import { decidePolicy } from '../../src/config/policy.js';
import { createClient } from '../../src/client/client.js';
import { silentLogger } from '../../src/util/log.js';
import { clearSecrets } from '../../src/util/redact.js';
import { preview } from '../../src/operations/preview.js';

useCleanups();

const C_GUIDES = '6650f0c1a2b3c4d5e6f7cc01';
const C_BILLING = '6650f0c1a2b3c4d5e6f7cc02'; // under Guides; the repo has no folder for it
const C_FAQ = '6650f0c1a2b3c4d5e6f7cc03'; // the repo has no folder for it
const A_ALPHA = '6650f0c1a2b3c4d5e6f7aa01'; // in Guides; the layout moves it to Guides/Billing
const A_BETA = '6650f0c1a2b3c4d5e6f7aa02'; // in Guides
const A_DELTA = '6650f0c1a2b3c4d5e6f7aa03'; // in FAQ on the platform, in misc/ in the repo

async function setup() {
  const c = (id: string, title: string, parent: string | null = null) => ({ id, parent, title: { en: title }, description: { en: '' } });
  const entry = (id: string, title: string) => ({
    id: `article:${id}`,
    type: 'article' as const,
    fields: { title: { en: title }, content: { en: `<p>${title} body.</p>` } },
  });
  const f = await emulatorFixture({
    data: {
      project: 'pv-place',
      entries: [
        entry(A_ALPHA, 'Alpha'),
        entry(A_BETA, 'Beta'),
        entry(A_DELTA, 'Delta'),
        { id: `collection:${C_GUIDES}`, type: 'collection', fields: { title: { en: 'Guides' } } },
      ],
      collections: [c(C_GUIDES, 'Guides'), c(C_BILLING, 'Billing', C_GUIDES), c(C_FAQ, 'FAQ')],
      articles: [
        { id: A_ALPHA, collection: C_GUIDES, title: { en: 'Alpha' } },
        { id: A_BETA, collection: C_GUIDES, title: { en: 'Beta' } },
        { id: A_DELTA, collection: C_FAQ, title: { en: 'Delta' } },
      ],
    },
    files: {
      'en/guide/_index.md': markdownFile({ entry: `collection:${C_GUIDES}`, title: 'Guides' }, ''),
      'en/guide/alpha.md': markdownFile({ entry: `article:${A_ALPHA}`, title: 'Alpha' }, 'Alpha body.'),
      'en/guide/beta.md': markdownFile({ entry: `article:${A_BETA}`, title: 'Beta' }, 'Beta body.'),
      'en/misc/delta.md': markdownFile({ entry: `article:${A_DELTA}`, title: 'Delta' }, 'Delta body.'),
    },
    config: { contentDir: 'content', layout: 'layout.yaml' },
    tempPrefix: 'helpsync-preview-place-',
  });
  await writeFile(path.join(f.dir, 'layout.yaml'), `collections:\n  - path: Guides/Billing\n    articles: [guide/alpha.md]\n`);
  const config = await loadConfig(f.configPath);
  const client = createClient({
    baseUrl: f.emu.baseUrl,
    project: f.emu.project,
    token: f.emu.token!,
    rateLimit: { requests: 1000, perSeconds: 1 },
  });
  onCleanup(() => client.close());
  onCleanup(() => clearSecrets());
  const deps = { config, client: () => Promise.resolve(client), logger: silentLogger };
  return { ...f, deps, policy: decidePolicy({ history: false }, {}).policy };
}

async function dom(file: string) {
  return parseDocument(await readFile(file, 'utf8'));
}
const text = (n: Element): string => DomUtils.textContent(n).replace(/\s+/g, ' ').trim();
const byClass = (root: ReturnType<typeof parseDocument>, tag: string, cls: string): Element[] =>
  DomUtils.findAll((e) => e.name === tag && (e.attribs.class ?? '').split(' ').includes(cls), root.children);

/** The nested list of a tree as "Title[child, child]", what a reader sees of it. */
function outline(ul: Element): string[] {
  return DomUtils.getChildren(ul)
    .filter((n): n is Element => (n as Element).name === 'li')
    .map((li) => {
      const sub = DomUtils.getChildren(li).find((n): n is Element => (n as Element).name === 'ul');
      const own = DomUtils.getChildren(li)
        .filter((n) => n !== sub)
        .map((n) => DomUtils.textContent(n))
        .join('')
        .trim();
      return sub ? `${own}[${outline(sub).join(', ')}]` : own;
    });
}

function treeOf(root: ReturnType<typeof parseDocument>, selector: (e: Element) => boolean): string[] {
  const tree = DomUtils.findOne(selector, root.children);
  expect(tree, 'the tree').toBeTruthy();
  return outline(DomUtils.findOne((e) => e.name === 'ul', tree!.children)!);
}

const crumbs = async (file: string): Promise<string[]> =>
  DomUtils.findAll((e) => e.name === 'li', byClass(await dom(file), 'nav', 'crumbs')).map(text);

describe('preview: the help center placed as after the sync', () => {
  it("the platform's tree with the layout's move made: breadcrumbs, the home tree, the moves before and after", async () => {
    const f = await setup();
    const out = path.join(f.dir, 'out');
    const run = await preview({ out, offline: false, policy: f.policy, summarize: () => 'SUMMARY' }, f.deps);
    expect(run.plan?.moves.map((m) => [m.articleId, m.to.id])).toEqual([[A_ALPHA, C_BILLING]]);
    // the dry run read the placement for the layout; the preview uses that read, it does not read again
    expect(f.emu.log.filter((e) => e.method === 'GET' && e.path.endsWith('/helpcenter/collections/all'))).toHaveLength(1);
    expect(f.emu.writes()).toEqual([]);

    expect(await crumbs(path.join(out, 'en/guide/alpha.html'))).toEqual(['Home', 'Guides', 'Billing', 'Alpha']);
    expect(await crumbs(path.join(out, 'en/misc/delta.html'))).toEqual(['Home', 'FAQ', 'Delta']);
    expect(await crumbs(path.join(out, 'en/guide/beta.html'))).toEqual(['Home', 'Guides', 'Beta']);
    const home = await dom(path.join(out, 'en/_index.html'));
    expect(treeOf(home, (e) => (e.attribs.class ?? '') === 'tree')).toEqual(['Guides[Billing[Alpha], Beta]', 'FAQ[Delta]']);
    expect(text(byClass(home, 'p', 'tree-from')[0]!)).toMatch(/after the sync: the platform's tree, with the planned moves made/);

    const index = await dom(path.join(out, 'index.html'));
    const before = treeOf(index, (e) => e.attribs['data-tree'] === 'before');
    const after = treeOf(index, (e) => e.attribs['data-tree'] === 'after');
    expect(before).toEqual(['Guides[Billing, Alpha (moves to Guides/Billing), Beta]']);
    expect(after).toEqual(['Guides[Billing[Alpha (moved from Guides)], Beta]']);
    const moved = byClass(index, 'li', 'moved');
    expect(moved).toHaveLength(2);
    expect(moved.map((li) => DomUtils.getChildren(li).find((n): n is Element => (n as Element).name !== undefined)?.name)).toEqual([
      'del',
      'ins',
    ]);
  });

  it('--offline: the repo’s folders, and the page says so', async () => {
    const f = await setup();
    const out = path.join(f.dir, 'out');
    await preview({ out, offline: true, policy: f.policy }, { ...f.deps, client: () => Promise.reject(new Error('offline')) });
    expect(await crumbs(path.join(out, 'en/guide/alpha.html'))).toEqual(['Home', 'Guides', 'Alpha']);
    expect(await crumbs(path.join(out, 'en/misc/delta.html'))).toEqual(['Home', 'Delta']);
    const home = await dom(path.join(out, 'en/_index.html'));
    expect(text(byClass(home, 'p', 'tree-from')[0]!)).toMatch(/Offline: .*the repo's folders/);
    expect(text(byClass(await dom(path.join(out, 'index.html')), 'p', 'counts')[0]!)).toMatch(/collections are the repo's folders/);
  });
});
