// The pure link/image resolution step. Expected URLs are written down by hand.
import { describe, expect, it } from 'vitest';
import {
  imageUrl,
  isInternalHref,
  isLfsPointer,
  resolveImage,
  resolveLink,
  type LinksConfig,
  type SiteIndex,
} from '../../../src/content/links.js';

const A1 = 'article:6650f0c1a2b3c4d5e6f70001';
const A2 = 'article:6650f0c1a2b3c4d5e6f70002';
const C1 = 'collection:6650f0c1a2b3c4d5e6f70100';
const E1 = 'emailtemplate:6650f0c1a2b3c4d5e6f70200';

const site: SiteIndex = {
  sourceLanguage: 'en',
  files: new Map([
    [
      'en',
      new Map<string, string | undefined>([
        ['setup/install.md', A1],
        ['scalability.md', A2],
        ['setup/_index.md', C1],
        ['emails/welcome.md', E1],
        ['notes.md', undefined],
      ]),
    ],
    ['ja', new Map<string, string | undefined>([['scalability.md', A2]])],
    ['pt-br', new Map<string, string | undefined>([['setup/install.md', A1]])],
  ]),
  docIds: new Map([['6650f0c1a2b3c4d5e6f70001', 101]]),
};

const cfg: LinksConfig = {
  articleUrl: 'https://help.example.com/{language}/articles/{id}',
  collectionUrl: 'https://help.example.com/{language}/collections/{id}',
  sitePaths: true,
  sitePrefixes: { 'pt-br': 'pt' },
};

describe('resolveLink', () => {
  it('resolves a relative .md link in the linking language when that translation exists, with fragment and query', () => {
    expect(resolveLink('../setup/install.md#linux', { language: 'pt-br', rel: 'guide/a.md' }, site, cfg)).toEqual({
      kind: 'entry',
      url: 'https://help.example.com/pt-br/articles/6650f0c1a2b3c4d5e6f70001#linux',
      entryId: A1,
      language: 'pt-br',
      file: 'pt-br/setup/install.md',
    });
    expect(resolveLink('install.md?x=1#y', { language: 'en', rel: 'setup/other.md' }, site, cfg)).toMatchObject({
      url: 'https://help.example.com/en/articles/6650f0c1a2b3c4d5e6f70001?x=1#y',
    });
  });

  it('falls back to the source language when the translation is missing', () => {
    expect(resolveLink('/setup/install/', { language: 'ja', rel: 'x.md' }, site, cfg)).toMatchObject({
      url: 'https://help.example.com/en/articles/6650f0c1a2b3c4d5e6f70001',
      language: 'en',
    });
  });

  it('site paths: /a/ is a.md, /a/ is a/_index.md; a language prefix (or its configured URL prefix) is explicit', () => {
    expect(resolveLink('/scalability/', { language: 'ja', rel: 'x.md' }, site, cfg)).toMatchObject({
      url: 'https://help.example.com/ja/articles/6650f0c1a2b3c4d5e6f70002',
    });
    expect(resolveLink('/setup/', { language: 'en', rel: 'x.md' }, site, cfg)).toMatchObject({
      url: 'https://help.example.com/en/collections/6650f0c1a2b3c4d5e6f70100',
    });
    expect(resolveLink('/ja/scalability/', { language: 'en', rel: 'x.md' }, site, cfg)).toMatchObject({ language: 'ja' });
    expect(resolveLink('/pt/setup/install/', { language: 'en', rel: 'x.md' }, site, cfg)).toMatchObject({ language: 'pt-br' });
  });

  it('an explicit language with no such file is a problem, not a silent fallback', () => {
    const r = resolveLink('/ja/setup/install/', { language: 'en', rel: 'x.md' }, site, cfg);
    expect(r.kind).toBe('problem');
    expect(r.kind === 'problem' && r.message).toContain('no such page in ja/');
  });

  it('an explicit ../../en/ path wins over the linking language', () => {
    expect(resolveLink('../en/scalability.md', { language: 'ja', rel: 'x.md' }, site, cfg)).toMatchObject({ language: 'en' });
  });

  it('keeps external, protocol-relative, mailto and fragment-only links; site paths only with sitePaths', () => {
    for (const href of ['https://x.io/a.md', '//cdn.x/a', 'mailto:a@b.c', '#top', '']) {
      expect(resolveLink(href, { language: 'en', rel: 'x.md' }, site, cfg)).toEqual({ kind: 'keep' });
    }
    expect(isInternalHref('/scalability/', { ...cfg, sitePaths: false })).toBe(false);
    expect(isInternalHref('/scalability/', undefined)).toBe(false);
    expect(isInternalHref('a.md', undefined)).toBe(true);
  });

  it('reports missing targets, files without entry, email templates and climbing out', () => {
    const msg = (href: string, rel = 'x.md'): string => {
      const r = resolveLink(href, { language: 'en', rel }, site, cfg);
      return r.kind === 'problem' ? r.message : `not a problem: ${r.kind}`;
    };
    expect(msg('missing.md')).toBe('link missing.md: no such page in en/ (looked for missing.md): left as written');
    expect(msg('notes.md')).toBe('link notes.md: en/notes.md has no entry: left as written');
    expect(msg('emails/welcome.md')).toContain('an email template, which has no page');
    expect(msg('../../../etc/passwd.md')).toBe('link ../../../etc/passwd.md climbs out of the content folder: left as written');
  });

  it('docId templates use the platform number, and an article without one is a problem', () => {
    const docCfg = { ...cfg, articleUrl: 'https://h.example/{language}/a/{docId}' };
    expect(resolveLink('setup/install.md', { language: 'en', rel: 'x.md' }, site, docCfg)).toMatchObject({
      url: 'https://h.example/en/a/101',
    });
    const r = resolveLink('scalability.md', { language: 'en', rel: 'x.md' }, site, docCfg);
    expect(r.kind === 'problem' && r.message).toContain('no docId');
  });

  it('leaves a relative link to a non-Markdown file alone', () => {
    expect(resolveLink('files/guide.pdf', { language: 'en', rel: 'x.md' }, site, cfg)).toEqual({ kind: 'keep' });
  });
});

