#!/usr/bin/env node
// Drift protection's cost: a generated repo of --articles × --languages with
// --commits commits of real history, and in ONE run, best of --runs each, interleaved:
//   plain      `sync --dry-run --json --no-history`  (the dry run as it was before drift protection)
//   none       `sync --dry-run --json` against a remote in sync: nothing to push, so no history is
//              read (two `git rev-parse` only). Target: +0% over plain.
//   changed    the same, with --changed pairs whose platform value differs: half hold a value from
//              an older commit (known: pushed), half an edit made on the platform (held, so the
//              whole history of that file is walked). Target: under +10% over plain on the same
//              remote. "cold" is the first run (no renderings cache), "warm" the best of the rest.
//
//   npm run build && node bench/drift.mjs [--articles 2000] [--languages 8] [--commits 50]
//                                         [--changed 100] [--runs 3] [--out bench/work/drift.json]
// (`node bench/run.mjs --drift-only` runs the same.)
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { CLI, ROOT, generate, parseFlags } from './generate.mjs';
import { Rng, hash32 } from './lib/prng.mjs';
import { childEnv, measureNode } from './lib/proc.mjs';
import { GIT_ISOLATED, git as runGit } from './lib/git.mjs';

const say = (text) => process.stderr.write(`${text}\n`);

function git(dir, args, tick = 0) {
  return runGit(dir, args, { tick, home: dir });
}

/** `title: X` → `title: "X (draft k)"`, the rest of the file as it was. */
function draftTitle(text, k) {
  return text.replace(/^title: (.*)$/m, (_line, raw) => `title: ${JSON.stringify(`${String(parseYaml(raw))} (draft ${k})`)}`);
}

/**
 * History: commit 1 is every file; commits 2..N-1 each rewrite --per-commit Markdown files with a
 * draft title (an older version of the page); commit N restores them all, so HEAD is exactly the
 * generated content and the generated remote is in sync with it.
 */
function buildHistory(work, pairs, commits, perCommit) {
  const content = path.join(work, 'content');
  rmSync(path.join(work, '.git'), { recursive: true, force: true });
  git(work, ['init', '-q', '-b', 'main']);
  writeFileSync(path.join(work, '.gitignore'), '.helpsync/\nconfig/.helpsync/\nseed.json\npairs.json\n');
  git(work, ['add', '-A']);
  git(work, ['commit', '-q', '-m', 'content'], 1);
  // articles whose file has a one-line `title:` (email templates have a subject, collections an _index.md)
  const md = pairs.filter((p) => p.type === 'article' && /^title: /m.test(readFileSync(path.join(content, p.file), 'utf8')));
  const rng = new Rng(hash32('drift-history'));
  /** file → [k, ...] drafts it had */
  const drafts = new Map();
  const originals = new Map();
  for (let k = 2; k < commits; k++) {
    for (let i = 0; i < perCommit; i++) {
      const p = md[Math.floor(rng.next() * md.length)];
      const abs = path.join(content, p.file);
      if (!originals.has(p.file)) originals.set(p.file, readFileSync(abs, 'utf8'));
      writeFileSync(abs, draftTitle(originals.get(p.file), k));
      drafts.set(p.file, [...(drafts.get(p.file) ?? []), k]);
    }
    git(work, ['commit', '-q', '-am', `drafts ${k}`], k);
  }
  for (const [file, text] of originals) writeFileSync(path.join(content, file), text);
  git(work, ['commit', '-q', '-am', 'final'], commits);
  return { drafts, md };
}

