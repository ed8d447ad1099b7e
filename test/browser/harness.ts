/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The browser tests' harness: Debian's Chromium driven by playwright-core (never a downloaded
// browser), the preview folder shown under a made-up origin. Each browser context's proxy is the
// test's own HTTP server on 127.0.0.1 (not Playwright's request routing, which carries every request
// over the DevTools protocol and turns Chromium's HTTP cache off), so EVERY request the page makes to
// the network reaches the test: a file of the folder is served, anything else (another host or IP,
// https, a path outside the folder, a missing file) is recorded as `outside` and refused, and the
// test fails on it. The context's `request` events record what never reaches a proxy; and no host
// name resolves in this browser, so nothing leaves the machine past the proxy either.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { preview, type PreviewRun } from '../../src/operations/preview.js';
import { loadConfig } from '../../src/config/config.js';
import { decidePolicy } from '../../src/config/policy.js';
import { createClient } from '../../src/client/client.js';
import { silentLogger } from '../../src/util/log.js';
import { clearSecrets } from '../../src/util/redact.js';
import { planSummaryLine } from '../../src/report/plan.js';
import type { RunningEmulator } from '../helpers/emulator.js';
import { listenLoopback } from '../helpers/http-listen.js';

/** Test output kept after the run (screenshots at 1280 and 375 px). */
export const SHOTS = path.join(path.dirname(path.dirname(path.dirname(new URL(import.meta.url).pathname))), 'test-output', 'preview');

export const CHROMIUM = process.env.HELPSYNC_CHROMIUM ?? '/usr/bin/chromium';
/** The origin the preview is shown under (the proxy answers it from the folder; no name resolves). */
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

/**
 * Playwright's own `--disable-features` list (playwright-core's chromiumSwitches), repeated here because
 * Chromium honours only the LAST `--disable-features` switch; `launch` checks that this one still
 * carries all of Playwright's.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (HELPSYNC_REQUIRE_BROWSER=1): apt-get install chromium`);
  const args = [
    // no name resolves: nothing reaches the network by a host name, even past the contexts' proxy
    '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
    // speed only: a navigation keeps its RenderFrameHost (RenderDocument, on since Playwright 1.65,
    // makes a new one for every navigation: a fifth of a crawl's time)
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'RenderDocument'].join(',')}`,
  ];
  // root (CI containers) cannot use Chromium's sandbox
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args });
  const missing = await featuresDropped(args[0]!);
  if (missing.length > 0) {
    await browser.close();
    throw new Error(`PLAYWRIGHT_DISABLED_FEATURES (test/browser/harness.ts) lacks ${missing.join(', ')}: copy Playwright's list again`);
  }
  return browser;
}

/**
 * The features Playwright disables that the browsers this process launched with `mark` do not (their
 * first `--disable-features` is Playwright's, the last ours). Read from /proc: elsewhere, none.
 */
async function featuresDropped(mark: string): Promise<string[]> {
  const missing = new Set<string>();
  for (const pid of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(pid)) continue;
    const status = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // the parent's pid is the second field after the command's `(name)`
    if (Number(status.slice(status.lastIndexOf(')') + 2).split(' ')[1]) !== process.pid) continue;
    const argv = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
    if (!argv.includes(mark)) continue;
    const lists = argv.filter((a) => a.startsWith('--disable-features=')).map((a) => a.slice('--disable-features='.length).split(','));
    for (const f of lists[0] ?? []) if (!lists.at(-1)!.includes(f)) missing.add(f);
  }
  return [...missing];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
};

/**
 * The crawler's page: not a file of the folder (the folder's root, with a query), answered by the
 * folder's server itself, so that the pages it frames are same-origin and it can read them.
 */
const CRAWLER = `${ORIGIN}/?crawler`;
const CRAWLER_PAGE = '<!doctype html><html lang="en"><meta charset="utf-8"><title>crawler</title><body style="margin:0"></body></html>';

export interface Routed {
  context: BrowserContext;
  /** every request that is not for a file of the folder (other hosts, paths outside it, missing files) */
  outside: string[];
  /** every URL served (a file the cache holds is served once) */
  served: string[];
}

/**
 * The folder's HTTP server on 127.0.0.1, the proxy of a browser context: a GET of `ORIGIN/<a file of
 * the folder>` is answered with the file (cacheable, so that the stylesheet and the images are fetched
 * once per context), anything else is recorded in `outside` and refused.
 */
async function serveFolder(
  folder: string,
  outside: (what: string) => void,
): Promise<{ proxy: string; served: string[]; close: () => Promise<void> }> {
  const served: string[] = [];
  const fileFor = async (url: string): Promise<string | undefined> => {
    // a request to a proxy names the whole URL: only the made-up origin is the folder
    if (!url.startsWith(`${ORIGIN}/`)) return undefined;
    let file: string;
    try {
      file = path.join(folder, decodeURIComponent(new URL(url).pathname));
    } catch {
      return undefined;
    }
    if (!file.startsWith(folder + path.sep)) return undefined;
    return (await stat(file).catch(() => undefined))?.isFile() ? file : undefined;
  };
  const server = createServer((req, res) => {
    const url = req.url ?? '';
    if (req.method === 'GET' && url === CRAWLER) {
      // the harness's own page (not the folder's): crawl() frames the folder's pages from it
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(CRAWLER_PAGE);
      return;
    }
    void (async () => {
      const file = req.method === 'GET' ? await fileFor(url) : undefined;
      if (!file) {
        // Chromium itself (not a page) asks for the tab's icon, which request routing never saw
        // either (an <img> of it on a page is not requested at all: the crawl sees it broken)
        if (url !== `${ORIGIN}/favicon.ico`) outside(req.method === 'GET' ? url : `${req.method} ${url}`);
        res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('not a file of the preview folder\n');
        return;
      }
      const body = await readFile(file);
      served.push(url);
      res
        .writeHead(200, {
          'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'content-length': body.length,
          'cache-control': 'max-age=3600',
        })
        .end(body);
    })().catch((e: unknown) => {
      outside(`${url}: ${String(e)}`);
      res.destroy();
    });
  });
  // https:// and wss:// come to a proxy as CONNECT, ws:// as an upgrade: neither is the folder
  const refuse = (req: IncomingMessage, socket: Duplex): void => {
    outside(`${req.method} ${req.url}`);
    socket.destroy();
  };
  server.on('connect', refuse);
  server.on('upgrade', refuse);
  const { port, close } = await listenLoopback(server);
  return { proxy: `http://127.0.0.1:${port}`, served, close };
}

