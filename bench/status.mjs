// `helpsync status` benchmark ("Speed"): a generated content repository with real Git
// history (≈1,000 translations, ~45 commits: translation batches, source edits, renames, a merge,
// re-translations), then, in the same run:
//   - `helpsync status --json` (best of --runs), in sourceCommitKey mode and in last-commit mode;
//   - the per-file loop site scripts run (opentelemetry.io's check: read the translation's
//     default_lang_commit, then ONE `git diff --quiet <commit>...HEAD -- <source>` per translation);
// and checks that both say the same thing for every translation before reporting the ratio.
// Target: status at least 5x faster than the loop.
//
//   node bench/run.mjs --status-only [--status-pages 250] [--status-languages 4] [--runs 3]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Rng, hash32 } from './lib/prng.mjs';
import { vocabulary } from './lib/words.mjs';
import { fileURLToPath } from 'node:url';
import { gnuTimeAvailable, measureNode } from './lib/proc.mjs';
import { gitEnv, git as runGit } from './lib/git.mjs';
import { ensureHistoryRepo } from './status-history.mjs';

const SELF = fileURLToPath(import.meta.url);

export const STATUS_TARGET = 5;
export const STATUS_GENERATOR_VERSION = 1;
const KEY = 'default_lang_commit';
const LANGS = ['de', 'fr', 'es', 'ja', 'it', 'nl', 'sv', 'pl'];

function paragraph(rng, words, n) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(rng.pick(words));
  const s = out.join(' ');
  return s.charAt(0).toUpperCase() + s.slice(1) + '.';
}

function sourcePage(rng, title, version) {
  const words = vocabulary('en');
  const body = [];
  for (let s = 0; s < 4; s++) {
    body.push(
      `## ${paragraph(rng, words, 3)}`,
      '',
      paragraph(rng, words, 40),
      '',
      `- ${paragraph(rng, words, 6)}`,
      `- ${paragraph(rng, words, 6)}`,
      '',
    );
  }
  return `---\ntitle: ${title}\ndescription: Version ${version} of ${title}\n---\n${body.join('\n')}`;
}

function translationPage(rng, language, title, commit) {
  const words = vocabulary(language);
  const body = [];
  for (let s = 0; s < 4; s++) body.push(`## ${paragraph(rng, words, 3)}`, '', paragraph(rng, words, 40), '');
  return `---\ntitle: ${title} (${language})\n${KEY}: ${commit}\n---\n${body.join('\n')}`;
}

/**
 * Builds the repository: returns { dir, manifest }. Reused when the manifest matches. The content
 * is written with plain fs and committed with plain git (no helpsync code involved).
 */
