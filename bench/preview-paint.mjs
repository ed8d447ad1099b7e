#!/usr/bin/env node
// The preview of a large change in Chromium: on a generated repo of --articles × --languages (224 ×
// 8 = 1,792 pages), `helpsync preview --out` of its FIRST PUSH (an empty help center: every file
// without `entry:`, every article and collection to create, no --max-creates needed), then the
// largest HTML file it wrote and the first contentful paint of its changes page (index.html) in
// Chromium (Debian's, through playwright-core), best of --runs. Goal: under 1 s. With --edited, the
// platform holds every page and every body was edited since (as many cards, all pushes).
//
//   npm run build && node bench/preview-paint.mjs [--articles 224] [--languages 8] [--runs 3]
//                                                [--edited] [--out bench/work/preview-paint.json]
/* global performance, PerformanceObserver -- page.evaluate runs in the browser */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CLI, ROOT, generate, parseFlags } from './generate.mjs';
import { childEnv } from './lib/proc.mjs';
import { neverPushed } from './lib/never-pushed.mjs';

const GOAL_MS = 1000;
const CHROMIUM = process.env.HELPSYNC_CHROMIUM ?? '/usr/bin/chromium';
const say = (text) => process.stderr.write(`${text}\n`);

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.html'))
    .map((f) => ({ file: f, bytes: statSync(path.join(dir, f)).size }));
}

/** Every Markdown body gains a sentence: every page is a change. */
function editEvery(dir) {
  for (const f of readdirSync(dir, { recursive: true }).map(String)) {
    if (!f.endsWith('.md') || f.endsWith('_index.md')) continue;
    const file = path.join(dir, f);
    writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\nEdited for the preview bench.\n`);
  }
}

async function paint(browser, file) {
  const page = await browser.newPage();
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  const fcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const found = performance.getEntriesByName('first-contentful-paint')[0];
        if (found) return resolve(found.startTime);
        new PerformanceObserver((list) => resolve(list.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1)).observe({
          type: 'paint',
          buffered: true,
        });
      }),
  );
  await page.close();
  return Math.round(fcp);
}

const flags = parseFlags(process.argv.slice(2), {
  articles: 'number',
  languages: 'number',
  runs: 'number',
  edited: 'boolean',
  out: 'string',
});
const params = {
  articles: flags.articles ?? 224,
  languages: flags.languages ?? 8,
  runs: flags.runs ?? 3,
  change: flags.edited ? 'every page edited' : 'first push',
};
if (!existsSync(CLI)) throw new Error('dist/ is missing: run `npm run build` first');
const base = path.join(ROOT, 'bench/work', `preview-a${params.articles}-l${params.languages}`);
if (!existsSync(path.join(base, 'seed.json'))) {
  say(`generating ${params.articles} articles × ${params.languages} languages into ${path.relative(ROOT, base)} …`);
  await generate({ articles: params.articles, languages: params.languages, seed: 1, richText: true, out: base });
}
const work = `${base}-${flags.edited ? 'edited' : 'first-push'}`;
rmSync(work, { recursive: true, force: true });
cpSync(base, work, { recursive: true });
rmSync(path.join(work, 'config', '.helpsync'), { recursive: true, force: true });
const generated = JSON.parse(readFileSync(path.join(work, 'seed.json'), 'utf8'));
let seed = generated;
if (flags.edited) editEvery(path.join(work, 'content'));
else {
  params.files = neverPushed(path.join(work, 'content'));
  seed = { project: generated.project };
}
const { startEmulator } = await import(pathToFileURL(path.join(ROOT, 'dist/emulator/server.js')).href);
const { chromium } = await import('playwright-core');
const emu = await startEmulator({ port: 0, data: seed, richText: true, rateLimit: { requests: 100000, perSeconds: 1 } });
const out = path.join(work, 'preview-out');
let browser;
try {
  const env = childEnv({ HELPSYNC_TOKEN: emu.token, HELPSYNC_BASE_URL: emu.baseUrl, HELPSYNC_LOG_LEVEL: 'error' });
  // not execFileSync: the emulator answers from this process's event loop
  const { stdout } = await promisify(execFile)(process.execPath, [CLI, 'preview', '--out', out, '--config', 'config/helpsync.yaml'], {
    cwd: work,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = htmlFiles(out);
  const largest = files.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const paints = [];
  for (let i = 0; i < params.runs; i++) paints.push(await paint(browser, path.join(out, 'index.html')));
  const result = {
    kind: 'helpsync-bench-preview-paint',
    version: 1,
    date: new Date().toISOString(),
    params,
    // the preview's own summary: what it planned (creations for a first push)
    plan: stdout
      .trim()
      .split('\n')
      .filter((l) => /creat|push|wrote/i.test(l))
      .slice(-3),
    htmlFiles: files.length,
    changePages: files.filter((f) => f.file.startsWith('changes/')).length,
    indexBytes: files.find((f) => f.file === 'index.html')?.bytes,
    largest: { file: largest.file, bytes: largest.bytes },
    firstContentfulPaintMs: { best: Math.min(...paints), runs: paints },
    goalMs: GOAL_MS,
  };
  writeFileSync(flags.out ?? path.join(ROOT, 'bench/work/preview-paint.json'), `${JSON.stringify(result, null, 2)}\n`);
  say(
    `preview of ${files.length} HTML files (${result.changePages} change pages): largest ${largest.file} ${(largest.bytes / 1024).toFixed(0)} KiB; ` +
      `index.html first contentful paint ${result.firstContentfulPaintMs.best} ms (runs ${paints.join(', ')}; goal < ${GOAL_MS} ms)`,
  );
  process.exitCode = result.firstContentfulPaintMs.best < GOAL_MS ? 0 : 1;
} finally {
  await browser?.close();
  await emu.close();
}
