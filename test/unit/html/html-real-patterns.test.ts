// Fixtures for, each modelled on a pattern of real documentation and help-center pages and
// named after it, with the expected output written down: a fixture fails when the converter regresses.
import { describe, expect, it } from 'vitest';
import { htmlEqual } from '../../../src/html/compare.js';
import { renderMarkdown, renderMarkdownChecked } from '../../../src/html/render.js';
import { convertHtmlToMarkdown } from '../../../src/html/to-markdown.js';

describe('Markdown in: GitHub alerts as GitHub reads them', () => {
  // github/docs: "> [!NOTE]\n> Useful information that users should know, even when skimming content."
  it.each([
    ['NOTE', 'Note'],
    ['TIP', 'Tip'],
    ['IMPORTANT', 'Important'],
    ['WARNING', 'Warning'],
    ['CAUTION', 'Caution'],
  ])('github/docs alert [!%s] renders as a quote led by the bold label "%s"', (kind, label) => {
    expect(renderMarkdown(`> [!${kind}]\n> Useful information that users should know.\n`)).toBe(
      `<blockquote>\n<p><strong>${label}</strong></p>\n<p>Useful information that users should know.</p>\n</blockquote>\n`,
    );
  });

  it('lowercase marker with a multi-paragraph body (microsoft/vscode-docs writes "[!tip]")', () => {
    expect(renderMarkdown('> [!tip]\n> Press `Ctrl+P`.\n>\n> Then type **>**.\n')).toBe(
      '<blockquote>\n<p><strong>Tip</strong></p>\n<p>Press <code>Ctrl+P</code>.</p>\n<p>Then type <strong>&gt;</strong>.</p>\n</blockquote>\n',
    );
  });

  it('labels per language (config alertLabels: { ja: { note: 注記 } }), English for the kinds not given', () => {
    const ja = { alertLabels: { note: '注記' } };
    expect(renderMarkdown('> [!NOTE]\n> 詳細はこちら。\n', ja)).toBe(
      '<blockquote>\n<p><strong>注記</strong></p>\n<p>詳細はこちら。</p>\n</blockquote>\n',
    );
    expect(renderMarkdown('> [!TIP]\n> ヒント。\n', ja)).toBe(
      '<blockquote>\n<p><strong>Tip</strong></p>\n<p>ヒント。</p>\n</blockquote>\n',
    );
  });

  it('marker with text on the same line: a titled alert as Hugo and Obsidian render it (GitHub shows a plain quote), no warning', () => {
    const r = renderMarkdownChecked('Intro.\n\n> [!NOTE] Restart the server.\n');
    expect(r.html).toBe('<p>Intro.</p>\n<blockquote data-alert="NOTE">\n<p><strong>Restart the server.</strong></p>\n</blockquote>\n');
    expect(r.diagnostics).toEqual([]);
  });

  it('alert nested in a list item (Hugo and Docusaurus render it; issue 48): an alert, no warning', () => {
    const r = renderMarkdownChecked('1. Install.\n\n   > [!WARNING]\n   > Back up first.\n');
    expect(r.html).toBe(
      '<ol>\n<li><p>Install.</p>\n<blockquote>\n<p><strong>Warning</strong></p>\n<p>Back up first.</p>\n</blockquote>\n</li>\n</ol>\n',
    );
    expect(r.diagnostics).toEqual([]);
  });

  it('without helpsync extensions: exactly the plain GFM of earlier versions', () => {
    expect(renderMarkdown('> [!NOTE]\n> Body\n\n## Install {#install}\n', { extensions: false })).toBe(
      '<blockquote>\n<p>[!NOTE]\nBody</p>\n</blockquote>\n<h2>Install {#install}</h2>\n',
    );
  });
});

