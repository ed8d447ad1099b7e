import { describe, expect, it } from 'vitest';
import { toRichTextHtml } from '../../../src/html/richtext.js';
import { renderMarkdown } from '../../../src/html/render.js';

describe('toRichTextHtml: the six rules of docs/platform-api.md "Translations"', () => {
  it('rule 1: drops whitespace-only text between two block-level tags', () => {
    expect(toRichTextHtml('<h1>T</h1>\n<p>a</p>\n\n<ul>\n<li><p>x</p></li>\n</ul>\n<hr>\n<div>\n<p>b</p>\n</div>')).toBe(
      '<h1>T</h1><p>a</p><ul><li><p>x</p></li></ul><hr><div><p>b</p></div>',
    );
    expect(toRichTextHtml('<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>1</td>\n</tr>\n</tbody></table>')).toBe(
      '<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
    );
  });

  it('rule 1: keeps whitespace between inline elements, next to inline content and inside <pre>', () => {
    expect(toRichTextHtml('<p><em>a</em> <em>b</em>\n<code>c</code></p>')).toBe('<p><em>a</em> <em>b</em>\n<code>c</code></p>');
    expect(toRichTextHtml('<pre>\n</pre>')).toBe('<pre>\n</pre>');
    expect(toRichTextHtml('<pre><code>a\n\n  b\n</code></pre>')).toBe('<pre><code>a\n\n  b\n</code></pre>');
    expect(toRichTextHtml('<p> <em>x</em></p>')).toBe('<p> <em>x</em></p>');
    // whitespace before the first tag or after the last is not between two tags: kept
    expect(toRichTextHtml('<p>a</p>\n')).toBe('<p>a</p>\n');
  });

  it('rule 2: wraps the inline content that opens a list item in <p>', () => {
    expect(toRichTextHtml('<ul><li>a</li></ul>')).toBe('<ul><li><p>a</p></li></ul>');
    expect(toRichTextHtml('<ul><li>a<ul><li>b</li></ul></li></ul>')).toBe('<ul><li><p>a</p><ul><li><p>b</p></li></ul></li></ul>');
    expect(toRichTextHtml('<ol><li><em>x</em> y<p>z</p></li></ol>')).toBe('<ol><li><p><em>x</em> y</p><p>z</p></li></ol>');
    expect(toRichTextHtml('<ul><li><input checked="" disabled="" type="checkbox"> done</li></ul>')).toBe(
      '<ul><li><p><input checked="" disabled="" type="checkbox"> done</p></li></ul>',
    );
    // already a paragraph, or no content: nothing to wrap
    expect(toRichTextHtml('<ul><li><p>a</p></li><li></li></ul>')).toBe('<ul><li><p>a</p></li><li></li></ul>');
    // only the opening run is wrapped
    expect(toRichTextHtml('<ul><li>a<ul><li><p>b</p></li></ul>c</li></ul>')).toBe('<ul><li><p>a</p><ul><li><p>b</p></li></ul>c</li></ul>');
  });

  it('rule 3: b becomes strong, i becomes em (attributes kept)', () => {
    expect(toRichTextHtml('<p><b>x</b> <i class="k">y</i></p>')).toBe('<p><strong>x</strong> <em class="k">y</em></p>');
  });

  it('rule 4: void elements lose the self-closing slash', () => {
    expect(toRichTextHtml('<p>a<br/>b<br />c<img src="x" alt=""/></p><hr/>')).toBe('<p>a<br>b<br>c<img alt="" src="x"></p><hr>');
  });

  it('rule 5: attributes in alphabetical order, values untouched', () => {
    expect(toRichTextHtml('<p><img title="T &amp; U" src="a.png" alt="A"><a title="t" href="/x?a=1&amp;b=2">l</a></p>')).toBe(
      '<p><img alt="A" src="a.png" title="T &amp; U"><a href="/x?a=1&amp;b=2" title="t">l</a></p>',
    );
  });

  it('rule 6: &#39; and &quot; in text become \' and ", not in attribute values', () => {
    expect(toRichTextHtml('<p title="&quot;q&#39;">It&#39;s &quot;x&quot;</p>')).toBe('<p title="&quot;q&#39;">It\'s "x"</p>');
    expect(toRichTextHtml('<pre><code>a = &#39;b&#39;\n</code></pre>')).toBe("<pre><code>a = 'b'\n</code></pre>");
  });

  it('changes nothing else: other entities, text, comments, unknown elements', () => {
    const html = '<p>&amp; &lt;tag&gt; &copy; &nbsp;&#160; ünï 日本語</p><!-- c --><div class="x"><span style="color: red">s</span></div>';
    expect(toRichTextHtml(html)).toBe(html);
    expect(toRichTextHtml('')).toBe('');
    expect(toRichTextHtml('plain text')).toBe('plain text');
  });

  it('is idempotent', () => {
    const samples = [
      renderMarkdown(
        "# T\n\n- a\n- b\n  - c\n\n1. x\n\n   y\n\n| a | b |\n|:-|-:|\n| 1 | 2 |\n\n```js\nconst a = 'x';\n```\n\n> q\n\nIt's \"fine\" <b>b</b>",
      ),
      '<ul>\n<li> <em>a</em></li>\n<li> </li>\n</ul>',
      '<p>a<br/>b</p>\n<hr/>\n<svg><path d="x"/></svg>',
    ];
    for (const s of samples) {
      const once = toRichTextHtml(s);
      expect(toRichTextHtml(once)).toBe(once);
    }
  });
});
