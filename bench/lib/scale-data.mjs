// The scale bench's datasets and children (bench/scale.mjs): generated help centers of any size
// (content files and seed.ndjson under bench/work/scale-*, reused when the generator and the
// parameters are the same), and helpsync or the floor run under GNU time with stdout to a file.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { BENCH_PROJECT, CLI, GENERATOR_VERSION, ROOT, buildRepo, configYaml, loadRenderers } from '../generate.mjs';
import { TIME_BIN, childEnv, parseGnuTime } from './proc.mjs';

const FLOOR = path.join(ROOT, 'bench/floor.mjs');
const HEAP = '--max-old-space-size=2048';
const say = (text) => process.stderr.write(`${text}\n`);

/** "2000x8" → { articles: 2000, languages: 8 }; "300x8:4" → … bigArticles: 4 */
export function parseSize(text) {
  const m = /^(\d+)x(\d+)(?::(\d+))?$/.exec(text.trim());
  if (!m) throw new Error(`--sizes/--big: "${text}" is not ARTICLESxLANGUAGES[:BIG]`);
  return { articles: Number(m[1]), languages: Number(m[2]), big: Number(m[3] ?? 0) };
}

// ---------------------------------------------------------------------------------------------
// Datasets

const BIG_BYTES = 1024 * 1024;

/** A body of at least 1 MB: the article's own body repeated (its headings made unique, so ids stay distinct). */
function bigBody(body) {
  const parts = [];
  let bytes = 0;
  for (let i = 0; bytes < BIG_BYTES; i++) {
    const part = body.replace(/^(#{2,3} .*)$/gm, `$1 (${i + 1})`);
    parts.push(part);
    bytes += Buffer.byteLength(part);
  }
  return parts.join('\n');
}

function splitFile(text) {
  const end = text.indexOf('\n---\n', 4);
  return { head: text.slice(0, end + 5), body: text.slice(end + 5) };
}

export async function ensureDataset(size) {
  const name = `scale-a${size.articles}-l${size.languages}${size.big ? `-big${size.big}` : ''}`;
  const dir = path.join(ROOT, 'bench/work', name);
  const manifestFile = path.join(dir, 'manifest.json');
  if (existsSync(manifestFile)) {
    const m = JSON.parse(readFileSync(manifestFile, 'utf8'));
    if (m.generatorVersion === GENERATOR_VERSION && m.complete) {
      say(`dataset: reusing ${path.relative(ROOT, dir)} (${m.counts.markdownFiles} Markdown files)`);
      return { dir, manifest: m, seed: await readSeed(dir) };
    }
  }
  say(`dataset: generating ${size.articles} articles × ${size.languages} languages${size.big ? `, ${size.big} of them 1 MB` : ''} …`);
  const started = performance.now();
  const { renderMarkdown, toRichTextHtml } = await loadRenderers();
  const repo = buildRepo({
    articles: size.articles,
    languages: size.languages,
    seed: 1,
    render: renderMarkdown,
    remoteHtml: toRichTextHtml,
  });
  if (size.big) {
    const bigIds = repo.seed.entries.filter((e) => e.type === 'article').slice(0, size.big);
    for (const entry of bigIds) {
      for (const p of repo.pairs.filter((x) => x.entryId === entry.id)) {
        const { head, body } = splitFile(repo.files.get(p.file));
        const big = bigBody(body);
        repo.files.set(p.file, head + big);
        entry.fields.content[p.language] = toRichTextHtml(renderMarkdown(big));
      }
    }
  }
  rmSync(dir, { recursive: true, force: true });
  const made = new Set();
  for (const [rel, text] of repo.files) {
    const abs = path.join(dir, 'content', rel);
    if (!made.has(path.dirname(abs))) mkdirSync(path.dirname(abs), { recursive: true });
    made.add(path.dirname(abs));
    writeFileSync(abs, text);
  }
  mkdirSync(path.join(dir, 'config'), { recursive: true });
  writeFileSync(path.join(dir, 'config', 'helpsync.yaml'), configYaml());
  writeFileSync(path.join(dir, 'pairs.json'), JSON.stringify(repo.pairs));
  // One entry per line: a 200k-pair seed is longer than one string can be.
  const { entries, ...rest } = repo.seed;
  const fd = openSync(path.join(dir, 'seed.ndjson'), 'w');
  writeFileSync(fd, JSON.stringify(rest) + '\n');
  for (const e of entries) writeFileSync(fd, JSON.stringify(e) + '\n');
  closeSync(fd);
  const manifest = {
    generatorVersion: GENERATOR_VERSION,
    size,
    counts: repo.counts,
    generatedInMs: Math.round(performance.now() - started),
    complete: true,
  };
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2) + '\n');
  return { dir, manifest, seed: repo.seed };
}

