// Raw HTML blocks next to each other, the way real pages put them (a <style> with blank lines after a
// table, an <input> alone on its line, comments between blocks, <br> lines between sections...):
// every snippet alone and every ordered pair of them, joined by a newline or a blank line, rendered,
// served as pushed and as the rich-text platform re-serialises it, pulled, rendered again. Each
// must come back equal (what sync compares) and be called exact (pull warns otherwise). On the code
// before raw HTML blocks were joined by blank lines (whitespace between them kept as references),
// 640 of these 5,550 conversions failed (320 pages; 122 of them pushed again by sync).
import { describe, expect, it } from 'vitest';
import { htmlEqual } from '../../../src/html/compare.js';
import { renderMarkdown } from '../../../src/html/render.js';
import { toRichTextHtml } from '../../../src/html/richtext.js';
import { convertHtmlToMarkdown } from '../../../src/html/to-markdown.js';

const SNIPPETS = [
  '<style>\n.a > b { color: red; }\n</style>',
  '<style>\n.a { x: 1 }\n\n.b::after { content: "&rarr;" }\n</style>',
  '<style>td{padding:0}</style>',
  '| A | B |\n| --- | --- |\n| a &bullet; b | c<br>d |\n| &rarr; | <br> |',
  '| A | B |\n|:-:|--:|\n| <br>x | y<br> |\n| `a &rarr; b` | &#124; |',
  '| A |\n|---|\n| &nbsp; |\n| &copy 2024 |',
  '<table>\n<tr><td>a &bullet; b<br>c</td><td>&nbsp;</td></tr>\n</table>',
  '<table class="t">\n  <tbody>\n    <tr>\n      <td>x<br/>y</td>\n    </tr>\n  </tbody>\n</table>',
  '<link rel="stylesheet" href="https://cdn.example.com/x.css">',
  '<link rel="stylesheet" href="x.css">\n<div class="a">\n  <button type="button">Go</button>\n</div>',
  '<div class="wrap">\n\n<div class="row">\n  <button>B</button>\n</div>\n\n</div>',
  '<footer>\n  <p>&copy; 2026 &middot; <a href="https://x.test/p">P</a></p>\n</footer>',
  '<footer class="f">\n\n  <p>Made with &hearts;</p>\n\n</footer>',
  '<button onclick="go()">Go</button>',
  '<button type="button" class="b">Chat</button> with us',
  '<div>\n\n**Bold** text &rarr; more\n\n</div>',
  '<div class="cards"><div class="card"><a href="/a">A</a></div>\n<div class="card">B</div></div>',
  'Plain paragraph with &bullet; and &rarr;.',
  '# Title',
  '- item &bullet; one\n- item<br>two',
  '<br>',
  '<hr/>',
  '<p align="center">\n  <img src="https://x.test/a.png" width="100">\n</p>',
  '<center>\n<button>X</button>\n</center>',
  '<section>\n<h2>Head</h2>\n<p>Body &amp; more</p>\n</section>',
  '<div>\n  <p>a</p>\n  \n  <p>b</p>\n</div>',
  '<!-- comment -->',
  '<span class="x">inline &bullet;</span>',
  '<input type="text" placeholder="Search">',
  '<form action="/s">\n<input name="q">\n<button>Go</button>\n</form>',
  '&nbsp;',
  '<div>&nbsp;</div>',
  '<p>&nbsp;</p>',
  '<div>\n</div>',
  '<nav>\n<ul>\n<li><a href="/a">A</a></li>\n</ul>\n</nav>',
  '    indented code &rarr;',
  '<details>\n<summary>More</summary>\n\n| a | b |\n|---|---|\n| 1<br>2 | 3 |\n\n</details>',
];

function pages(): [string, string][] {
  const out: [string, string][] = SNIPPETS.map((s, i) => [`${i}`, `${s}\n`]);
  for (const [i, a] of SNIPPETS.entries()) {
    for (const [j, b] of SNIPPETS.entries()) {
      out.push([`${i}+${j}`, `${a}\n${b}\n`], [`${i}++${j}`, `${a}\n\n${b}\n`]);
    }
  }
  return out;
}

describe('raw HTML blocks side by side: pull then sync pushes nothing', () => {
  it('every snippet and every pair of snippets comes back equal, from the plain and the rich-text platform', () => {
    const failed: string[] = [];
    const all = pages();
    for (const [name, md] of all) {
      const pushed = renderMarkdown(md);
      for (const [platform, remote] of [
        ['plain', pushed],
        ['rich-text', toRichTextHtml(pushed)],
      ] as const) {
        const c = convertHtmlToMarkdown(remote);
        if (!c.exact || !htmlEqual(renderMarkdown(c.markdown), remote)) failed.push(`${name} (${platform}): ${JSON.stringify(md)}`);
      }
    }
    expect(all).toHaveLength(2775);
    expect(failed).toEqual([]);
  }, 120_000);
});
