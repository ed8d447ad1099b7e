// Links and images end to end: the real CLI against the emulator, real files in temp
// folders. Expected URLs are written out by hand from the file layout below; image hashes are
// computed here from the bytes this test writes.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownFile, writeTestConfig } from '../helpers/emulator.js';
import { emulatorFixture, helpsync, useCleanups, type EmulatorFixture } from '../helpers/fixture.js';

useCleanups();

const HELP = 'https://help.example.com';
const ASSETS = 'https://docs.example.com/assets/';
const C_GUIDE = '65f0c1a2b3c4d5e6f7081001';
const A_INSTALL = '6650f0c1a2b3c4d5e6f71001';
const A_SETUP = '6650f0c1a2b3c4d5e6f71002';
const A_FAQ = '6650f0c1a2b3c4d5e6f71003';
const A_LOOSE = '6650f0c1a2b3c4d5e6f71004';

const ARCH = Buffer.from('PNG architecture diagram v1');
const LOGO = Buffer.from('PNG logo');
const v8 = (b: Buffer): string => createHash('sha256').update(b).digest('hex').slice(0, 8);

const INSTALL_EN = [
  'Read [setup](./setup.md#linux) first, then the [FAQ](../faq.md?tab=2).',
  '',
  'In Japanese: [FAQ](../../ja/faq.md). Site paths: [setup](/guide/setup/), [FAQ ja](/ja/faq/), [FAQ pt](/pt/faq/), [guide](/guide/).',
  '',
  'Broken: [old page](./removed.md).',
  '',
  'Code stays: `[setup](./setup.md)`',
  '',
  '```md',
  '[setup](./setup.md)',
  '```',
  '',
  '![diagram](./img/arch.png)',
  '',
  '![logo](/images/logo.png "Logo")',
  '',
  '<p><img src="/images/logo.png" alt="logo again"></p>',
  '',
  'External: [site](https://example.com/x.md) and [anchor](#top).',
].join('\n');

function files(): Record<string, string> {
  return {
    'en/guide/_index.md': markdownFile({ entry: `collection:${C_GUIDE}`, title: 'Guide' }),
    'en/guide/install.md': markdownFile({ entry: `article:${A_INSTALL}`, title: 'Install' }, INSTALL_EN),
    'en/guide/setup.md': markdownFile({ entry: `article:${A_SETUP}`, title: 'Setup' }, 'Set it up.'),
    'en/faq.md': markdownFile({ entry: `article:${A_FAQ}`, title: 'FAQ' }, 'Questions. Back to [install](guide/install.md).'),
    'en/loose.md': markdownFile({ entry: `article:${A_LOOSE}`, title: 'Loose' }, 'See [FAQ](./faq.md).'),
    'ja/guide/install.md': markdownFile({ title: 'インストール' }, '[設定](./setup.md) と [FAQ](/ja/faq/)。'),
    'ja/faq.md': markdownFile({ title: 'よくある質問' }, '質問。'),
    'pt-br/faq.md': markdownFile({ title: 'Perguntas' }, 'Perguntas.'),
  };
}

function data(docIds = false) {
  return {
    project: 'proj-links',
    entries: [A_INSTALL, A_SETUP, A_FAQ, A_LOOSE].map((id) => ({ id: `article:${id}`, type: 'article' as const, fields: {} })),
    collections: [{ id: C_GUIDE, parent: null }],
    // A_LOOSE has no article record: an article in no collection, so no docId either
    articles: [A_INSTALL, A_SETUP, A_FAQ].map((id, i) => ({ id, collection: C_GUIDE, ...(docIds ? { docId: 100 + i } : {}) })),
  };
}

const linksConfig = {
  links: {
    articleUrl: `${HELP}/{language}/articles/{id}`,
    collectionUrl: `${HELP}/{language}/collections/{id}`,
    sitePaths: true,
    sitePrefixes: { 'pt-br': 'pt' },
  },
  images: { baseUrl: ASSETS, root: 'static' },
};

async function fixture(): Promise<EmulatorFixture> {
  const f = await emulatorFixture({ data: data(), files: files(), config: linksConfig, tempPrefix: 'helpsync-links-' });
  await mkdir(path.join(f.contentDir, 'en/guide/img'), { recursive: true });
  await writeFile(path.join(f.contentDir, 'en/guide/img/arch.png'), ARCH);
  await mkdir(path.join(f.dir, 'static/images'), { recursive: true });
  await writeFile(path.join(f.dir, 'static/images/logo.png'), LOGO);
  return f;
}

const puts = (f: EmulatorFixture) => f.emu.writes().filter((w) => w.method === 'PUT');

