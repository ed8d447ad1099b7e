#!/usr/bin/env node
// The preview's cost next to the dry run it is built on: on a generated repo of --articles ×
// --languages against a remote in sync, cold against cold (no .helpsync/cache before each run),
// best of --runs, interleaved:
//   dry run   `helpsync sync --dry-run --json`
//   preview   `helpsync preview --out DIR` (the same dry run, then every page of every language)
// CPU (user + system) and peak memory (GNU time, else the child's own maxRSS). Target: the preview
// at most 1.5x the dry run's CPU.
//
//   npm run build && node bench/preview.mjs [--articles 2000] [--languages 8] [--runs 3]
//                                           [--corpus DIR] [--out bench/work/preview.json]
// --corpus DIR: real pages instead (DIR holds one folder per language, as ../shared/corpus/
// cncf-glossary does), as a first push onto an empty help center: every page a creation, the dry
// run `sync --dry-run --json --max-creates N` and the preview of the same plan.
// (`node bench/run.mjs --preview-only [...]` runs the same.)
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CLI, ROOT, configYaml, generate, parseFlags } from './generate.mjs';
import { childEnv, gnuTimeAvailable, measureNode } from './lib/proc.mjs';
import { git } from './lib/git.mjs';

const TARGET = 1.5;
const say = (text) => process.stderr.write(`${text}\n`);

function countHtml(dir) {
  return readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
}

/** The generated repo against a remote in sync (bench/generate.mjs). */
async function generatedWork(params) {
  const work = path.join(ROOT, 'bench/work', `preview-a${params.articles}-l${params.languages}`);
  if (!existsSync(path.join(work, 'seed.json'))) {
    say(`preview bench: generating ${params.articles} articles × ${params.languages} languages into ${path.relative(ROOT, work)} …`);
    await generate({ articles: params.articles, languages: params.languages, seed: 1, richText: true, out: work });
  }
  return {
    work,
    seed: JSON.parse(readFileSync(path.join(work, 'seed.json'), 'utf8')),
    pairs: JSON.parse(readFileSync(path.join(work, 'pairs.json'), 'utf8')),
  };
}