describe('Markdown in: heading ids, anchors, template syntax', () => {
  it('Hugo docs heading ids, ATX and setext, become id attributes and leave the text', () => {
    expect(renderMarkdown('## Install `helm` {#install}\n\nUpgrade {#upgrade-v3}\n---\n')).toBe(
      '<h2 id="install">Install <code>helm</code></h2>\n<h2 id="upgrade-v3">Upgrade</h2>\n',
    );
  });

  it('a #fragment matching no heading id and a duplicate id are warnings with their lines', () => {
    const r = renderMarkdownChecked('## Setup {#setup}\n\nSee [setup](#setup) and [usage](#usage).\n\n## Setup again {#setup}\n');
    expect(r.diagnostics).toEqual([
      {
        line: 3,
        message: 'link to "#usage" matches no heading id of this page (the platform has no automatic anchors: add {#usage} to the heading)',
      },
      { line: 5, message: 'id "setup" is used by 2 elements of this page: links to "#setup" reach only the first' },
    ]);
  });

  it('Hugo shortcodes, Jekyll tags and Go templates outside code are warnings; inside code they are not', () => {
    const md =
      '{{< tabs >}}\n\nText {% raw %} and {{ .Site.Title }}.\n\n`{{< code >}}`\n\n```\n{{% shortcode %}}\n```\n\n{{% sign-language-section x %}}\n';
    expect(renderMarkdownChecked(md).diagnostics.map((d) => [d.line, d.message])).toEqual([
      [1, 'template syntax "{{< tabs >}}" outside code is pushed as text'],
      [3, 'template syntax "{% raw %}" outside code is pushed as text'],
      [3, 'template syntax "{{ .Site.Title }}" outside code is pushed as text'],
      [11, 'template syntax "{{% sign-language-section x %}}" outside code is pushed as text'],
    ]);
  });
});

/** Pull's conversion of `html`: the Markdown written, and that it renders back to the same HTML. */
function pulled(html: string, labels?: Record<string, string>): string {
  const c = convertHtmlToMarkdown(html, labels ? { alertLabels: labels } : {});
  expect(c.exact).toBe(true);
  expect(htmlEqual(renderMarkdown(c.markdown, labels ? { alertLabels: labels } : {}), html)).toBe(true);
  return c.markdown;
}

