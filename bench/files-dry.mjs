// `node bench/run.mjs --files-dry-only [--size 5000x40] [--rounds 3]`: what the `files:` mapping costs
// in a whole dry run of the scale bench's largest case (bench/scale.mjs's dataset, in sync with the
// emulator), against the same content read through today's contentDir. The two configs describe
// the same files (`content/en/**/*.md` with `content/{language}/{path}`), so both plans must be
// "everything unchanged"; each round runs the two warm (analysis cache primed), back to back, and
// the row gives each one's median CPU and the median of the rounds' ratios (files: / contentDir).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, configYaml, parseFlags } from './generate.mjs';
import { ensureDataset, makeRunner, parseSize, planCounts } from './lib/scale-data.mjs';

const say = (text) => process.stderr.write(`${text}\n`);

export async function runFilesDryBench(argv) {
  const flags = parseFlags(
    argv.filter((a) => a !== '--files-dry-only'),
    { size: 'string', rounds: 'string', out: 'string' },
  );
  const size = parseSize(flags.size ?? '5000x40');
  const rounds = Number(flags.rounds ?? 3);
  const { dir, manifest, seed } = await ensureDataset(size);
  const pairs = manifest.counts.pairs;
  const filesConfig = 'config/helpsync-files.yaml';
  const text = configYaml().replace(
    'contentDir: ../content\n',
    'files:\n  - source: ../content/en/**/*.md\n    translation: ../content/{language}/{path}\n',
  );
  if (!text.includes('files:')) throw new Error('configYaml() has no contentDir line to replace');
  writeFileSync(path.join(dir, filesConfig), text);
  const run = makeRunner(dir);
  const { startEmulator } = await import(pathToFileURL(path.join(ROOT, 'dist/emulator/server.js')).href);
  const emu = await startEmulator({ port: 0, data: seed, richText: true });
  const runs = { contentDir: [], files: [] };
  const problems = [];
  try {
    const once = async (name, config) => {
      const r = await run.helpsync(emu, ['sync', '--dry-run', '--json'], { config });
      const c = r.code === 0 ? planCounts(r.stdoutFile) : undefined;
      const ok = c && c.pushes === 0 && c.unchanged === pairs;
      if (!ok)
        problems.push(
          `${name}: exit ${r.code}, ${JSON.stringify(c)} (expected 0 pushes, ${pairs} unchanged) ${r.stderr?.trim().split('\n').slice(0, 6).join(' | ') ?? ''}`,
        );
      say(
        `  ${name.padEnd(10)} CPU ${r.cpuSeconds} s, wall ${(r.wallMs / 1000).toFixed(1)} s, peak RSS ${Math.round(r.maxRssKiB / 1024)} MiB${ok ? '' : '  ✗'}`,
      );
      return r;
    };
    say(`[${size.articles}x${size.languages}] ${manifest.counts.markdownFiles} Markdown files, ${pairs} pairs: priming each cache`);
    await once('contentDir', 'config/helpsync.yaml');
    await once('files', filesConfig);
    for (let round = 1; round <= rounds; round++) {
      say(`  round ${round} of ${rounds}`);
      runs.contentDir.push(await once('contentDir', 'config/helpsync.yaml'));
      runs.files.push(await once('files', filesConfig));
    }
  } finally {
    await emu.close();
  }
  const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
  const ratios = runs.files.map((r, i) => Number((r.cpuSeconds / runs.contentDir[i].cpuSeconds).toFixed(3)));
  const doc = {
    command: `node bench/run.mjs --files-dry-only ${argv.filter((a) => a !== '--files-dry-only').join(' ')}`.trim(),
    machine: `${os.cpus()[0]?.model ?? 'cpu'}, ${os.cpus().length} cores, Node ${process.version}`,
    date: new Date().toISOString(),
    size: `${size.articles}x${size.languages}`,
    files: manifest.counts.markdownFiles,
    pairs,
    cpuSeconds: { contentDir: median(runs.contentDir.map((r) => r.cpuSeconds)), files: median(runs.files.map((r) => r.cpuSeconds)) },
    maxRssMiB: {
      contentDir: Math.round(Math.max(...runs.contentDir.map((r) => r.maxRssKiB)) / 1024),
      files: Math.round(Math.max(...runs.files.map((r) => r.maxRssKiB)) / 1024),
    },
    cpuRatioRounds: ratios,
    cpuRatio: median(ratios),
    problems,
  };
  const outFile = path.resolve(flags.out ?? path.join(ROOT, 'bench/results/files-dry.json'));
  writeFileSync(outFile, JSON.stringify(doc, null, 2) + '\n');
  say(`files: / contentDir CPU ratio ${doc.cpuRatio} (rounds ${ratios.join(', ')}); wrote ${path.relative(ROOT, outFile)}`);
  return problems.length > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(await runFilesDryBench(process.argv.slice(2)));
