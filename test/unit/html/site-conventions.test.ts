// Issue 48 items 1-2: a generator's conventions (config `site:`) rendered to what the platform
// shows, in the form GitHub alerts already get. Expected HTML is written down here by hand (from
// what each generator shows: the callout's title or its kind's label, the body; each tab's title
// then its content); several inputs are extracts of the real sites in test/fixtures/sites/ (named).
// Pull writes the GitHub alert form back; that Markdown must render to the same HTML without
// `site:` conventions, so a re-sync pushes nothing and drift protection sees no edit.
import { readFileSync } from 'node:fs';
import fg from 'fast-glob';
import { parseFrontMatter } from '../../../src/content/frontmatter.js';
import { describe, expect, it } from 'vitest';
import { htmlEqual } from '../../../src/html/compare.js';
import { renderMarkdown, renderMarkdownChecked } from '../../../src/html/render.js';
import { toRichTextHtml } from '../../../src/html/richtext.js';
import type { SiteName } from '../../../src/html/site-conventions.js';
import { convertHtmlToMarkdown } from '../../../src/html/to-markdown.js';

const SITES = 'test/fixtures/sites';
/** Lines `from`-`to` (1-based, inclusive) of a fixture file. */
const extract = (file: string, from: number, to: number): string =>
  readFileSync(`${SITES}/${file}`, 'utf8')
    .split('\n')
    .slice(from - 1, to)
    .join('\n') + '\n';

