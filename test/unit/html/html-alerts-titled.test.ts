// Alerts as real sites write them beyond GitHub's five bare markers: a title on the marker line
// (`> [!NOTE] Check your work`: Hugo's AlertTitle, Obsidian callouts) and a site's own kinds
// (`> [!NB]`). Readers see the title, or the kind's label, never the raw marker; the HTML carries
// the marker as written (`data-alert`) so that pull gives back exactly the Markdown that was pushed.
// Fixtures written by hand after real pages (the glossary corpus has no alerts); expected HTML and
// Markdown are written down here.
import { describe, expect, it } from 'vitest';
import { canonicalHtml, htmlEqual } from '../../../src/html/compare.js';
import { renderMarkdown, renderMarkdownChecked, type RenderOptions } from '../../../src/html/render.js';
import { toRichTextHtml } from '../../../src/html/richtext.js';
import { convertHtmlToMarkdown } from '../../../src/html/to-markdown.js';

/** [name, Markdown as written, HTML pushed] */
const PAGES: [string, string, string][] = [
  [
    'a known kind with a title (docs: "> [!NOTE] Check your work")',
    '> [!NOTE] Check your work\n> Run the tests before you push.\n',
    '<blockquote data-alert="NOTE">\n<p><strong>Check your work</strong></p>\n<p>Run the tests before you push.</p>\n</blockquote>\n',
  ],
  [
    'a title and a body of two paragraphs (contributing page: "> [!IMPORTANT] Help wanted")',
    '> [!IMPORTANT] Help wanted\n> We are looking for translators.\n>\n> Write to **the docs team**.\n',
    '<blockquote data-alert="IMPORTANT">\n<p><strong>Help wanted</strong></p>\n<p>We are looking for translators.</p>\n<p>Write to <strong>the docs team</strong>.</p>\n</blockquote>\n',
  ],
  [
    'a site\'s own kind with a title and no body ("> [!NB] ...")',
    '> [!NB] Keep your token out of the repository.\n',
    '<blockquote data-alert="NB">\n<p><strong>Keep your token out of the repository.</strong></p>\n</blockquote>\n',
  ],
  [
    "a site's own kind without a title: its label is the kind as written",
    '> [!NB]\n> Keep your token out of the repository.\n',
    '<blockquote data-alert="NB">\n<p><strong>NB</strong></p>\n<p>Keep your token out of the repository.</p>\n</blockquote>\n',
  ],
  [
    'a lowercase Obsidian callout, its first letter raised for the label',
    '> [!todo]\n> - [ ] translate the FAQ\n',
    '<blockquote data-alert="todo">\n<p><strong>Todo</strong></p>\n<ul>\n<li><input disabled="" type="checkbox"> translate the FAQ</li>\n</ul>\n</blockquote>\n',
  ],
  [
    'a lowercase known kind with inline Markdown in its title',
    '> [!tip] Use *keyboard* shortcuts\n> Press `Ctrl+K` anywhere.\n',
    '<blockquote data-alert="tip">\n<p><strong>Use <em>keyboard</em> shortcuts</strong></p>\n<p>Press <code>Ctrl+K</code> anywhere.</p>\n</blockquote>\n',
  ],
  [
    'an Obsidian foldable callout ("[!faq]-"): the fold sign kept with the kind',
    '> [!faq]- Can I undo a sync?\n> Push the earlier text again.\n',
    '<blockquote data-alert="faq-">\n<p><strong>Can I undo a sync?</strong></p>\n<p>Push the earlier text again.</p>\n</blockquote>\n',
  ],
  [
    'a titled alert followed by a list, between paragraphs',
    'Before.\n\n> [!WARNING] Back up first\n> - the database\n> - the uploads\n\nAfter.\n',
    '<p>Before.</p>\n<blockquote data-alert="WARNING">\n<p><strong>Back up first</strong></p>\n<ul>\n<li>the database</li>\n<li>the uploads</li>\n</ul>\n</blockquote>\n<p>After.</p>\n',
  ],
];