describe('HTML out (pull): real help-center HTML, faithfully', () => {
  it('Google Analytics snippet between paragraphs: the script byte for byte, no escapes, newlines kept', () => {
    const script =
      "<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-XXXX\"></script>\n<script>\n  window.dataLayer = window.dataLayer || [];\n  function gtag(){dataLayer.push(arguments);}\n\n  gtag('js', new Date());\n  if (a < b && c[0]) gtag('config', 'G-XXXX');\n</script>";
    const md = pulled(`<p>Intro</p>\n${script}\n<p>After</p>`);
    // the paragraph before: a blank line (marked writes `</p>\n`); after the script: the next line
    expect(md).toBe(`Intro\n\n${script}\nAfter\n`);
    expect(md).toContain("  if (a < b && c[0]) gtag('config', 'G-XXXX');\n");
  });

  it('WordPress inline <style> with a blank line and an entity-like string: byte for byte', () => {
    const style = '<style>\n.wp-block-button > a { color: #fff; }\n\n.note::before { content: "&rarr;"; }\n</style>';
    expect(pulled(style)).toBe(`${style}\n`);
  });

  it('WordPress block comments between blocks: kept; whitespace between them is no content', () => {
    const html = '<!-- wp:paragraph -->\n<p>Hello</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:heading -->\n<h2>Title</h2>\n<!-- /wp:heading -->';
    expect(pulled(html)).toBe(
      '<!-- wp:paragraph -->\n\nHello\n\n<!-- /wp:paragraph -->\n\n<!-- wp:heading -->\n\n## Title\n\n<!-- /wp:heading -->\n',
    );
  });

  it('Word paste with an XML processing instruction: kept, compared as the comment HTML reads', () => {
    expect(pulled('<?xml version="1.0" encoding="UTF-8"?>\n<p>Doc</p>')).toBe('<?xml version="1.0" encoding="UTF-8"?>\n\nDoc\n');
    expect(htmlEqual('<?xml a?><p>x</p>', '<!--?xml a?--><p>x</p>')).toBe(true);
  });

  it('Zendesk-style navigation entities (&rarr;, &nbsp;, &mdash;): decoded to the same text', () => {
    expect(pulled('<p>Settings &rarr; Billing&nbsp;&mdash; &copy; 2024 AT&amp;T &lt;tag&gt;</p>')).toBe(
      'Settings → Billing\u00a0— © 2024 AT&T \\<tag\\>\n',
    );
  });

  it('<details>/<summary> FAQ with blank lines: raw HTML that renders back the same, its line breaks kept', () => {
    expect(pulled('<details>\n<summary>Click to expand</summary>\n\nHidden text\n\n</details>')).toBe(
      '<details>\n<summary>Click to expand</summary>\n&#10;Hidden text\n&#10;</details>\n',
    );
    // between block siblings the blank line is no content: it stays a blank line
    expect(pulled('<div class="callout">\n<p>First</p>\n\n<p>Second</p>\n</div>')).toBe(
      '<div class="callout">\n<p>First</p>\n\n<p>Second</p>\n</div>\n',
    );
  });

  it('YouTube embed in a paragraph and a table inside a list item (help-center editor output)', () => {
    const iframe = '<p><iframe src="https://www.youtube.com/embed/abc" width="560" height="315" allowfullscreen></iframe></p>';
    // an iframe is a block for turndown, not inside a paragraph for marked: the paragraph stays HTML
    expect(pulled(iframe)).toBe(`${iframe}\n`);
    expect(pulled('<ul><li><p>Step</p><table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table></li></ul>')).toBe(
      '- Step\n\n  | A |\n  | --- |\n  | 1 |\n',
    );
    expect(pulled('<p><video controls src="https://cdn.example.com/a.mp4"></video></p>')).toBe(
      // inline HTML inside a Markdown paragraph (an empty attribute value is the same attribute)
      '<video controls="" src="https://cdn.example.com/a.mp4"></video>\n',
    );
  });

  it('textarea and pre contents byte for byte', () => {
    expect(pulled('<textarea rows="3">a &lt; b\n\nline</textarea>')).toBe('<textarea rows="3">a &lt; b\n\nline</textarea>\n');
    expect(pulled('<pre>  indented\n\n  &lt;b&gt; text</pre>')).toBe('<pre>  indented\n\n  &lt;b&gt; text</pre>\n');
  });

  it('alerts and heading ids come back as Markdown (English and the language label)', () => {
    expect(pulled('<blockquote><p><strong>Warning</strong></p><p>Back up first.</p></blockquote>')).toBe(
      '> [!WARNING]\n> Back up first.\n',
    );
    expect(pulled('<blockquote>\n<p><strong>注記</strong></p>\n<p>詳細。</p>\n</blockquote>\n', { note: '注記' })).toBe(
      '> [!NOTE]\n> 詳細。\n',
    );
    // a bold paragraph that is not a label stays bold
    expect(pulled('<blockquote><p><strong>Heads up</strong></p></blockquote>')).toBe('> **Heads up**\n');
    expect(pulled('<h2 id="install">Install</h2><p>See <a href="#install">install</a>.</p>')).toBe(
      '## Install {#install}\n\nSee [install](#install).\n',
    );
  });

  it('two conversions interleaved keep their own list markers (no shared state)', () => {
    const a = convertHtmlToMarkdown('<ul><li>a</li></ul><ul><li>b</li></ul>');
    const b = convertHtmlToMarkdown('<ol><li>x</li></ol>');
    expect([a.markdown, b.markdown]).toEqual(['- a\n\n* b\n', '1. x\n']);
  });
});
