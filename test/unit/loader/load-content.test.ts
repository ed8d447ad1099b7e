import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../src/html/render.js';
import { loadContentWith } from '../../../src/loader/content.js';
import type { LoadContentOptions, LocalContent } from '../../../src/content/types.js';

const roots: string[] = [];
afterAll(async () => {
  for (const r of roots) await rm(r, { recursive: true, force: true });
});

/** A temp folder holding `content/<files>`; problems are shown relative to the temp folder. */
async function tree(files: Record<string, string | Buffer>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'helpsync-load-'));
  roots.push(root);
  await mkdir(path.join(root, 'content'), { recursive: true });
  for (const [rel, body] of Object.entries(files)) {
    const abs = path.join(root, 'content', rel);
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, body);
  }
  return root;
}

async function load(root: string, opts: Partial<LoadContentOptions> = {}): Promise<LocalContent> {
  return loadContentWith({ contentDir: path.join(root, 'content'), sourceLanguage: 'en', ...opts }, { cwd: root, workers: 0 });
}

const ARTICLE_BODY = '# Install\n\nPaste the **snippet**.\n';

describe('loadContent: conventions', () => {
  let root: string;
  let c: LocalContent;
  beforeAll(async () => {
    root = await tree({
      'en/getting-started/_index.md': '---\nentry: collection:c1\ntitle: Getting started\ndescription: " First steps "\n---\nNot pushed.\n',
      'en/getting-started/install.md': `---\nentry: article:a1\ntitle: 1.10\ndescription: 2024\nauthor: [ignored]\nsubject: ignored too\n---\n${ARTICLE_BODY}`,
      'en/emails/welcome.md': '---\nentry: emailtemplate:e1\nsubject: Welcome!\n---\nHello **there**.\n',
      'en/_static.yaml': 'widget:\n  launcher:\n    title: Help\nfooter: "1.0"\n',
      'de/getting-started/_index.md': '---\ntitle: Erste Schritte\n---\n',
      'de/getting-started/install.md': '---\nentry: article:a1\ntitle: Installieren\n---\n# Installieren\n',
      'de/emails/welcome.md': '---\nsubject: Willkommen\n---\nHallo.\n',
      'de/_static.yaml': 'widget.launcher.title: Hilfe\n',
      'fr/getting-started/install.md': '---\ndescription: ~\ntitle: "null"\n---\n',
    });
    c = await load(root);
  });

  it('finds the language folders, source first', () => {
    expect(c.languages).toEqual(['en', 'de', 'fr']);
    expect(c.sourceLanguage).toBe('en');
    expect(c.contentDir).toBe(path.join(root, 'content'));
  });

  it('reports nothing for valid content but the section page prose it does not push', () => {
    expect(c.errors).toEqual([]);
    expect(c.warnings).toEqual([
      {
        severity: 'warning',
        kind: 'section-prose',
        file: 'content/en/getting-started/_index.md',
        line: 6,
        message: "section page prose is not pushed (sectionPages: skip; `description` makes it the collection's description)",
      },
    ]);
  });

  it('reads every pair with exactly its fields', () => {
    const byKey = Object.fromEntries(c.pairs.map((p) => [`${p.language} ${p.entryId}`, p]));
    expect(Object.keys(byKey).sort()).toEqual(
      [
        'de article:a1',
        'de collection:c1',
        'de emailtemplate:e1',
        'de statictranslation:widget.launcher.title',
        'en article:a1',
        'en collection:c1',
        'en emailtemplate:e1',
        'en statictranslation:footer',
        'en statictranslation:widget.launcher.title',
        'fr article:a1',
      ].sort(),
    );
    expect(byKey['en article:a1']).toEqual({
      entryId: 'article:a1',
      type: 'article',
      language: 'en',
      file: 'en/getting-started/install.md',
      fields: { title: '1.10', description: '2024', content: renderMarkdown(ARTICLE_BODY) },
    });
    expect(byKey['en collection:c1']!.fields).toEqual({ title: 'Getting started', description: 'First steps' });
    expect(byKey['de collection:c1']!.fields).toEqual({ title: 'Erste Schritte' });
    expect(byKey['en emailtemplate:e1']!.fields).toEqual({ subject: 'Welcome!', content: renderMarkdown('Hello **there**.\n') });
    expect(byKey['de emailtemplate:e1']!.fields).toEqual({ subject: 'Willkommen', content: renderMarkdown('Hallo.\n') });
    expect(byKey['de article:a1']!.fields).toEqual({ title: 'Installieren', content: renderMarkdown('# Installieren\n') });
    // `~` is absent, a quoted "null" is the text null
    expect(byKey['fr article:a1']!.fields).toEqual({ title: 'null' });
    expect(byKey['en statictranslation:widget.launcher.title']).toEqual({
      entryId: 'statictranslation:widget.launcher.title',
      type: 'statictranslation',
      language: 'en',
      file: 'en/_static.yaml',
      line: 3,
      fields: { value: 'Help' },
    });
    expect(byKey['en statictranslation:footer']!.fields).toEqual({ value: '1.0' });
    expect(byKey['de statictranslation:widget.launcher.title']).toMatchObject({
      file: 'de/_static.yaml',
      line: 1,
      fields: { value: 'Hilfe' },
    });
  });

  it('lists source files and every file of each entry', () => {
    expect(c.sourceFiles).toEqual([
      { path: 'emails/welcome.md', entryId: 'emailtemplate:e1' },
      { path: 'getting-started/_index.md', entryId: 'collection:c1', title: 'Getting started' },
      { path: 'getting-started/install.md', entryId: 'article:a1', title: '1.10' },
    ]);
    expect(c.filesByEntry['article:a1']).toEqual([
      'en/getting-started/install.md',
      'de/getting-started/install.md',
      'fr/getting-started/install.md',
    ]);
    expect(c.filesByEntry['collection:c1']).toEqual(['en/getting-started/_index.md', 'de/getting-started/_index.md']);
    expect(c.filesByEntry['statictranslation:widget.launcher.title']).toEqual(['en/_static.yaml', 'de/_static.yaml']);
  });

  it('--only selects entries in every language, --languages exactly those languages; the file lists stay complete', async () => {
    const only = await load(root, { only: ['getting-started/install.md'] });
    expect(only.pairs.map((p) => `${p.language} ${p.entryId}`)).toEqual(['en article:a1', 'de article:a1', 'fr article:a1']);
    expect(only.sourceFiles).toHaveLength(3);
    expect(only.filesByEntry['emailtemplate:e1']).toEqual(['en/emails/welcome.md', 'de/emails/welcome.md']);
    const de = await load(root, { selectLanguages: ['de'] });
    expect(de.languages).toEqual(['de']);
    expect(new Set(de.pairs.map((p) => p.language))).toEqual(new Set(['de']));
    expect(de.pairs).toHaveLength(4);
    expect(de.sourceFiles).toHaveLength(3);
    const both = await load(root, { selectLanguages: ['fr', 'en'], only: ['**/_index.md', 'emails/*'] });
    expect(both.languages).toEqual(['en', 'fr']);
    expect(both.pairs.map((p) => `${p.language} ${p.entryId}`)).toEqual(['en emailtemplate:e1', 'en collection:c1']);
  });

  it('an unknown --languages entry is an error, an --only that matches nothing a warning', async () => {
    const r = await load(root, { selectLanguages: ['it'], only: ['nothing/**'] });
    expect(r.errors).toEqual([{ severity: 'error', message: expect.stringContaining('"it" is not a language') as string }]);
    expect(r.warnings).toEqual([
      { severity: 'warning', message: expect.stringContaining('--only "nothing/**" matches no file') as string },
    ]);
  });
});