/** Pull's Markdown for `html`, asserting the converter calls it exact. */
function pulled(html: string, opts: RenderOptions = {}): string {
  const c = convertHtmlToMarkdown(html, opts.alertLabels ? { alertLabels: opts.alertLabels } : {});
  expect(c.exact).toBe(true);
  return c.markdown;
}

describe('titled alerts and site kinds: rendered as callouts, pulled back byte for byte', () => {
  it.each(PAGES)('%s: the HTML pushed', (_name, md, html) => {
    expect(renderMarkdown(md)).toBe(html);
  });

  it.each(PAGES)('%s: no reader sees the raw marker', (_name, md) => {
    expect(renderMarkdown(md)).not.toMatch(/>\s*\[!/);
  });

  it.each(PAGES)('%s: pull gives back the Markdown as written, from the HTML as pushed and as the platform serves it', (_name, md) => {
    const html = renderMarkdown(md);
    expect(pulled(html)).toBe(md);
    const rich = toRichTextHtml(html);
    expect(pulled(rich)).toBe(md);
    // the platform's re-serialisation keeps the marker attribute and compares equal to what was pushed
    expect(rich).toContain('<blockquote data-alert="');
    expect(htmlEqual(html, rich)).toBe(true);
  });

  it('no warning for a marker with a title: it is an alert now', () => {
    expect(renderMarkdownChecked('> [!NOTE] Check your work\n> Run the tests.\n').diagnostics).toEqual([]);
  });

  it('the marker attribute is content: the same words without it are a different document (pull needs it)', () => {
    const [, md, html] = PAGES[0]!;
    expect(htmlEqual(renderMarkdown(md), html.replace(' data-alert="NOTE"', ''))).toBe(false);
    expect(canonicalHtml(html)).toContain('<blockquote data-alert="NOTE">');
  });

  it('language labels: a known kind without a title keeps its label and its HTML; a titled one shows its title', () => {
    const ja: RenderOptions = { alertLabels: { note: '注記' } };
    expect(renderMarkdown('> [!NOTE]\n> 詳細。\n', ja)).toBe('<blockquote>\n<p><strong>注記</strong></p>\n<p>詳細。</p>\n</blockquote>\n');
    const titled = '> [!NOTE] 作業を確認\n> テストを実行します。\n';
    const html = renderMarkdown(titled, ja);
    expect(html).toBe('<blockquote data-alert="NOTE">\n<p><strong>作業を確認</strong></p>\n<p>テストを実行します。</p>\n</blockquote>\n');
    expect(pulled(toRichTextHtml(html), ja)).toBe(titled);
  });

  it('a GitHub alert without a title is pulled back in the form GitHub documents (no blank quote line)', () => {
    const md = '> [!NOTE]\n> Useful information that users should know.\n';
    expect(renderMarkdown(md)).toBe(
      '<blockquote>\n<p><strong>Note</strong></p>\n<p>Useful information that users should know.</p>\n</blockquote>\n',
    );
    expect(pulled(toRichTextHtml(renderMarkdown(md)))).toBe(md);
  });

  it('a platform quote whose text starts with "[!NB]" stays a plain quote: pull escapes the marker', () => {
    const html = '<blockquote><p>[!NB] not a callout</p></blockquote>';
    const md = pulled(html);
    expect(md).toBe('> \\[!NB\\] not a callout\n');
    expect(htmlEqual(renderMarkdown(md), html)).toBe(true);
  });

  it("nested in a list: an alert too (issue 48: a step's note), pulled back in place, no warning", () => {
    const md = '1. Install.\n\n   > [!NB] Back up first.\n';
    const r = renderMarkdownChecked(md);
    expect(r.html).toBe(
      '<ol>\n<li><p>Install.</p>\n<blockquote data-alert="NB">\n<p><strong>Back up first.</strong></p>\n</blockquote>\n</li>\n</ol>\n',
    );
    expect(r.diagnostics).toEqual([]);
    expect(htmlEqual(renderMarkdown(pulled(toRichTextHtml(r.html))), r.html)).toBe(true);
  });
});
