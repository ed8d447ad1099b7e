// Drift protection with `links` and `images` configured ("a link that resolves to an entry
// counts as that entry whatever URL template made it, and an image under the configured base URL
// counts as its path without the `?v=` query"), end to end: the real CLI against the emulator in
// rich-text mode (it re-serialises HTML as the platform does), content in a real Git repository in a
// temp folder (isolated git config, fixed author and dates). An editor's change is a direct PUT.
//
// What the platform holds is read from the emulator's store, and compared with HTML written out by
// hand below (the rich-text form: no whitespace between blocks, attributes in alphabetical order;
// the renderer's closing newline stays).
// Most cases remove `.helpsync/` before the run that matters, so that only the Git history can
// explain the platform's values (the pushed record would explain what helpsync itself pushed).
import { createHash } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';
import { describe, expect, it } from 'vitest';
import { emulatorFixture, helpsync, useCleanups, type EmulatorFixture } from '../helpers/fixture.js';
import { editOnPlatform } from '../helpers/emulator.js';
import { initRepo, type TestRepo } from '../helpers/git-repo.js';

useCleanups();

const HELP = 'https://help.example.com';
const ASSETS = 'https://docs.example.com/assets/';
const A1 = '6650f0c1a2b3c4d5e6f70001'; // install
const A2 = '6650f0c1a2b3c4d5e6f70002'; // setup
const A3 = '6650f0c1a2b3c4d5e6f70003'; // faq
const ARCH1 = Buffer.from('PNG architecture diagram v1');
const ARCH2 = Buffer.from('PNG architecture diagram v2, redrawn');
const v8 = (b: Buffer): string => createHash('sha256').update(b).digest('hex').slice(0, 8);

/** The templates of the config; T1 is the first one. */
const T1 = `${HELP}/{language}/articles/{id}`;

function page(id: string, title: string, body: string): string {
  return `---\nentry: article:${id}\ntitle: ${title}\n---\n\n${body}\n`;
}

const INSTALL_V1 = 'Read [setup](./setup.md#linux) first.\n\n![diagram](./img/arch.png)';
const files = (): Record<string, string> => ({
  'en/guide/install.md': page(A1, 'Install', INSTALL_V1),
  'en/guide/setup.md': page(A2, 'Setup', 'Set it up. Back to [install](install.md).'),
  'en/faq.md': page(A3, 'FAQ', 'Questions.'),
  // a translation: its link names the English page (there is no ja/guide/setup.md)
  'ja/guide/install.md': '---\ntitle: インストール\n---\n\n[設定](./setup.md)を先に読む。\n',
});

/** The platform's form of the English install page, given how its setup link and image are written. */
function installHtml(setupUrl: string, image: Buffer, lead = 'Read'): string {
  return `<p>${lead} <a href="${setupUrl}">setup</a> first.</p><p><img alt="diagram" src="${ASSETS}en/guide/img/arch.png?v=${v8(image)}"></p>\n`;
}
const setupHtml = (installUrl: string): string => `<p>Set it up. Back to <a href="${installUrl}">install</a>.</p>\n`;
const jaHtml = (setupUrl: string): string => `<p><a href="${setupUrl}">設定</a>を先に読む。</p>\n`;

interface Ctx {
  f: EmulatorFixture;
  repo: TestRepo;
  run(args: string[]): ReturnType<typeof helpsync>;
  commit(message: string, files: Record<string, string | null>): Promise<string>;
  /** an editor's change, made in the platform's editor: a PUT of its own */
  edit(entryId: string, language: string, fields: Record<string, string>): Promise<void>;
  remote(id: string, field: string, language?: string): string | undefined;
  puts(): number;
  /** rewrites links.articleUrl in the config */
  template(articleUrl: string): Promise<void>;
  /** removes .helpsync/ (pushed record and caches): only the Git history can explain the platform now */
  forget(): Promise<void>;
}

async function setup(): Promise<Ctx> {
  const f = await emulatorFixture({
    data: {
      project: 'proj-drift-links',
      entries: [A1, A2, A3].map((id) => ({ id: `article:${id}`, type: 'article' as const, fields: { title: {}, content: {} } })),
    },
    emulator: { richText: true },
    config: { contentDir: 'content', links: { articleUrl: T1 }, images: { baseUrl: ASSETS } },
    tempPrefix: 'helpsync-drift-links-',
  });
  const repo = await initRepo(f.dir);
  const inContent = (more: Record<string, string | null>) => Object.fromEntries(Object.entries(more).map(([k, v]) => [`content/${k}`, v]));
  const ctx: Ctx = {
    f,
    repo,
    run: (args) => helpsync(f, args, { env: repo.env }),
    commit: (message, more) => repo.commit(message, inContent(more)),
    async edit(entryId, language, fields) {
      expect(await editOnPlatform(f.emu, entryId, language, fields)).toBe(200);
    },
    remote: (id, field, language = 'en') => f.emu.store.value(`article:${id}`, field, language),
    puts: () => f.emu.writes().filter((w) => w.method === 'PUT').length,
    async template(articleUrl) {
      const config = YAML.parse(await readFile(f.configPath, 'utf8')) as { links: { articleUrl: string } };
      config.links.articleUrl = articleUrl;
      await writeFile(f.configPath, YAML.stringify(config));
    },
    forget: () => rm(path.join(f.dir, '.helpsync'), { recursive: true, force: true }),
  };
  await writeImage(ctx, ARCH1);
  await ctx.commit('first version', files());
  return ctx;
}

