import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { canonicalHtml, hashText, htmlEqual, htmlEqualWithHint, htmlFingerprint, richTextHash } from '../../../src/html/compare.js';
import { toRichTextHtml } from '../../../src/html/richtext.js';
import { renderMarkdown } from '../../../src/html/render.js';

describe('htmlEqual: equal modulo the six rules', () => {
  it.each([
    ['rule 1', '<p>a</p>\n<ul>\n<li><p>b</p></li>\n</ul>\n', '<p>a</p><ul><li><p>b</p></li></ul>'],
    ['rule 2', '<ul><li>a<ul><li>b</li></ul></li></ul>', '<ul><li><p>a</p><ul><li><p>b</p></li></ul></li></ul>'],
    ['rule 3', '<p><b>x</b> <i>y</i></p>', '<p><strong>x</strong> <em>y</em></p>'],
    ['rule 4', '<p>a<br/><img src="x" alt="y" /></p>', '<p>a<br><img src="x" alt="y"></p>'],
    ['rule 5', '<a title="t" href="h">x</a>', '<a href="h" title="t">x</a>'],
    ['rule 6', '<p>It&#39;s &quot;q&quot;</p>', '<p>It\'s "q"</p>'],
    ['same text, other entity spelling', '<p>a &amp; b &#38; c &nbsp;</p>', '<p>a &#x26; b & c &#160;</p>'],
    ['implied end tags', '<p>a<p>b', '<p>a</p><p>b</p>'],
    ['boolean attribute spelling', '<input checked disabled type="checkbox">', '<input checked="" disabled="" type="checkbox">'],
  ])('%s', (_name, a, b) => {
    expect(htmlEqual(a, b)).toBe(true);
    expect(htmlEqual(b, a)).toBe(true);
    expect(htmlFingerprint(a)).toBe(htmlFingerprint(b));
  });

  it.each([
    ['a changed word', '<p>Install the widget</p>', '<p>Install the gadget</p>'],
    ['a link target', '<a href="/a">x</a>', '<a href="/b">x</a>'],
    ['an image source', '<img src="a.png" alt="">', '<img src="b.png" alt="">'],
    ['list structure', '<ul><li>a</li><li>b</li></ul>', '<ul><li>a<ul><li>b</li></ul></li></ul>'],
    ['list type', '<ul><li>a</li></ul>', '<ol><li>a</li></ol>'],
    ['whitespace inside inline text', '<p>a b</p>', '<p>a  b</p>'],
    ['whitespace inside pre', '<pre><code>a\n</code></pre>', '<pre><code>a</code></pre>'],
    ['whitespace between inline elements', '<p><em>a</em> <em>b</em></p>', '<p><em>a</em><em>b</em></p>'],
    ['an added attribute', '<p>a</p>', '<p class="x">a</p>'],
    ['a later inline run in a list item is not wrapped', '<li><p>a</p>b</li>', '<li><p>a</p><p>b</p></li>'],
    ['escaped markup is text, not markup', '<p>&lt;b&gt;x&lt;/b&gt;</p>', '<p><b>x</b></p>'],
    ['emphasis kind', '<p><em>a</em></p>', '<p><strong>a</strong></p>'],
    ['attribute value case', '<a href="/A">x</a>', '<a href="/a">x</a>'],
  ])('%s is a change', (_name, a, b) => {
    expect(htmlEqual(a, b)).toBe(false);
    expect(htmlFingerprint(a)).not.toBe(htmlFingerprint(b));
  });

  it('marked output equals its rich-text form', () => {
    const md =
      "# Title `x`\n\n- a\n- b\n  - c\n\n| a | b |\n|:-:|--|\n| 1 | 2 |\n\n```js\nlet s = 'q';\n```\n\nIt's \"here\" & <b>there</b>.\n";
    const html = renderMarkdown(md);
    expect(htmlEqual(html, toRichTextHtml(html))).toBe(true);
    expect(canonicalHtml(html)).toBe(canonicalHtml(toRichTextHtml(html)));
  });

  it('is fast enough for a dry run over many documents: linear in size, close to the parser’s own cost', () => {
    // Speed figures belong in the benchmark (bench/); this guards against pathological behaviour
    // with a large margin, measured against references timed in this same process, so a loaded
    // machine slows both sides alike (an absolute bound here failed on a busy CI machine). Each
    // figure is the best of several rounds: load only ever adds time.
    const article = (sections: number): string =>
      renderMarkdown(
        Array.from({ length: sections }, (_, i) => `## Section ${i}\n\nSome *text* with a [link](https://x.test/${i}).\n\n- a\n- b\n`).join(
          '\n',
        ),
      );
    const small = article(20); // ~3 KB, a typical article
    const big = article(320); // 16 times as much
    const smallRich = toRichTextHtml(small);
    const bigRich = toRichTextHtml(big);
    // Different strings, so every call really parses (htmlEqual returns at once on identical ones).
    expect([smallRich === small, bigRich === big]).toEqual([false, false]);
    expect(htmlEqual(small, smallRich) && htmlEqual(big, bigRich)).toBe(true);
    const best = (run: () => void): number => {
      let ms = Infinity;
      for (let round = 0; round < 7; round++) {
        const t0 = performance.now();
        run();
        ms = Math.min(ms, performance.now() - t0);
      }
      return ms;
    };
    const repeat = (times: number, f: () => void) => () => {
      for (let i = 0; i < times; i++) f();
    };
    // The same number of bytes compared either way: 160 small articles or 10 big ones.
    const smallMs = best(repeat(160, () => htmlEqual(small, smallRich)));
    const bigMs = best(repeat(10, () => htmlEqual(big, bigRich)));
    // The floor any comparison pays: htmlparser2 parsing both documents into a DOM.
    const parseMs = best(repeat(160, () => [parseDocument(small), parseDocument(smallRich)]));
    // Linear: ~1x measured (quadratic would be ~16x).
    expect(bigMs / smallMs, `16x the size: ${bigMs.toFixed(1)} ms vs ${smallMs.toFixed(1)} ms`).toBeLessThan(4);
    // ~1.2x measured; a heavy constant cost per node (a regex per text run, a copy per tag) would be far above.
    expect(smallMs / parseMs, `compare ${smallMs.toFixed(1)} ms vs parse ${parseMs.toFixed(1)} ms`).toBeLessThan(10);
  });
});

