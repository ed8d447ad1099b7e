// Drift protection's link and image form ("a link that resolves to an entry counts as that
// entry whatever URL template made it, and an image under the configured base URL counts as its path
// without the `?v=` query"), on plain strings with hand-written expectations: one function for the
// platform's value and every rendering of every version, each read from the file it came from.
import { describe, expect, it } from 'vitest';
import { refsForm, siteFromEntries } from '../../../src/content/links-canonical.js';
import { classifyField, driftCanonical, driftHash, HELD_EDITED, HELD_RENDERING } from '../../../src/drift/classify.js';

const A1 = '6650f0c1a2b3c4d5e6f70001';
const A2 = '6650f0c1a2b3c4d5e6f70002';
const A3 = '6650f0c1a2b3c4d5e6f70003';
const C1 = '65f0c1a2b3c4d5e6f7080001';
const HELP = 'https://help.example.com';
const ASSETS = 'https://docs.example.com/assets/';

const filesByEntry = {
  [`article:${A1}`]: ['en/guide/install.md', 'ja/guide/install.md'],
  [`article:${A2}`]: ['en/guide/setup.md'],
  [`article:${A3}`]: ['en/faq.md', 'ja/faq.md'],
  [`collection:${C1}`]: ['en/guide/_index.md'],
  'article:short': ['en/short.md'],
  'statictranslation:launcher.title': ['en/_static.yaml', 'ja/_static.yaml'],
};
const site = siteFromEntries(filesByEntry, 'en');
const links = {
  articleUrl: `${HELP}/{language}/articles/{id}`,
  collectionUrl: `${HELP}/{language}/collections/{id}`,
  sitePaths: true,
  sitePrefixes: { 'pt-br': 'pt' },
};
const images = { baseUrl: ASSETS };
const form = refsForm({ links, images, site })!;

describe('siteFromEntries', () => {
  it('every file with an entry, per language; static translations have no page', () => {
    expect([...site.files.keys()]).toEqual(['en', 'ja']);
    expect([...site.files.get('en')!]).toEqual([
      ['guide/install.md', `article:${A1}`],
      ['guide/setup.md', `article:${A2}`],
      ['faq.md', `article:${A3}`],
      ['guide/_index.md', `collection:${C1}`],
      ['short.md', 'article:short'],
    ]);
    expect([...site.files.get('ja')!]).toEqual([
      ['guide/install.md', `article:${A1}`],
      ['faq.md', `article:${A3}`],
    ]);
  });
});

