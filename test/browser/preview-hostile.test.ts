/// <reference lib="dom" />
// Hostile content stays inert: a pull request (or the platform) can carry anything. Each payload
// below would set a `window` flag, open a dialog or make a request if it ran; the pages are opened
// WITHOUT any CSP bypass, the one link is clicked, and then: no flag set, no dialog, no request
// outside the folder, and a visible placeholder for every payload.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { startTestEmulator, writeTestConfig, type RunningEmulator } from '../helpers/emulator.js';
import { browserMissing, buildPreview, launch, ORIGIN, routedContext, SHOTS } from './harness.js';

const missing = browserMissing();
if (missing) console.warn(missing);

const EVIL = 'http://evil.example';
const ID = 'article:6650f0c1a2b3c4d5e6f7aaaa';

/** name → [HTML payload, what its placeholder must say] */
const PAYLOADS: Record<string, [string, string]> = {
  script: ['<script>window.__p_script = 1; alert(1)</script>', 'removed <script>'],
  imgOnerror: ['<img src="missing.png" onerror="window.__p_img = 1; alert(2)">', 'removed onerror='],
  svgOnload: ['<svg onload="window.__p_svg = 1; alert(3)"><circle r="4"></circle></svg>', 'removed <svg>'],
  jsLink: ['<a id="jslink" href="javascript:window.__p_link = 1; alert(4)">click me</a>', 'a href with a javascript: URL'],
  iframe: ['<iframe srcdoc="<script>parent.__p_iframe = 1; alert(5)</script>"></iframe>', 'removed <iframe>'],
  object: [`<object data="${EVIL}/x.html"></object>`, 'removed <object>'],
  metaRefresh: [`<meta http-equiv="refresh" content="0;url=${EVIL}/refresh">`, 'removed <meta>'],
  baseHref: [`<base href="${EVIL}/"><img src="relative.png" alt="relative">`, 'removed <base>'],
  cssUrl: [
    `<span style="background:url(${EVIL}/bg.png)">styled</span><style>body{background:url(${EVIL}/x.png)}</style>`,
    'removed style=',
  ],
  svgLink: ['<a href="../evil.svg">the diagram</a>', 'link to an SVG file'],
  remoteImage: [`<img src="${EVIL}/remote.png" alt="remote">`, `remote image, not loaded: ${EVIL}/remote.png`],
};

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" onload="window.__p_svgfile = 1"><script>window.__p_svgfile = 1; alert(6)</script><rect width="10" height="10"/></svg>`;

const body = Object.entries(PAYLOADS)
  .map(([name, [html]]) => `<p id="case-${name}">Case ${name}: ${html}</p>`)
  .join('\n\n');

describe.skipIf(missing !== undefined)('hostile content in the preview (no CSP bypass)', () => {
  let browser: Browser;
  let emu: RunningEmulator;
  let out: string;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const { dir, cleanup } = await tempDir('helpsync-hostile-');
    cleanups.push(cleanup);
    await mkdir(path.join(dir, 'content/en/guide'), { recursive: true });
    await writeFile(path.join(dir, 'content/evil.svg'), SVG);
    await writeFile(path.join(dir, 'content/en/guide/evil.svg'), SVG);
    await writeFile(
      path.join(dir, 'content/en/guide/page.md'),
      `---\nentry: ${ID}\ntitle: Hostile <script>window.__p_title=1</script>\ndescription: d\n---\n\n${body}\n\n![diagram](evil.svg)\n`,
    );
    // The platform's current value carries the same payloads: the changes page shows it (its "before").
    emu = await startTestEmulator({
      data: { project: 'hostile', entries: [{ id: ID, type: 'article', fields: { content: { en: `<p>Platform: ${body}</p>` } } }] },
    });
    cleanups.push(() => emu.close());
    const config = await writeTestConfig(dir, emu);
    out = path.join(dir, 'preview');
    await buildPreview(config, out, emu);
    browser = await launch();
    cleanups.push(() => browser.close());
    await mkdir(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  for (const rel of ['en/guide/page.html', 'index.html']) {
    it(`${rel}: no payload runs, loads or navigates, and each leaves a visible placeholder`, async () => {
      const { context, outside } = await routedContext(browser, out, { width: 1280 });
      const page = await context.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await page.goto(`${ORIGIN}/${rel}`);
      const link = page.getByText('click me').first();
      await link.click();
      // time for a refresh, an onload or a navigation to happen if anything had let it
      await page.waitForTimeout(1200);
      expect(page.url()).toBe(`${ORIGIN}/${rel}`);
      const flags = await page.evaluate(() => Object.keys(window).filter((k) => k.startsWith('__p_')));
      expect(flags).toEqual([]);
      expect(dialogs).toEqual([]);
      expect(await page.locator('script').count()).toBe(0);
      const notes = (await page.locator('.hs-removed').allInnerTexts()).join('\n');
      for (const [name, [, shown]] of Object.entries(PAYLOADS)) expect(notes, name).toContain(shown);
      for (const n of await page.locator('.hs-removed').all()) expect(await n.isVisible()).toBe(true);
      await page.screenshot({ path: path.join(SHOTS, `hostile-${rel.replace(/\W+/g, '-')}.png`), fullPage: true });
      expect(outside).toEqual([]);
      await context.close();
    });
  }

  it('the repo SVG with a script is shown only as an image (never a document), and runs nothing', async () => {
    const { context, outside } = await routedContext(browser, out, { width: 1280 });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/en/guide/page.html`);
    const img = page.getByRole('img', { name: 'diagram' });
    expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    expect(await page.locator('a[href$=".svg"]').count()).toBe(0);
    expect(await page.evaluate(() => Object.keys(window).filter((k) => k.startsWith('__p_')))).toEqual([]);
    expect(outside).toEqual([]);
    await context.close();
  });
});