/** The remote with `changed` pairs off: half an older (committed) title, half a platform edit. */
export function desync(seed, md, drafts, originals, changed) {
  const data = JSON.parse(JSON.stringify(seed));
  const byId = new Map(data.entries.map((e) => [e.id, e]));
  const withDrafts = md.filter((p) => drafts.has(p.file));
  const rng = new Rng(hash32('drift-desync'));
  const chosen = new Set();
  while (chosen.size < Math.min(changed, withDrafts.length)) chosen.add(withDrafts[Math.floor(rng.next() * withDrafts.length)]);
  let known = 0;
  let held = 0;
  [...chosen].forEach((p, i) => {
    const fields = byId.get(p.entryId).fields;
    if (i % 2 === 0) {
      fields.title[p.language] = parseYaml(/^title: (.*)$/m.exec(draftTitle(originals(p.file), drafts.get(p.file)[0]))[1]);
      known++;
    } else {
      fields.title[p.language] = `${fields.title[p.language]} (edited on the platform)`;
      held++;
    }
  });
  return { data, known, held };
}

export async function runDriftBench(argv = process.argv.slice(2)) {
  const flags = parseFlags(argv, {
    articles: 'number',
    languages: 'number',
    commits: 'number',
    changed: 'number',
    runs: 'number',
    out: 'string',
    reuse: 'boolean',
    'drift-only': 'boolean',
  });
  const params = {
    articles: flags.articles ?? 2000,
    languages: flags.languages ?? 8,
    commits: flags.commits ?? 50,
    changed: flags.changed ?? 100,
    runs: flags.runs ?? 3,
  };
  if (!existsSync(CLI)) throw new Error('dist/ is missing: run `npm run build` first');
  const { startEmulator } = await import(pathToFileURL(path.join(ROOT, 'dist/emulator/server.js')).href);
  const work = path.join(ROOT, 'bench/work', `drift-a${params.articles}-l${params.languages}-c${params.commits}`);
  const draftsFile = path.join(work, 'drafts.json');
  let drafts;
  let md;
  let pairs;
  if (flags.reuse && existsSync(draftsFile)) {
    say(`drift bench: reusing ${path.relative(ROOT, work)}`);
    pairs = JSON.parse(readFileSync(path.join(work, 'pairs.json'), 'utf8'));
    const saved = JSON.parse(readFileSync(draftsFile, 'utf8'));
    drafts = new Map(saved.drafts);
    const mdFiles = new Set(saved.md);
    md = pairs.filter((p) => mdFiles.has(p.file));
  } else {
    say(`drift bench: generating ${params.articles} articles × ${params.languages} languages into ${path.relative(ROOT, work)} …`);
    rmSync(draftsFile, { force: true });
    await generate({ articles: params.articles, languages: params.languages, seed: 1, richText: true, out: work });
    pairs = JSON.parse(readFileSync(path.join(work, 'pairs.json'), 'utf8'));
    const started = Date.now();
    ({ drafts, md } = buildHistory(work, pairs, params.commits, 40));
    writeFileSync(draftsFile, JSON.stringify({ drafts: [...drafts], md: md.map((p) => p.file) }));
    say(`history built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const seed = JSON.parse(readFileSync(path.join(work, 'seed.json'), 'utf8'));
  const commitCount = Number(git(work, ['rev-list', '--count', 'HEAD']).trim());
  say(`history: ${commitCount} commits, ${drafts.size} files with older versions`);
  const original = (file) => readFileSync(path.join(work, 'content', file), 'utf8');
  const off = desync(seed, md, drafts, original, params.changed);

  const run = async (emu, extra) => {
    // debug: the run logs how long drift protection itself took ("drift protection", ms)
    const env = childEnv({
      HELPSYNC_TOKEN: emu.token,
      HELPSYNC_BASE_URL: emu.baseUrl,
      HELPSYNC_LOG_LEVEL: 'debug',
      ...GIT_ISOLATED,
      HOME: work,
    });
    const r = await measureNode([CLI, 'sync', '--dry-run', '--json', '--config', 'config/helpsync.yaml', ...extra], {
      cwd: work,
      env,
      gnuTime: false,
    });
    if (r.code !== 0) throw new Error(`sync ${extra.join(' ')} exited ${r.code}: ${r.stderr.slice(-2000)}`);
    const doc = JSON.parse(r.stdout);
    const pushes = doc.plan.languages.reduce((n, l) => n + l.pushes.length, 0);
    const held = doc.plan.languages.reduce((n, l) => n + (l.held?.length ?? 0), 0);
    const line = r.stderr.split('\n').find((l) => l.includes('"msg":"drift protection"'));
    const driftMs = line ? JSON.parse(line).ms : 0;
    const cpuMs = r.cpu ? Math.round((r.cpu.userSeconds + r.cpu.systemSeconds) * 1000) : null;
    return { ms: r.wallMs, pushes, held, driftMs, cpuMs };
  };
  const best = (xs) => Math.min(...xs.map((x) => x.ms));
  const results = {};
  for (const [name, data] of [
    ['none', seed],
    ['changed', off.data],
  ]) {
    const emu = await startEmulator({ port: 0, data, richText: true, rateLimit: { requests: 100000, perSeconds: 1 } });
    try {
      rmSync(path.join(work, 'config', '.helpsync', 'cache', 'drift-renderings.json'), { force: true });
      await run(emu, ['--no-history']); // warms the load cache for both
      const plain = [];
      const history = [];
      for (let i = 0; i < params.runs; i++) {
        plain.push(await run(emu, ['--no-history']));
        history.push(await run(emu, []));
      }
      const h = history[0];
      results[name] = {
        pushesWithoutHistory: plain[0].pushes,
        pushes: h.pushes,
        held: h.held,
        plainMs: Math.round(best(plain)),
        historyColdMs: Math.round(history[0].ms),
        historyWarmMs: Math.round(history.length > 1 ? best(history.slice(1)) : history[0].ms),
        plainMedianMs: Math.round(median(plain.map((x) => x.ms))),
        historyMedianMs: Math.round(median(history.map((x) => x.ms))),
        plainCpuMs: median(plain.map((x) => x.cpuMs ?? NaN)),
        historyCpuMs: median(history.map((x) => x.cpuMs ?? NaN)),
        // what drift protection itself took inside the run (its own log line; 0 when it read no history)
        driftMs: history.map((x) => x.driftMs),
      };
      const r = results[name];
      r.coldOverhead = r.historyColdMs / r.plainMs - 1;
      r.warmOverhead = r.historyWarmMs / r.plainMs - 1;
      r.medianOverhead = r.historyMedianMs / r.plainMedianMs - 1;
      r.cpuOverhead = r.historyCpuMs / r.plainCpuMs - 1;
      r.driftShare = median(r.driftMs) / r.plainMedianMs;
      say(
        `${name.padEnd(8)} wall: plain best ${r.plainMs} ms / median ${r.plainMedianMs}; with history cold ${r.historyColdMs} ms (${pct(r.coldOverhead)}), warm best ${r.historyWarmMs} ms (${pct(r.warmOverhead)}), median ${pct(r.medianOverhead)}; ` +
          `CPU ${pct(r.cpuOverhead)}; drift protection itself ${r.driftMs.join('/')} ms = ${pct(r.driftShare)} of the plain run; ${r.pushes} to push, ${r.held} held (without history: ${r.pushesWithoutHistory})`,
      );
    } finally {
      await emu.close();
    }
  }
  const out = {
    kind: 'helpsync-bench-drift',
    version: 1,
    date: new Date().toISOString(),
    params,
    commits: commitCount,
    expected: { known: off.known, held: off.held },
    results,
    targets: { none: 0, changed: 0.1 },
  };
  writeFileSync(flags.out ?? path.join(ROOT, 'bench/work/drift.json'), `${JSON.stringify(out, null, 2)}\n`);
  const ok = results.changed.held === off.held && results.changed.pushes === off.known;
  if (!ok) say(`✗ expected ${off.known} to push and ${off.held} held, got ${results.changed.pushes} and ${results.changed.held}`);
  return ok ? 0 : 1;
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : NaN;
}

function pct(x) {
  return `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runDriftBench().then(
    (code) => process.exit(code),
    (err) => {
      process.stderr.write(`bench: ${err.stack ?? err}\n`);
      process.exit(1);
    },
  );
}