describe('loadContent: language folders', () => {
  it('ignores folders that are not language codes, with a warning', async () => {
    const root = await tree({
      'en/a.md': '---\nentry: article:a\ntitle: A\n---\n',
      'images/x.md': 'x',
      'README.md': '# readme',
      '.git/x.md': 'x',
    });
    const c = await load(root);
    expect(c.languages).toEqual(['en']);
    expect(c.warnings).toEqual([
      { severity: 'warning', file: 'content/README.md', message: expect.stringContaining('outside a language folder') as string },
      { severity: 'warning', file: 'content/images', message: expect.stringContaining('not a language code') as string },
    ]);
  });

  it('uses the configured languages when given', async () => {
    const root = await tree({
      'en/a.md': '---\nentry: article:a\ntitle: A\n---\n',
      'de/a.md': '---\ntitle: B\n---\n',
      'fr/a.md': '---\ntitle: C\n---\n',
    });
    const c = await load(root, { languages: ['de'] });
    expect(c.languages).toEqual(['en', 'de']);
    expect(c.pairs.map((p) => p.language)).toEqual(['en', 'de']);
    expect(c.warnings).toEqual([
      { severity: 'warning', file: 'content/fr', message: expect.stringContaining('not one of the configured languages') as string },
    ]);
  });

  it('a missing content folder or source folder is an error', async () => {
    const root = await tree({ 'de/a.md': 'x' });
    expect((await load(root)).errors).toEqual([
      { severity: 'error', file: 'content/en', message: expect.stringContaining('source language folder "en" not found') as string },
    ]);
    const r = await loadContentWith({ contentDir: path.join(root, 'nope'), sourceLanguage: 'en' }, { cwd: root });
    expect(r.errors).toEqual([{ severity: 'error', file: 'nope', message: expect.stringContaining('content folder not found') as string }]);
  });
});

