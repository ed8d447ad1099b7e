// THE GUARANTEE: htmlEqual(renderMarkdown(htmlToMarkdown(h)), h), for HTML as marked
// produced it and for its rich-text form (what the platform serves back).
import { describe, expect, it } from 'vitest';
import { convertHtmlToMarkdown, htmlToMarkdown } from '../../../src/html/to-markdown.js';
import { renderMarkdown } from '../../../src/html/render.js';
import { toRichTextHtml } from '../../../src/html/richtext.js';
import { canonicalHtml, htmlEqual } from '../../../src/html/compare.js';

/** Markdown as authors write it; each is rendered with marked to get realistic HTML. */
const SHAPES: Record<string, string> = {
  'paragraphs with soft breaks': 'Paste the snippet into *every* page,\nright **before** the closing tag.\n\nSecond paragraph.',
  'nested lists': '- one\n- two\n  - two.a *em*\n  - two.b\n    - deep\n- three',
  'loose ordered list with paragraphs': '1. first\n2. second\n\n   more text\n3. third',
  'ordered list with a start': '3. three\n4. four',
  'adjacent lists of one kind': '- a\n- b\n\n* c\n* d',
  'list item with code block': '- install:\n\n  ```bash\n  npm install helpsync\n  ```\n- done',
  'task list': '- [ ] todo\n- [x] done\n- plain',
  'table with alignment': '| Option | Type | Default |\n|:-------|:----:|--------:|\n| size | number | 10 |\n| name | string | — |',
  'table with inline code and pipes':
    '| Syntax | Meaning |\n|---|---|\n| `a\\|b` | either a \\| b |\n| `x` | *em* and [link](https://x.test) |',
  'table with empty cell': '| a | b |\n|---|---|\n| 1 |  |',
  'code with languages': '```js\nconst a = \'x\' && "y";\nif (a < b) {}\n```\n\n```python\ndef f():\n    return 1\n```\n\n```\nplain\n```',
  'code containing fences': '````md\n```js\nx\n```\n````',
  'indented code': '    indented code\n    second line',
  'images with titles': '![Screenshot of the widget](https://example.com/a.png "The \\"widget\\" title")',
  'image alt with markup characters': '![alt with \\[brackets\\] and \\*stars\\*](https://example.com/img%20x.png)',
  'links with titles': 'See [the docs](https://example.com/docs "Docs title") and [**bold**](https://example.com/a_b?x=1&y=2#f).',
  autolinks: '<https://example.com/auto>, https://example.com/bare, www.example.com and user@example.com',
  'blockquote with a list': '> A quote\n> - with list\n> - items\n>\n> > nested',
  'headings with inline code': '# Install `widget`\n\n## Step *two*\n\n### C# and F# #\n\n#### The `--force` flag',
  'setext heading': 'Heading text\n============',
  'html block': '<div class="note">\n<p>Raw <strong>HTML</strong> block</p>\n</div>\n\nAfter.',
  iframe: '<iframe src="https://www.youtube.com/embed/x" width="560" height="315"></iframe>',
  'details block': '<details>\n<summary>Click</summary>\n\nHidden *markdown* content.\n\n</details>',
  'inline html': 'Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, see <span class="hl">this</span> and H<sub>2</sub>O.',
  entities: 'AT&amp;T &copy; 2024 &lt;tag&gt; &#39;single&#39; &quot;double&quot; &nbsp;x R&D 5 < 6 > 4',
  'markdown characters in text':
    'Use \\*stars\\*, \\_under\\_, snake_case_name, \\# hash, \\[brackets\\], \\`tick\\`, a \\| pipe, 1 \\~ 2 and C:\\\\path.',
  'leading numbers and markers': '1\\. not a list\n\n\\- not a bullet\n\n\\+ not either\n\n2024\\. A year.',
  'hard breaks': 'Line one  \nline two\\\nline three',
  'emphasis edge cases': '**bold *nested em* text**, *em **nested** em*, ***both***, a*b*c, 5*3*2, __dunder__ and _italic_',
  strikethrough: '~~removed~~ and ~single~ and a ~ tilde',
  japanese: '# インストール\n\n日本語のテキスト。**重要**な情報です。\n\n- 項目１\n- 項目２',
  russian: '## Установка\n\nРусский текст с *курсивом* и [ссылкой](https://example.com/ru).',
  arabic: '## التثبيت\n\nالنص العربي مع **خط عريض**.',
  'unicode punctuation': 'Ünïcödé — “smart quotes” ‘single’ … emoji 🎉',
  'horizontal rule': 'Above\n\n---\n\nBelow\n\n***',
  comment: '<!-- a comment -->\n\nText after comment.',
};

