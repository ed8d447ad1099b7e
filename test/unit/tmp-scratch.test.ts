import { test } from 'vitest';
import { convertHtmlToMarkdown } from '../../src/html/to-markdown.js';
import { renderMarkdown } from '../../src/html/render.js';
const cases: string[] = [
  '<p>Intro</p>\n<script type="text/javascript">\nwindow.dataLayer = window.dataLayer || [];\nfunction gtag(){dataLayer.push(arguments);}\n\nif (a < b && c[0]) { x = "&amp;"; }\n</script>\n<p>After</p>',
  '<style>\n.a > b { color: red; }\n\n.c::after { content: "&rarr;"; }\n</style>',
  '<!-- wp:paragraph -->\n<p>Hello</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:heading -->\n<h2>Title</h2>\n<!-- /wp:heading -->',
  '<?xml version="1.0" encoding="UTF-8"?>\n<p>Doc</p>',
  '<p>Next &rarr; Settings &nbsp;&mdash; &copy; 2024 &amp; &lt;tag&gt;</p>',
  '<div class="callout">\n<p>First</p>\n\n<p>Second</p>\n</div>',
  '<details>\n<summary>Click to expand</summary>\n\nHidden text\n\n</details>',
  '<p><iframe src="https://www.youtube.com/embed/abc" width="560" height="315" frameborder="0" allowfullscreen></iframe></p>',
  '<video controls src="https://cdn.example.com/a.mp4"></video>',
  '<ul><li><p>Step</p><table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table></li></ul>',
  '<blockquote><p><strong>Note</strong></p><p>Useful information.</p></blockquote>',
  '<h2 id="install">Install</h2><p>See <a href="#install">install</a>.</p>',
  '<p><span style="color:red">red</span> text</p>',
  '<textarea rows="3">a &lt; b\n\nline</textarea>',
  '<pre>  indented\n\n  &lt;b&gt; text</pre>',
];
test('scratch', () => {
  for (const h of cases) {
    const c = convertHtmlToMarkdown(h);
    console.log(
      '=== ' + JSON.stringify(h) + '\n' + c.markdown + '--- exact=' + c.exact + '\n' + JSON.stringify(renderMarkdown(c.markdown)),
    );
  }
});