describe('loadContent: bad input (every problem with file and line, all at once)', () => {
  let c: LocalContent;
  beforeAll(async () => {
    const root = await tree({
      'en/yaml.md': '---\ntitle: ok\ndescription: "unclosed\n---\nbody\n',
      'en/malformed.md': '---\ntitle: T\nentry: article\n---\n',
      'en/unknown.md': '---\n\nentry: page:123\n---\n',
      'en/badid.md': '---\nentry: article:a b\n---\n',
      'en/static-in-md.md': '---\nentry: statictranslation:x\n---\n',
      'en/entry-list.md': '---\nentry: [article:1]\n---\n',
      'en/one.md': '---\nentry: article:dup\ntitle: One\n---\n',
      'en/two.md': '---\ntitle: Two\nentry: article:dup\n---\n',
      'en/mismatch.md': '---\nentry: article:m1\n---\nx\n',
      'de/mismatch.md': '---\ntitle: M\nentry: article:m2\n---\nx\n',
      'en/latin1.md': Buffer.concat([Buffer.from('---\nentry: article:l1\ntitle: Caf'), Buffer.from([0xe9]), Buffer.from('\n---\n')]),
      'en/binary.md': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]),
      'en/types.md': '---\nentry: article:t1\ntitle:\n  - a\ndescription: {x: y}\n---\n',
      'en/email.md': '---\nentry: emailtemplate:e1\nsubject: [a]\n---\nHi\n',
      'en/_static.yaml': 'a.b: one\na:\n  b: two\nlist:\n  - x\n',
      'de/_static.yaml': '- just\n- a list\n',
      'en/js.md': '---js\n{ title: "x" }\n---\n',
    });
    c = await load(root);
  });

  it('collects every error', () => {
    const got = c.errors.map((p) => `${p.file}:${p.line ?? ''} ${p.message}`);
    const expected: [string, string][] = [
      ['content/de/_static.yaml:1', 'must be a map'],
      ['content/de/mismatch.md:3', 'entry article:m2 does not match article:m1 of its source file content/en/mismatch.md'],
      ['content/en/_static.yaml:3', '"a.b" is defined twice (also on line 1'],
      ['content/en/_static.yaml:5', '"list" must be text or a map, not a list'],
      ['content/en/badid.md:2', 'invalid id "a b"'],
      ['content/en/binary.md:1', 'binary file'],
      ['content/en/email.md:3', '"subject" must be text, not a list'],
      ['content/en/entry-list.md:2', '"entry" must be text'],
      ['content/en/js.md:1', 'front matter language "js" is not allowed'],
      ['content/en/latin1.md:3', 'not valid UTF-8'],
      ['content/en/malformed.md:3', 'malformed entry "article"'],
      ['content/en/static-in-md.md:2', 'static translations live in'],
      ['content/en/two.md:3', 'entry article:dup is also claimed by content/en/one.md'],
      ['content/en/types.md:4', '"title" must be text, not a list'],
      ['content/en/types.md:5', '"description" must be text, not a map'],
      ['content/en/unknown.md:3', 'unknown entry type "page"'],
      ['content/en/yaml.md:3', 'YAML'],
    ];
    expect(got).toHaveLength(expected.length);
    expected.forEach(([where, text], i) => {
      expect(got[i]).toContain(where);
      expect(got[i]).toContain(text);
    });
  });

  it('produces no pair for a file with an error', () => {
    expect(c.pairs.map((p) => `${p.language} ${p.entryId}`).sort()).toEqual(['en article:dup', 'en article:m1']);
  });
});