/** [name, site, Markdown as written, HTML pushed] */
const FORMS: [string, SiteName, string, string][] = [
  [
    'Docusaurus :::note[Title]',
    'docusaurus',
    ':::note[Read this]\nSome **text**.\n:::\n\nAfter.\n',
    '<blockquote data-alert="NOTE">\n<p><strong>Read this</strong></p>\n<p>Some <strong>text</strong>.</p>\n</blockquote>\n<p>After.</p>\n',
  ],
  [
    'Docusaurus :::tip Title (the older title form)',
    'docusaurus',
    ':::tip My tip\nBody\n:::\n',
    '<blockquote data-alert="TIP">\n<p><strong>My tip</strong></p>\n<p>Body</p>\n</blockquote>\n',
  ],
  [
    'Docusaurus :::danger without a title: its kind as the label',
    'docusaurus',
    ':::danger\nDo not.\n:::\n',
    '<blockquote data-alert="danger">\n<p><strong>Danger</strong></p>\n<p>Do not.</p>\n</blockquote>\n',
  ],
  [
    'Docusaurus nested admonitions (the outer with more colons), a fence inside kept as code',
    'docusaurus',
    '::::info Outer\nText\n\n:::warning\nInner\n:::\n\n```md\n:::note\n```\n::::\n',
    '<blockquote data-alert="info">\n<p><strong>Outer</strong></p>\n<p>Text</p>\n<blockquote>\n<p><strong>Warning</strong></p>\n<p>Inner</p>\n</blockquote>\n<pre><code class="language-md">:::note\n</code></pre>\n</blockquote>\n',
  ],
  [
    'Docusaurus admonition in a list item',
    'docusaurus',
    '1. Step one\n\n   :::tip\n   Hold on.\n   :::\n',
    '<ol>\n<li><p>Step one</p>\n<blockquote>\n<p><strong>Tip</strong></p>\n<p>Hold on.</p>\n</blockquote>\n</li>\n</ol>\n',
  ],
  [
    'Docusaurus <Tabs>/<TabItem>: each tab titled by its label (else value), in order; import lines dropped',
    'docusaurus',
    'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n<Tabs>\n  <TabItem value="mac" label="macOS" default>\n\n  Run `brew install x`.\n\n  </TabItem>\n  <TabItem value="linux">\n\n  Run `apt install x`.\n\n  </TabItem>\n</Tabs>\n',
    '<p><strong>macOS</strong></p>\n<p>Run <code>brew install x</code>.</p>\n<p><strong>linux</strong></p>\n<p>Run <code>apt install x</code>.</p>\n',
  ],
  ['Docusaurus heading id {#id}', 'docusaurus', '## Install {#install}\n', '<h2 id="install">Install</h2>\n'],
  [
    'MkDocs !!! note "Title" with an indented body of two paragraphs',
    'mkdocs',
    '!!! note "Title"\n    Body here.\n\n    More.\n\nAfter.\n',
    '<blockquote data-alert="NOTE">\n<p><strong>Title</strong></p>\n<p>Body here.</p>\n<p>More.</p>\n</blockquote>\n<p>After.</p>\n',
  ],
  [
    'MkDocs ??? warning (collapsed): the fold sign kept',
    'mkdocs',
    '??? warning\n    Folded.\n',
    '<blockquote data-alert="warning-">\n<p><strong>Warning</strong></p>\n<p>Folded.</p>\n</blockquote>\n',
  ],
  [
    'MkDocs === "Tab": titled sections in order, the code inside stays code',
    'mkdocs',
    '=== "Python"\n    ```py\n    x = 1\n    ```\n=== "JS"\n    Text.\n',
    '<p><strong>Python</strong></p>\n<pre><code class="language-py">x = 1\n</code></pre>\n<p><strong>JS</strong></p>\n<p>Text.</p>\n',
  ],
  [
    'MkDocs /// tab | Title blocks',
    'mkdocs',
    '/// tab | First\nOne.\n///\n\n/// tab | Second\nTwo.\n///\n',
    '<p><strong>First</strong></p>\n<p>One.</p>\n<p><strong>Second</strong></p>\n<p>Two.</p>\n',
  ],
  [
    'FastAPI docs/en/docs/tutorial/static-files.md 5-26: /// tip, { #id }, /// note | Title',
    'mkdocs',
    extract('mkdocs-fastapi/docs/en/docs/tutorial/static-files.md', 5, 26),
    '<blockquote>\n<p><strong>Tip</strong></p>\n<p>If you need to host a frontend, use <code>app.frontend()</code> instead, read about it in <a href="frontend.md">Frontend</a>.</p>\n' +
      '<p><code>app.frontend()</code> uses <code>StaticFiles</code> underneath, with several additional advantages for frontends, like handling client-side routing.</p>\n</blockquote>\n' +
      '<h2 id="use-staticfiles">Use <code>StaticFiles</code></h2>\n<ul>\n<li>Import <code>StaticFiles</code>.</li>\n<li>&quot;Mount&quot; a <code>StaticFiles()</code> instance in a specific path.</li>\n</ul>\n' +
      '<p>{* ../../docs_src/static_files/tutorial001_py310.py hl[2,6] *}</p>\n' +
      '<blockquote data-alert="NOTE">\n<p><strong>Technical Details</strong></p>\n<p>You could also use <code>from starlette.staticfiles import StaticFiles</code>.</p>\n' +
      '<p><strong>FastAPI</strong> provides the same <code>starlette.staticfiles</code> as <code>fastapi.staticfiles</code> just as a convenience for you, the developer. But it actually comes directly from Starlette.</p>\n</blockquote>\n',
  ],
  [
    'FastAPI docs/en/docs/tutorial/index.md 97-105: /// details | Summary (folded, as MkDocs shows details)',
    'mkdocs',
    extract('mkdocs-fastapi/docs/en/docs/tutorial/index.md', 97, 105),
    '<blockquote data-alert="details-">\n<p><strong>FastAPI installation options</strong></p>\n',
  ],
  [
    'Docsy example-page.md 257-267: {{% alert %}} one-line and over two lines, by colour',
    'hugo',
    extract('hugo-docsy-example/content/en/docs/getting-started/example-page.md', 257, 267),
    '<blockquote>\n<p><strong>Note</strong></p>\n<p>This is an alert.</p>\n</blockquote>\n' +
      '<blockquote data-alert="NOTE">\n<p><strong>Alert title</strong></p>\n<p>This is an alert with a\ntitle.</p>\n</blockquote>\n' +
      '<blockquote>\n<p><strong>Tip</strong></p>\n<p>This is a successful alert.</p>\n</blockquote>\n' +
      '<blockquote>\n<p><strong>Warning</strong></p>\n<p>This is a warning!</p>\n</blockquote>\n' +
      '<blockquote data-alert="CAUTION">\n<p><strong>Danger!</strong></p>\n<p>This is a danger alert with a\ntitle!</p>\n</blockquote>\n',
  ],
  [
    'Hugo {{< alert title="…" >}} over several lines',
    'hugo',
    '{{< alert title="Before you start" color="warning" >}}\nBack up **first**.\n{{< /alert >}}\n',
    '<blockquote data-alert="WARNING">\n<p><strong>Before you start</strong></p>\n<p>Back up <strong>first</strong>.</p>\n</blockquote>\n',
  ],
  [
    'Hugo {{< tabpane >}}: a {{< tab >}} as code in its lang, a {{% tab %}} as Markdown',
    'hugo',
    '{{< tabpane >}}\n{{< tab header="Bash" lang="bash" >}}\necho hi\n{{< /tab >}}\n{{% tab header="Text" %}}\nSome *md*\n{{% /tab %}}\n{{< /tabpane >}}\n',
    '<p><strong>Bash</strong></p>\n<pre><code class="language-bash">echo hi\n</code></pre>\n<p><strong>Text</strong></p>\n<p>Some <em>md</em></p>\n',
  ],
  [
    'Hugo ref/relref as links, comments dropped, code untouched',
    'hugo',
    'See [a]({{< ref "docs/a.md" >}}) and [b]({{% relref "b.md#z" %}}).\n\n{{/* a comment */}}\n{{% comment %}}\nhidden\n{{% /comment %}}\n`{{< alert >}}`\n\n```\n{{< alert >}}\n```\n',
    '<p>See <a href="docs/a.md">a</a> and <a href="b.md#z">b</a>.</p>\n<p><code>{{&lt; alert &gt;}}</code></p>\n<pre><code>{{&lt; alert &gt;}}\n</code></pre>\n',
  ],
];

