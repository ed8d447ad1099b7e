#!/usr/bin/env node
// `npm run bench`: in ONE run, against the emulator running in this process
// (so its request log can be read):
//   1. dry run of `helpsync sync --dry-run --json` against a fully in-sync remote, cold (no
//      .helpsync/cache) and warm, each next to the floor (bench/floor.mjs), best of --runs, interleaved;
//   2. peak memory of that dry run (/usr/bin/time -v, else the child's own maxRSS);
//   3. push throughput over ≥1,000 pushes with the emulator allowing exactly the configured rate:
//      utilisation and 429s, from the emulator's log;
//   4. requests per changed pair after editing a known set of files (plus edits that change nothing);
//   5. projected duration of a full push at the platform's limit (1000 / 60 s) vs only the changed pairs.
// Prints a table, writes bench/results/bench.json (and bench/results/bench.md, the table docs/performance.md links).
//
// node bench/run.mjs [--articles 2000] [--languages 8] [--seed 1] [--runs 3] [--quick]
//                      [--push-rate 200/2] [--pushes 1200] [--edits 37] [--no-rich-text]
//                      [--profile] [--strict] [--no-gnu-time] [--out bench/results/bench.json]
//                      [--status-only] [--status-pages 260] [--status-languages 4] [--dry-only]
//                      [--status-history 3000] [--status-reference ../base/dist/cli/main.js]
// --dry-only: only phases 1-2 (the dry run cold and warm next to the floor, peak memory, and
// --profile's profiles): a few minutes, for working on the loader; writes bench/work/results-dry.json.
// plus 6. `helpsync status` against a per-file `git diff` loop (bench/status.mjs); --status-only runs just that.
//   node bench/run.mjs --drift-only [...]   drift protection's cost only (bench/drift.mjs)
//   node bench/run.mjs --scale-only [...]   sizes to 200k files, in sync / 5% changed / full push (bench/scale.mjs)
//   node bench/run.mjs --preview-only [...] the preview against the dry run, cold vs cold (bench/preview.mjs)
//   node bench/run.mjs --preview-paint-only [...] the largest HTML file and index.html's first contentful paint in Chromium (bench/preview-paint.mjs)
//   node bench/run.mjs --migration-only [...]   a first full push onto an empty help center at the rate limit (bench/migration.mjs)
//   node bench/run.mjs --action-start-only [--runs 3]  the Action from a clean checkout to helpsync's first line
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fg from 'fast-glob';
import { parse as parseYaml } from 'yaml';
import { BENCH_PROJECT, CLI, GENERATOR_VERSION, ROOT, configYaml, generate, parseFlags, yamlScalar } from './generate.mjs';
import { Rng, hash32 } from './lib/prng.mjs';
import { PLATFORM_RATE, formatDuration, formatTable, min, parseRate, projectPush, pushThroughput } from './lib/metrics.mjs';
import { childEnv, gnuTimeAvailable, measureNode } from './lib/proc.mjs';
import { summariseProfiles } from './lib/profile.mjs';
import { STATUS_TARGET, benchStatus, buildStatusRows } from './status.mjs';

// `--drift-only`: only drift protection's benchmark (bench/drift.mjs,), with its own flags.
if (process.argv.includes('--drift-only')) {
  const { runDriftBench } = await import('./drift.mjs');
  process.exit(await runDriftBench(process.argv.slice(2)));
}

// `--scale-only`: help-center scale (16.7k to 200k files, 1 MB articles, the language-major
// listing; bench/scale.mjs), with its own flags.
if (process.argv.includes('--scale-only')) {
  const { runScaleBench } = await import('./scale.mjs');
  process.exit(await runScaleBench(process.argv.slice(2)));
}

// `--files-dry-only`: the `files:` mapping's cost in a dry run of the scale bench's largest case (bench/files-dry.mjs).
if (process.argv.includes('--files-dry-only')) {
  const { runFilesDryBench } = await import('./files-dry.mjs');
  process.exit(await runFilesDryBench(process.argv.slice(2)));
}

// `--tab-only`: the CPU cost of a shell completion TAB (bench/tab.mjs).
if (process.argv.includes('--tab-only')) {
  const { runTabBench } = await import('./tab.mjs');
  process.exit(await runTabBench(process.argv.slice(2)));
}

// `--action-start-only`: the GitHub Action's cold start to helpsync's first line (bench/action-start.mjs).
if (process.argv.includes('--action-start-only')) {
  const { runActionStartBench } = await import('./action-start.mjs');
  process.exit(await runActionStartBench(process.argv.slice(2)));
}

// `--preview-paint-only`: the preview's largest file and its changes page's first paint (bench/preview-paint.mjs).
if (process.argv.includes('--preview-paint-only')) {
  process.argv.splice(process.argv.indexOf('--preview-paint-only'), 1);
  await import('./preview-paint.mjs');
  process.exit(process.exitCode ?? 0);
}

// `--migration-only`: a first full push onto an empty help center at the platform's rate (bench/migration.mjs).
if (process.argv.includes('--migration-only')) {
  process.argv.splice(process.argv.indexOf('--migration-only'), 1);
  await import('./migration.mjs');
  process.exit(process.exitCode ?? 0);
}

// `--preview-only`: the preview's CPU and memory next to the dry run (bench/preview.mjs).
if (process.argv.includes('--preview-only')) {
  const { runPreviewBench } = await import('./preview.mjs');
  process.exit(await runPreviewBench(process.argv.slice(2)));
}

const FLOOR = path.join(ROOT, 'bench/floor.mjs');
const GIB_KIB = 1024 * 1024;
const TARGETS = { cold: 1.2, coldDefect: 1.5, warm: 0.5, memoryKiB: GIB_KIB, utilisation: 0.95, rateLimited: 0 };

