// `node bench/run.mjs --scale-only`: helpsync at help-center scale, in ONE run so that the memory
// slope (MiB of peak RSS per 1,000 files, between two sizes of this run) and the CPU ratios mean
// something. Per size, against the emulator running in this process, each helpsync run a child under
// --max-old-space-size=2048 (a 7 GiB CI runner's default heap; BENCH_NODE_OPTIONS overrides it):
//   in sync      the floor (bench/floor.mjs), then a dry run cold (no cache) and warm, in `--rounds`
//                rounds (3; 1 with --quick): medians of CPU, the largest peak RSS
//   by language  the warm dry run with the listing in the language-major form the contract allows
//   5% changed   every 20th article file edited locally (warm cache): exactly those pushes
//   full push    a platform whose entries have no text yet (a first push), dry run, cold
//   full push --out   the same, its plan saved for review (`helpsync plan --out`: every body in the file)
// plus a size where a few articles are 1 MB (`--big`). CPU is user + sys from GNU time; wall times
// are noisy on a shared machine, CPU ratios much less.
//
// node bench/run.mjs --scale-only [--sizes 2000x8,2500x40,5000x40] [--big 300x8:4] [--quick]
//                                 [--rounds 3] [--out bench/results/scale.json]
// --quick: sizes 500x8,1000x8 and --big 100x4:2 (a few minutes; for working on the bench itself).
import { createReadStream, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, parseFlags } from './generate.mjs';
import { formatTable } from './lib/metrics.mjs';
import { ensureDataset, makeRunner, parseSize, planCounts } from './lib/scale-data.mjs';

const TARGETS = { slopeMiB: 6, rss200kGiB: 1.5, cold: 1.2, warm: 0.3 };
const say = (text) => process.stderr.write(`${text}\n`);
const mib = (kib) => (kib === null ? null : Math.round(kib / 1024));

/**
 * Every 20th article or email template file gets a new last paragraph (a local edit, as a writer
 * makes: an edit on the platform would be held by drift protection, not pushed). Returns how to
 * undo it.
 */
