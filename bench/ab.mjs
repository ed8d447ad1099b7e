#!/usr/bin/env node
// `node bench/ab.mjs`: two builds of helpsync (or one build with two sets of node flags) side by side
// on one scale dataset, in ONE run, by turns: each round runs the floor, then A and B cold and warm
// (A first in odd rounds, B first in even ones), so both meet the same minute of a shared machine.
// For deciding whether a mechanism still pays for its code: build the variant without it elsewhere
// and compare CPU against the floor and peak memory (docs/performance.md's goals).
//
// node bench/ab.mjs --a PATH/dist/bin/main.js --b PATH/dist/bin/main.js [--sizes 2000x8] [--rounds 3]
//                   [--a-node-args "--heap-growing-percent=0"] [--b-node-args …] [--only cold|warm]
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CLI, ROOT, parseFlags } from './generate.mjs';
import { ensureDataset, makeRunner, parseSize, planCounts } from './lib/scale-data.mjs';

const flags = parseFlags(process.argv.slice(2), {
  a: 'string',
  b: 'string',
  sizes: 'string',
  rounds: 'number',
  'a-node-args': 'string',
  'b-node-args': 'string',
  only: 'string',
});
const say = (text) => process.stderr.write(`${text}\n`);
const mib = (kib) => (kib === null ? null : Math.round(kib / 1024));
const words = (s) => (s ? s.split(/\s+/).filter(Boolean) : []);
const variants = {
  A: { cli: path.resolve(flags.a ?? CLI), nodeArgs: words(flags['a-node-args']) },
  B: { cli: path.resolve(flags.b ?? CLI), nodeArgs: words(flags['b-node-args']) },
};
const rounds = flags.rounds ?? 3;
const kinds = flags.only ? [flags.only] : ['cold', 'warm'];
const median = (v) => {
  const s = v.filter((x) => typeof x === 'number').sort((x, y) => x - y);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? null : s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const { startEmulator } = await import(pathToFileURL(path.join(ROOT, 'dist/emulator/server.js')).href);
const out = [];
for (const sizeText of (flags.sizes ?? '2000x8').split(',')) {
  const size = parseSize(sizeText);
  const { dir, manifest, seed } = await ensureDataset(size);
  const pairs = manifest.counts.pairs;
  const cache = path.join(dir, 'config', '.helpsync');
  const runners = Object.fromEntries(Object.entries(variants).map(([k, v]) => [k, makeRunner(dir, v)]));
  const floorRun = makeRunner(dir);
  const runs = { floor: [] };
  for (const v of Object.keys(variants)) for (const k of kinds) runs[`${v} ${k}`] = [];
  const emu = await startEmulator({ port: 0, data: seed, richText: true });
  try {
    for (let round = 1; round <= rounds; round++) {
      const floor = await floorRun.floor(emu);
      runs.floor.push(floor);
      say(`[${sizeText}] round ${round}: floor CPU ${floor.cpuSeconds} s, ${mib(floor.maxRssKiB)} MiB`);
      const order = round % 2 ? ['A', 'B'] : ['B', 'A'];
      for (const v of order) {
        rmSync(cache, { recursive: true, force: true });
        for (const k of ['cold', 'warm']) {
          const r = await runners[v].helpsync(emu, ['sync', '--dry-run', '--json']);
          const c = r.code === 0 ? planCounts(r.stdoutFile) : null;
          const ok = c && c.pushes === 0 && c.unchanged === pairs;
          if (!ok) throw new Error(`${v} ${k}: exit ${r.code}, ${JSON.stringify(c)}: ${r.stderr.slice(-500)}`);
          if (kinds.includes(k)) runs[`${v} ${k}`].push(r);
          say(`  ${v} ${k}: CPU ${r.cpuSeconds} s (${(r.cpuSeconds / floor.cpuSeconds).toFixed(2)}x), ${mib(r.maxRssKiB)} MiB`);
        }
      }
    }
  } finally {
    await emu.close();
  }
  for (const [name, list] of Object.entries(runs)) {
    const ratios = list.map((r, i) => r.cpuSeconds / runs.floor[i].cpuSeconds);
    out.push({
      size: sizeText,
      files: manifest.counts.markdownFiles,
      run: name,
      cpuMedian: median(list.map((r) => r.cpuSeconds)),
      ratioMedian: name === 'floor' ? null : Math.round(median(ratios) * 100) / 100,
      peakMiB: Math.max(...list.map((r) => mib(r.maxRssKiB) ?? 0)),
      cpuRuns: list.map((r) => r.cpuSeconds),
    });
  }
}
const line = (r) =>
  `${r.size.padEnd(10)} ${String(r.files).padStart(7)}  ${r.run.padEnd(8)} CPU ${String(r.cpuMedian).padStart(7)} s  ${r.ratioMedian === null ? '       ' : `${r.ratioMedian.toFixed(2)}x  `} peak ${r.peakMiB} MiB  (${r.cpuRuns.join(', ')})`;
process.stdout.write(`A: ${variants.A.cli} ${variants.A.nodeArgs.join(' ')}\nB: ${variants.B.cli} ${variants.B.nodeArgs.join(' ')}\n`);
process.stdout.write(`${out.map(line).join('\n')}\n`);
