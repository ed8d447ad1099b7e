// What history says of a missing link target: pathFates over a History written by hand,
// and the warning a resolver gives with those fates. Expected messages are written out here.
import { describe, expect, it } from 'vitest';
import { pathFates } from '../../../src/history/fate.js';
import type { Commit, FileChange } from '../../../src/history/log.js';
import { resolveLink, type LinksConfig, type SiteIndex } from '../../../src/content/links.js';

const C = (n: number): string => String(n).repeat(40);
const A1 = 'article:6650f0c1a2b3c4d5e6f70001';

/** Commits oldest first in the arguments; History wants them newest first. */
function history(...commits: FileChange[][]): { commits: Commit[] } {
  return { commits: commits.map((changes, i) => ({ id: C(i + 1), parents: [], time: i, changes })).reverse() };
}
const R = (from: string, to: string): FileChange => ({ status: 'R', oldPath: from, path: to, mode: '100644' });
const D = (p: string): FileChange => ({ status: 'D', path: p, mode: '000000' });
const A = (p: string): FileChange => ({ status: 'A', path: p, mode: '100644' });

describe('pathFates', () => {
  it('follows renames forward, notes deletions, forgets a deletion undone, counts a rename seen twice once', () => {
    const h = history(
      [A('en/a.md'), A('en/d.md'), A('en/back.md')],
      [R('en/a.md', 'en/b.md')],
      [R('en/a.md', 'en/b.md')], // the merge repeating a side branch's rename (first-parent diff)
      [R('en/b.md', 'en/c.md'), D('en/d.md'), D('en/back.md')],
      [A('en/back.md')],
      [D('en/c.md')],
    );
    const fates = pathFates(h, ['en/a.md', 'en/d.md', 'en/back.md', 'en/never.md']);
    expect(fates.get('en/a.md')).toEqual([
      { kind: 'renamed', to: 'en/b.md', commit: C(2) },
      { kind: 'renamed', to: 'en/c.md', commit: C(4) },
      { kind: 'deleted', commit: C(6) },
    ]);
    expect(fates.get('en/d.md')).toEqual([{ kind: 'deleted', commit: C(4) }]);
    expect(fates.has('en/back.md')).toBe(false);
    expect(fates.has('en/never.md')).toBe(false);
  });
});

describe('the warning for a link to a missing page', () => {
  const cfg: LinksConfig = { articleUrl: 'https://h.example/{language}/articles/{id}', sitePaths: true, sitePrefixes: { 'pt-br': 'pt' } };
  const site = (fates: SiteIndex['fates']): SiteIndex => ({
    sourceLanguage: 'en',
    files: new Map([
      ['en', new Map([['guide/new.md', A1]])],
      ['pt-br', new Map([['guide/new.md', A1]])],
      ['ja', new Map()],
    ]),
    fates,
  });
  const message = (href: string, fates: SiteIndex['fates'], from = { language: 'en', rel: 'guide/page.md' }): string => {
    const r = resolveLink(href, from, site(fates), cfg);
    return r.kind === 'problem' ? r.message : `not a problem: ${r.kind}`;
  };
  const renamed = new Map([
    ['en/guide/old.md', [{ kind: 'renamed' as const, to: 'en/guide/new.md', commit: C(7) }]],
    ['pt-br/guide/old.md', [{ kind: 'renamed' as const, to: 'pt-br/guide/new.md', commit: C(8) }]],
  ]);

  it('writes the new link in the form the old one had', () => {
    const tail = (to: string): string => `: update the link to ${to}`;
    expect(message('old.md?x=1#top', renamed)).toBe(
      `link old.md?x=1#top: no such page in en/ (looked for guide/old.md): left as written; en/guide/old.md was renamed to en/guide/new.md in 7777777${tail('./new.md?x=1#top')}`,
    );
    expect(message('/pt/guide/old/', renamed)).toMatch(
      /pt-br\/guide\/old\.md was renamed to pt-br\/guide\/new\.md in 8888888: update the link to \/pt\/guide\/new\/$/,
    );
    expect(message('../old/', renamed)).toMatch(
      /en\/guide\/old\.md was renamed to en\/guide\/new\.md in 7777777: update the link to \.\.\/new\/$/,
    );
    // an explicit language in a relative path: the path from the linking file's folder
    expect(message('../../pt-br/guide/old.md', renamed)).toMatch(/: update the link to \.\.\/\.\.\/pt-br\/guide\/new\.md$/);
    // a ja page without its translation: the source language's rename, written within the language
    expect(message('old.md', renamed, { language: 'ja', rel: 'guide/page.md' })).toMatch(
      /no such page in en\/ .*en\/guide\/old\.md was renamed to en\/guide\/new\.md in 7777777: update the link to \.\/new\.md$/,
    );
  });

  it('a move into another language folder names it without guessing the link; a deletion has no fix', () => {
    const moved = new Map([['en/guide/old.md', [{ kind: 'renamed' as const, to: 'ja/guide/old.md', commit: C(3) }]]]);
    expect(message('old.md', moved)).toMatch(/en\/guide\/old\.md was renamed to ja\/guide\/old\.md in 3333333: update the link$/);
    const gone = new Map([['en/guide/old.md', [{ kind: 'deleted' as const, commit: C(5) }]]]);
    expect(message('old.md', gone)).toMatch(/; en\/guide\/old\.md was deleted in 5555555$/);
    expect(message('old.md', new Map())).toBe('link old.md: no such page in en/ (looked for guide/old.md): left as written');
  });

  it('names every path the link could have meant, for the history lookup', () => {
    const r = resolveLink('/guide/old/', { language: 'ja', rel: 'x.md' }, site(undefined), cfg);
    expect(r.kind === 'problem' && r.missing).toEqual([
      'ja/guide/old.md',
      'ja/guide/old/index.md',
      'ja/guide/old/_index.md',
      'en/guide/old.md',
      'en/guide/old/index.md',
      'en/guide/old/_index.md',
    ]);
  });
});
