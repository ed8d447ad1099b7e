// Issue 48 item 2, titles: under `site:` a page without front matter `title` has the title its
// generator shows: `linkTitle` (Hugo), `sidebar_label` (Docusaurus), else its leading `# Heading`,
// which then leaves the pushed body. `title` always wins (its heading stays in the body); with no
// `site:` nothing changes. Drift protection reads a committed version the same way.
import { describe, expect, it } from 'vitest';
import { analyzeFile, type MarkdownAnalysis } from '../../../src/content/analyze.js';
import { buildPair } from '../../../src/content/entry.js';
import type { LocalProblem } from '../../../src/content/frontmatter.js';
import type { SiteName } from '../../../src/html/site-conventions.js';
import { markdownVersionValues, renderBothWays } from '../../../src/drift/versions.js';
import type { HeldField } from '../../../src/apply/types.js';
import { rewriteFile } from '../../../src/pull/drifted.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const analyze = (text: string, site?: SiteName, isIndex = false) =>
  analyzeFile(bytes(text), { kind: 'markdown', isIndex, render: 'auto', ...(site ? { site } : {}) }) as MarkdownAnalysis;

function articleFields(a: MarkdownAnalysis) {
  const problems: LocalProblem[] = [];
  const pair = buildPair('article:1', 'article', 'en', 'en/a.md', a, (p) => problems.push(...p));
  return { fields: pair?.fields, problems };
}

describe('page titles under site:', () => {
  it('Docusaurus: sidebar_label stands for the title; the body is pushed as written', () => {
    const a = analyze('---\nsidebar_label: Install the CLI\nsidebar_position: 2\n---\n\nRun the installer.\n', 'docusaurus');
    expect(a.fields.title).toEqual({ kind: 'text', value: 'Install the CLI', line: 2 });
    expect(articleFields(a).fields).toEqual({ title: 'Install the CLI', content: '<p>Run the installer.</p>\n' });
  });

  it('Docusaurus: a leading # Heading after MDX imports is the title and leaves the body', () => {
    const a = analyze("---\nid: setup\n---\nimport Tabs from '@theme/Tabs';\n\n# Set *up* the app\n\nFirst step.\n", 'docusaurus');
    expect(a.fields.title).toEqual({ kind: 'text', value: 'Set up the app', line: 6 });
    expect(a.content).toBe('<p>First step.</p>\n');
  });

  it('MkDocs: a page with only a # Heading has it as title; its {#id} is not part of it', () => {
    const a = analyze('# Billing &amp; invoices { #billing }\n\nPay monthly.\n\n## Refunds\n\nAsk us.\n', 'mkdocs');
    expect(a.fields.title).toEqual({ kind: 'text', value: 'Billing & invoices', line: 1 });
    expect(a.content).toBe('<p>Pay monthly.</p>\n<h2>Refunds</h2>\n<p>Ask us.</p>\n');
    expect(a.content).not.toContain('Billing');
  });

  it('Hugo: linkTitle stands for the title, and a heading in the body stays', () => {
    const a = analyze('---\nlinkTitle: Quick start\nweight: 10\n---\n\n# Getting started quickly\n\nHello.\n', 'hugo');
    expect(articleFields(a).fields).toEqual({
      title: 'Quick start',
      content: '<h1>Getting started quickly</h1>\n<p>Hello.</p>\n',
    });
  });

  it('front matter title wins over sidebar_label and the heading, which stays in the body', () => {
    const a = analyze('---\ntitle: Accounts\nsidebar_label: Acc\n---\n\n# Your account\n\nText.\n', 'docusaurus');
    expect(articleFields(a).fields).toEqual({ title: 'Accounts', content: '<h1>Your account</h1>\n<p>Text.</p>\n' });
  });

  it('a # Heading below other text is not the title; each generator reads only its own key', () => {
    expect(analyze('Intro.\n\n# Later\n', 'mkdocs').fields.title).toBeUndefined();
    // linkTitle is Hugo's, sidebar_label Docusaurus': MkDocs reads neither
    expect(analyze('---\nlinkTitle: L\nsidebar_label: S\n---\nBody.\n', 'mkdocs').fields.title).toBeUndefined();
    expect(analyze('---\nsidebar_label: S\n---\nBody.\n', 'hugo').fields.title).toBeUndefined();
  });

  it('warnings after the removed heading keep the line the author wrote', () => {
    const a = analyze('---\nx: 1\n---\n# Title\n\nSee {{< unknown >}} here.\n', 'hugo');
    expect(a.fields.title?.kind === 'text' && a.fields.title.value).toBe('Title');
    expect(a.linkWarnings.map((w) => w.line)).toEqual([6]);
  });

  it('a collection file: the heading is its title and leaves the section prose', () => {
    const a = analyze('# Guides\n\nAll the guides.\n', 'mkdocs', true);
    expect(a.fields.title).toEqual({ kind: 'text', value: 'Guides', line: 1 });
    expect(a.sectionProse).toEqual({ line: 1, text: 'All the guides.' });
  });

  it('without site: nothing changes (no title, the heading in the body)', () => {
    const a = analyze('---\nsidebar_label: S\n---\n# Heading\n\nText.\n');
    expect(a.fields.title).toBeUndefined();
    expect(a.content).toBe('<h1>Heading</h1>\n<p>Text.</p>\n');
  });
});

describe('drift protection reads a version the same way', () => {
  it('the derived title, and the body both without and with the heading', () => {
    const v = markdownVersionValues(bytes('# Set up\n\nFirst.\n'), renderBothWays('mkdocs'), 'mkdocs');
    expect(v.title).toEqual(['Set up']);
    expect(v.content).toContain('<p>First.</p>\n');
    expect(v.content).toContain('<h1>Set up</h1>\n<p>First.</p>\n');
    expect(markdownVersionValues(bytes('# Set up\n\nFirst.\n')).title).toBeUndefined();
  });
});

describe('pull --drifted keeps the heading that is the title', () => {
  const held = (remote: string): HeldField => ({
    entryId: 'article:1',
    type: 'article',
    language: 'en',
    file: 'en/faq.md',
    field: 'content',
    local: '<p>Yes.</p>\n',
    remote,
    reason: 'edited on the platform',
    remoteFingerprint: 'x',
  });
  const text = '---\nentry: article:1\n---\n# Questions\n\nYes.\n';

  it('under site: the heading line stays as written, the text after it takes the platform body', () => {
    const out = rewriteFile(text, [held('<p>Yes.</p>\n<p>More.</p>\n')], undefined, 'mkdocs');
    expect(out.problems).toEqual([]);
    expect(out.text).toBe('---\nentry: article:1\n---\n# Questions\n\nYes.\n\nMore.\n');
    // and the file still says the title and the body pushed
    const a = analyze(out.text, 'mkdocs');
    expect(a.fields.title?.kind === 'text' && a.fields.title.value).toBe('Questions');
    expect(a.content).toBe('<p>Yes.</p>\n<p>More.</p>\n');
  });

  it('without site: the heading is part of the body and is merged as any block', () => {
    const out = rewriteFile(text, [held('<p>Yes.</p>\n')]);
    expect(out.text).toBe('---\nentry: article:1\n---\nYes.\n');
  });
});