describe('images', () => {
  it('relative images resolve under the content folder, site-absolute ones under the root', () => {
    expect(resolveImage('./img/arch.png', { language: 'en', rel: 'setup/install.md' })).toEqual({
      kind: 'file',
      folder: 'content',
      rel: 'en/setup/img/arch.png',
    });
    expect(resolveImage('/images/how to/x.png', { language: 'en', rel: 'a.md' })).toEqual({
      kind: 'file',
      folder: 'root',
      rel: 'images/how to/x.png',
    });
    expect(resolveImage('https://cdn.example/x.png', { language: 'en', rel: 'a.md' })).toEqual({ kind: 'keep' });
    expect(resolveImage('../../x.png', { language: 'en', rel: 'a.md' }).kind).toBe('problem');
  });

  it('builds baseUrl + encoded path + ?v= (or &v= after an existing query)', () => {
    const sha = 'ab12cd34ef56' + '0'.repeat(52);
    expect(imageUrl('https://docs.example.com/assets/', 'images/how to/x.png', sha)).toBe(
      'https://docs.example.com/assets/images/how%20to/x.png?v=ab12cd34',
    );
    expect(imageUrl('https://b.example/a?sig=1', 'x.png', sha)).toBe('https://b.example/a/x.png?sig=1&v=ab12cd34');
  });

  it('recognises a Git LFS pointer', () => {
    const pointer = 'version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12345\n';
    expect(isLfsPointer(new TextEncoder().encode(pointer))).toBe(true);
    expect(isLfsPointer(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });
});

describe('the way back (pull)', () => {
  it('matches a URL against the templates, keeping fragment and query', async () => {
    const { matchEntryUrl, relativeLink } = await import('../../../src/content/links.js');
    expect(matchEntryUrl('https://help.example.com/ja/articles/6650f0c1a2b3c4d5e6f70002#x', cfg)).toEqual({
      type: 'article',
      language: 'ja',
      id: '6650f0c1a2b3c4d5e6f70002',
      suffix: '#x',
    });
    expect(matchEntryUrl('https://help.example.com/en/collections/abc?q=1', cfg)).toEqual({
      type: 'collection',
      language: 'en',
      id: 'abc',
      suffix: '?q=1',
    });
    expect(matchEntryUrl('https://help.example.com/en/articles/1/extra', cfg)).toBeUndefined();
    expect(matchEntryUrl('https://h.example/de/a/42', { articleUrl: 'https://h.example/{language}/a/{docId}' })).toEqual({
      type: 'article',
      language: 'de',
      docId: 42,
      suffix: '',
    });
    expect(relativeLink('en/setup/install.md', 'en/scalability.md')).toBe('../scalability.md');
    expect(relativeLink('en/a.md', 'en/b.md')).toBe('./b.md');
  });
});
