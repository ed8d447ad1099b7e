/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The browser tests' harness: Debian's Chromium driven by playwright-core (never a downloaded
// browser), the preview folder served to it through request routing under a made-up origin, so that
// EVERY request the page makes passes through the test: a file of the folder is served, anything
// else (another host, a path outside the folder) is recorded and aborted, and the test fails on it.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { preview, type PreviewRun } from '../../src/preview/preview.js';
import { loadConfig } from '../../src/config/config.js';
import { decidePolicy } from '../../src/config/policy.js';
import { createClient } from '../../src/client/client.js';
import { silentLogger } from '../../src/util/log.js';
import { clearSecrets } from '../../src/util/redact.js';
import { planSummaryLine } from '../../src/cli/report/plan.js';
import type { RunningEmulator } from '../helpers/emulator.js';

/** Test output kept after the run (screenshots at 1280 and 375 px). */
export const SHOTS = path.join(path.dirname(path.dirname(path.dirname(new URL(import.meta.url).pathname))), 'test-output', 'preview');

export const CHROMIUM = process.env.HELPSYNC_CHROMIUM ?? '/usr/bin/chromium';
/** The origin the preview is shown under (routed to the folder; nothing is listening there). */
export const ORIGIN = 'http://preview.invalid';

/**
 * Why the browser tests cannot run here, or undefined. With HELPSYNC_REQUIRE_BROWSER=1 (.ci/run) a
 * missing browser is not a reason to skip: the tests run and fail.
 */
export function browserMissing(): string | undefined {
  if (existsSync(CHROMIUM)) return undefined;
  if (process.env.HELPSYNC_REQUIRE_BROWSER === '1') {
    // counted as a failed test (not a skipped file) wherever the browser is required
    it('has Chromium (HELPSYNC_REQUIRE_BROWSER=1)', () => {
      throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium (or set HELPSYNC_CHROMIUM)`);
    });
  }
  return `Chromium not found at ${CHROMIUM}: the browser tests (test/browser/) are skipped. Install it with \`apt-get install chromium\` (or set HELPSYNC_CHROMIUM).`;
}

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (HELPSYNC_REQUIRE_BROWSER=1): apt-get install chromium`);
  // root (CI containers) cannot use Chromium's sandbox
  const args = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
  return chromium.launch({ executablePath: CHROMIUM, args });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
};

export interface Routed {
  context: BrowserContext;
  /** every URL requested that is not a file of the folder (other hosts, missing files) */
  outside: string[];
  /** every URL served */
  served: string[];
}

/** A browser context whose every request is answered from `folder` (or recorded as outside and aborted). */
export async function routedContext(
  browser: Browser,
  folder: string,
  opts: { width: number; bypassCSP?: boolean; javaScriptEnabled?: boolean },
): Promise<Routed> {
  const context = await browser.newContext({ viewport: { width: opts.width, height: 800 }, bypassCSP: opts.bypassCSP ?? false });
  const outside: string[] = [];
  const served: string[] = [];
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    const file = url.startsWith(`${ORIGIN}/`) ? path.join(folder, decodeURIComponent(new URL(url).pathname)) : undefined;
    if (file && file.startsWith(folder + path.sep) && existsSync(file)) {
      served.push(url);
      return route.fulfill({
        status: 200,
        body: await readFile(file),
        contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
    }
    outside.push(url);
    return route.abort('blockedbyclient');
  });
  return { context, outside, served };
}

/** Every file of the folder with this extension, relative, POSIX. */
export async function filesOf(folder: string, ext: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (e.isFile() && e.name.endsWith(ext)) out.push(path.relative(folder, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  }
  return out.sort();
}

/** axe-core's serious and critical findings on the page (axe injected into the page itself). */
export async function axeFindings(page: Page): Promise<string[]> {
  const source = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: source });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (o?: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const r = await axe.run();
    // an axe that checked nothing would find nothing: it must have passed some rules
    if ((r as unknown as { passes: unknown[] }).passes.length === 0) throw new Error('axe-core ran no check');
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 3) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

/** Builds a preview in-process, exactly as `helpsync preview --out` does (online, or offline). */
export async function buildPreview(configPath: string, out: string, emu?: RunningEmulator): Promise<PreviewRun> {
  const config = await loadConfig(configPath, emu ? {} : { requireTarget: false });
  const { policy } = decidePolicy({ history: false }, {});
  const client = emu
    ? createClient({ baseUrl: emu.baseUrl, project: emu.project, token: emu.token!, rateLimit: { requests: 1000, perSeconds: 1 } })
    : undefined;
  try {
    return await preview(
      { out, offline: !emu, policy, summarize: planSummaryLine },
      {
        config,
        client: () => (client ? Promise.resolve(client) : Promise.reject(new Error('offline: no client'))),
        logger: silentLogger,
      },
    );
  } finally {
    await client?.close();
    // the client registered the token for scrubbing; this process is the test runner's (leak check)
    clearSecrets();
  }
}

export interface Crawl {
  /** pages visited, relative to the folder */
  pages: string[];
  /** `page: link or image` that does not resolve to a file of the folder */
  broken: string[];
  /** pages wider than the viewport: `page: scrollWidth` */
  wide: string[];
  /** links to other sites (not followed) */
  external: string[];
}

/** Visits every page reachable from `start` (`workers` tabs at once), following every link into the folder and loading every image. */
export async function crawl(context: BrowserContext, start: string, maxWidth: number, workers = 1): Promise<Crawl> {
  const result: Crawl = { pages: [], broken: [], wide: [], external: [] };
  const queue = [start];
  const seen = new Set(queue);
  let busy = 0;
  const visit = async (page: Page, rel: string): Promise<void> => {
    const res = await page.goto(`${ORIGIN}/${rel}`);
    if (!res || res.status() !== 200) {
      result.broken.push(`${rel}: not served`);
      return;
    }
    result.pages.push(rel);
    const found = await page.evaluate(() => ({
      links: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
      images: [...document.images].map((i) => ({ src: i.currentSrc || i.src, ok: i.complete && i.naturalWidth > 0 })),
      width: document.documentElement.scrollWidth,
    }));
    if (found.width > maxWidth) result.wide.push(`${rel}: ${found.width}`);
    for (const img of found.images) if (!img.ok || !img.src.startsWith(`${ORIGIN}/`)) result.broken.push(`${rel}: image ${img.src}`);
    for (const href of found.links) {
      if (!href.startsWith(`${ORIGIN}/`)) {
        result.external.push(href);
        continue;
      }
      const target = decodeURIComponent(new URL(href).pathname.slice(1));
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  };
  const worker = async (): Promise<void> => {
    const page = await context.newPage();
    for (;;) {
      const rel = queue.shift();
      if (rel === undefined) {
        if (busy === 0) break;
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      busy++;
      try {
        await visit(page, rel);
      } finally {
        busy--;
      }
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return result;
}
