/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The preview of the real CNCF glossary (16 languages, links between pages written site-absolute and
// language-prefixed, images under /images/), after a real sync filled the emulator, in Chromium: one
// changed English word and one changed Japanese character shown as <ins>/<del>; a crawler reaches
// every page at 375 px with every link and image resolving inside the folder; the language switcher
// lists exactly the languages that have the page (counted from the corpus files); axe-core.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCorpus, corpusMissing, type CorpusCopy } from '../helpers/corpus.js';
import { tempDir } from '../helpers/cli.js';
import { startTestEmulator, writeTestConfig, type RunningEmulator } from '../helpers/emulator.js';
import { loadConfig } from '../../src/config/config.js';
import { decidePolicy } from '../../src/config/policy.js';
import { createClient } from '../../src/client/client.js';
import { sync } from '../../src/operations/sync.js';
import { silentLogger } from '../../src/util/log.js';
import { clearSecrets } from '../../src/util/redact.js';
import { axeFindings, browserMissing, buildPreview, crawl, filesOf, launch, ORIGIN, routedContext, SHOTS } from './harness.js';

const why = browserMissing() ?? corpusMissing();
if (why) console.warn(why);

/** A valid 1x1 PNG: the browser must be able to decode every image the pages show. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function makeImages(corpus: CorpusCopy, dir: string): Promise<number> {
  const made = new Set<string>();
  for (const l of corpus.languages) {
    for (const rel of await filesOf(path.join(corpus.contentDir, l), '.md')) {
      const text = await readFile(path.join(corpus.contentDir, l, rel), 'utf8');
      for (const m of text.matchAll(/!\[[^\]]*\]\((\/images\/[^)\s]+)|<img\b[^>]*\ssrc="(\/images\/[^"]+)"/g)) {
        const src = m[1] ?? m[2]!;
        if (made.has(src)) continue;
        await mkdir(path.dirname(path.join(dir, 'static', src)), { recursive: true });
        await writeFile(path.join(dir, 'static', src), PNG);
        made.add(src);
      }
    }
  }
  return made.size;
}

async function edit(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  expect(text).toContain(from);
  await writeFile(file, text.replace(from, to));
}

describe.skipIf(why !== undefined)('preview of the CNCF glossary corpus in Chromium', () => {
  let browser: Browser;
  let emu: RunningEmulator;
  let corpus: CorpusCopy;
  let out: string;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const { dir, cleanup } = await tempDir('helpsync-preview-corpus-');
    cleanups.push(cleanup);
    corpus = await copyCorpus(dir);
    expect(await makeImages(corpus, dir)).toBeGreaterThan(10);
    emu = await startTestEmulator({ data: corpus.data });
    cleanups.push(() => emu.close());
    const configPath = await writeTestConfig(dir, emu, {
      rateLimit: { requests: 5000, perSeconds: 1 },
      links: {
        articleUrl: 'https://help.example.com/{language}/articles/{id}',
        collectionUrl: 'https://help.example.com/{language}/collections/{id}',
        sitePaths: true,
      },
      images: { baseUrl: 'https://docs.example.com/assets/', root: 'static' },
    });
    // The platform as the last sync left it, then two edits in the repo.
    const config = await loadConfig(configPath);
    const client = createClient({
      baseUrl: emu.baseUrl,
      project: emu.project,
      token: emu.token!,
      rateLimit: { requests: 5000, perSeconds: 1 },
    });
    const { policy } = decidePolicy({ history: false }, {});
    await sync({ policy, dryRun: false }, { config, client: () => Promise.resolve(client), logger: silentLogger });
    await client.close();
    clearSecrets();
    await edit(path.join(corpus.contentDir, 'en/abstraction.md'), 'an abstraction is a representation', 'an abstraction is a depiction');
    await edit(path.join(corpus.contentDir, 'ja/abstraction.md'), '良い例は', '悪い例は');
    // the corpus shows images only on `_index.md` pages (whose bodies are not pushed): one article gains one
    await mkdir(path.join(dir, 'static/images/test'), { recursive: true });
    await writeFile(path.join(dir, 'static/images/test/diagram.png'), PNG);
    const gateway = path.join(corpus.contentDir, 'en/api-gateway.md');
    await writeFile(gateway, `${await readFile(gateway, 'utf8')}\n![A diagram](/images/test/diagram.png)\n`);
    out = path.join(dir, 'preview');
    const run = await buildPreview(configPath, out, emu);
    expect(run.plan?.totals?.push).toBe(3);
    browser = await launch();
    cleanups.push(() => browser.close());
    await mkdir(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('shows the changed English word and the changed Japanese character as <ins>/<del>', async () => {
    const { context, outside } = await routedContext(browser, out, { width: 1280 });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/index.html`);
    const card = (file: string) => page.locator('article.card', { has: page.locator('h3', { hasText: file }) });
    expect(await card('en/abstraction.md').locator('ins').allInnerTexts()).toEqual(['depiction']);
    expect(await card('en/abstraction.md').locator('del').allInnerTexts()).toEqual(['representation']);
    expect(await card('ja/abstraction.md').locator('ins').allInnerTexts()).toEqual(['悪']);
    expect(await card('ja/abstraction.md').locator('del').allInnerTexts()).toEqual(['良']);
    await page.screenshot({ path: path.join(SHOTS, 'corpus-changes-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: path.join(SHOTS, 'corpus-changes-375.png'), fullPage: true });
    expect(outside).toEqual([]);
    await context.close();
  });

  it('reaches every page at 375 px; every link and image resolves inside the folder', async () => {
    const { context, outside } = await routedContext(browser, out, { width: 375 });
    const result = await crawl(context, 'index.html', 375, 8);
    expect(result.broken).toEqual([]);
    expect(result.wide).toEqual([]);
    // the pages the corpus gives, by this rule: the changes page; in every language a home and a
    // page per collection (a folder with an English `_index.md`; its title falls back to English);
    // and `<language>/<path>.html` for every article whose English original exists (a translation
    // without one has no entry, so no page)
    const collections = [...corpus.entries.keys()].filter((k) => k.endsWith('_index.md'));
    const expected = ['index.html'];
    for (const l of corpus.languages) {
      expected.push(...collections.map((c) => `${l}/${c.replace(/\.md$/, '.html')}`));
      for (const rel of await filesOf(path.join(corpus.contentDir, l), '.md'))
        if (!rel.endsWith('_index.md') && corpus.entries.has(rel)) expected.push(`${l}/${rel.replace(/\.md$/, '.html')}`);
    }
    expect(result.pages.sort()).toEqual(expected.sort());
    expect(await filesOf(out, '.html')).toEqual(expected.sort());
    expect(outside).toEqual([]);
    await context.close();
    // Chromium renders every page of the corpus (about a thousand, eight frames at once); the bound
    // leaves room for the rest of the suite running beside it.
  }, 360_000);

  it('works from file:// too: the stylesheet applies and the copied images load under the CSP', async () => {
    let withImage: string | undefined;
    for (const rel of await filesOf(out, '.html'))
      if (/<img [^>]*src="[^"]*assets\//.test(await readFile(path.join(out, rel), 'utf8'))) {
        withImage = rel;
        break;
      }
    expect(withImage).toBeDefined();
    const context = await browser.newContext();
    const requests: string[] = [];
    context.on('request', (r) => requests.push(r.url()));
    const page = await context.newPage();
    await page.goto(pathToFileURL(path.join(out, withImage!)).href);
    const images = await page.evaluate(() => [...document.images].map((i) => i.complete && i.naturalWidth > 0));
    expect(images.length).toBeGreaterThan(0);
    expect(images.every(Boolean)).toBe(true);
    // the stylesheet's rule for the content column (style.css), applied
    expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).not.toBe('none');
    expect(requests.filter((u) => !u.startsWith('file://'))).toEqual([]);
    await context.close();
  });

  it('lists exactly the languages that have the page in the switcher, and switches', async () => {
    const have = corpus.languages.filter((l) => existsSync(path.join(corpus.contentDir, l, 'abstraction.md')));
    const { context, outside } = await routedContext(browser, out, { width: 1280 });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/en/abstraction.html`);
    const switcher = page.getByRole('navigation', { name: 'Languages' });
    expect((await switcher.getByRole('link').allInnerTexts()).sort()).toEqual([...have].sort());
    await switcher.getByRole('link', { name: 'ja', exact: true }).click();
    await page.waitForURL(`${ORIGIN}/ja/abstraction.html`);
    expect(await page.locator('h1').innerText()).toBe('抽象化');
    expect(outside).toEqual([]);
    await context.close();
  });

  it('axe-core finds nothing serious or critical on English, Japanese, Urdu (right to left) and Hindi pages', async () => {
    const { context } = await routedContext(browser, out, { width: 1280, bypassCSP: true });
    const page = await context.newPage();
    const findings: string[] = [];
    for (const rel of ['en/abstraction.html', 'ja/abstraction.html', 'ur/_index.html', 'hi/_index.html']) {
      await page.goto(`${ORIGIN}/${rel}`);
      findings.push(...(await axeFindings(page)).map((f) => `${rel}: ${f}`));
    }
    expect(findings).toEqual([]);
    await context.close();
  });
});