describe('refsForm', () => {
  it('is undefined without links and images (values compare as they are)', () => {
    expect(refsForm({ site })).toBeUndefined();
  });

  it('the platform URL, a relative path and a site path to the same entry read the same', () => {
    const expected = `<p><a href="entry:article:${A2}/en#linux">s</a></p>`;
    expect(form(`<p><a href="${HELP}/en/articles/${A2}#linux">s</a></p>`, 'en/guide/install.md')).toBe(expected);
    expect(form('<p><a href="./setup.md#linux">s</a></p>', 'en/guide/install.md')).toBe(expected);
    expect(form('<p><a href="setup.md#linux">s</a></p>', 'en/guide/install.md')).toBe(expected);
    expect(form('<p><a href="/guide/setup/#linux">s</a></p>', 'en/faq.md')).toBe(expected);
    expect(form('<p><a href="../../en/guide/setup.md#linux">s</a></p>', 'ja/guide/install.md')).toBe(expected);
  });

  it('a relative path is read from the file it is given: another folder names another page', () => {
    // en/faq.md sits one folder up: from there, ./guide/setup.md is the page; ./setup.md is not
    expect(form('<a href="./guide/setup.md">s</a>', 'en/faq.md')).toBe(`<a href="entry:article:${A2}/en">s</a>`);
    expect(form('<a href="./setup.md">s</a>', 'en/faq.md')).toBe('<a href="./setup.md">s</a>');
    // a version that lived at en/tutorials/deep/install.md linked ../../guide/setup.md
    expect(form('<a href="../../guide/setup.md">s</a>', 'en/tutorials/deep/install.md')).toBe(`<a href="entry:article:${A2}/en">s</a>`);
  });

  it('languages: a translation links its own language when the page exists there, else the source', () => {
    expect(form('<a href="../faq.md">f</a>', 'ja/guide/install.md')).toBe(`<a href="entry:article:${A3}/ja">f</a>`);
    expect(form('<a href="./setup.md">s</a>', 'ja/guide/install.md')).toBe(`<a href="entry:article:${A2}/en">s</a>`);
    expect(form(`<a href="${HELP}/ja/articles/${A3}">f</a>`, 'ja/guide/install.md')).toBe(`<a href="entry:article:${A3}/ja">f</a>`);
    expect(form(`<a href="${HELP}/en/collections/${C1}">g</a>`, 'en/faq.md')).toBe(`<a href="entry:collection:${C1}/en">g</a>`);
  });

  it('a URL of a template no longer configured names its entry by its id and language segments', () => {
    const e = `entry:article:${A2}/en`;
    expect(form(`<a href="https://support.example.com/hc/en/articles/${A2}">s</a>`, 'en/faq.md')).toBe(`<a href="${e}">s</a>`);
    expect(form(`<a href="${HELP}/docs/${A2}/en/?tab=2#top">s</a>`, 'en/faq.md')).toBe(`<a href="${e}?tab=2#top">s</a>`);
    expect(form(`<a href="${HELP}/ja/a/${A3}">f</a>`, 'en/faq.md')).toBe(`<a href="entry:article:${A3}/ja">f</a>`);
    // left as written: no language, two languages, two ids, an id only part of a segment, a short id
    for (const href of [
      `${HELP}/articles/${A2}`,
      `${HELP}/en/ja/articles/${A2}`,
      `${HELP}/en/${A2}/${A3}`,
      `https://support.example.com/en/a/${A2}-setup`,
      `${HELP}/en/old/short`,
    ]) {
      expect(form(`<a href="${href}">s</a>`, 'en/faq.md')).toBe(`<a href="${href}">s</a>`);
    }
  });

  it('docId templates: a number names an article through the docIds the loader read, on the template host only', () => {
    const byDoc = refsForm({
      links: { ...links, articleUrl: `${HELP}/{language}/a/{docId}` },
      site,
      docIds: new Map([[A2, 102]]),
    })!;
    const e = `<a href="entry:article:${A2}/en">s</a>`;
    expect(byDoc(`<a href="${HELP}/en/a/102">s</a>`, 'en/faq.md')).toBe(e);
    expect(byDoc('<a href="./guide/setup.md">s</a>', 'en/faq.md')).toBe(e);
    // the template used before, on the same host
    expect(byDoc(`<a href="${HELP}/hc/en/articles/102">s</a>`, 'en/faq.md')).toBe(e);
    expect(byDoc('<a href="https://blog.example.com/en/posts/102">s</a>', 'en/faq.md')).toBe(
      '<a href="https://blog.example.com/en/posts/102">s</a>',
    );
    expect(byDoc(`<a href="${HELP}/en/a/999">s</a>`, 'en/faq.md')).toBe('<a href="entry:article:docId=999/en">s</a>');
  });

  it('an image under the base URL is its path whatever ?v=; a local path from the file reads the same', () => {
    const e = '<p><img alt="d" src="image:en/guide/img/a b.png"></p>';
    expect(form(`<p><img alt="d" src="${ASSETS}en/guide/img/a%20b.png?v=1234abcd"></p>`, 'en/guide/install.md')).toBe(e);
    expect(form(`<p><img alt="d" src="${ASSETS}en/guide/img/a%20b.png?v=99999999"></p>`, 'en/guide/install.md')).toBe(e);
    expect(form(`<p><img alt="d" src="${ASSETS}en/guide/img/a%20b.png"></p>`, 'en/guide/install.md')).toBe(e);
    expect(form('<p><img alt="d" src="./img/a%20b.png"></p>', 'en/guide/install.md')).toBe(e);
    expect(form('<p><img alt="d" src="img/a b.png"></p>', 'en/guide/old.md')).toBe(e);
    // site-absolute paths are under images.root, and their URL says so
    expect(form(`<img src="${ASSETS}images/logo.png?v=0">`, 'en/faq.md')).toBe('<img src="image:images/logo.png">');
    expect(form('<img src="/images/logo.png">', 'en/faq.md')).toBe('<img src="image:images/logo.png">');
    // another host is left as written
    expect(form('<img src="https://other.example.com/a.png?v=1">', 'en/faq.md')).toBe('<img src="https://other.example.com/a.png?v=1">');
    // a base URL with its own query: the hash is `&v=`
    const signed = refsForm({ images: { baseUrl: `${ASSETS}?sig=abc` }, site })!;
    expect(signed(`<img src="${ASSETS}en/x.png?sig=abc&amp;v=1234abcd">`, 'en/faq.md')).toBe('<img src="image:en/x.png">');
  });
});

