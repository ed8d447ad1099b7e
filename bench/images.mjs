#!/usr/bin/env node
// What images cost a warm load: the CNCF glossary corpus (../shared/corpus)
// copied into bench/work/images-corpus, with `images` configured and every pushed page showing a few
// generated pictures (the corpus shows its own only on section pages, whose bodies are not pushed),
// each named two ways (relative to the page and site-absolute, images.root being the content folder).
// Times `loadContent` of the built dist/ with a warm cache, with neither `links` nor `images`, with
// `images`, and with both (the corpus links its pages site-absolute), in fresh processes,
// interleaved; prints the median CPU and wall time of each and what images and links add.
//
//   node bench/images.mjs [--images 300] [--kib 200] [--runs 7] [--dist dist]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { ROOT, parseFlags } from './generate.mjs';
import { Rng, hash32 } from './lib/prng.mjs';

const flags = parseFlags(process.argv.slice(2), { images: 'number', kib: 'number', runs: 'number', dist: 'string', child: 'string' });

// The measured child: one load, prints { cpuMs, wallMs, pairs, errors }.
if (flags.child) {
  const { contentDir, cacheDir, images, links, dist } = JSON.parse(flags.child);
  const { loadContent } = await import(path.join(dist, 'loader/content.js'));
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const local = await loadContent({
    contentDir,
    sourceLanguage: 'en',
    cacheDir,
    ...(images ? { images } : {}),
    ...(links ? { links } : {}),
  });
  const c = process.cpuUsage(c0);
  process.stdout.write(
    `${JSON.stringify({ cpuMs: (c.user + c.system) / 1000, wallMs: performance.now() - t0, pairs: local.pairs.length, errors: local.errors.length })}\n`,
  );
  process.exit(0);
}

const CORPUS = path.resolve(ROOT, '../shared/corpus/cncf-glossary');
const count = flags.images ?? 300;
const kib = flags.kib ?? 200;
const runs = flags.runs ?? 7;
const dist = path.resolve(flags.dist ?? path.join(ROOT, 'dist'));
const work = path.join(ROOT, 'bench/work/images-corpus');

function mdFiles(dir, rel = '') {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((d) => {
    const r = rel ? `${rel}/${d.name}` : d.name;
    return d.isDirectory() ? mdFiles(dir, r) : d.name.endsWith('.md') ? [r] : [];
  });
}

function build() {
  if (!existsSync(CORPUS)) throw new Error(`the corpus is missing: ${CORPUS}`);
  rmSync(work, { recursive: true, force: true });
  const content = path.join(work, 'content');
  cpSync(CORPUS, content, { recursive: true });
  const rng = new Rng(hash32('images'));
  for (let i = 0; i < count; i++) {
    const bytes = Buffer.alloc(kib * 1024);
    for (let k = 0; k < bytes.length; k += 4) bytes.writeUInt32LE(Math.floor(rng.next() * 2 ** 32), k);
    mkdirSync(path.join(content, 'en/img'), { recursive: true });
    writeFileSync(path.join(content, `en/img/p${i}.png`), bytes);
  }
  for (const name of readdirSync(content)) if (!statSync(path.join(content, name)).isDirectory()) rmSync(path.join(content, name));
  // Every page that is not a section page shows three pictures, twice each (two spellings); the
  // English pages name their entry (as test/helpers/corpus.ts does), so their translations are pushed too.
  let pages = 0;
  for (const rel of mdFiles(content)) {
    if (rel.endsWith('_TEMPLATE.md')) {
      rmSync(path.join(content, rel));
      continue;
    }
    if (rel.startsWith('en/')) {
      const id = `${rel.endsWith('_index.md') ? 'collection' : 'article'}:${createHash('sha256').update(rel).digest('hex').slice(0, 24)}`;
      const text = readFileSync(path.join(content, rel), 'utf8');
      const m = /^---\r?\n([ \t]*)/.exec(text);
      writeFileSync(
        path.join(content, rel),
        m ? text.replace(/^---\r?\n/, `---\n${m[1]}entry: ${id}\n`) : `---\nentry: ${id}\n---\n${text}`,
      );
    }
    if (rel.endsWith('_index.md')) continue;
    const depth = rel.split('/').length - 1;
    const up = '../'.repeat(depth);
    const lines = [0, 1, 2]
      .map(() => Math.floor(rng.next() * count))
      .flatMap((n) => [`![p${n}](${up}en/img/p${n}.png)`, `![p${n}](/en/img/p${n}.png)`]);
    writeFileSync(
      path.join(content, rel),
      `${readFileSync(path.join(content, rel), 'utf8').replace(/\n*$/, '\n')}\n${lines.join('\n\n')}\n`,
    );
    pages++;
  }
  return { content, pages };
}

const LINKS = {
  articleUrl: 'https://help.example.com/{language}/articles/{id}',
  collectionUrl: 'https://help.example.com/{language}/collections/{id}',
  sitePaths: true,
  sitePrefixes: {},
};

function child(images, links = false) {
  const arg = JSON.stringify({
    contentDir: path.join(work, 'content'),
    // one cache per configuration, as a repo has one config (a run without links/images would evict the rest)
    cacheDir: path.join(work, `.helpsync-${images ? 'i' : ''}${links ? 'l' : ''}/cache`),
    images: images ? { baseUrl: 'https://docs.example.com/', root: path.join(work, 'content') } : undefined,
    links: links ? LINKS : undefined,
    dist,
  });
  return JSON.parse(execFileSync(process.execPath, [path.join(ROOT, 'bench/images.mjs'), '--child', arg], { encoding: 'utf8' }));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { pages } = build();
const size = readdirSync(path.join(work, 'content/en/img')).reduce((n, f) => n + statSync(path.join(work, 'content/en/img', f)).size, 0);
process.stderr.write(`${pages} pages show images; ${count} images, ${(size / 2 ** 20).toFixed(1)} MiB; dist: ${dist}\n`);
// cold runs fill the caches
child(false);
child(true);
child(true, true);
const rows = { none: [], images: [], both: [] };
for (let i = 0; i < runs; i++) {
  rows.images.push(child(true));
  rows.none.push(child(false));
  rows.both.push(child(true, true));
}
const all = Object.values(rows).flat();
const problems = all.filter((r) => r.errors !== 0);
if (problems.length) throw new Error(`a load reported errors: ${JSON.stringify(problems[0])}`);
const m = (list, k) => median(list.map((r) => r[k]));
const out = {};
for (const [k, list] of Object.entries(rows)) out[k] = { cpuMs: m(list, 'cpuMs'), wallMs: m(list, 'wallMs') };
const diff = (a, b) => ({ cpuMs: out[a].cpuMs - out[b].cpuMs, wallMs: out[a].wallMs - out[b].wallMs });
const table = {
  'no links/images': out.none,
  images: out.images,
  'images + links': out.both,
  '= images add': diff('images', 'none'),
  '= links add': diff('both', 'images'),
};
for (const [k, v] of Object.entries(table))
  process.stdout.write(`${k.padEnd(16)} CPU ${v.cpuMs.toFixed(0).padStart(5)} ms   wall ${v.wallMs.toFixed(0).padStart(5)} ms\n`);
process.stdout.write(
  `(${pages} pages with images, ${count} images of ${kib} KiB; median of ${runs}; load average ${os.loadavg()[0].toFixed(2)})\n`,
);
