// The reader-level diff of HTML fields (html/block-diff.ts): the canonical rendering, one block per
// line. On every page of the CNCF glossary: the platform's re-serialisation of a page (rich-text
// form, html/richtext.ts) against the page itself is no difference at all, and against the page with
// one word changed it is exactly that block's line, removed and added.
import { describe, expect, it } from 'vitest';
import { blockLines, htmlDiffLines } from '../../../src/html/block-diff.js';
import { toRichTextHtml } from '../../../src/html/richtext.js';
import { corpusMissing, renderedCorpusPages } from '../../helpers/corpus.js';

const missing = corpusMissing();
if (missing) console.warn(missing);

const MARK = 'Qzxchangedqzx';

/** The first word of four letters or more in text outside tags, <pre> and <code>: [start, end]. */
function firstWord(html: string): [number, number] | undefined {
  let inCode = 0;
  for (const m of html.matchAll(/<(\/?)(pre|code)\b[^>]*>|<[^>]*>|[^<]+/g)) {
    if (m[2]) inCode += m[1] ? -1 : 1;
    else if (!m[0].startsWith('<') && inCode === 0) {
      const w = /\p{L}{4,}/u.exec(m[0]);
      if (w && !/&\w*$/.test(m[0].slice(0, w.index))) return [m.index + w.index, m.index + w.index + w[0].length];
    }
  }
  return undefined;
}

describe('blockLines / htmlDiffLines', () => {
  it('puts each block on a line, and ignores what the platform re-serialises', () => {
    const local =
      '<h2>Title</h2>\n<ul>\n<li>one</li>\n<li>two <b>bold</b></li>\n</ul>\n<p>Last &amp; <a title="t" href="/x">link</a></p>\n';
    expect(blockLines(local)).toEqual([
      '<h2>Title</h2>',
      '<ul>',
      '<li>',
      '<p>one</p>',
      '</li>',
      '<li>',
      '<p>two <strong>bold</strong></p>',
      '</li>',
      '</ul>',
      '<p>Last &amp; <a href="/x" title="t">link</a></p>',
    ]);
    expect(htmlDiffLines(toRichTextHtml(local), local)).toEqual([]);
    expect(htmlDiffLines(local, local.replace('two', 'three'))).toEqual([
      '- <p>two <strong>bold</strong></p>',
      '+ <p>three <strong>bold</strong></p>',
    ]);
    expect(htmlDiffLines(null, '<p>a</p>')).toEqual(['+ <p>a</p>']);
    expect(blockLines('<pre><code>a\nb\\c</code></pre>')).toEqual(['<pre><code>a\\nb\\\\c</code></pre>']);
  });

  it.skipIf(missing !== undefined)(
    'on every glossary page: unchanged is no line, one changed word is exactly its block’s line',
    async () => {
      let pages = 0;
      for await (const { name, html } of renderedCorpusPages()) {
        const remote = toRichTextHtml(html);
        expect(htmlDiffLines(remote, html), name).toEqual([]);
        const at = firstWord(html);
        if (!at) continue;
        const word = html.slice(at[0], at[1]);
        const diff = htmlDiffLines(remote, html.slice(0, at[0]) + MARK + html.slice(at[1]));
        expect(diff, name).toHaveLength(2);
        const [removed, added] = diff as [string, string];
        expect(added.startsWith('+ ') && added.includes(MARK), `${name}: ${added}`).toBe(true);
        expect(removed, name).toBe(`- ${added.slice(2).replace(MARK, word)}`);
        expect(blockLines(remote)).toContain(removed.slice(2));
        pages++;
      }
      expect(pages).toBeGreaterThan(900);
    },
  );
});