async function writeImage(c: Ctx, bytes: Buffer): Promise<void> {
  await c.repo.write({ 'content/en/guide/img/arch.png': '' });
  await writeFile(path.join(c.f.contentDir, 'en/guide/img/arch.png'), bytes);
}

type Held = { entryId: string; file: string; field: string; reason: string; remote: string; local: string };
const heldOf = (stdout: string): Held[] =>
  (JSON.parse(stdout) as { plan: { languages: { held: Held[] }[] } }).plan.languages.flatMap((l) => l.held);

/** `sync --json`: its exit code, the fields it held, and how many PUTs it made. */
async function syncCounted(c: Ctx): Promise<{ code: number | null; held: Held[]; puts: number }> {
  const before = c.puts();
  const r = await c.run(['sync', '--json']);
  return { code: r.code, held: heldOf(r.stdout), puts: c.puts() - before };
}

/** The first sync: the platform holds v1 with rewritten links and the image URL with its hash. */
async function synced(): Promise<Ctx> {
  const c = await setup();
  const first = await c.run(['sync']);
  expect(first.stderr).not.toMatch(/: (error|warning)/);
  expect(first.code).toBe(0);
  expect(c.remote(A1, 'content')).toBe(installHtml(`${HELP}/en/articles/${A2}#linux`, ARCH1));
  expect(c.remote(A2, 'content')).toBe(setupHtml(`${HELP}/en/articles/${A1}`));
  expect(c.remote(A1, 'content', 'ja')).toBe(jaHtml(`${HELP}/en/articles/${A2}`));
  return c;
}

