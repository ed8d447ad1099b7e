// The worker's reference list, the pure links step and the drift-canonical form, on
// hand-written inputs with hand-written expectations.
import { describe, expect, it } from 'vitest';
import { analyzeFile, type MarkdownAnalysis } from '../../../src/content/analyze.js';
import { canonicalizeRefs } from '../../../src/content/links-canonical.js';
import type { SiteIndex } from '../../../src/content/links.js';
import { findBodyRefs } from '../../../src/content/refs.js';
import { imagesNeeded, resolveRefs } from '../../../src/content/resolve-refs.js';

const site: SiteIndex = {
  sourceLanguage: 'en',
  files: new Map([
    [
      'en',
      new Map([
        ['a.md', 'article:A'],
        ['b.md', 'article:B'],
        ['notes.md', undefined],
      ]),
    ],
    ['ja', new Map([['a.md', 'article:A']])],
  ]),
};
const links = { articleUrl: 'https://help.example.com/{language}/articles/{id}', sitePaths: true, sitePrefixes: {} };
const images = { baseUrl: 'https://cdn.example.com/x/' };

describe('findBodyRefs', () => {
  it('finds local hrefs and srcs (a, img, source, video poster) with their place and line; not in comments, code or URLs', () => {
    const body =
      'x\n[b](b.md "t")\n\n<video poster="p.png"><source src="v.mp4"></video>\n\n<!-- <img src="hidden.png"> -->\n\n`<img src="code.png">` [w](https://w.org/)\n';
    const html =
      '<p>x\n<a href="b.md" title="t">b</a></p>\n<video poster="p.png"><source src="v.mp4"></video>\n\n<!-- <img src="hidden.png"> -->\n\n<p><code>&lt;img src=&quot;code.png&quot;&gt;</code> <a href="https://w.org/">w</a></p>\n';
    const refs = findBodyRefs(html, body, 5);
    expect(refs.map((r) => [r.tag, r.value, r.line, html.slice(r.start, r.end)])).toEqual([
      ['a', 'b.md', 6, '"b.md"'],
      ['video', 'p.png', 8, '"p.png"'],
      ['source', 'v.mp4', 8, '"v.mp4"'],
    ]);
  });
});

function analysis(md: string): MarkdownAnalysis {
  const a = analyzeFile(Buffer.from(`---\ntitle: T\n---\n${md}`), { kind: 'markdown', isIndex: false, render: 'always' });
  if (a.kind !== 'markdown') throw new Error('not markdown');
  return a;
}

describe('resolveRefs', () => {
  it('writes URLs (attribute-escaped) where the references sit, adds problems with lines', () => {
    const a = analysis('[b](b.md?x=1&y=2#t) [n](notes.md) ![i](img/a%20b.png)\n');
    const analyses = new Map([['en/a.md', a]]);
    expect(imagesNeeded(analyses, { links, images })).toEqual([{ folder: 'content', rel: 'en/img/a b.png' }]);
    const out = resolveRefs(analyses, site, { links, images }, new Map([['content:en/img/a b.png', { sha256: 'abcdef0123456789' }]]));
    const r = out.get('en/a.md') as MarkdownAnalysis;
    expect(r.content).toBe(
      '<p><a href="https://help.example.com/en/articles/B?x=1&amp;y=2#t">b</a> <a href="notes.md">n</a> <img src="https://cdn.example.com/x/en/img/a%20b.png?v=abcdef01" alt="i"></p>\n',
    );
    expect(r.refs).toBeUndefined();
    expect(r.linkWarnings).toEqual([{ severity: 'warning', line: 4, message: 'link notes.md: en/notes.md has no entry: left as written' }]);
  });

  it('a missing image is an error; without links/images configured, the warnings of before and the HTML unchanged', () => {
    const a = analysis('[b](b.md)\n\n![i](/i.png)\n');
    const analyses = new Map([['en/a.md', a]]);
    const missing = resolveRefs(
      analyses,
      site,
      { images },
      new Map([['root:i.png', { problem: 'no such file (i.png under images.root)' }]]),
    );
    expect((missing.get('en/a.md') as MarkdownAnalysis).linkWarnings).toEqual([
      { severity: 'warning', line: 4, message: 'link to a local Markdown file "b.md" will not resolve on the platform' },
      { severity: 'error', line: 6, message: 'image /i.png: no such file (i.png under images.root)' },
    ]);
    const plain = resolveRefs(analyses, site, {}, new Map()).get('en/a.md') as MarkdownAnalysis;
    expect(plain.content).toBe(a.content);
    expect(plain.linkWarnings.map((w) => w.line)).toEqual([4, 6]);
  });
});

describe('canonicalizeRefs', () => {
  it('an entry link counts as the entry whatever made it; an image under baseUrl as its path without ?v=', () => {
    const remote =
      '<p><a href="https://help.example.com/ja/articles/A#x">a</a><img src="https://cdn.example.com/x/en/i%20j.png?v=11111111"></p>';
    const other =
      '<p><a href="https://help.example.com/ja/articles/A#x">a</a><img src="https://cdn.example.com/x/en/i%20j.png?v=22222222"></p>';
    const canon = canonicalizeRefs(remote, { links, images });
    expect(canon).toBe('<p><a href="entry:article:A/ja#x">a</a><img src="image:en/i j.png"></p>');
    expect(canonicalizeRefs(other, { links, images })).toBe(canon);
    // the local Markdown form of the same page (from ja/a.md) reads the same
    const local = '<p><a href="./a.md#x">a</a><img src="../en/i%20j.png"></p>';
    expect(canonicalizeRefs(local, { links, images, site, from: { language: 'ja', rel: 'a.md' } })).toBe(canon);
    // docId templates: the key names the record id when the map is given
    const byDoc = { ...links, articleUrl: 'https://help.example.com/{language}/articles/{docId}' };
    expect(
      canonicalizeRefs('<a href="https://help.example.com/en/articles/42">', { links: byDoc, articleByDocId: new Map([[42, 'A']]) }),
    ).toBe('<a href="entry:article:A/en">');
  });
});