const flags = parseFlags(process.argv.slice(2), {
  articles: 'number',
  languages: 'number',
  seed: 'number',
  runs: 'number',
  quick: 'boolean',
  'push-rate': 'string',
  pushes: 'number',
  edits: 'number',
  'rich-text': 'boolean',
  'gnu-time': 'boolean',
  profile: 'boolean',
  strict: 'boolean',
  out: 'string',
  'status-only': 'boolean',
  'status-pages': 'number',
  'status-languages': 'number',
  'status-history': 'number',
  'status-reference': 'string',
  'dry-only': 'boolean',
});
const quick = flags.quick === true;
const params = {
  articles: flags.articles ?? (quick ? 150 : 2000),
  languages: flags.languages ?? (quick ? 4 : 8),
  seed: flags.seed ?? 1,
  runs: flags.runs ?? (quick ? 1 : 3),
  richText: flags['rich-text'] ?? true,
  pushRate: parseRate(flags['push-rate'] ?? '200/2'),
  pushes: flags.pushes ?? (quick ? 600 : 1200),
  edits: flags.edits ?? 37,
  quick,
};
const dryOnly = flags['dry-only'] === true;
const defaultOut = dryOnly ? 'bench/work/results-dry.json' : quick ? 'bench/work/results-quick.json' : 'bench/results/bench.json';
const outFile = path.resolve(flags.out ?? path.join(ROOT, defaultOut));

const failures = [];
const say = (text) => process.stderr.write(`${text}\n`);
function fail(phase, message) {
  failures.push({ phase, message });
  say(`  ✗ ${phase}: ${message}`);
}
const tail = (text, n = 15) => text.trim().split('\n').slice(-n).join('\n');

// ---------------------------------------------------------------------------------------------
// Dataset

function contentDigest(dir) {
  const files = fg.sync('**/*', { cwd: path.join(dir, 'content'), onlyFiles: true, dot: true });
  files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const digest = createHash('sha256');
  for (const rel of files)
    digest
      .update(rel)
      .update('\0')
      .update(readFileSync(path.join(dir, 'content', rel)))
      .update('\0');
  return digest.digest('hex');
}

async function ensureDataset() {
  const name = `a${params.articles}-l${params.languages}-s${params.seed}${params.richText ? '' : '-plain'}`;
  const dir = path.join(ROOT, 'bench/work', name);
  const manifestFile = path.join(dir, 'manifest.json');
  if (existsSync(manifestFile)) {
    const m = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const same =
      m.generatorVersion === GENERATOR_VERSION &&
      m.params.articles === params.articles &&
      m.params.languages === params.languages &&
      m.params.seed === params.seed &&
      m.params.richText === params.richText;
    // A run interrupted during the edit phase could leave edited files: reuse only intact content.
    if (same && contentDigest(dir) === m.contentSha256) {
      say(`dataset: reusing ${path.relative(ROOT, dir)} (${m.counts.markdownFiles} Markdown files)`);
      return { dir, manifest: m };
    }
  }
  say(`dataset: generating ${params.articles} articles × ${params.languages} languages into ${path.relative(ROOT, dir)} …`);
  const manifest = await generate({
    articles: params.articles,
    languages: params.languages,
    seed: params.seed,
    richText: params.richText,
    out: dir,
  });
  say(
    `dataset: ${manifest.counts.markdownFiles} Markdown files, ${manifest.counts.pairs} pairs, in ${(manifest.generatedInMs / 1000).toFixed(1)} s`,
  );
  return { dir, manifest };
}

// ---------------------------------------------------------------------------------------------
// helpsync and the floor as child processes

function planOf(doc) {
  const languages = doc?.plan?.languages;
  if (!Array.isArray(languages)) return null;
  const pushes = [];
  let unchanged = 0;
  for (const l of languages) {
    for (const p of l.pushes ?? []) pushes.push(p);
    unchanged += l.unchanged ?? 0;
  }
  return { pushes, unchanged, moves: doc.plan.moves?.length ?? 0 };
}