async function readSeed(dir) {
  const lines = createInterface({ input: createReadStream(path.join(dir, 'seed.ndjson')), crlfDelay: Infinity });
  let seed;
  for await (const line of lines) {
    if (!line) continue;
    if (!seed) seed = { ...JSON.parse(line), entries: [] };
    else seed.entries.push(JSON.parse(line));
  }
  return seed;
}

// ---------------------------------------------------------------------------------------------
// Children

/** Runs `node args` under GNU time with stdout to a file; returns wall, CPU, peak RSS and the exit code. */
function measure(nodeArgs, { cwd, env, stdoutFile }) {
  return new Promise((resolve, reject) => {
    const out = openSync(stdoutFile, 'w');
    const started = performance.now();
    const child = spawn(TIME_BIN, ['-v', process.execPath, ...nodeArgs], { cwd, env, stdio: ['ignore', out, 'pipe'] });
    const err = [];
    child.stderr.on('data', (d) => err.push(d));
    child.on('error', reject);
    child.on('close', (code) => {
      closeSync(out);
      const stderr = Buffer.concat(err).toString('utf8');
      const t = parseGnuTime(stderr);
      resolve({
        code,
        wallMs: performance.now() - started,
        cpuSeconds: t ? Math.round((t.userSeconds + t.systemSeconds) * 100) / 100 : null,
        maxRssKiB: t?.maxRssKiB ?? null,
        stderr: stderr.split('\tCommand being timed:')[0],
      });
    });
  });
}

export function makeRunner(work, { cli = CLI, nodeArgs = [] } = {}) {
  const outFile = path.join(work, 'last-stdout.txt');
  const env = (emu) =>
    childEnv({
      HELPSYNC_TOKEN: emu.token,
      HELPSYNC_BASE_URL: emu.baseUrl,
      HELPSYNC_LOG_LEVEL: 'warn',
      NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS ?? HEAP,
    });
  return {
    async helpsync(emu, args, { config = 'config/helpsync.yaml' } = {}) {
      const r = await measure([...nodeArgs, cli, ...args, '--config', config], {
        cwd: work,
        env: env(emu),
        stdoutFile: outFile,
      });
      return { ...r, stdoutFile: outFile };
    },
    async floor(emu) {
      const args = [FLOOR, '--content', path.join(work, 'content'), '--base-url', emu.baseUrl, '--project', BENCH_PROJECT];
      const r = await measure(args, { cwd: work, env: env(emu), stdoutFile: outFile });
      return { ...r, doc: r.code === 0 ? JSON.parse(readFileSync(outFile, 'utf8')) : null };
    },
  };
}

/** Pushes and unchanged pairs of a `--json` dry run's plan (small for an in-sync or 5% run). */
export function planCounts(file) {
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  let pushes = 0;
  let unchanged = 0;
  let held = 0;
  for (const l of doc.plan.languages) {
    pushes += l.pushes.length;
    unchanged += l.unchanged;
    held += l.held?.length ?? 0;
  }
  return { pushes, unchanged, held, errors: (doc.errors ?? doc.problems ?? []).slice(0, 2) };
}