function pulled(html: string): string {
  const c = convertHtmlToMarkdown(html);
  expect(c.exact).toBe(true);
  return c.markdown;
}

describe('site conventions rendered as the platform shows them (config site:)', () => {
  it.each(FORMS)('%s: the HTML pushed', (_name, site, md, html) => {
    const out = renderMarkdown(md, { site });
    if (_name.includes('details')) expect(out.startsWith(html)).toBe(true);
    else expect(out).toBe(html);
  });

  it.each(FORMS)('%s: no marker outside code, no warning', (_name, site, md) => {
    const r = renderMarkdownChecked(md, { site });
    const outsideCode = r.html.replace(/<pre>[\s\S]*?<\/pre>|<code>[\s\S]*?<\/code>/g, '');
    expect(outsideCode).not.toMatch(/:::|!!!|\?\?\?|\/\/\/|===|\{\{[<%]|\{#|\{ #|\[!/);
    expect(r.diagnostics).toEqual([]);
  });

  it.each(FORMS)('%s: pull writes GitHub alerts back, which render to the same HTML with or without site:', (_name, site, md) => {
    const html = renderMarkdown(md, { site });
    const back = pulled(toRichTextHtml(html));
    expect(htmlEqual(renderMarkdown(back), html)).toBe(true);
    expect(htmlEqual(renderMarkdown(back, { site }), html)).toBe(true);
  });

  it('without site: the same text as before (nothing rewritten)', () => {
    expect(renderMarkdown(':::note\nX\n:::\n')).toBe('<p>:::note\nX\n:::</p>\n');
    expect(renderMarkdown('## A { #a }\n')).toBe('<h2>A { #a }</h2>\n');
    expect(renderMarkdown('!!! note\n    X\n')).toBe('<p>!!! note\n    X</p>\n');
  });

  it('only the named generator: Docusaurus callouts stay text under site: mkdocs', () => {
    expect(renderMarkdown(':::note\nX\n:::\n', { site: 'mkdocs' })).toBe('<p>:::note\nX\n:::</p>\n');
  });

  it('an unknown shortcode: kept as text, warned about with a kind of its own name and the line written', () => {
    const r = renderMarkdownChecked(':::note\nA\n:::\n\n{{< param "version" >}} and {{% figure src="x" %}}\n', { site: 'hugo' });
    expect(r.html).toBe('<p>:::note\nA\n:::</p>\n<p>{{&lt; param &quot;version&quot; &gt;}} and {{% figure src=&quot;x&quot; %}}</p>\n');
    expect(r.diagnostics.map((d) => [d.line, d.kind])).toEqual([
      [5, 'template-syntax:param'],
      [5, 'template-syntax:figure'],
    ]);
  });

  it('a line number after a rewritten block is the line as written', () => {
    const r = renderMarkdownChecked('{{% alert %}} A {{% /alert %}}\n\nText\n\n{{< unknown >}}\n', { site: 'hugo' });
    expect(r.diagnostics.map((d) => d.line)).toEqual([5]);
  });

  it('a JSX component: kept as text (escaped), warned about by its name', () => {
    const r = renderMarkdownChecked('Intro.\n\n<Highlight color="red">Hi</Highlight> and `<Code/>`\n', { site: 'docusaurus' });
    expect(r.html).toBe(
      '<p>Intro.</p>\n<p>&lt;Highlight color=&quot;red&quot;&gt;Hi&lt;/Highlight&gt; and <code>&lt;Code/&gt;</code></p>\n',
    );
    expect(r.diagnostics.map((d) => [d.line, d.kind])).toEqual([[3, 'template-syntax:<Highlight>']]);
  });

  it('an MDX comment on a line is dropped (Docusaurus never shows it); in code it stays', () => {
    expect(renderMarkdown('Intro. {/* truncate */}\n\n{/* hidden */}\n\n`{/* kept */}`\n', { site: 'docusaurus' })).toBe(
      '<p>Intro. </p>\n<p><code>{/* kept */}</code></p>\n',
    );
  });

  it('an unclosed callout is left as written', () => {
    expect(renderMarkdown(':::note\nNever closed.\n', { site: 'docusaurus' })).toBe('<p>:::note\nNever closed.</p>\n');
  });

  it('GitHub alerts nested in a list item and a quote render for every site (none too)', () => {
    const md = '1. Step\n\n   > [!NOTE]\n   > Inside.\n\n> Outer\n>\n> > [!TIP] Nested\n';
    const html =
      '<ol>\n<li><p>Step</p>\n<blockquote>\n<p><strong>Note</strong></p>\n<p>Inside.</p>\n</blockquote>\n</li>\n</ol>\n' +
      '<blockquote>\n<p>Outer</p>\n<blockquote data-alert="TIP">\n<p><strong>Nested</strong></p>\n</blockquote>\n</blockquote>\n';
    for (const site of [undefined, 'hugo', 'docusaurus', 'mkdocs'] as const) expect(renderMarkdown(md, site ? { site } : {})).toBe(html);
    expect(htmlEqual(renderMarkdown(pulled(toRichTextHtml(html))), html)).toBe(true);
  });

  it('pull under site: platform text that would read as a convention is kept so that it renders back as it is', () => {
    const html = '<p>:::note\nnot a callout\n:::</p>\n<h2>A { #a }</h2>\n';
    const plain = convertHtmlToMarkdown(html);
    // without site: the Markdown is the text itself, which a site: docusaurus sync would turn into a callout
    expect(htmlEqual(renderMarkdown(plain.markdown, { site: 'docusaurus' }), html)).toBe(false);
    const c = convertHtmlToMarkdown(html, { site: 'docusaurus' });
    expect(c.exact).toBe(true);
    expect(htmlEqual(renderMarkdown(c.markdown, { site: 'docusaurus' }), html)).toBe(true);
  });

  it.each([
    ['hugo-*', 'hugo'],
    ['docusaurus-*', 'docusaurus'],
    ['mkdocs-*', 'mkdocs'],
  ] as const)(
    'every page of the real sites %s under site: %s: no convention marker left outside code; what is left is warned by its name',
    (glob, site) => {
      const files = fg.sync(`${SITES}/${glob}/**/*.md`);
      expect(files.length).toBeGreaterThan(5);
      for (const file of files) {
        const r = renderMarkdownChecked(parseFrontMatter(readFileSync(file, 'utf8')).body, { site });
        const text = r.html.replace(/<pre>[\s\S]*?<\/pre>|<code>[\s\S]*?<\/code>/g, '');
        expect(text, file).not.toMatch(
          /:::|!!!|^\?\?\?|^\/\/\/|^===|\{#|\{ #|\[!|\{\{(?:[<%]|&lt;)\s*\/?(?:alert|pageinfo|tabpane|tab|ref|relref|comment)\b/m,
        );
        // every shortcode left is kept as text on purpose, and warned about under its own kind
        const left = [...text.matchAll(/\{\{(?:%|&lt;)\s*\/?([^\s%&]+)/g)].map((m) => `template-syntax:${m[1]}`);
        const kinds = new Set(r.diagnostics.map((d) => d.kind));
        for (const k of left) expect(kinds.has(k), `${file}: ${k}`).toBe(true);
      }
    },
  );

  it('Docsy pageinfo (example docs/_index.md 7-11): an alert, its colour the kind', () => {
    const md = extract('hugo-docsy-example/content/en/docs/_index.md', 7, 11);
    expect(renderMarkdown(md, { site: 'hugo' })).toBe(
      '<blockquote>\n<p><strong>Warning</strong></p>\n<p>This is a placeholder page. Replace it with your own content.</p>\n</blockquote>\n',
    );
  });
});