export function ensureStatusRepo({ root, pages, languages, seed, say }) {
  const name = `status-p${pages}-l${languages}-s${seed}`;
  const dir = path.join(root, 'bench/work', name);
  const manifestFile = path.join(dir, 'manifest.json');
  if (existsSync(manifestFile)) {
    const m = JSON.parse(readFileSync(manifestFile, 'utf8'));
    if (m.generatorVersion === STATUS_GENERATOR_VERSION) {
      say(`status dataset: reusing ${path.relative(root, dir)} (${m.translations} translations, ${m.commits} commits)`);
      return { dir, manifest: m };
    }
  }
  rmSync(dir, { recursive: true, force: true });
  const started = performance.now();
  const repo = path.join(dir, 'repo');
  mkdirSync(path.join(repo, 'config'), { recursive: true });
  let tick = 0;
  const git = (args) => runGit(repo, args, { tick });
  const write = (rel, text) => {
    const f = path.join(repo, 'content', rel);
    mkdirSync(path.dirname(f), { recursive: true });
    writeFileSync(f, text);
  };
  const commit = (message) => {
    tick++;
    git(['add', '-A']);
    git(['commit', '-q', '-m', message]);
    return git(['rev-parse', 'HEAD']).trim();
  };
  git(['init', '-q', '-b', 'main']);
  writeFileSync(path.join(repo, 'config/helpsync.yaml'), `contentDir: ../content\nsourceCommitKey: ${KEY}\n`);
  writeFileSync(path.join(repo, 'config/last-commit.yaml'), 'contentDir: ../content\n');
  const rng = new Rng(hash32(`status-bench:${seed}`));
  const langs = LANGS.slice(0, languages);
  let names = Array.from({ length: pages }, (_, i) => `section-${i % 12}/page-${String(i).padStart(4, '0')}.md`);
  const versions = new Map(names.map((n) => [n, 1]));
  for (const n of names) write(`en/${n}`, sourcePage(rng, n, 1));
  let head = commit('import the English pages');
  // Translation batches: each language in two halves, ~4% of its pages never translated.
  for (const l of langs) {
    const todo = names.filter(() => !rng.chance(0.04));
    for (const half of [todo.slice(0, todo.length >> 1), todo.slice(todo.length >> 1)]) {
      for (const n of half) write(`${l}/${n}`, translationPage(rng, l, n, head));
      head = commit(`translate ${half.length} pages into ${l}`);
    }
  }
  // 30 rounds of source edits, some re-translations, two renames and a merged side branch.
  for (let round = 0; round < 30; round++) {
    for (let k = 0; k < 6; k++) {
      const n = rng.pick(names);
      versions.set(n, versions.get(n) + 1);
      write(`en/${n}`, sourcePage(rng, n, versions.get(n)));
    }
    head = commit(`edit English pages (round ${round + 1})`);
    if (round % 3 === 2) {
      for (let k = 0; k < 8; k++) {
        const n = rng.pick(names);
        const l = rng.pick(langs);
        if (existsSync(path.join(repo, 'content', l, n))) write(`${l}/${n}`, translationPage(rng, l, n, head));
      }
      head = commit('update translations');
    }
    if (round === 10 || round === 20) {
      const from = rng.pick(names);
      const to = from.replace(/\.md$/, '-renamed.md');
      for (const l of ['en', ...langs])
        if (existsSync(path.join(repo, 'content', l, from))) git(['mv', `content/${l}/${from}`, `content/${l}/${to}`]);
      names = names.map((n) => (n === from ? to : n));
      versions.set(to, versions.get(from));
      head = commit(`rename ${from}`);
    }
    if (round === 15) {
      git(['checkout', '-q', '-b', 'side']);
      for (let k = 0; k < 5; k++) write(`en/${rng.pick(names)}`, sourcePage(rng, 'side', round));
      commit('side branch edits');
      git(['checkout', '-q', 'main']);
      tick++;
      git(['merge', '-q', '--no-ff', '--no-edit', 'side']);
      head = git(['rev-parse', 'HEAD']).trim();
    }
  }
  const count = (l) =>
    git(['ls-files', '--', `content/${l}`])
      .split('\n')
      .filter(Boolean).length;
  const translations = langs.reduce((s, l) => s + count(l), 0);
  const manifest = {
    generatorVersion: STATUS_GENERATOR_VERSION,
    pages,
    languages: langs,
    seed,
    translations,
    commits: Number(git(['rev-list', '--count', 'HEAD']).trim()),
    generatedInMs: Math.round(performance.now() - started),
  };
  writeFileSync(manifestFile + '.tmp', JSON.stringify(manifest, null, 2));
  renameSync(manifestFile + '.tmp', manifestFile);
  say(
    `status dataset: ${translations} translations of ${pages} pages, ${manifest.commits} commits, in ${(manifest.generatedInMs / 1000).toFixed(1)} s`,
  );
  return { dir, manifest };
}

/** The site-script loop: per translation, its base from the front matter, then one `git diff --quiet`. */
export function perFileLoop(repo, languages) {
  const files = execFileSync('git', ['ls-files', '-z', '--', ...languages.map((l) => `content/${l}`)], { cwd: repo, env: gitEnv(0) })
    .toString('utf8')
    .split('\0')
    .filter((f) => f.endsWith('.md'));
  const started = performance.now();
  const states = {};
  let gitCalls = 0;
  for (const f of files) {
    const rel = f.slice('content/'.length);
    const source = `content/en/${rel.slice(rel.indexOf('/') + 1)}`;
    const base = new RegExp(`^${KEY}:\\s*([0-9a-f]+)`, 'm').exec(readFileSync(path.join(repo, f), 'utf8'))?.[1];
    if (!existsSync(path.join(repo, source))) {
      states[rel] = 'orphaned';
      continue;
    }
    gitCalls++;
    const r = spawnSync('git', ['diff', '--quiet', `${base}...HEAD`, '--', source], { cwd: repo, env: gitEnv(0) });
    states[rel] = r.status === 0 ? 'current' : r.status === 1 ? 'outdated' : `error ${r.status}`;
  }
  return { wallMs: performance.now() - started, states, gitCalls, files: files.length };
}