function editFiles(dir, pairs) {
  const chosen = pairs.filter((p) => p.type === 'article' || p.type === 'emailtemplate').filter((_, i) => i % 20 === 0);
  const undo = [];
  for (const p of chosen) {
    const file = path.join(dir, 'content', p.file);
    const text = readFileSync(file, 'utf8');
    undo.push([file, text]);
    writeFileSync(file, `${text}\nA paragraph added in this edit.\n`);
  }
  // Interrupted meanwhile (Ctrl-C, kill), the dataset is put back first: a dataset left edited would
  // make every later run's "in sync" 5% changed.
  const restore = () => undo.forEach(([f, t]) => writeFileSync(f, t));
  const onSignal = (signal) => {
    restore();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return {
    count: chosen.length,
    undo: () => {
      process.removeListener('SIGINT', onSignal);
      process.removeListener('SIGTERM', onSignal);
      restore();
    },
  };
}

function withoutText(seed) {
  const entries = seed.entries.map((e) => ({
    id: e.id,
    type: e.type,
    fields: Object.fromEntries(Object.keys(e.fields).map((f) => [f, {}])),
  }));
  return { ...seed, entries };
}

async function runSize(size, startEmulator, rounds) {
  const { dir, manifest, seed } = await ensureDataset(size);
  const run = makeRunner(dir);
  const pairs = manifest.counts.pairs;
  const label = `${size.articles}x${size.languages}${size.big ? ` (${size.big} × 1 MB)` : ''}`;
  say(`\n[${label}] ${manifest.counts.markdownFiles} Markdown files, ${pairs} pairs`);
  const row = { size: label, files: manifest.counts.markdownFiles, pairs, scenarios: {}, problems: [] };
  const say1 = (name, r, problem) =>
    say(
      `  ${name.padEnd(12)} wall ${(r.wallMs / 1000).toFixed(1)} s, CPU ${r.cpuSeconds} s, peak RSS ${mib(r.maxRssKiB)} MiB${problem ? `  ✗ ${problem}` : ''}`,
    );
  /** One run's exit and outcome checked (a problem is kept for the row) and printed. */
  const check = (name, r, verify) => {
    const problem = r.code !== 0 ? `exit ${r.code}: ${r.stderr.trim().split('\n').slice(-5).join(' | ')}` : verify?.();
    if (problem) row.problems.push(`${name}: ${problem}`);
    say1(name, r, problem);
    return problem;
  };
  const record = (name, r, verify) => {
    check(name, r, verify);
    row.scenarios[name] = { wallMs: Math.round(r.wallMs), cpuSeconds: r.cpuSeconds, maxRssMiB: mib(r.maxRssKiB), exit: r.code };
  };
  /** A scenario run in rounds: median CPU and wall, the largest peak RSS, every run's CPU. */
  const recordRounds = (name, list) => {
    row.scenarios[name] = {
      wallMs: Math.round(median(list.map((r) => r.wallMs))),
      cpuSeconds: median(list.map((r) => r.cpuSeconds)),
      maxRssMiB: Math.max(...list.map((r) => mib(r.maxRssKiB) ?? 0)),
      exit: list.find((r) => r.code !== 0)?.code ?? 0,
      ...(list.length > 1 ? { cpuRuns: list.map((r) => r.cpuSeconds) } : {}),
    };
  };
  const inSync = (file) => () => {
    const c = planCounts(file);
    return c.pushes === 0 && c.unchanged === pairs
      ? undefined
      : `expected 0 pushes and ${pairs} unchanged, got ${c.pushes} and ${c.unchanged}`;
  };
  const cache = path.join(dir, 'config', '.helpsync');
  let emu = await startEmulator({ port: 0, data: seed, richText: true });
  try {
    // The floor, cold and warm runs in `rounds` rounds, each round the three back to back: the CPU
    // of a run on a shared machine varies by 10-20% from one minute to the next, so one run of each
    // gives a ratio that is mostly that noise. A round's ratios compare runs made a minute apart;
    // the row reports each scenario's median CPU and wall time, its largest peak RSS, and the median
    // of the rounds' ratios.
    const runs = { floor: [], cold: [], warm: [] };
    for (let round = 1; round <= rounds; round++) {
      if (rounds > 1) say(`  round ${round} of ${rounds}`);
      const floor = await run.floor(emu);
      runs.floor.push(floor);
      check('floor', floor, () => (floor.doc?.markdownFiles === row.files ? undefined : `floor read ${floor.doc?.markdownFiles} files`));
      rmSync(cache, { recursive: true, force: true });
      const cold = await run.helpsync(emu, ['sync', '--dry-run', '--json']);
      runs.cold.push(cold);
      check('cold', cold, inSync(cold.stdoutFile));
      const warm = await run.helpsync(emu, ['sync', '--dry-run', '--json']);
      runs.warm.push(warm);
      check('warm', warm, inSync(warm.stdoutFile));
    }
    for (const [name, list] of Object.entries(runs)) recordRounds(name, list);
    const perRound = (name) => runs[name].map((r, i) => ratio(r.cpuSeconds, runs.floor[i].cpuSeconds));
    row.cpuRatioRounds = { cold: perRound('cold'), warm: perRound('warm') };
  } finally {
    await emu.close();
  }
  emu = await startEmulator({ port: 0, data: seed, richText: true, listingForm: 'language-major' });
  try {
    const r = await run.helpsync(emu, ['sync', '--dry-run', '--json']);
    record('by language', r, inSync(r.stdoutFile));
  } finally {
    await emu.close();
  }
  const edits = editFiles(dir, JSON.parse(readFileSync(path.join(dir, 'pairs.json'), 'utf8')));
  emu = await startEmulator({ port: 0, data: seed, richText: true });
  try {
    // --no-history: the edits are not commits, so drift protection would hold them
    const r = await run.helpsync(emu, ['sync', '--dry-run', '--json', '--no-history']);
    record('5% changed', r, () => {
      const got = planCounts(r.stdoutFile);
      return got.pushes === edits.count ? undefined : `expected ${edits.count} pushes, got ${JSON.stringify(got)}`;
    });
  } finally {
    edits.undo();
    await emu.close();
  }
  emu = await startEmulator({ port: 0, data: withoutText(seed), richText: true });
  try {
    rmSync(cache, { recursive: true, force: true });
    const summary = path.join(dir, 'full-push-summary.md');
    const r = await run.helpsync(emu, ['sync', '--dry-run', '--no-history', '--summary-file', summary]);
    record('full push', r, () => {
      const text = readFileSync(summary, 'utf8');
      const pushes = [...text.matchAll(/^### [^:\n]+: ([\d,]+) to push$/gm)].reduce((n, m) => n + Number(m[1].replace(/,/g, '')), 0);
      return pushes === pairs ? undefined : `expected ${pairs} pushes, the summary says ${pushes}`;
    });
  } finally {
    await emu.close();
  }
  // the same first push, its plan saved for review (`--out`): every body is in the file, twice (the
  // fields and the change), written a piece at a time
  emu = await startEmulator({ port: 0, data: withoutText(seed), richText: true });
  try {
    rmSync(cache, { recursive: true, force: true });
    const planFile = path.join(dir, 'full-push-plan.json');
    const r = await run.helpsync(emu, ['plan', '--no-history', '--out', planFile]);
    const pushes = r.code === 0 ? await countPushes(planFile) : null;
    record('full push --out', r, () => (pushes === pairs ? undefined : `expected ${pairs} pushes in the plan file, found ${pushes}`));
    rmSync(planFile, { force: true });
  } finally {
    await emu.close();
  }
  row.cpuRatio = { cold: median(row.cpuRatioRounds?.cold ?? []), warm: median(row.cpuRatioRounds?.warm ?? []) };
  return row;
}

/** Pushes in a plan file, by its lines (a first push's plan at 200k pairs is more than a string can hold). */
async function countPushes(file) {
  let n = 0;
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) if (/^ {10}"entryId": /.test(line)) n++;
  return n;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
function median(values) {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 === 1 ? v[mid] : Math.round(((v[mid - 1] + v[mid]) / 2) * 100) / 100;
}

function ratio(a, b) {
  return typeof a === 'number' && typeof b === 'number' && b > 0 ? Math.round((a / b) * 100) / 100 : null;
}

/** MiB of peak RSS per 1,000 files between consecutive sizes (without the 1 MB-article size). */
function slopes(rows) {
  const out = [];
  const plain = rows.filter((r) => !r.size.includes('MB'));
  for (let i = 1; i < plain.length; i++) {
    const [a, b] = [plain[i - 1], plain[i]];
    const per = {};
    for (const name of ['cold', 'warm', 'by language', '5% changed', 'full push', 'full push --out']) {
      const ra = a.scenarios[name]?.maxRssMiB;
      const rb = b.scenarios[name]?.maxRssMiB;
      per[name] =
        typeof ra === 'number' && typeof rb === 'number' ? Math.round(((rb - ra) / (b.files - a.files)) * 1000 * 100) / 100 : null;
    }
    out.push({ from: a.size, to: b.size, miBPer1000Files: per });
  }
  return out;
}

function table(rows, slopeRows) {
  const t = [['Size', 'Files', 'Scenario', 'Wall', 'CPU', 'CPU / floor', 'Peak RSS']];
  for (const r of rows) {
    for (const [name, s] of Object.entries(r.scenarios)) {
      const cpuRatio = name === 'cold' ? r.cpuRatio.cold : name === 'warm' ? r.cpuRatio.warm : null;
      t.push([
        r.size,
        r.files.toLocaleString('en-US'),
        name,
        `${(s.wallMs / 1000).toFixed(1)} s`,
        s.cpuRuns ? `${s.cpuSeconds} s (${s.cpuRuns.join(', ')})` : `${s.cpuSeconds} s`,
        cpuRatio === null ? '' : `${cpuRatio}x`,
        `${s.maxRssMiB} MiB`,
      ]);
    }
  }
  const lines = [formatTable(t), ''];
  for (const s of slopeRows) {
    const parts = Object.entries(s.miBPer1000Files).map(([k, v]) => `${k} ${v}`);
    lines.push(`Peak RSS slope ${s.from} → ${s.to} (MiB per 1,000 files, goal ≤ ${TARGETS.slopeMiB}): ${parts.join(', ')}`);
  }
  for (const r of rows) for (const p of r.problems) lines.push(`✗ ${r.size} ${p}`);
  return lines.join('\n');
}

export async function runScaleBench(argv) {
  const flags = parseFlags(
    argv.filter((a) => a !== '--scale-only'),
    { sizes: 'string', big: 'string', quick: 'boolean', out: 'string', rounds: 'string' },
  );
  const quick = flags.quick === true;
  const sizes = (flags.sizes ?? (quick ? '500x8,1000x8' : '2000x8,2500x40,5000x40')).split(',').map(parseSize);
  const big = flags.big ?? (quick ? '100x4:2' : '300x8:4');
  if (big !== 'none') sizes.push(parseSize(big));
  const rounds = Number(flags.rounds ?? (quick ? 1 : 3));
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a whole number of at least 1, not ${flags.rounds}`);
  const outFile = path.resolve(flags.out ?? path.join(ROOT, quick ? 'bench/work/results-scale-quick.json' : 'bench/results/scale.json'));
  const { startEmulator } = await import(pathToFileURL(path.join(ROOT, 'dist/emulator/server.js')).href);
  const started = Date.now();
  const rows = [];
  for (const size of sizes) rows.push(await runSize(size, startEmulator, rounds));
  const slopeRows = slopes(rows);
  const text = table(rows, slopeRows);
  process.stdout.write(`\n${text}\n`);
  const machine = `${os.cpus()[0]?.model ?? 'cpu'}, ${os.cpus().length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}`;
  const doc = {
    command: `node bench/run.mjs ${argv.join(' ')}`,
    machine,
    date: new Date().toISOString(),
    targets: TARGETS,
    rows,
    slopes: slopeRows,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  writeFileSync(outFile, JSON.stringify(doc, null, 2) + '\n');
  writeFileSync(outFile.replace(/\.json$/, '.md'), `${doc.command}\n${machine}; ${doc.date}\n\n${text}\n`);
  say(`wrote ${path.relative(ROOT, outFile)} (${doc.seconds} s)`);
  return rows.some((r) => r.problems.length > 0) ? 1 : 0;
}