/** A corpus of real pages (one folder per language) as a repository never pushed, and an empty platform. */
function corpusWork(corpus) {
  const work = path.join(ROOT, 'bench/work', `preview-corpus-${path.basename(corpus)}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(path.join(work, 'config'), { recursive: true });
  // each language's pages one folder down (`<language>/glossary/`): its top `_index.md` is then the
  // collection they go in (a page at the top of a language folder has none)
  for (const d of readdirSync(corpus, { withFileTypes: true }))
    if (d.isDirectory()) cpSync(path.join(corpus, d.name), path.join(work, 'content', d.name, 'glossary'), { recursive: true });
  // Hugo's template for new entries is no page
  for (const d of readdirSync(path.join(work, 'content')))
    rmSync(path.join(work, 'content', d, 'glossary', '_TEMPLATE.md'), { force: true });
  writeFileSync(path.join(work, 'config', 'helpsync.yaml'), configYaml());
  writeFileSync(path.join(work, '.gitignore'), 'config/.helpsync/\npreview-out/\n');
  git(work, ['init', '-q', '-b', 'main']);
  git(work, ['add', '-A']);
  git(work, ['commit', '-q', '-m', 'the corpus']);
  const pages = readdirSync(path.join(work, 'content'), { recursive: true }).filter((f) => String(f).endsWith('.md'));
  return { work, seed: { project: 'bench' }, pairs: pages };
}

export async function runPreviewBench(argv = process.argv.slice(2)) {
  const flags = parseFlags(argv, {
    articles: 'number',
    languages: 'number',
    runs: 'number',
    corpus: 'string',
    out: 'string',
    'preview-only': 'boolean',
  });
  const params = flags.corpus
    ? { corpus: path.resolve(flags.corpus), runs: flags.runs ?? 3 }
    : { articles: flags.articles ?? 2000, languages: flags.languages ?? 8, runs: flags.runs ?? 3 };
  if (!existsSync(CLI)) throw new Error('dist/ is missing: run `npm run build` first');
  const { startEmulator } = await import(pathToFileURL(path.join(ROOT, 'dist/emulator/server.js')).href);
  const { work, seed, pairs } = flags.corpus ? corpusWork(params.corpus) : await generatedWork(params);
  const dryArgs = flags.corpus ? ['sync', '--dry-run', '--json', '--max-creates', '1000000'] : ['sync', '--dry-run', '--json'];
  const gnuTime = await gnuTimeAvailable();
  const cache = path.join(work, 'config', '.helpsync');
  const outDir = path.join(work, 'preview-out');
  const emu = await startEmulator({ port: 0, data: seed, richText: true, rateLimit: { requests: 100000, perSeconds: 1 } });
  const env = childEnv({ HELPSYNC_TOKEN: emu.token, HELPSYNC_BASE_URL: emu.baseUrl, HELPSYNC_LOG_LEVEL: 'warn' });
  const measure = async (args) => {
    // cold: no cache, and no earlier preview in the folder (emptying one is not the work measured);
    // then `sync`, so that the disk is settled (the last run's pages written out, the deleted ones
    // freed) and neither measurement pays for the file system work the other left behind
    rmSync(cache, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
    execFileSync('sync');
    const r = await measureNode([CLI, ...args, '--config', 'config/helpsync.yaml'], { cwd: work, env, gnuTime, timeoutMs: 1_800_000 });
    if (r.code !== 0) throw new Error(`${args.join(' ')} exited ${r.code}: ${r.stderr.slice(-2000)}`);
    return {
      wallMs: Math.round(r.wallMs),
      cpuMs: Math.round((r.cpu.userSeconds + r.cpu.systemSeconds) * 1000),
      systemMs: Math.round(r.cpu.systemSeconds * 1000),
      maxRssKiB: r.maxRssKiB,
    };
  };
  const dry = [];
  const pre = [];
  try {
    for (let i = 0; i < params.runs; i++) {
      dry.push(await measure(dryArgs));
      pre.push(await measure(['preview', '--out', outDir]));
      say(
        `run ${i + 1}: dry run ${dry.at(-1).cpuMs} ms CPU (${dry.at(-1).systemMs} system), ${dry.at(-1).maxRssKiB} KiB; ` +
          `preview ${pre.at(-1).cpuMs} ms CPU (${pre.at(-1).systemMs} system), ${pre.at(-1).maxRssKiB} KiB`,
      );
    }
  } finally {
    await emu.close();
  }
  const best = (xs, k) => Math.min(...xs.map((x) => x[k]));
  const pages = countHtml(outDir);
  const result = {
    kind: 'helpsync-bench-preview',
    version: 1,
    date: new Date().toISOString(),
    params,
    pairs: pairs.length,
    pages,
    memorySource: gnuTime ? '/usr/bin/time -v' : 'process.resourceUsage() (preload)',
    dryRun: { cpuMs: best(dry, 'cpuMs'), wallMs: best(dry, 'wallMs'), maxRssKiB: best(dry, 'maxRssKiB') },
    preview: { cpuMs: best(pre, 'cpuMs'), wallMs: best(pre, 'wallMs'), maxRssKiB: best(pre, 'maxRssKiB') },
    target: TARGET,
  };
  result.cpuRatio = Number((result.preview.cpuMs / result.dryRun.cpuMs).toFixed(2));
  result.memoryRatio = Number((result.preview.maxRssKiB / result.dryRun.maxRssKiB).toFixed(2));
  writeFileSync(flags.out ?? path.join(ROOT, 'bench/work/preview.json'), `${JSON.stringify(result, null, 2)}\n`);
  say(
    `preview: ${pages} pages for ${pairs.length} pairs; CPU ${result.preview.cpuMs} ms vs the dry run's ${result.dryRun.cpuMs} ms = ${result.cpuRatio}x (target ≤ ${TARGET}x); ` +
      `peak memory ${Math.round(result.preview.maxRssKiB / 1024)} MiB vs ${Math.round(result.dryRun.maxRssKiB / 1024)} MiB`,
  );
  return result.cpuRatio <= TARGET ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runPreviewBench().then(
    (code) => process.exit(code),
    (err) => {
      process.stderr.write(`bench: ${err.stack ?? err}\n`);
      process.exit(1);
    },
  );
}