/** Runs the measurement; returns the results object (see buildStatusRows). */
export async function benchStatus({ root, cli, runs, pages, languages, seed, say, fail, history, reference }) {
  const { dir, manifest } = history
    ? await ensureHistoryRepo({ root, commits: history, pages, languages, seed, say })
    : ensureStatusRepo({ root, pages, languages, seed, say });
  const repo = path.join(dir, 'repo');
  const env = { ...gitEnv(0), NODE_OPTIONS: '' };
  // Wall time from outside; CPU time (user + sys, git children included) from GNU time when present:
  // on a loaded machine wall times are noisy, CPU times much less so.
  const gnuTime = await gnuTimeAvailable();
  const cpuOf = (r) => (r.cpu && r.cpu.userSeconds !== null ? r.cpu.userSeconds + r.cpu.systemSeconds : null);
  const status = async (config, which = cli) => {
    const r = await measureNode([which, 'status', '--json', '--config', config], { cwd: repo, env, timeoutMs: 1_800_000, gnuTime });
    if (r.code !== 0) throw new Error(`helpsync status exited ${r.code}: ${r.stderr.slice(-2000)}`);
    return { wallMs: r.wallMs, cpuSeconds: cpuOf(r), doc: JSON.parse(r.stdout) };
  };
  const runLoop = async () => {
    const r = await measureNode([SELF, '--loop', repo, manifest.languages.join(',')], { cwd: repo, env, timeoutMs: 1_800_000, gnuTime });
    if (r.code !== 0) throw new Error(`the per-file loop exited ${r.code}: ${r.stderr.slice(-2000)}`);
    // wall time of the whole process, Node's start included, as for status
    return { ...JSON.parse(r.stdout), wallMs: r.wallMs, cpuSeconds: cpuOf(r) };
  };
  say(`\n[status] helpsync status vs a per-file git diff loop, ${manifest.translations} translations, best of ${runs}`);
  const keyed = [];
  const last = [];
  let loop = null;
  for (let i = 0; i < runs; i++) {
    keyed.push(await status('config/helpsync.yaml'));
    last.push(await status('config/last-commit.yaml'));
    // The loop takes tens of seconds: once is enough for a ratio, twice when more runs are asked.
    if (i < 2) {
      const l = await runLoop();
      if (!loop || l.wallMs < loop.wallMs) loop = l;
    }
    say(
      `  run ${i + 1}: status ${(keyed[i].wallMs / 1000).toFixed(2)} s (key), ${(last[i].wallMs / 1000).toFixed(2)} s (last commit); loop ${(loop.wallMs / 1000).toFixed(2)} s`,
    );
  }
  // Same answers: every translation the loop saw, the same state in helpsync's keyed report, except
  // where the source was renamed after the translation: `git diff base...HEAD -- new-name` sees an
  // added file (outdated), helpsync follows the rename and compares content (counted apart).
  const doc = keyed[0].doc;
  const helpsync = Object.fromEntries(doc.files.filter((f) => f.state !== 'missing').map((f) => [f.file, f.state]));
  const all = Object.keys(loop.states).filter((f) => helpsync[f] !== loop.states[f]);
  const renamedName = /-renamed\.md$|-r\d+\.md$/;
  const renamed = all.filter((f) => renamedName.test(f));
  const differ = all.filter((f) => !renamedName.test(f));
  if (differ.length || Object.keys(helpsync).length !== Object.keys(loop.states).length) {
    fail(
      'status',
      `helpsync and the loop disagree on ${differ.length} file(s), e.g. ${differ
        .slice(0, 3)
        .map((f) => `${f}: ${helpsync[f]} vs ${loop.states[f]}`)
        .join('; ')}`,
    );
  }
  const bestKeyed = Math.min(...keyed.map((r) => r.wallMs));
  const bestLast = Math.min(...last.map((r) => r.wallMs));
  const bestCpu = (list) => (list.every((r) => r.cpuSeconds !== null) ? Math.min(...list.map((r) => r.cpuSeconds)) : null);
  const counts = {};
  for (const f of doc.files) counts[f.state] = (counts[f.state] ?? 0) + 1;
  const sameAsReference = reference ? await compareWithReference({ status, reference, keyed: doc, last: last[0].doc, say }) : undefined;
  return {
    dataset: { dir: path.relative(root, dir), ...manifest },
    runs,
    statusKeyedMs: Math.round(bestKeyed),
    statusLastCommitMs: Math.round(bestLast),
    loopMs: Math.round(loop.wallMs),
    loopGitCalls: loop.gitCalls,
    ratio: loop.wallMs / bestKeyed,
    ratioLastCommit: loop.wallMs / bestLast,
    cpuSeconds: { statusKeyed: bestCpu(keyed), statusLastCommit: bestCpu(last), loop: loop.cpuSeconds },
    states: counts,
    agree: differ.length === 0,
    renamedDiffer: renamed.length,
    target: STATUS_TARGET,
    ...(sameAsReference ? { reference: sameAsReference } : {}),
  };
}

