/// <reference lib="dom" />
// The changes page of a large change in Chromium (issue 46): 1,200 pushes in two languages and
// template-syntax warnings. The first screen is the summary, the changes come before the warnings,
// each language's changes are on pages of their own (200 to a page), and no HTML file of the
// preview is over 2 MB.
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { startTestEmulator, writeFiles, writeTestConfig, type RunningEmulator } from '../helpers/emulator.js';
import { browserMissing, buildPreview, filesOf, launch, ORIGIN, routedContext } from './harness.js';

const missing = browserMissing();
if (missing) console.warn(missing);

const PAGES = 600;
const COLLECTION = '65f0a0000000000000000001';
const id = (i: number): string => `6650f0${String(i).padStart(18, '0')}`;
const num = (i: number): string => String(i).padStart(3, '0');
const CAP = 2 * 1024 * 1024;

describe.skipIf(missing !== undefined)('the changes page of a 1,200-change preview in Chromium', () => {
  let browser: Browser;
  let emu: RunningEmulator;
  let out: string;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const { dir, cleanup } = await tempDir('helpsync-preview-large-');
    cleanups.push(cleanup);
    const entries = [{ id: `collection:${COLLECTION}`, type: 'collection', fields: { title: { en: 'Guide' } } }];
    const articles = [];
    const files: Record<string, string> = { 'en/guide/_index.md': `---\nentry: collection:${COLLECTION}\ntitle: Guide\n---\n` };
    for (let i = 1; i <= PAGES; i++) {
      articles.push({ id: id(i), collection: COLLECTION, title: { en: `Page ${num(i)}` } });
      entries.push({
        id: `article:${id(i)}`,
        type: 'article',
        fields: {
          title: { en: `Page ${num(i)}`, de: `Seite ${num(i)}` },
          content: { en: `<p>Old text ${i}.</p>`, de: `<p>Alter Text ${i}.</p>` },
        } as never,
      });
      // every page changed in both languages; one in ten carries Hugo template syntax (a warning)
      const tpl = i % 10 === 0 ? `\n{{< note >}}x{{< /note >}}\n` : '';
      files[`en/guide/p${num(i)}.md`] = `---\nentry: article:${id(i)}\ntitle: Page ${num(i)}\n---\nNew text ${i}, with more words.\n${tpl}`;
      files[`de/guide/p${num(i)}.md`] = `---\nentry: article:${id(i)}\ntitle: Seite ${num(i)}\n---\nNeuer Text ${i}, mit mehr Wörtern.\n`;
    }
    await writeFiles(path.join(dir, 'content'), files);
    emu = await startTestEmulator({
      data: { project: 'proj-large', collections: [{ id: COLLECTION, parent: null, title: { en: 'Guide' } }], articles, entries } as never,
    });
    cleanups.push(() => emu.close());
    const config = await writeTestConfig(dir, emu);
    out = path.join(dir, 'preview');
    await mkdir(out);
    await buildPreview(config, out, emu);
    browser = await launch();
    cleanups.push(() => browser.close());
  }, 240_000);
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('no HTML file is over 2 MB, and each language is on pages of at most 200 changes', async () => {
    const html = await filesOf(out, '.html');
    expect(html.length).toBeGreaterThan(2 * PAGES);
    for (const f of html) expect((await stat(path.join(out, f))).size, f).toBeLessThanOrEqual(CAP);
    const changePages = html.filter((f) => f.startsWith('changes/')).sort();
    // 600 changes per language: three pages each
    expect(changePages).toEqual([
      'changes/lang-0-1.html',
      'changes/lang-0-2.html',
      'changes/lang-0-3.html',
      'changes/lang-1-1.html',
      'changes/lang-1-2.html',
      'changes/lang-1-3.html',
    ]);
  });

  it('shows the summary first, the changes before the warnings, and links each language to its pages', async () => {
    const { context, outside } = await routedContext(browser, out, { width: 1280 });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/index.html`);
    const headings = await page.locator('h2').allInnerTexts();
    // the links to the help center by language, then the summary, before any change
    expect(headings.slice(0, 2)).toEqual(['The help center after the sync', 'Summary']);
    const at = (re: RegExp): number => headings.findIndex((h) => re.test(h));
    expect(at(/^en: 600 to push/)).toBeGreaterThan(0);
    expect(at(/^de: 600 to push/)).toBeGreaterThan(0);
    expect(at(/^Warnings/)).toBeGreaterThan(Math.max(at(/^en: /), at(/^de: /)));
    // the summary is on the first screen
    const box = await page.locator('section.summary').boundingBox();
    expect(box!.y).toBeLessThan(800);
    const rows = await page.locator('section.summary tbody tr').allInnerTexts();
    expect(rows.map((r) => r.split('\t')[0])).toEqual(['en', 'de', 'warnings']);
    expect(rows[0]).toContain('600 to push');
    // two tags on each of the 60 pages with a note
    expect(rows[2]).toContain('120 warnings');
    await expect(page.locator('#warnings + ul li.warning-kind').allInnerTexts()).resolves.toHaveLength(1);
    // a language's first page: 200 cards, rendered with their word changes
    await page.locator('section.summary a', { hasText: 'de' }).click();
    await page.waitForURL(/changes\/lang-1-1\.html$/);
    await expect(page.locator('article.card').count()).resolves.toBe(200);
    await expect(page.locator('article.card ins').first().innerText()).resolves.toMatch(/Neuer|mehr/);
    expect(outside).toEqual([]);
    await context.close();
  });
});