function makeRunner({ work, gnuTime }) {
  const env = (emu) => childEnv({ HELPSYNC_TOKEN: emu.token, HELPSYNC_BASE_URL: emu.baseUrl, HELPSYNC_LOG_LEVEL: 'warn' });
  return {
    async helpsync(emu, args, { config = 'config/helpsync.yaml', nodeArgs = [], timeoutMs = 900_000 } = {}) {
      const r = await measureNode([...nodeArgs, CLI, ...args, '--config', config], { cwd: work, env: env(emu), gnuTime, timeoutMs });
      let doc = null;
      try {
        doc = JSON.parse(r.stdout);
      } catch {
        // reported by the caller with stdout/stderr
      }
      return { ...r, doc, plan: planOf(doc) };
    },
    async floor(emu) {
      const r = await measureNode([FLOOR, '--content', path.join(work, 'content'), '--base-url', emu.baseUrl, '--project', BENCH_PROJECT], {
        cwd: work,
        env: env(emu),
        gnuTime,
        timeoutMs: 900_000,
      });
      let doc = null;
      try {
        doc = JSON.parse(r.stdout);
      } catch {
        // reported by the caller
      }
      return { ...r, doc };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Phase 1 + 2: dry run against a fully in-sync remote, cold and warm, next to the floor

async function phaseDryRun({ work, manifest, runner, startEmulator, seed }) {
  say(`\n[1] dry run against a fully in-sync remote: best of ${params.runs}, interleaved floor → cold → warm`);
  const emu = await startEmulator({ port: 0, data: seed, richText: params.richText, rateLimit: PLATFORM_RATE });
  const cacheDir = path.join(work, 'config', '.helpsync', 'cache');
  const rounds = [];
  try {
    for (let i = 0; i < params.runs; i++) {
      const floor = await runner.floor(emu);
      if (floor.code !== 0 || !floor.doc) {
        fail('dry run', `floor exited with ${floor.code}: ${tail(floor.stderr)}`);
        return null;
      }
      if (floor.doc.markdownFiles !== manifest.counts.markdownFiles || floor.doc.entries !== manifest.counts.entries) {
        fail(
          'dry run',
          `floor saw ${floor.doc.markdownFiles} files / ${floor.doc.entries} entries, expected ${manifest.counts.markdownFiles} / ${manifest.counts.entries}`,
        );
      }
      rmSync(cacheDir, { recursive: true, force: true });
      const cold = await runner.helpsync(emu, ['sync', '--dry-run', '--json']);
      const warm = await runner.helpsync(emu, ['sync', '--dry-run', '--json']);
      for (const [label, r] of [
        ['cold', cold],
        ['warm', warm],
      ]) {
        if (r.code !== 0 || !r.plan) {
          fail(
            'dry run',
            `${label} dry run exited with ${r.code}${r.signal ? ` (${r.signal})` : ''}: ${tail(r.stderr)}\n${tail(r.stdout, 5)}`,
          );
          return null;
        }
        if (r.plan.pushes.length !== 0 || r.plan.unchanged !== manifest.counts.pairs) {
          const sample = r.plan.pushes
            .slice(0, 5)
            .map((p) => `${p.file} (${p.entryId} ${p.language}: ${(p.changes ?? []).map((c) => c.field).join(', ')})`)
            .join('; ');
          fail(
            'dry run',
            `${label}: the remote is in sync, yet the plan has ${r.plan.pushes.length} pushes and ${r.plan.unchanged} unchanged (expected 0 and ${manifest.counts.pairs})${sample ? `: ${sample}` : ''}`,
          );
        }
      }
      const row = {
        floorMs: floor.wallMs,
        floorInternalMs: floor.doc.wallMs,
        coldMs: cold.wallMs,
        warmMs: warm.wallMs,
        floorMaxRssKiB: floor.maxRssKiB,
        coldMaxRssKiB: cold.maxRssKiB,
        warmMaxRssKiB: warm.maxRssKiB,
        coldCpu: cold.cpu,
        warmCpu: warm.cpu,
        floorCpu: floor.cpu,
        floorCpuSeconds: cpuSeconds(floor.cpu),
        coldCpuSeconds: cpuSeconds(cold.cpu),
        warmCpuSeconds: cpuSeconds(warm.cpu),
        cacheBytes: dirBytes(cacheDir),
        // The machine may be shared: a load above the core count makes wall times noisy.
        loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
      };
      rounds.push(row);
      say(
        `  round ${i + 1}: floor ${ms(row.floorMs)}, cold ${ms(row.coldMs)} (${(row.coldMs / row.floorMs).toFixed(2)}x), warm ${ms(row.warmMs)} (${(row.warmMs / row.floorMs).toFixed(2)}x); peak RSS cold ${mib(row.coldMaxRssKiB)}`,
      );
    }
  } finally {
    await emu.close();
  }
  const best = {
    floorMs: min(rounds.map((r) => r.floorMs)),
    coldMs: min(rounds.map((r) => r.coldMs)),
    warmMs: min(rounds.map((r) => r.warmMs)),
  };
  const maxOf = (k) => {
    const v = rounds.map((r) => r[k]).filter((x) => typeof x === 'number');
    return v.length ? Math.max(...v) : null;
  };
  return {
    rounds,
    best,
    coldRatio: best.coldMs / best.floorMs,
    warmRatio: best.warmMs / best.floorMs,
    bestCpuSeconds: {
      floor: minOrNull(rounds.map((r) => r.floorCpuSeconds)),
      cold: minOrNull(rounds.map((r) => r.coldCpuSeconds)),
      warm: minOrNull(rounds.map((r) => r.warmCpuSeconds)),
    },
    maxLoadAverage1m: Math.max(...rounds.map((r) => r.loadAverage1m)),
    memory: {
      source: runner.gnuTime ? '/usr/bin/time -v' : 'process.resourceUsage().maxRSS (preload)',
      coldMaxRssKiB: maxOf('coldMaxRssKiB'),
      warmMaxRssKiB: maxOf('warmMaxRssKiB'),
      floorMaxRssKiB: maxOf('floorMaxRssKiB'),
      maxRssKiB: maxOf('coldMaxRssKiB') === null ? null : Math.max(maxOf('coldMaxRssKiB'), maxOf('warmMaxRssKiB') ?? 0),
    },
  };
}

function cpuRatio(v, floor) {
  return typeof v === 'number' && floor ? `${(v / floor).toFixed(2)}x` : 'n/a';
}

function cpuSeconds(cpu) {
  return cpu && typeof cpu.userSeconds === 'number' ? Math.round((cpu.userSeconds + (cpu.systemSeconds ?? 0)) * 100) / 100 : null;
}

function minOrNull(values) {
  return min(values.filter((v) => typeof v === 'number'));
}

function dirBytes(dir) {
  if (!existsSync(dir)) return 0;
  return fg.sync('**/*', { cwd: dir, onlyFiles: true, dot: true }).reduce((n, f) => n + statSync(path.join(dir, f)).size, 0);
}

async function phaseProfile({ work, runner, startEmulator, seed }, mode) {
  say(`\n[1b] CPU profile of a ${mode} dry run (node --cpu-prof)`);
  const emu = await startEmulator({ port: 0, data: seed, richText: params.richText });
  const profDir = path.join(work, `cpu-profile-${mode}`);
  rmSync(profDir, { recursive: true, force: true });
  mkdirSync(profDir, { recursive: true });
  if (mode === 'cold') rmSync(path.join(work, 'config', '.helpsync', 'cache'), { recursive: true, force: true });
  try {
    const r = await runner.helpsync(emu, ['sync', '--dry-run', '--json'], { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', profDir] });
    if (r.code !== 0) fail('profile', `profiled dry run exited with ${r.code}: ${tail(r.stderr)}`);
  } finally {
    await emu.close();
  }
  const summary = summariseProfiles(profDir, { root: ROOT, top: 20 });
  for (const t of summary.threads) say(`  ${t.thread}: busy ${ms(t.busyMs)}, idle ${ms(t.idleMs)}`);
  for (const f of summary.topFunctions.slice(0, 10)) say(`  ${String(f.selfMs).padStart(6)} ms  ${f.share}%  ${f.name}`);
  return { dir: path.relative(ROOT, profDir), ...summary };
}

// ---------------------------------------------------------------------------------------------
// Phase 4: requests per changed pair

const PARAGRAPH_LINE = /^[A-Za-z]/;

function splitFrontMatter(text) {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!m) throw new Error('generated file without front matter');
  return { block: m[1], body: text.slice(m[0].length), head: m[0] };
}

/** Rewrite one front matter key, keeping everything else byte for byte. */
function setFrontMatter(text, key, value) {
  const { head, body } = splitFrontMatter(text);
  const lines = head.split('\n');
  const i = lines.findIndex((l) => l.startsWith(`${key}:`));
  if (i === -1) throw new Error(`no ${key} in front matter`);
  lines[i] = `${key}: ${yamlScalar(value)}`;
  return lines.join('\n') + body;
}

/**
 * Choose and make the edits: `count` changes that each alter exactly one pair (a body paragraph, a
 * title, a description, a subject; one same-size edit whose mtime is put back, which only a cache
 * keyed on content catches) across the first three languages, and edits that must push nothing
 * (mtime only, a trailing blank line, the body of an _index.md). Returns { changed, neutral, restore }.
 */
function makeEdits(work, pairs, languages, count) {
  const rng = new Rng(hash32(`edits:${params.seed}`));
  const langs = languages.slice(0, 3);
  const md = pairs.filter((p) => p.file.endsWith('.md') && langs.includes(p.language));
  // Shuffle deterministically, then take what each edit kind needs.
  const pool = [...md];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  const used = new Set();
  const take = (pred) => {
    const p = pool.find((x) => !used.has(x.file) && pred(x));
    if (p) used.add(p.file);
    return p;
  };
  const originals = new Map();
  const abs = (file) => path.join(work, 'content', file);
  const remember = (file) => {
    if (!originals.has(file)) {
      const st = statSync(abs(file));
      originals.set(file, { bytes: readFileSync(abs(file)), atime: st.atime, mtime: st.mtime });
    }
  };
  const write = (file, text) => {
    remember(file);
    writeFileSync(abs(file), text);
  };
  const read = (file) => readFileSync(abs(file), 'utf8');
  const changed = [];

  // The same-size edit with the old mtime put back, on a source-language article.
  const sneaky = take((p) => p.type === 'article' && p.language === langs[0]);
  if (sneaky && count > 0) {
    const text = read(sneaky.file);
    const { head, body } = splitFrontMatter(text);
    const lines = body.split('\n');
    const i = lines.findIndex((l) => PARAGRAPH_LINE.test(l));
    const line = lines[i];
    const k = line.search(/[a-z]/);
    if (i === -1 || k === -1) throw new Error(`no paragraph to edit in ${sneaky.file}`);
    lines[i] = line.slice(0, k) + line[k].toUpperCase() + line.slice(k + 1);
    remember(sneaky.file);
    const { atime, mtime } = originals.get(sneaky.file);
    writeFileSync(abs(sneaky.file), head + lines.join('\n'));
    utimesSync(abs(sneaky.file), atime, mtime);
    changed.push({ ...sneaky, edit: 'same size, mtime restored' });
  }
  let n = 0;
  while (changed.length < count) {
    const kind = ['body', 'title', 'description', 'collection', 'body', 'subject'][n++ % 6];
    const lang = langs[n % langs.length];
    let p;
    if (kind === 'collection') p = take((x) => x.type === 'collection' && x.language === lang);
    else if (kind === 'subject') p = take((x) => x.type === 'emailtemplate' && x.language === lang);
    else p = take((x) => x.type === 'article' && x.language === lang);
    if (!p) p = take((x) => x.type === 'article');
    if (!p) throw new Error(`not enough files to make ${count} edits`);
    const text = read(p.file);
    const fm = parseYaml(splitFrontMatter(text).block, { schema: 'failsafe' });
    let edit = kind;
    if (p.type === 'collection') {
      write(p.file, setFrontMatter(text, 'title', `${fm.title} (rev. 2)`));
      edit = 'collection title';
    } else if (p.type === 'emailtemplate') {
      write(p.file, setFrontMatter(text, 'subject', `${fm.subject} (rev. 2)`));
      edit = 'subject';
    } else if (kind === 'title') write(p.file, setFrontMatter(text, 'title', `${fm.title} (rev. 2)`));
    else if (kind === 'description') write(p.file, setFrontMatter(text, 'description', `${fm.description} Updated.`));
    else {
      write(p.file, `${text.replace(/\n+$/, '')}\n\nThis paragraph was added by the benchmark (edit ${changed.length + 1}).\n`);
      edit = 'body paragraph';
    }
    changed.push({ ...p, edit });
  }

  // Edits that change no pushed value.
  const neutral = [];
  for (let i = 0; i < 5; i++) {
    const p = take((x) => x.type === 'article');
    if (!p) break;
    remember(p.file);
    const future = new Date(Date.now() + 60_000 + i * 1000);
    utimesSync(abs(p.file), future, future);
    neutral.push({ ...p, edit: 'mtime only' });
  }
  for (let i = 0; i < 3; i++) {
    const p = take((x) => x.type === 'article');
    if (!p) break;
    write(p.file, `${read(p.file)}\n\n`);
    neutral.push({ ...p, edit: 'trailing blank lines' });
  }
  for (let i = 0; i < 2; i++) {
    const p = take((x) => x.type === 'collection');
    if (!p) break;
    write(p.file, `${read(p.file)}\nMore words in the body of an _index.md, which is not pushed.\n`);
    neutral.push({ ...p, edit: '_index.md body (not pushed)' });
  }

  const restore = () => {
    for (const [file, o] of originals) {
      writeFileSync(abs(file), o.bytes);
      utimesSync(abs(file), o.atime, o.mtime);
    }
  };
  return { changed, neutral, restore };
}

async function phaseChangedPairs({ work, manifest, pairs, runner, startEmulator, seed }) {
  say(
    `\n[4] requests per changed pair: ${params.edits} edited files across ${manifest.languages.slice(0, 3).join(', ')}, plus edits that change nothing`,
  );
  const { changed, neutral, restore } = makeEdits(work, pairs, manifest.languages, params.edits);
  const emu = await startEmulator({ port: 0, data: seed, richText: params.richText, rateLimit: PLATFORM_RATE });
  const key = (p) => `${p.entryId}\u0000${p.language}`;
  const expected = new Set(changed.map(key));
  try {
    // The cache from phase 1 is warm: this also checks it never serves a stale result.
    // --no-history: the generated edits are not commits, so drift protection would hold
    // them; its own cost is measured by bench/drift.mjs on a repo with real history.
    const dry = await runner.helpsync(emu, ['sync', '--dry-run', '--json', '--no-history']);
    if (dry.code !== 0 || !dry.plan) {
      fail('changed pairs', `dry run exited with ${dry.code}: ${tail(dry.stderr)}`);
      return null;
    }
    const planned = new Set(dry.plan.pushes.map(key));
    const missing = changed.filter((p) => !planned.has(key(p)));
    const unexpected = dry.plan.pushes.filter((p) => !expected.has(key(p)));
    if (missing.length)
      fail('changed pairs', `dry run misses ${missing.length} edited pair(s): ${missing.map((p) => `${p.file} [${p.edit}]`).join(', ')}`);
    if (unexpected.length)
      fail(
        'changed pairs',
        `dry run plans ${unexpected.length} push(es) of unedited pairs: ${unexpected
          .slice(0, 8)
          .map((p) => p.file)
          .join(', ')}`,
      );
    const writesBefore = emu.writes().length;
    const sync = await runner.helpsync(emu, ['sync', '--json', '--no-history']);
    if (sync.code !== 0) fail('changed pairs', `sync exited with ${sync.code}: ${tail(sync.stderr)}`);
    if (!sync.doc) return null;
    const puts = emu
      .writes()
      .slice(writesBefore)
      .filter((w) => w.method === 'PUT' && w.path.startsWith('/v3/translations/entries/'));
    const otherWrites = emu.writes().length - writesBefore - puts.length;
    const results = Array.isArray(sync.doc?.results) ? sync.doc.results : [];
    const done = results.filter((r) => r.status === 'done');
    if (puts.length !== changed.length) fail('changed pairs', `${puts.length} PUT requests for ${changed.length} changed pairs`);
    if (otherWrites) fail('changed pairs', `${otherWrites} write request(s) other than translation pushes`);
    // After the sync the remote matches again: nothing left to push.
    const again = await runner.helpsync(emu, ['sync', '--dry-run', '--json', '--no-history']);
    const leftover = again.plan ? again.plan.pushes.length : null;
    if (leftover !== 0) fail('changed pairs', `after the sync a dry run still plans ${leftover} push(es)`);
    const out = {
      changedFiles: changed.length,
      byEdit: countBy(changed, (p) => p.edit),
      byLanguage: countBy(changed, (p) => p.language),
      neutralEdits: neutral.length,
      neutralByEdit: countBy(neutral, (p) => p.edit),
      plannedPushes: dry.plan.pushes.length,
      missing: missing.map((p) => ({ file: p.file, edit: p.edit })),
      unexpected: unexpected.map((p) => p.file),
      putRequests: puts.length,
      putsOk: puts.filter((w) => w.status === 200).length,
      resultsDone: done.length,
      pushesPerChangedPair: changed.length ? puts.length / changed.length : null,
      pushesForUnchangedPairs: unexpected.length,
      dryRunAfterSync: leftover,
      dryRunMs: Math.round(dry.wallMs),
      syncMs: Math.round(sync.wallMs),
    };
    say(
      `  planned ${out.plannedPushes}, PUTs ${out.putRequests} for ${out.changedFiles} changed pairs → ${out.pushesPerChangedPair?.toFixed(2)} per changed pair; ${neutral.length} neutral edits pushed nothing: ${unexpected.length === 0}`,
    );
    return out;
  } finally {
    restore();
    await emu.close();
  }
}

function countBy(list, f) {
  const out = {};
  for (const x of list) out[f(x)] = (out[f(x)] ?? 0) + 1;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Phase 3: push throughput

/** A copy of the in-sync seed where `count` chosen pairs differ, each in exactly one way. */
function desync(seed, pairs, count) {
  const data = JSON.parse(JSON.stringify(seed));
  const byId = new Map(data.entries.map((e) => [e.id, e]));
  const rng = new Rng(hash32(`desync:${params.seed}`));
  const pool = [...pairs];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  const chosen = pool.slice(0, Math.min(count, pool.length));
  const kinds = {};
  chosen.forEach((p, i) => {
    const e = byId.get(p.entryId);
    const fields = e.fields;
    const first = Object.keys(fields)[0];
    let kind;
    switch (i % 5) {
      case 0: // a translation the platform does not have yet
        for (const f of Object.keys(fields)) delete fields[f][p.language];
        kind = 'missing translation';
        break;
      case 1:
        if (fields.content) {
          fields.content[p.language] = fields.content[p.language].replace(/<\/p>/, ' (outdated)</p>');
          kind = 'content outdated';
          break;
        }
      // falls through for types without content
      case 2:
        fields[first][p.language] = `${fields[first][p.language]} (old)`;
        kind = `${first} outdated`;
        break;
      case 3:
        if (fields.description) {
          delete fields.description[p.language];
          kind = 'description missing';
          break;
        }
        fields[first][p.language] = `${fields[first][p.language]} (old)`;
        kind = `${first} outdated`;
        break;
      default:
        fields[first][p.language] = `Old ${fields[first][p.language]}`;
        kind = `${first} outdated`;
    }
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  });
  return { data, chosen, kinds };
}

async function phasePush({ work, pairs, runner, startEmulator, seed }) {
  const rate = params.pushRate;
  const { data, chosen, kinds } = desync(seed, pairs, params.pushes);
  say(
    `\n[3] push throughput: ${chosen.length} pairs differ; emulator and config allow exactly ${rate.requests} requests / ${rate.perSeconds} s`,
  );
  if (chosen.length < 1000)
    say(`  note: ${chosen.length} pushes is below the 1,000 a rate measurement needs${params.quick ? ' (--quick)' : ''}`);
  writeFileSync(path.join(work, 'config', 'helpsync-push.yaml'), configYaml({ rateLimit: rate }));
  const emu = await startEmulator({ port: 0, data, richText: params.richText, rateLimit: rate });
  try {
    const sync = await runner.helpsync(emu, ['sync', '--json', '--no-history'], { config: 'config/helpsync-push.yaml' });
    if (sync.code !== 0) fail('push throughput', `sync exited with ${sync.code}: ${tail(sync.stderr)}`);
    if (!sync.doc) return null;
    const log = emu.log;
    const pushes = log.filter((e) => e.method === 'PUT' && e.path.startsWith('/v3/translations/entries/'));
    const admitted = pushes.filter((e) => e.outcome !== 'rate-limited');
    const rateLimited = log.filter((e) => e.outcome === 'rate-limited').length;
    const stats = pushThroughput(
      admitted.map((e) => e.time),
      rate,
    );
    const results = Array.isArray(sync.doc?.results) ? sync.doc.results : [];
    const done = results.filter((r) => r.status === 'done').length;
    if (done !== chosen.length) fail('push throughput', `${done} pushes done, ${chosen.length} expected (${results.length} results)`);
    if (admitted.length !== chosen.length)
      fail('push throughput', `${admitted.length} PUTs reached the emulator for ${chosen.length} differing pairs`);
    // Exact: every chosen pair holds the seed's value again.
    let wrong = 0;
    for (const p of chosen) {
      const want = seed.entries.find((e) => e.id === p.entryId);
      const have = emu.store.entries.get(p.entryId);
      for (const [f, langs] of Object.entries(want.fields)) {
        if (langs[p.language] !== undefined && have?.fields?.[f]?.[p.language] !== langs[p.language]) wrong++;
      }
    }
    if (wrong) fail('push throughput', `${wrong} field value(s) differ from the content after the sync`);
    const out = {
      configuredRate: rate,
      differingPairs: chosen.length,
      desyncKinds: kinds,
      requests: log.length,
      pushRequests: pushes.length,
      ...stats,
      rateLimited,
      resultsDone: done,
      wrongValuesAfter: wrong,
      syncWallMs: Math.round(sync.wallMs),
      syncMaxRssKiB: sync.maxRssKiB,
      summary: sync.doc?.summary ?? null,
    };
    say(
      `  ${stats.pushes} pushes in ${stats.spanSeconds.toFixed(2)} s (first → last arrival): utilisation ${pct(stats.utilisation)} (${stats.utilisationMethod}; raw ${pct(stats.rawUtilisation)}), 429s: ${rateLimited}`,
    );
    return out;
  } finally {
    await emu.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const ms = (v) => (v === null || v === undefined ? 'n/a' : `${(v / 1000).toFixed(2)} s`);
const mib = (kib) => (kib === null || kib === undefined ? 'n/a' : `${Math.round(kib / 1024)} MiB`);
const pct = (v) => (v === null || v === undefined ? 'n/a' : `${(v * 100).toFixed(1)}%`);
const num = (v) => (typeof v === 'number' ? v.toLocaleString('en-US') : String(v));
const verdict = (ok) => (ok === null ? 'n/a' : ok ? 'ok' : 'MISSED');

function machine() {
  const cpus = os.cpus();
  let cpuModel = cpus[0]?.model?.trim() ?? 'unknown';
  if (!cpuModel || cpuModel === 'unknown') {
    try {
      cpuModel = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown';
    } catch {
      // not Linux
    }
  }
  let timeVersion = null;
  try {
    timeVersion = execFileSync('/usr/bin/time', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
      .trim()
      .split('\n')[0];
  } catch {
    // missing, or not GNU time
  }
  return {
    cpu: cpuModel,
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    gnuTime: timeVersion,
  };
}

function buildTable(r) {
  const d = r.dryRun;
  const rows = [['Measure', 'Result', 'Target', '']];
  if (d) {
    rows.push(['Floor (read, front matter, render, 1 listing)', ms(d.best.floorMs), '', '']);
    rows.push([
      `Dry run, cold (no cache), best of ${params.runs}`,
      `${ms(d.best.coldMs)} = ${d.coldRatio.toFixed(2)}x floor`,
      `≤ ${TARGETS.cold}x`,
      verdict(d.coldRatio <= TARGETS.cold),
    ]);
    rows.push([
      `Dry run, warm (cache), best of ${params.runs}`,
      `${ms(d.best.warmMs)} = ${d.warmRatio.toFixed(2)}x floor`,
      `≤ ${TARGETS.warm}x`,
      verdict(d.warmRatio <= TARGETS.warm),
    ]);
    const c = d.bestCpuSeconds;
    if (c.floor !== null) {
      rows.push([
        'CPU time (user + sys), best',
        `floor ${c.floor.toFixed(2)} s, cold ${c.cold?.toFixed(2)} s (${cpuRatio(c.cold, c.floor)}), warm ${c.warm?.toFixed(2)} s (${cpuRatio(c.warm, c.floor)})`,
        '',
        '',
      ]);
    }
    const mem = d.memory.maxRssKiB;
    rows.push([
      'Peak memory (RSS), dry run',
      `${mib(mem)} (cold ${mib(d.memory.coldMaxRssKiB)}, warm ${mib(d.memory.warmMaxRssKiB)})`,
      '< 1 GiB',
      verdict(mem === null ? null : mem < TARGETS.memoryKiB),
    ]);
  } else rows.push(['Dry run', 'failed', '', 'MISSED']);
  const p = r.pushThroughput;
  if (p) {
    rows.push([
      `Push throughput, ${num(p.pushes)} pushes at ${p.configuredRate.requests}/${p.configuredRate.perSeconds} s`,
      `${pct(p.utilisation)} of the rate (raw first→last ${pct(p.rawUtilisation)})`,
      '≥ 95%',
      verdict(p.utilisation === null ? null : p.utilisation >= TARGETS.utilisation),
    ]);
    rows.push(['429 responses during the push', num(p.rateLimited), '0', verdict(p.rateLimited === 0)]);
  } else if (!dryOnly) rows.push(['Push throughput', 'failed', '', 'MISSED']);
  const c = r.changedPairs;
  if (c) {
    rows.push([
      `Requests per changed pair (${c.changedFiles} edited files)`,
      `${c.putRequests} PUTs = ${c.pushesPerChangedPair?.toFixed(2)} per pair; ${c.pushesForUnchangedPairs} for unchanged`,
      '1.00; 0',
      verdict(c.pushesPerChangedPair === 1 && c.pushesForUnchangedPairs === 0 && c.missing.length === 0),
    ]);
  } else if (!dryOnly) rows.push(['Requests per changed pair', 'failed', '', 'MISSED']);
  const j = r.projection;
  if (j && !dryOnly) {
    rows.push([
      `Full push of all ${num(j.pairs)} pairs at 1000/60 s`,
      `${formatDuration(j.atFullRate.fullSeconds)} (${num(j.atFullRate.fullRequests)} requests)`,
      '',
      '',
    ]);
    rows.push([
      `Push of the ${j.changed} changed pairs only`,
      `${formatDuration(j.atFullRate.changedSeconds)}: saves ${formatDuration(j.atFullRate.savedSeconds)} (${pct(j.atFullRate.savedFraction)})`,
      '',
      '',
    ]);
  }
  if (r.status !== undefined) rows.push(...buildStatusRows(r.status, { ms, verdict }));
  return formatTable(rows);
}

// ---------------------------------------------------------------------------------------------

function statusPhase() {
  return benchStatus({
    root: ROOT,
    cli: CLI,
    runs: params.runs,
    pages: flags['status-pages'] ?? (quick ? 60 : 260),
    languages: flags['status-languages'] ?? 4,
    seed: params.seed,
    say,
    fail,
    // --status-history N: a generated history of N commits (bench/status-history.mjs) instead of ~45
    history: flags['status-history'],
    // --status-reference path/to/main.js: another build whose rows must be the same (e.g. main's)
    reference: flags['status-reference'] ? path.resolve(flags['status-reference']) : undefined,
  });
}

/** --status-only: just the status measurement; prints its table, writes bench/work/results-status.json. */
async function mainStatusOnly() {
  if (!existsSync(CLI)) throw new Error('dist/ is missing: run `npm run build` first');
  let status = null;
  try {
    status = await statusPhase();
  } catch (err) {
    fail('status', err.stack ?? String(err));
  }
  const table = formatTable([['Measure', 'Result', 'Target', ''], ...buildStatusRows(status, { ms, verdict })]);
  const m = machine();
  process.stdout.write(
    `\nhelpsync status benchmark; machine: ${m.cpu}, ${m.cores} cores, Node ${m.node}; ${new Date().toISOString().slice(0, 10)}\n\n${table}\n`,
  );
  const file = path.join(ROOT, 'bench/work/results-status.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    JSON.stringify({ kind: 'helpsync-bench-status', version: 1, date: new Date().toISOString(), machine: m, status, failures }, null, 2) +
      '\n',
  );
  say(`\nwrote ${path.relative(process.cwd(), file)}`);
  return failures.length ? 1 : flags.strict && !(status && status.ratio >= STATUS_TARGET) ? 1 : 0;
}

async function main() {
  if (flags['status-only']) return mainStatusOnly();
  if (!existsSync(CLI)) throw new Error('dist/ is missing: run `npm run build` (npm run bench does)');
  const { startEmulator } = await import(pathToFileURL(path.join(ROOT, 'dist/emulator/server.js')).href);
  const { dir: work, manifest } = await ensureDataset();
  const seed = JSON.parse(readFileSync(path.join(work, 'seed.json'), 'utf8'));
  const pairs = JSON.parse(readFileSync(path.join(work, 'pairs.json'), 'utf8'));
  const gnuTime = flags['gnu-time'] === false ? false : await gnuTimeAvailable();
  say(
    gnuTime
      ? 'memory: measured with /usr/bin/time -v'
      : flags['gnu-time'] === false
        ? "memory: --no-gnu-time: measured with the child's own process.resourceUsage().maxRSS"
        : "memory: /usr/bin/time (GNU time) is missing: falling back to the child's process.resourceUsage().maxRSS (apt-get install time)",
  );
  const runner = { ...makeRunner({ work, gnuTime }), gnuTime };
  const ctx = { work, manifest, pairs, runner, startEmulator, seed };
  const started = Date.now();

  const phase = async (name, f) => {
    try {
      return await f();
    } catch (err) {
      fail(name, err.stack ?? String(err));
      return null;
    }
  };
  const dryRun = await phase('dry run', () => phaseDryRun(ctx));
  //: above 1.5x cold is a defect to fix, so name what is slow; --profile profiles both runs.
  const profile = {};
  if (flags.profile || (dryRun && dryRun.coldRatio > TARGETS.coldDefect)) {
    if (dryRun && dryRun.coldRatio > TARGETS.coldDefect)
      say(`cold ratio ${dryRun.coldRatio.toFixed(2)}x is above ${TARGETS.coldDefect}x: profiling`);
    profile.cold = await phase('profile', () => phaseProfile(ctx, 'cold'));
  }
  if (flags.profile) profile.warm = await phase('profile', () => phaseProfile(ctx, 'warm'));
  const changedPairs = dryOnly ? null : await phase('changed pairs', () => phaseChangedPairs(ctx));
  const push = dryOnly ? null : await phase('push throughput', () => phasePush(ctx));
  const status = dryOnly ? undefined : await phase('status', statusPhase);
  const utilisation = push?.utilisation ? Math.min(1, push.utilisation) : 1;
  const changed = changedPairs?.changedFiles ?? params.edits;
  const projection = {
    pairs: manifest.counts.pairs,
    changed,
    atFullRate: projectPush({ pairs: manifest.counts.pairs, changed, rate: PLATFORM_RATE, utilisation: 1 }),
    atMeasuredUtilisation: projectPush({ pairs: manifest.counts.pairs, changed, rate: PLATFORM_RATE, utilisation }),
  };

  const results = {
    kind: 'helpsync-bench',
    version: 1,
    date: new Date().toISOString(),
    machine: machine(),
    params: { ...params },
    dataset: { dir: path.relative(ROOT, work), ...manifest },
    targets: TARGETS,
    dryRun,
    profile: Object.keys(profile).length ? profile : null,
    pushThroughput: push,
    changedPairs,
    projection,
    status,
    failures,
    totalSeconds: Math.round((Date.now() - started) / 100) / 10,
  };
  const table = buildTable(results);
  const m = results.machine;
  const header =
    `helpsync benchmark: ${num(params.articles)} articles × ${params.languages} languages = ${num(manifest.counts.markdownFiles)} Markdown files, ` +
    `${num(manifest.counts.pairs)} (entry, language) pairs, remote HTML in ${params.richText ? 'rich-text' : 'rendered'} form\n` +
    `machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}; ${results.date.slice(0, 10)}`;
  const load = dryRun?.maxLoadAverage1m;
  const loadNote =
    typeof load === 'number' && load > m.cores
      ? `\nNote: the 1-minute load average reached ${load} on ${m.cores} cores during the dry runs: other processes competed for the CPU, so wall times (and their ratios) are noisy; CPU times are steadier.\n`
      : '';
  process.stdout.write(`\n${header}\n\n${table}\n${loadNote}`);
  if (failures.length)
    process.stdout.write(
      `\n${failures.length} problem(s):\n${failures.map((f) => `- ${f.phase}: ${f.message.split('\n')[0]}`).join('\n')}\n`,
    );
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, JSON.stringify(results, null, 2) + '\n');
  writeFileSync(outFile.replace(/\.json$/, '.md'), `${header.replace(/\n/g, '  \n')}\n\n\`\`\`\n${table}\n\`\`\`\n${loadNote}`);
  say(
    `\nwrote ${path.relative(process.cwd(), outFile)} and ${path.relative(process.cwd(), outFile.replace(/\.json$/, '.md'))} (${results.totalSeconds} s)`,
  );
  const dryMissed =
    !dryRun || dryRun.coldRatio > TARGETS.cold || dryRun.warmRatio > TARGETS.warm || (dryRun.memory.maxRssKiB ?? 0) >= TARGETS.memoryKiB;
  const restMissed =
    !push || (push.utilisation ?? 0) < TARGETS.utilisation || push.rateLimited > 0 || !status || status.ratio < STATUS_TARGET;
  const missed = dryMissed || (!dryOnly && restMissed);
  return failures.length ? 1 : flags.strict && missed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`bench: ${err.stack ?? err}\n`);
    process.exit(1);
  },
);