describe('htmlEqualWithHint', () => {
  const local = '<ul>\n<li>one</li>\n<li><b>two</b></li>\n</ul>\n<p>It&#39;s <i>here</i><br/></p>\n';
  it('recognises the platform form of the local document by its hash alone', () => {
    const remote = toRichTextHtml(local);
    expect(remote).not.toBe(local);
    expect(htmlEqualWithHint(local, remote, richTextHash)).toBe(true);
    // the hash itself decides: a (wrong) hash function that matches says equal without a parse
    expect(htmlEqualWithHint(local, '<p>other</p>', () => hashText('<p>other</p>'))).toBe(true);
  });
  it('falls back to the full comparison when the hash does not match', () => {
    expect(htmlEqualWithHint(local, local.replace('<br/>', '<br>'), () => 'not-the-hash')).toBe(true);
    expect(htmlEqualWithHint(local, local.replace('two', 'three'), richTextHash)).toBe(false);
    expect(htmlEqualWithHint(local, toRichTextHtml(local).replace('one', 'uno'), richTextHash)).toBe(false);
  });
  it('asks for the hash only when the remote value is not byte-identical', () => {
    const asked: string[] = [];
    const spy = (html: string) => {
      asked.push(html);
      return richTextHash(html);
    };
    expect(htmlEqualWithHint(local, local, spy)).toBe(true);
    expect(asked).toEqual([]);
    expect(htmlEqualWithHint(local, toRichTextHtml(local), spy)).toBe(true);
    expect(asked).toEqual([local]);
    // a hash computed beforehand is still taken (the library's fieldEqual callers)
    expect(htmlEqualWithHint(local, toRichTextHtml(local), richTextHash(local))).toBe(true);
    expect(htmlEqualWithHint(local, '<p>x</p>', 'not-the-hash')).toBe(false);
  });
});