describe('classifyField with links and images', () => {
  const canon = { refs: form };
  const remote =
    `<p>Read <a href="${HELP}/en/articles/${A2}#linux">setup</a> first.</p>` +
    `<p><img alt="diagram" src="${ASSETS}en/guide/img/arch.png?v=aaaaaaaa"></p>`;

  it('a version rendered without link rewriting, read from the path it had then, is known', () => {
    const old = '<p>Read <a href="./setup.md#linux">setup</a> first.</p>\n<p><img src="./img/arch.png" alt="diagram"></p>\n';
    const input = { field: 'content', remote, local: '<p>New</p>', file: 'en/tutorials/install.md', canon };
    expect(classifyField({ ...input, candidates: [{ value: old, file: 'en/guide/install.md' }] })).toEqual({ held: false });
    // read from today's path, the same version names no page: not explained
    expect(classifyField({ ...input, candidates: [old] }).held).toBe(true);
    // without the links form, a rendering with local paths never equals the platform's URLs
    expect(classifyField({ ...input, canon: {}, candidates: [{ value: old, file: 'en/guide/install.md' }] }).held).toBe(true);
  });

  it('the current value with another template and another ?v= is known without any version', () => {
    const local =
      `<p>Read <a href="https://support.example.com/en/articles/${A2}#linux">setup</a> first.</p>` +
      `<p><img src="${ASSETS}en/guide/img/arch.png?v=bbbbbbbb" alt="diagram"></p>`;
    expect(classifyField({ field: 'content', remote, local, file: 'en/guide/install.md', candidates: [], canon })).toEqual({
      held: false,
    });
  });

  it('a link pointed at another page is an edit, even with its text unchanged; other markup is a rendering change', () => {
    const local = '<p>Read <a href="./setup.md#linux">setup</a> first.</p>\n<p><img src="./img/arch.png" alt="diagram"></p>\n';
    const retargeted = remote.replace(A2, A3);
    const input = { field: 'content', local, file: 'en/guide/install.md', candidates: [], canon };
    expect(classifyField({ ...input, remote: retargeted })).toEqual({ held: true, reason: HELD_EDITED });
    expect(classifyField({ ...input, remote: remote.replace('Read', 'Please read') })).toEqual({ held: true, reason: HELD_EDITED });
    expect(classifyField({ ...input, remote: `<div>${remote}</div>` })).toEqual({ held: true, reason: HELD_RENDERING });
    // an external link pointed elsewhere is an edit too
    const external = (u: string) => `<p>See <a href="${u}">docs</a>.</p>`;
    const ext = { ...input, local: external('https://example.org/a'), remote: external('https://example.org/b') };
    expect(classifyField(ext)).toEqual({ held: true, reason: HELD_EDITED });
    // a URL nobody can read any more (its template put the language in the query) against a named
    // entry: not told apart, so the same text is a rendering change, not an edit
    const unreadable = remote.replace(`${HELP}/en/articles/${A2}#linux`, `https://kb.example.com/articles/${A2}?lang=en#linux`);
    expect(classifyField({ ...input, remote: unreadable })).toEqual({ held: true, reason: HELD_RENDERING });
  });

  it('the pushed record hashes the exact value: what helpsync pushed stays known after a template change', () => {
    const pushedHash = driftHash('content', remote);
    const input = { field: 'content', remote, local: '<p>New</p>', file: 'en/guide/install.md', candidates: [], canon };
    expect(classifyField({ ...input, pushedHash })).toEqual({ held: false });
    // the platform's re-serialisation of the same value hashes the same
    expect(driftHash('content', remote.replace('<p>Read', '<p>Read'))).toBe(pushedHash);
    expect(classifyField({ ...input, remote: remote.replace('Read', 'See'), pushedHash }).held).toBe(true);
    // the drift form is what the classifier compares renderings in
    expect(driftCanonical('content', remote, canon, 'en/guide/install.md')).toBe(
      `<p>Read <a href="entry:article:${A2}/en#linux">setup</a> first.</p><p><img alt="diagram" src="image:en/guide/img/arch.png"></p>`,
    );
  });
});
