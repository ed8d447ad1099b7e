// The pure half of "why kept": which fields differ, and the links of a kept body to missing pages,
// with and without what history says. Expected values are written out here.
import { describe, expect, it } from 'vitest';
import { differingFields, missingLinks, siteAfterPull } from '../../../src/pull/kept-reason.js';
import type { PullFile } from '../../../src/pull/plan.js';
import type { LinksConfig } from '../../../src/config/links.js';

const same = (html: string): string => html;
const LINKS: LinksConfig = { articleUrl: 'https://h.example/{language}/{id}', sitePaths: false, sitePrefixes: {} };
const file = (p: Partial<PullFile> & Pick<PullFile, 'content'>): PullFile => ({ path: 'en/a.md', language: 'en', kind: 'article', ...p });

describe('differingFields', () => {
  it('names front-matter fields and the body; reformatting is not a difference', () => {
    const pulled = file({ content: '---\nentry: article:1\ntitle: A\ndescription: D\n---\n\nBody *one*.\n' });
    expect(differingFields(pulled, '---\ntitle: \'A\'\nentry: "article:1"\ndescription: D\n---\nBody _one_.\n', {}, same)).toEqual([]);
    expect(differingFields(pulled, '---\nentry: article:1\ntitle: B\n---\n\nBody two.\n', {}, same)).toEqual([
      'title',
      'description',
      'body',
    ]);
    expect(differingFields(pulled, '---\ntitle: [A\n---\n', {}, same)).toEqual(['front matter']);
  });

  it('a collection: its body is not compared; a static file: the keys that differ', () => {
    const index = file({ path: 'en/docs/_index.md', kind: 'collection', content: '---\nentry: collection:1\ntitle: Docs\n---\n' });
    expect(differingFields(index, '---\nentry: collection:1\ntitle: Docs\n---\n\nNotes for writers.\n', {}, same)).toEqual([]);
    const statics = file({ path: 'en/_static.yaml', kind: 'static', content: 'hello: Hello\nbye: Bye\n' });
    expect(differingFields(statics, 'hello: Hello\nbye: See you\nextra: x\n', {}, same)).toEqual(['bye', 'extra']);
  });
});

describe('missingLinks', () => {
  const site = siteAfterPull(['en/page.md', 'en/y.md', 'de/page.md', '.git/config', 'notes.md'], { 'article:1': ['en/y.md'] }, 'en');
  const kept = [{ path: 'en/page.md', text: '---\ntitle: P\n---\n\nSee [X](./x.md) and [Y](./y.md).\n\n[Z](../z.md)\n', render: {} }];

  it('lists each link to a missing page with its line and the paths history could explain', () => {
    const found = missingLinks(kept, site, LINKS);
    expect(found.candidates).toEqual(['en/x.md']);
    expect(found.byFile.get('en/page.md')).toEqual([
      { line: 5, message: 'link ./x.md: no such page in en/ (looked for x.md): left as written' },
    ]);
  });

  it('with fates: the rename and the fix, as the loader words them', () => {
    const fates = new Map([['en/x.md', [{ kind: 'renamed' as const, to: 'en/y.md', commit: '0123456789abcdef' }]]]);
    const found = missingLinks(kept, site, LINKS, fates);
    expect(found.byFile.get('en/page.md')?.map((h) => h.message)).toEqual([
      'link ./x.md: no such page in en/ (looked for x.md): left as written; en/x.md was renamed to en/y.md in 0123456: update the link to ./y.md',
    ]);
  });
});