describe('links and images', () => {
  it('rewrites relative, site and language links, keeps fragments and queries, never touches code; images get their hash', async () => {
    const f = await fixture();
    const r = await helpsync(f, ['sync']);
    expect(r.stderr).not.toMatch(/: error/);
    expect(r.code).toBe(0);
    const html = f.emu.store.value(`article:${A_INSTALL}`, 'content', 'en') as string;
    expect(html).toContain(`<a href="${HELP}/en/articles/${A_SETUP}#linux">setup</a>`);
    expect(html).toContain(`<a href="${HELP}/en/articles/${A_FAQ}?tab=2">FAQ</a>`);
    expect(html).toContain(`In Japanese: <a href="${HELP}/ja/articles/${A_FAQ}">FAQ</a>`);
    expect(html).toContain(`Site paths: <a href="${HELP}/en/articles/${A_SETUP}">setup</a>`);
    expect(html).toContain(`<a href="${HELP}/ja/articles/${A_FAQ}">FAQ ja</a>`);
    expect(html).toContain(`<a href="${HELP}/pt-br/articles/${A_FAQ}">FAQ pt</a>`);
    expect(html).toContain(`<a href="${HELP}/en/collections/${C_GUIDE}">guide</a>`);
    // a missing target: left as written, a warning with file and line (line 5 of the body: the file's line 10)
    expect(html).toContain('<a href="./removed.md">old page</a>');
    expect(r.stderr).toContain(
      'content/en/guide/install.md:10: warning: link ./removed.md: no such page in en/ (looked for guide/removed.md): left as written',
    );
    // code spans and blocks are never touched
    expect(html).toContain('<code>[setup](./setup.md)</code>');
    expect(html).toContain('<code class="language-md">[setup](./setup.md)\n</code>');
    // images: relative to the page under the content folder, site-absolute under images.root; raw HTML too
    expect(html).toContain(`<img src="${ASSETS}en/guide/img/arch.png?v=${v8(ARCH)}" alt="diagram">`);
    expect(html).toContain(`<img src="${ASSETS}images/logo.png?v=${v8(LOGO)}" alt="logo" title="Logo">`);
    expect(html).toContain(`<img src="${ASSETS}images/logo.png?v=${v8(LOGO)}" alt="logo again">`);
    expect(html).toContain('<a href="https://example.com/x.md">site</a> and <a href="#top">anchor</a>');
    // the ja page: its own language where the translation exists, else the source language
    const ja = f.emu.store.value(`article:${A_INSTALL}`, 'content', 'ja') as string;
    expect(ja).toBe(`<p><a href="${HELP}/en/articles/${A_SETUP}">設定</a> と <a href="${HELP}/ja/articles/${A_FAQ}">FAQ</a>。</p>\n`);
    // a link from a file in the folder root to a subfolder, relative
    expect(f.emu.store.value(`article:${A_FAQ}`, 'content', 'en')).toContain(`<a href="${HELP}/en/articles/${A_INSTALL}">install</a>`);

    // nothing changed: nothing pushed
    const before = puts(f).length;
    const again = await helpsync(f, ['sync']);
    expect(again.code).toBe(0);
    expect(puts(f).length).toBe(before);

    // --strict: the missing target is an error, and nothing is sent
    const strict = await helpsync(f, ['sync', '--strict']);
    expect(strict.code).not.toBe(0);
    expect(strict.stderr).toContain('content/en/guide/install.md:10: error: link ./removed.md');
    expect(puts(f).length).toBe(before);
  }, 120_000);

  it('a replaced image changes the article (new ?v=), and only the pages that show it', async () => {
    const f = await fixture();
    expect((await helpsync(f, ['sync'])).code).toBe(0);
    const before = puts(f).length;
    const ARCH2 = Buffer.from('PNG architecture diagram v2');
    await writeFile(path.join(f.contentDir, 'en/guide/img/arch.png'), ARCH2);
    const r = await helpsync(f, ['sync']);
    expect(r.code).toBe(0);
    const pushed = puts(f).slice(before);
    expect(pushed.map((w) => decodeURIComponent(w.path))).toEqual([`/v3/translations/entries/article:${A_INSTALL}`]);
    expect(f.emu.store.value(`article:${A_INSTALL}`, 'content', 'en')).toContain(`arch.png?v=${v8(ARCH2)}`);
  }, 120_000);

  it('a missing image and a Git LFS pointer are errors with file and line, before any request', async () => {
    const f = await fixture();
    await writeFile(
      path.join(f.dir, 'static/images/logo.png'),
      'version https://git-lfs.github.com/spec/v1\noid sha256:' + 'a'.repeat(64) + '\nsize 12345\n',
    );
    await writeFile(
      path.join(f.contentDir, 'en/guide/setup.md'),
      markdownFile({ entry: `article:${A_SETUP}`, title: 'Setup' }, 'Set it up.\n\n![gone](img/missing.png)'),
    );
    const r = await helpsync(f, ['sync']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain(
      'content/en/guide/install.md:20: error: image /images/logo.png: images/logo.png under images.root is a Git LFS pointer',
    );
    expect(r.stderr).toContain('content/en/guide/install.md:22: error: image /images/logo.png');
    expect(r.stderr).toContain('content/en/guide/setup.md:8: error: image img/missing.png: no such file (en/guide/img/missing.png)');
    expect(f.emu.log.length).toBe(0);
  });

  it('pull writes platform URLs back as links to the files and image URLs back as paths; sync then pushes nothing', async () => {
    const f = await fixture();
    expect((await helpsync(f, ['sync'])).code).toBe(0);
    const original = await readFile(path.join(f.contentDir, 'en/guide/install.md'), 'utf8');
    // in place: the repo's own form stays (nothing differs but the form of the links)
    const inPlace = await helpsync(f, ['pull']);
    expect(inPlace.code).toBe(0);
    expect(await readFile(path.join(f.contentDir, 'en/guide/install.md'), 'utf8')).toBe(original);

    // into an empty folder with the same config: links become relative links to the pulled files;
    // the images are not there, so their URLs stay
    const other = path.join(f.dir, 'other');
    await mkdir(other);
    const g = { dir: other, emu: f.emu, configPath: await writeTestConfig(other, f.emu, linksConfig) };
    const pulled = await helpsync(g, ['pull']);
    expect(pulled.code).toBe(0);
    const install = await findFile(other, A_INSTALL, 'en');
    const text = await readFile(install, 'utf8');
    const setupRel = path
      .relative(path.dirname(install), await findFile(other, A_SETUP, 'en'))
      .split(path.sep)
      .join('/');
    expect(text).toContain(`[setup](${setupRel.startsWith('.') ? setupRel : `./${setupRel}`}#linux)`);
    expect(text).toContain(`${ASSETS}images/logo.png?v=${v8(LOGO)}`);
    const writes = f.emu.writes().length;
    const again = await helpsync(g, ['sync']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('No changes.');
    expect(f.emu.writes().length).toBe(writes);

    // a file that says the same is left in its own form, even with --force (URLs here)
    await mkdir(path.join(other, 'static/images'), { recursive: true });
    await writeFile(path.join(other, 'static/images/logo.png'), LOGO);
    expect((await helpsync(g, ['pull', '--force'])).code).toBe(0);
    expect(await readFile(install, 'utf8')).toBe(text);
    // written anew, with the image in place (same bytes), its URL comes back as the path; a file
    // with other bytes (arch.png is not there at all) keeps its URL
    await rm(install);
    expect((await helpsync(g, ['pull'])).code).toBe(0);
    const fresh = await readFile(install, 'utf8');
    expect(fresh).toContain('![logo](/images/logo.png "Logo")');
    expect(fresh).toContain('![logo again](/images/logo.png)');
    expect(fresh).toContain(`![diagram](${ASSETS}en/guide/img/arch.png?v=${v8(ARCH)})`);
    const third = await helpsync(g, ['sync']);
    expect(third.code).toBe(0);
    expect(f.emu.writes().length).toBe(writes);
  }, 180_000);
});

describe('links with {docId}', () => {
  it('reads docIds from the article records; an article without one is a warning per link, left as written', async () => {
    const f = await emulatorFixture({
      data: data(true),
      files: files(),
      config: { links: { ...linksConfig.links, articleUrl: `${HELP}/{language}/articles/{docId}` } },
      tempPrefix: 'helpsync-links-docid-',
    });
    const r = await helpsync(f, ['sync']);
    expect(r.code).toBe(0);
    expect(f.emu.store.value(`article:${A_INSTALL}`, 'content', 'en')).toContain(`<a href="${HELP}/en/articles/101#linux">setup</a>`);
    expect(f.emu.store.value(`article:${A_INSTALL}`, 'content', 'ja')).toContain(`<a href="${HELP}/ja/articles/102">FAQ</a>`);
    // en/loose.md links the FAQ (has a docId): fine; nothing links loose.md, so add a link to it
    await writeFile(
      path.join(f.contentDir, 'en/faq.md'),
      markdownFile({ entry: `article:${A_FAQ}`, title: 'FAQ' }, 'Questions.\n\nSee [loose](loose.md) and [loose again](/loose/).'),
    );
    const second = await helpsync(f, ['sync']);
    expect(second.code).toBe(0);
    expect(second.stderr).toContain(
      `content/en/faq.md:8: warning: link loose.md (en/loose.md): the platform shows no docId for article:${A_LOOSE}`,
    );
    expect(second.stderr).toContain(
      `content/en/faq.md:8: warning: link /loose/ (en/loose.md): the platform shows no docId for article:${A_LOOSE}`,
    );
    expect(f.emu.store.value(`article:${A_FAQ}`, 'content', 'en')).toContain('<a href="loose.md">loose</a>');
  }, 120_000);
});

/** The pulled file of an entry in a language (pull names files from titles). */
async function findFile(dir: string, articleId: string, language: string): Promise<string> {
  const fg = (await import('fast-glob')).default;
  for (const rel of await fg('**/*.md', { cwd: path.join(dir, 'content', 'en') })) {
    const text = await readFile(path.join(dir, 'content', 'en', rel), 'utf8');
    if (text.includes(`article:${articleId}`)) return path.join(dir, 'content', language, rel);
  }
  throw new Error(`no pulled file for ${articleId}`);
}