/**
 * A browser context showing `folder` under ORIGIN, with `serveFolder` as its proxy for every request
 * (loopback included: Playwright's proxy bypass list is only `<-loopback>`). Also recorded as
 * outside: any request of the page not to ORIGIN (say a scheme no proxy sees), and any response of
 * the page's that is not a 200. The server stops when the context closes.
 */
export async function routedContext(
  browser: Browser,
  folder: string,
  opts: { width: number; bypassCSP?: boolean; javaScriptEnabled?: boolean },
): Promise<Routed> {
  const outside: string[] = [];
  const note = (what: string): void => {
    if (!outside.includes(what)) outside.push(what);
  };
  const server = await serveFolder(folder, note);
  const context = await browser.newContext({
    viewport: { width: opts.width, height: 800 },
    bypassCSP: opts.bypassCSP ?? false,
    proxy: { server: server.proxy },
  });
  context.on('close', () => void server.close());
  context.on('request', (r) => {
    if (!r.url().startsWith(`${ORIGIN}/`) && !r.url().startsWith('data:')) note(r.url());
  });
  context.on('response', (r) => {
    if (r.status() !== 200) note(r.url());
  });
  return { context, outside, served: server.served };
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

/**
 * Visits every page reachable from `start`, following every link into the folder and loading every
 * image. Each page is loaded in a frame as wide as the context's viewport (its own document, its own
 * Content-Security-Policy, media queries against that width), `frames` at once, by a script of the
 * crawler page: one navigation for the whole crawl instead of one per page, which is what a crawl of
 * a thousand pages spent its time on (each page's own loading and layout is the same in a frame).
 */
export async function crawl(context: BrowserContext, start: string, maxWidth: number, frames = 4): Promise<Crawl> {
  const page = await context.newPage();
  await page.goto(CRAWLER);
  const visits = await page.evaluate(
    async ({ origin, start, frames }) => {
      const visited: { rel: string; status: number; links: string[]; images: { src: string; ok: boolean }[]; width: number }[] = [];
      const queue = [start];
      const seen = new Set(queue);
      const visit = (rel: string) =>
        new Promise<void>((resolve) => {
          const frame = document.createElement('iframe');
          frame.style.cssText = `display:block;border:0;width:${innerWidth}px;height:${innerHeight}px`;
          frame.onload = () => {
            const doc = frame.contentDocument!;
            // the frame's own HTTP status (Chromium's Navigation Timing carries it)
            const nav = doc.defaultView?.performance.getEntriesByType('navigation')[0] as unknown as
              { responseStatus?: number } | undefined;
            const found = {
              rel,
              status: nav?.responseStatus ?? 0,
              links: [...doc.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
              images: [...doc.images].map((i) => ({ src: i.currentSrc || i.src, ok: i.complete && i.naturalWidth > 0 })),
              width: doc.documentElement.scrollWidth,
            };
            visited.push(found);
            frame.remove();
            for (const href of found.status === 200 ? found.links : []) {
              if (!href.startsWith(`${origin}/`)) continue;
              const target = decodeURIComponent(new URL(href).pathname.slice(1));
              if (!seen.has(target)) {
                seen.add(target);
                queue.push(target);
              }
            }
            resolve();
          };
          frame.src = `${origin}/${rel}`;
          document.body.append(frame);
        });
      let busy = 0;
      const worker = async (): Promise<void> => {
        for (;;) {
          const rel = queue.shift();
          if (rel === undefined) {
            if (busy === 0) return;
            await new Promise((r) => setTimeout(r, 5));
            continue;
          }
          busy++;
          try {
            await visit(rel);
          } finally {
            busy--;
          }
        }
      };
      await Promise.all(Array.from({ length: frames }, worker));
      return visited;
    },
    { origin: ORIGIN, start, frames },
  );
  await page.close();
  const result: Crawl = { pages: [], broken: [], wide: [], external: [] };
  for (const v of visits) {
    if (v.status !== 200) {
      result.broken.push(`${v.rel}: not served`);
      continue;
    }
    result.pages.push(v.rel);
    if (v.width > maxWidth) result.wide.push(`${v.rel}: ${v.width}`);
    for (const img of v.images) if (!img.ok || !img.src.startsWith(`${ORIGIN}/`)) result.broken.push(`${v.rel}: image ${img.src}`);
    for (const href of v.links) if (!href.startsWith(`${ORIGIN}/`)) result.external.push(href);
  }
  return result;
}