const NESTED = SHAPES['nested lists'] ?? '';

function check(html: string): string {
  const { markdown, exact } = convertHtmlToMarkdown(html);
  const back = renderMarkdown(markdown);
  if (!htmlEqual(back, html)) {
    throw new Error(`round trip differs\nmarkdown:\n${markdown}\nwant: ${canonicalHtml(html)}\ngot:  ${canonicalHtml(back)}`);
  }
  expect(exact).toBe(true);
  return markdown;
}

describe('HTML → Markdown → HTML is semantically equal', () => {
  describe.each(Object.entries(SHAPES))('%s', (_name, md) => {
    const html = renderMarkdown(md);
    it('from marked output', () => {
      check(html);
    });
    it('from its rich-text form', () => {
      check(toRichTextHtml(html));
    });
  });

  it('writes plain Markdown, not HTML, for content Markdown can say', () => {
    const md = check(renderMarkdown(`${SHAPES['nested lists']}\n\n${SHAPES['table with alignment']}\n\n${SHAPES['links with titles']}`));
    expect(md).not.toMatch(/<[a-z]/);
    expect(md).toContain('- two\n  - two.a *em*\n');
    expect(md).toContain('| :-- | :-: | --: |');
    expect(check(toRichTextHtml(renderMarkdown(NESTED)))).toBe(htmlToMarkdown(renderMarkdown(NESTED)));
  });

  it('keeps the code language and the fence', () => {
    expect(check(renderMarkdown('```ts\nlet x = 1;\n```'))).toBe('```ts\nlet x = 1;\n```\n');
  });

  // HTML a rich-text editor writes that marked never would: kept as HTML where Markdown has no form.
  it.each([
    ['a table cell with a list', '<table><tbody><tr><td><ul><li><p>a</p></li></ul></td><td>b</td></tr></tbody></table>'],
    ['a table without a header', '<table><tbody><tr><td>a</td><td>b</td></tr></tbody></table>'],
    ['a styled span', '<p>Text <span style="color: red">red <strong>bold</strong></span> end.</p>'],
    ['a paragraph with a class', '<p class="lead">Intro</p><p>Body</p>'],
    ['a heading with an id', '<h2 id="setup">Setup</h2>'],
    ['a link opening a new tab', '<p><a href="https://x.test" target="_blank" rel="noopener">x</a></p>'],
    ['an image with a width', '<p><img src="a.png" alt="a" width="300"></p>'],
    ['an image without alt', '<p><img src="a.png"></p>'],
    ['a code block without a final newline', '<pre><code class="language-js">let a = 1;</code></pre>'],
    ['a video', '<p><video controls src="v.mp4"></video></p>'],
    ['underline and s', '<p><u>under</u> and <s>struck</s></p>'],
    ['a non-ASCII link target', '<p><a href="https://ja.example.com/記事">記事</a></p>'],
    ['a blank line inside a kept block', '<div class="x"><pre><code>a\n\nb\n</code></pre></div>'],
    ['a bare top-level list item text', '<ul><li>a<br>b</li></ul>'],
    ['double spaces', '<p>two  spaces and\ttab</p>'],
  ])('%s', (_name, html) => {
    check(html);
    check(toRichTextHtml(html));
  });
});