describe('loadContent: warnings', () => {
  it('skips files without an entry and translations without a source, names local links and images; --strict makes them errors', async () => {
    const root = await tree({
      'en/noentry.md': '# No front matter\n',
      'en/links.md':
        '---\nentry: article:l1\n---\nIntro\n\nSee [the setup](setup.md) and [site](https://example.com/x.md).\n\n![shot](./img/shot.png)\n\n```\n[not a link](code.md)\n```\n',
      'de/orphan.md': '---\ntitle: Waise\n---\n',
      'de/noentry.md': '---\ntitle: Kein Eintrag\n---\n',
      'de/_static.yaml': 'only.here: Nur hier\n',
      'en/_static.yaml': 'x: y\n',
    });
    const c = await load(root);
    expect(c.errors).toEqual([]);
    expect(c.warnings.map((w) => `${w.file}:${w.line} ${w.message}`)).toEqual([
      expect.stringMatching(/^content\/de\/_static\.yaml:1 key "only\.here" is not in content\/en\/_static\.yaml/) as string,
      expect.stringMatching(/^content\/de\/noentry\.md:1 its source file content\/en\/noentry\.md names no entry/) as string,
      expect.stringMatching(/^content\/de\/orphan\.md:1 no source-language file content\/en\/orphan\.md/) as string,
      expect.stringMatching(/^content\/en\/links\.md:6 link to a local Markdown file "setup\.md"/) as string,
      expect.stringMatching(/^content\/en\/links\.md:8 relative image path "\.\/img\/shot\.png"/) as string,
      expect.stringMatching(/^content\/en\/noentry\.md:1 no "entry" in front matter/) as string,
    ]);
    expect(c.pairs.map((p) => `${p.language} ${p.entryId}`)).toEqual(['en article:l1', 'en statictranslation:x']);
    const strict = await load(root, { strict: true });
    expect(strict.warnings).toEqual([]);
    expect(strict.errors).toHaveLength(6);
    expect(strict.errors.every((e) => e.severity === 'error' && e.message.endsWith('(--strict)'))).toBe(true);
  });

  it('an email template with a title but no subject gets a warning', async () => {
    const root = await tree({ 'en/mail.md': '---\nentry: emailtemplate:m\ntitle: Oops\n---\nBody\n' });
    const c = await load(root);
    expect(c.warnings).toEqual([
      { severity: 'warning', file: 'content/en/mail.md', line: 3, message: expect.stringContaining('not a "title"') as string },
    ]);
    expect(c.pairs[0]!.fields).toEqual({ content: renderMarkdown('Body\n') });
  });

  it('renders the body of an article kept in an _index.md (the file-name guess is corrected)', async () => {
    const root = await tree({ 'en/x/_index.md': '---\nentry: article:a\n---\nBody\n', 'de/x/_index.md': 'Inhalt\n' });
    const c = await load(root);
    expect(c.errors).toEqual([]);
    expect(c.pairs.map((p) => p.fields)).toEqual([{ content: renderMarkdown('Body\n') }, { content: renderMarkdown('Inhalt\n') }]);
  });
});

describe('loadContent: executable front matter in a real file', () => {
  it('never runs it', async () => {
    const root = await tree({});
    const marker = path.join(root, 'pwned');
    await mkdir(path.join(root, 'content/en'), { recursive: true });
    await writeFile(
      path.join(root, 'content/en/evil.md'),
      `---js\n{ entry: "article:" + require('fs').writeFileSync(${JSON.stringify(marker)}, 'x') }\n---\n`,
    );
    const c = await load(root);
    expect(existsSync(marker)).toBe(false);
    expect(c.errors).toEqual([
      { severity: 'error', file: 'content/en/evil.md', line: 1, message: expect.stringContaining('not allowed') as string },
    ]);
  });
});