describe('drift protection reads links and images as what they name', () => {
  it('(a) a platform value helpsync pushed from an older commit, links rewritten, is known: v2 is pushed', async () => {
    const c = await synced();
    await c.commit('v2', { 'en/guide/install.md': page(A1, 'Install', INSTALL_V1.replace('first.', 'first, then run it.')) });
    await c.forget();
    const r = await syncCounted(c);
    expect(r).toEqual({ code: 0, held: [], puts: 1 });
    expect(c.remote(A1, 'content')).toBe(installHtml(`${HELP}/en/articles/${A2}#linux`, ARCH1).replace('first.', 'first, then run it.'));
  }, 120_000);

  it('(b) a new URL template: every page with links is pushed with the new URLs, nothing held', async () => {
    const c = await synced();
    // T1 → T2, without the pushed record: the old URLs are read by their id and language segments
    await c.template('https://support.example.com/hc/{language}/a/{id}');
    await c.forget();
    const r = await syncCounted(c);
    expect(r).toEqual({ code: 0, held: [], puts: 3 });
    expect(c.remote(A1, 'content')).toBe(installHtml(`https://support.example.com/hc/en/a/${A2}#linux`, ARCH1));
    expect(c.remote(A2, 'content')).toBe(setupHtml(`https://support.example.com/hc/en/a/${A1}`));
    expect(c.remote(A1, 'content', 'ja')).toBe(jaHtml(`https://support.example.com/hc/en/a/${A2}`));
    expect(c.remote(A3, 'content')).toBe('<p>Questions.</p>\n');

    // T2 → T3, a template with the language in the query, then T3 → T1: T3's URLs have no language
    // segment, so only the pushed record (what helpsync last pushed, hashed exactly) explains them
    await c.template('https://kb.example.com/articles/{id}?lang={language}');
    expect((await c.run(['sync'])).code).toBe(0);
    expect(c.remote(A1, 'content')).toBe(installHtml(`https://kb.example.com/articles/${A2}?lang=en#linux`, ARCH1));
    await c.template(T1);
    const pushedDir = path.join(c.f.dir, '.helpsync', 'pushed');
    await rename(pushedDir, `${pushedDir}.aside`);
    const blind = await c.run(['sync', '--dry-run', '--json']);
    expect(heldOf(blind.stdout).map((h) => [h.file, h.field, h.reason])).toEqual([
      ['en/guide/install.md', 'content', 'rendering change likely'],
      ['en/guide/setup.md', 'content', 'rendering change likely'],
      ['ja/guide/install.md', 'content', 'rendering change likely'],
    ]);
    await rename(`${pushedDir}.aside`, pushedDir);
    const back = await syncCounted(c);
    expect(back).toEqual({ code: 0, held: [], puts: 3 });
    expect(c.remote(A1, 'content')).toBe(installHtml(`${HELP}/en/articles/${A2}#linux`, ARCH1));
  }, 120_000);

  it('(c) an editor who changes the text of a page with links: held as edited on the platform; other pages still go', async () => {
    const c = await synced();
    const edited = installHtml(`${HELP}/en/articles/${A2}#linux`, ARCH1, 'Please read');
    await c.edit(`article:${A1}`, 'en', { content: edited });
    await c.commit('faq', { 'en/faq.md': page(A3, 'FAQ', 'Questions and answers.') });
    const r = await syncCounted(c);
    expect(r.code).toBe(3);
    expect(r.held).toEqual([
      expect.objectContaining({
        entryId: `article:${A1}`,
        file: 'en/guide/install.md',
        field: 'content',
        reason: 'edited on the platform',
      }),
    ]);
    expect(r.puts).toBe(1);
    expect(c.remote(A1, 'content')).toBe(edited);
    expect(c.remote(A3, 'content')).toBe('<p>Questions and answers.</p>\n');
  }, 120_000);

  it('(d) an editor who only points a link at another entry: held, as an edit', async () => {
    const c = await synced();
    const retargeted = installHtml(`${HELP}/en/articles/${A3}#linux`, ARCH1);
    await c.edit(`article:${A1}`, 'en', { content: retargeted });
    await c.forget();
    const r = await syncCounted(c);
    expect(r.code).toBe(3);
    expect(r.held).toEqual([
      expect.objectContaining({ entryId: `article:${A1}`, field: 'content', reason: 'edited on the platform', remote: retargeted }),
    ]);
    expect(r.puts).toBe(0);
    expect(c.remote(A1, 'content')).toBe(retargeted);
  }, 120_000);

  it('(e) an image replaced after the platform got the old one (new ?v=): pushed, not held', async () => {
    const c = await synced();
    await writeImage(c, ARCH2);
    await c.commit('new diagram', {});
    await c.forget();
    const r = await syncCounted(c);
    expect(r).toEqual({ code: 0, held: [], puts: 1 });
    expect(c.remote(A1, 'content')).toBe(installHtml(`${HELP}/en/articles/${A2}#linux`, ARCH2));
  }, 120_000);

  it('(f) a past version whose relative link was written from the path the file had before a rename: known', async () => {
    const c = await synced();
    // enough unchanged text for git to see the move as a rename
    const filler = 'A paragraph long enough for git to see the moved file as the same file.\n\n'.repeat(6);
    await c.commit('filler', { 'en/guide/install.md': page(A1, 'Install', `${INSTALL_V1}\n\n${filler}`) });
    expect((await c.run(['sync'])).code).toBe(0);
    const v1 = c.remote(A1, 'content')!;
    expect(v1).toContain(`<a href="${HELP}/en/articles/${A2}#linux">setup</a>`);
    await c.repo.move('content/en/guide/install.md', 'content/en/tutorials/deep/install.md');
    await c.repo.move('content/ja/guide/install.md', 'content/ja/tutorials/deep/install.md');
    const moved = INSTALL_V1.replace('./setup.md', '../../guide/setup.md').replace('./img/', '../../guide/img/');
    await c.commit('move the install page, reword it', {
      'en/tutorials/deep/install.md': page(A1, 'Install', `${moved.replace('first.', 'first, always.')}\n\n${filler}`),
      'en/guide/setup.md': page(A2, 'Setup', 'Set it up. Back to [install](../tutorials/deep/install.md).'),
      'ja/tutorials/deep/install.md': '---\ntitle: インストール\n---\n\n[設定](../../guide/setup.md)を先に読む。\n',
    });
    expect(c.repo.git(['log', '--format=', '--name-status', '-M', '-1'])).toMatch(
      /^R\d+\s+content\/en\/guide\/install.md\s+content\/en\/tutorials\/deep\/install.md/m,
    );
    await c.forget();
    const r = await syncCounted(c);
    expect(r.held).toEqual([]);
    expect(r.code).toBe(0);
    // only the reworded page changed on the platform: setup's and ja's links name the same entries
    expect(r.puts).toBe(1);
    expect(c.remote(A1, 'content')).toBe(v1.replace('first.', 'first, always.'));
    expect(c.remote(A2, 'content')).toBe(setupHtml(`${HELP}/en/articles/${A1}`));
  }, 120_000);
});
