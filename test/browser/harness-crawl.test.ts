// The crawler itself, on a folder written here with a known defect of each kind it must report: a
// link to a missing page, an image that does not decode, a page wider than the viewport, a link to
// another site; and a page only reachable through another, at 375 px.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { browserMissing, crawl, launch, ORIGIN, routedContext } from './harness.js';

const why = browserMissing();
if (why) console.warn(why);

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const page = (body: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>t</title><body style="margin:0">${body}</body></html>`;

describe.skipIf(why !== undefined)('the browser tests’ crawler', () => {
  let browser: Browser;
  let dir: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ dir, cleanup } = await tempDir('helpsync-crawl-'));
    await mkdir(path.join(dir, 'sub'), { recursive: true });
    await writeFile(path.join(dir, 'ok.png'), PNG);
    await writeFile(path.join(dir, 'bad.png'), 'not an image');
    await writeFile(
      path.join(dir, 'index.html'),
      page('<a href="sub/a.html">a</a> <a href="missing.html">m</a> <a href="https://example.com/x">x</a>'),
    );
    await writeFile(
      path.join(dir, 'sub/a.html'),
      page('<img src="../ok.png" alt=""> <a href="b.html">b</a> <a href="../index.html">home</a>'),
    );
    await writeFile(path.join(dir, 'sub/b.html'), page('<img src="../bad.png" alt=""><div style="width:900px">wide</div>'));
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await cleanup?.();
  });

  it('reaches every linked page once and reports each defect with its page', async () => {
    const { context, outside } = await routedContext(browser, dir, { width: 375 });
    const result = await crawl(context, 'index.html', 375, 3);
    await context.close();
    expect(result.pages.sort()).toEqual(['index.html', 'sub/a.html', 'sub/b.html']);
    expect(result.broken.sort()).toEqual(['missing.html: not served', `sub/b.html: image ${ORIGIN}/bad.png`]);
    expect(result.wide).toEqual(['sub/b.html: 900']);
    expect(result.external).toEqual(['https://example.com/x']);
    expect(outside).toEqual([`${ORIGIN}/missing.html`]);
  });
});
