#!/usr/bin/env node
// Migration: a generated site of --articles source pages in --languages languages, no `entry:` line,
// onto an EMPTY help center at the platform's rate (--rate, default 1000/60, real clock) that answers
// each request --delay ms after it arrives: `helpsync sync --max-creates N`, then from the emulator's
// log (this process runs it) the requests per new article besides its translations, the share of the
// allowed rate used in every full rate window counted from the first request, 429s, and the time
// from the first request to the last against the rate window's floor for that many requests:
// (ceil(N / R) - 1) × P s, plus the last window's requests at the client's own fastest pace (its
// concurrency against the latency; never slower than R / P). With --cli PATH, another build's
// bundled CLI (before/after: `git worktree`).
//
//   npm run build && node bench/migration.mjs [--articles 1500] [--languages 3] [--rate 1000/60]
//                                             [--delay 100] [--cli dist/bin/main.js] [--out FILE]
import { execFile } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { performance } from 'node:perf_hooks';
import { CLI, ROOT, configYaml, generate, parseFlags } from './generate.mjs';
import { childEnv } from './lib/proc.mjs';
import { git } from './lib/git.mjs';
import { neverPushed } from './lib/never-pushed.mjs';

const say = (text) => process.stderr.write(`${text}\n`);
/** requests the client runs at once: its default (src/client/client.ts DEFAULT_CONCURRENCY; the generated config sets none) */
const CONCURRENCY = 4;
const flags = parseFlags(process.argv.slice(2), {
  articles: 'number',
  languages: 'number',
  rate: 'string',
  delay: 'number',
  cli: 'string',
  out: 'string',
});
const [requests, perSeconds] = (flags.rate ?? '1000/60').split('/').map(Number);
const params = {
  articles: flags.articles ?? 1500,
  languages: flags.languages ?? 3,
  rate: { requests, perSeconds },
  delayMs: flags.delay ?? 100,
};
const cli = path.resolve(flags.cli ?? CLI);
if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm run build\` first`);

const base = path.join(ROOT, 'bench/work', `migration-a${params.articles}-l${params.languages}`);
if (!existsSync(path.join(base, 'seed.json'))) {
  say(`generating ${params.articles} articles × ${params.languages} languages into ${path.relative(ROOT, base)} …`);
  await generate({ articles: params.articles, languages: params.languages, seed: 1, richText: true, out: base });
}
const work = `${base}-run`;
rmSync(work, { recursive: true, force: true });
cpSync(base, work, { recursive: true });
rmSync(path.join(work, 'config', '.helpsync'), { recursive: true, force: true });
const files = neverPushed(path.join(work, 'content'));
writeFileSync(path.join(work, 'config', 'helpsync.yaml'), configYaml({ rateLimit: params.rate }));
writeFileSync(path.join(work, '.gitignore'), 'config/.helpsync/\nseed.json\npairs.json\n');
// creation needs the files committed (an untracked file is never created)
git(work, ['init', '-q', '-b', 'main']);
git(work, ['add', '-A']);
git(work, ['commit', '-q', '-m', 'the site']);

const { project } = JSON.parse(readFileSync(path.join(work, 'seed.json'), 'utf8'));
const { startEmulator } = await import(pathToFileURL(path.join(ROOT, 'dist/emulator/server.js')).href);
const emu = await startEmulator({ port: 0, data: { project }, richText: true, rateLimit: params.rate, answerDelayMs: params.delayMs });
// which language each translation push carried (the log has no bodies)
const pushes = [];
const put = emu.store.putTranslation.bind(emu.store);
emu.store.putTranslation = (entryId, body) => {
  pushes.push({ entryId, language: body?.language });
  return put(entryId, body);
};
try {
  const env = childEnv({ HELPSYNC_TOKEN: emu.token, HELPSYNC_BASE_URL: emu.baseUrl, HELPSYNC_LOG_LEVEL: 'error' });
  say(
    `sync of ${files} files onto an empty help center at ${requests}/${perSeconds} s, answers after ${params.delayMs} ms (${path.relative(ROOT, cli)}) …`,
  );
  const started = performance.now();
  const r = await promisify(execFile)(
    process.execPath,
    [cli, 'sync', '--json', '--max-creates', '100000', '--config', 'config/helpsync.yaml'],
    {
      cwd: work,
      env,
      maxBuffer: 256 * 1024 * 1024,
    },
  ).catch((e) => e);
  const commandMs = performance.now() - started;
  if (r.code) throw new Error(`sync exited with ${r.code}: ${String(r.stderr).slice(-2000)}`);
  const doc = JSON.parse(r.stdout);
  const log = emu.log.filter((e) => e.outcome !== 'rate-limited');
  const refused = emu.log.length - log.length;
  const times = log.map((e) => e.time).sort((a, b) => a - b);
  const first = times[0];
  const last = times.at(-1);
  const periodMs = perSeconds * 1000;
  const fullWindows = Math.floor((last - first) / periodMs);
  const perWindow = Array.from(
    { length: fullWindows },
    (_, k) => times.filter((t) => t >= first + k * periodMs && t < first + (k + 1) * periodMs).length,
  );
  const articlesMade = [...emu.store.articles.values()].filter((a) => String(a.externalId ?? '').startsWith('helpsync:'));
  const made = new Set(articlesMade.map((a) => `article:${a.id}`));
  const posts = log.filter((e) => e.method === 'POST' && /\/articles$/.test(e.path)).length;
  const sourcePuts = pushes.filter((p) => made.has(p.entryId) && p.language === 'en').length;
  // the floor: full windows at the allowed rate, then the last window's requests at the client's own
  // fastest pace (its concurrency against the platform's latency), never slower than the allowed rate
  const n = times.length;
  const gapMs = Math.min(params.delayMs / CONCURRENCY, periodMs / requests);
  const lastWindow = n - Math.floor((n - 1) / requests) * requests;
  const floorMs = Math.floor((n - 1) / requests) * periodMs + (lastWindow - 1) * gapMs;
  const result = {
    kind: 'helpsync-bench-migration',
    version: 1,
    date: new Date().toISOString(),
    cli: path.relative(ROOT, cli),
    params,
    files,
    creations: { articles: articlesMade.length, collections: [...emu.store.collections.values()].length },
    requests: n,
    refused429: refused,
    requestsPerNewArticle: articlesMade.length ? (posts + sourcePuts) / articlesMade.length : null,
    utilisationPerFullWindow: perWindow.map((c) => Math.round((c / requests) * 1000) / 1000),
    firstToLastMs: Math.round(last - first),
    floorMs: Math.round(floorMs),
    vsFloor: Math.round(((last - first) / floorMs) * 1000) / 1000,
    commandMs: Math.round(commandMs),
    failed: (doc.results ?? []).filter((x) => x.status !== 'done').length,
  };
  writeFileSync(flags.out ?? path.join(ROOT, 'bench/work/migration.json'), `${JSON.stringify(result, null, 2)}\n`);
  say(
    `${n} requests (${refused} refused), ${result.creations.articles} articles + ${result.creations.collections} collections created, ` +
      `${result.requestsPerNewArticle?.toFixed(2)} requests per new article besides translations; full windows ${perWindow.map((c) => `${((c / requests) * 100).toFixed(1)}%`).join(', ') || 'none'}; ` +
      `first → last ${(result.firstToLastMs / 1000).toFixed(1)} s, ${result.vsFloor}x the floor (${(result.floorMs / 1000).toFixed(1)} s); the command ${(commandMs / 1000).toFixed(1)} s; ${result.failed} not done`,
  );
} finally {
  await emu.close();
}
