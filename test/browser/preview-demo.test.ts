/// <reference lib="dom" />
// The preview of the demo content (content/, config/layout.yaml) against the emulator's demo data,
// in Chromium: known edits shown as <ins>/<del>, every page reached and every link and image between
// them resolving, the language switcher, 375 px, axe-core, screenshots, and not one request outside
// the folder. Expected values are written down here from the demo files, not read from the preview.
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, tempDir } from '../helpers/cli.js';
import { startTestEmulator, writeTestConfig, type RunningEmulator } from '../helpers/emulator.js';
import { axeFindings, browserMissing, buildPreview, crawl, filesOf, launch, ORIGIN, routedContext, SHOTS } from './harness.js';
import type { PreviewRun } from '../../src/operations/preview.js';

const missing = browserMissing();
if (missing) console.warn(missing);

describe.skipIf(missing !== undefined)('preview of the demo content in Chromium', () => {
  let browser: Browser;
  let emu: RunningEmulator;
  let out: string;
  let run: PreviewRun;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const { dir, cleanup } = await tempDir('helpsync-preview-');
    cleanups.push(cleanup);
    await cp(path.join(REPO_ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
    await cp(path.join(REPO_ROOT, 'config/layout.yaml'), path.join(dir, 'layout.yaml'));
    // Known edits: one word of an unchanged article's body, and one of its title.
    const file = path.join(dir, 'content/en/account-billing/invoices.md');
    const text = await readFile(file, 'utf8');
    await writeFile(
      file,
      text.replace('title: Download invoices', 'title: Download receipts').replace('Every payment creates', 'Every charge creates'),
    );
    emu = await startTestEmulator();
    cleanups.push(() => emu.close());
    const config = await writeTestConfig(dir, emu, { layout: 'layout.yaml' });
    out = path.join(dir, 'preview');
    run = await buildPreview(config, out, emu);
    browser = await launch();
    cleanups.push(() => browser.close());
    await mkdir(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('shows the known edits as <ins>/<del> in the card of the edited article, and the dry run’s closing line', async () => {
    const { context, outside } = await routedContext(browser, out, { width: 1280 });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/index.html`);
    const card = page.locator('article.card', { has: page.locator('h3', { hasText: 'en/account-billing/invoices.md' }) });
    await expect(card.count()).resolves.toBe(1);
    const text = async (sel: string): Promise<string[]> => card.locator(sel).allInnerTexts();
    expect((await text('ins')).map((s) => s.trim())).toEqual(['receipts', 'charge']);
    expect((await text('del')).map((s) => s.trim())).toEqual(['invoices', 'payment']);
    // The demo's dry run (README: "Plan: 9 to push (en 1, de 4, fr 4), 2 to move, 42 unchanged.",
    // no history here, so nothing held) plus the edited article.
    const summary = (await page.locator('#summary').innerText()).trim();
    expect(summary).toBe('Plan: 10 to push (en 2, de 4, fr 4), 2 to move, 41 unchanged.');
    expect(run.plan?.totals).toMatchObject({ push: 10, move: 2, held: 0 });
    await page.screenshot({ path: path.join(SHOTS, 'demo-changes-1280.png'), fullPage: true });
    await card.screenshot({ path: path.join(SHOTS, 'demo-card-1280.png') });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: path.join(SHOTS, 'demo-changes-375.png'), fullPage: true });
    expect(outside).toEqual([]);
    await context.close();
  });

  it('reaches every page from the changes page; every link and image resolves; nothing is wider than 375 px', async () => {
    const { context, outside } = await routedContext(browser, out, { width: 375 });
    const result = await crawl(context, 'index.html', 375);
    expect(result.broken).toEqual([]);
    expect(result.wide).toEqual([]);
    expect(result.pages.sort()).toEqual(await filesOf(out, '.html'));
    // counted by hand from content/: the changes page, then per language a home, the three
    // collections (account-billing, getting-started, mobile) and its articles (en 8, de 8, fr 6)
    expect(result.pages.length).toBe(1 + (1 + 3 + 8) + (1 + 3 + 8) + (1 + 3 + 6));
    const p = await context.newPage();
    await p.goto(`${ORIGIN}/en/account-billing/invoices.html`);
    await p.screenshot({ path: path.join(SHOTS, 'demo-article-375.png'), fullPage: true });
    expect(outside).toEqual([]);
    await context.close();
  });

  it('switches language only between the translations that exist', async () => {
    const { context, outside } = await routedContext(browser, out, { width: 1280 });
    const page = await context.newPage();
    // android-sdk.md exists in en and de, not in fr
    await page.goto(`${ORIGIN}/en/getting-started/mobile/android-sdk.html`);
    const switcher = page.getByRole('navigation', { name: 'Languages' });
    expect(await switcher.getByRole('link').allInnerTexts()).toEqual(['en', 'de']);
    await switcher.getByRole('link', { name: 'de' }).click();
    await page.waitForURL(`${ORIGIN}/de/getting-started/mobile/android-sdk.html`);
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    await page.screenshot({ path: path.join(SHOTS, 'demo-article-1280.png'), fullPage: true });
    expect(outside).toEqual([]);
    await context.close();
  });

  it('is usable from the keyboard: the first Tab shows a skip link that moves focus to the content', async () => {
    const { context } = await routedContext(browser, out, { width: 375 });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/en/account-billing/invoices.html`);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip.evaluate((e) => e === document.activeElement)).resolves.toBe(true);
    expect((await skip.boundingBox())!.width).toBeGreaterThan(20);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
    await context.close();
  });

  it('axe-core finds nothing serious or critical (axe injected with a CSP bypass for this check only)', async () => {
    const { context } = await routedContext(browser, out, { width: 1280, bypassCSP: true });
    const page = await context.newPage();
    const findings: string[] = [];
    for (const rel of [
      'index.html',
      'en/_index.html',
      'en/account-billing/_index.html',
      'en/account-billing/invoices.html',
      'de/account-billing/change-plan.html',
    ]) {
      await page.goto(`${ORIGIN}/${rel}`);
      findings.push(...(await axeFindings(page)).map((f) => `${rel}: ${f}`));
    }
    expect(findings).toEqual([]);
    await context.close();
  });
});