/**
 * Another build's answers on the same repository (e.g. main before a change: `--status-reference
 * ../base/dist/cli/main.js`), file for file: every row of both reports (state, base, rename), in both modes.
 */
async function compareWithReference({ status, reference, keyed, last, say }) {
  const out = { cli: reference };
  for (const [mode, config, doc] of [
    ['key', 'config/helpsync.yaml', keyed],
    ['lastCommit', 'config/last-commit.yaml', last],
  ]) {
    const ref = await status(config, reference);
    const mine = new Map(doc.files.map((f) => [f.file, JSON.stringify(f)]));
    const theirs = new Map(ref.doc.files.map((f) => [f.file, JSON.stringify(f)]));
    const differ = [...new Set([...mine.keys(), ...theirs.keys()])].filter((f) => mine.get(f) !== theirs.get(f));
    out[mode] = {
      files: mine.size,
      differ: differ.length,
      examples: differ.slice(0, 3).map((f) => ({ now: mine.get(f), reference: theirs.get(f) })),
    };
    out[`${mode}ReferenceMs`] = Math.round(ref.wallMs);
    out[`${mode}ReferenceCpuSeconds`] = ref.cpuSeconds;
    say(`  reference (${mode}): ${differ.length} of ${mine.size} rows differ; reference took ${(ref.wallMs / 1000).toFixed(2)} s`);
  }
  return out;
}

/** Rows for the bench table. */
export function buildStatusRows(s, { ms, verdict }) {
  if (!s) return [['helpsync status vs per-file git diff', 'failed', `≥ ${STATUS_TARGET}x`, 'MISSED']];
  const states = Object.entries(s.states)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
  return [
    [`Per-file loop (${s.loopGitCalls} × git diff), ${s.dataset.translations} translations`, ms(s.loopMs), '', ''],
    [
      `helpsync status (sourceCommitKey), best of ${s.runs}`,
      `${ms(s.statusKeyedMs)} = ${s.ratio.toFixed(1)}x faster`,
      `≥ ${STATUS_TARGET}x`,
      verdict(s.ratio >= STATUS_TARGET),
    ],
    [
      `helpsync status (last commit as base), best of ${s.runs}`,
      `${ms(s.statusLastCommitMs)} = ${s.ratioLastCommit.toFixed(1)}x faster`,
      '',
      '',
    ],
    ...cpuRows(s, verdict),
    ...referenceRows(s, verdict),
    [
      'Status states (same answers as the loop)',
      `${states}; ${s.agree ? 'agree' : 'DISAGREE'}${s.renamedDiffer ? ` (but ${s.renamedDiffer} renamed: the loop cannot follow renames)` : ''}`,
      '',
      verdict(s.agree),
    ],
  ];
}

function referenceRows(s, verdict) {
  const r = s.reference;
  if (!r) return [];
  const same = r.key.differ === 0 && r.lastCommit.differ === 0;
  const text = `${r.key.differ} of ${r.key.files} rows differ (key), ${r.lastCommit.differ} of ${r.lastCommit.files} (last commit)`;
  return [[`Same rows as ${r.cli}`, text, 'all equal', verdict(same)]];
}

function cpuRows(s, verdict) {
  const c = s.cpuSeconds;
  if (!c || c.loop === null || c.statusKeyed === null) return [];
  const text = `loop ${c.loop.toFixed(2)} s; status ${c.statusKeyed.toFixed(2)} s (key) = ${(c.loop / c.statusKeyed).toFixed(1)}x less, ${c.statusLastCommit.toFixed(2)} s (last commit)`;
  return [['CPU time (user + sys, git included), best', text, `≥ ${STATUS_TARGET}x`, verdict(c.loop / c.statusKeyed >= STATUS_TARGET)]];
}

// `node bench/status.mjs --loop REPO de,fr`: the per-file loop as its own process (so GNU time can
// measure it with its git children), printing { states, gitCalls, files, wallMs } as JSON.
if (process.argv[1] && path.resolve(process.argv[1]) === SELF && process.argv[2] === '--loop') {
  const r = perFileLoop(process.argv[3], process.argv[4].split(','));
  process.stdout.write(JSON.stringify(r) + '\n');
}
