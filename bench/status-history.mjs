// The history-scale dataset of the `status` benchmark: a content repository with thousands of
// commits (a real docs site has ~8,000), written in one `git fast-import` stream so a history that
// size takes seconds to make, not an hour of `git commit`. What it holds, by a seeded PRNG:
//   - source pages edited a line at a time (most commits), a page added now and then;
//   - translation batches whose base key names a commit 50 to 600 commits back (translations lag
//     by hundreds of commits, as on a real site), and translation fixes that keep their key;
//   - renames: a source and its translations together (some with an edit), and a source alone (its
//     translations left behind: orphans); renamed pages get a `-rN` suffix, which the per-file loop
//     cannot follow (the comparison counts those apart);
//   - images added, replaced and renamed with an edit (rename detection must read them, unless it
//     is limited to pages), and a side branch merged every ~250 commits.
// The same seed and sizes give the same commits (fixed identity and dates).
//
//   node bench/run.mjs --status-only --status-history 3000 [--status-pages 300] [--status-languages 4]
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { Rng, hash32 } from './lib/prng.mjs';
import { vocabulary } from './lib/words.mjs';
import { gitEnv, git as runGit } from './lib/git.mjs';

export const HISTORY_GENERATOR_VERSION = 1;
const KEY = 'default_lang_commit';
const LANGS = ['de', 'fr', 'es', 'ja', 'it', 'nl', 'sv', 'pl'];
const EPOCH = 1704067200;

function sentence(rng, words, n) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(rng.pick(words));
  const s = out.join(' ');
  return s.charAt(0).toUpperCase() + s.slice(1) + '.';
}

/** A page as lines: front matter, then 24 short paragraphs (one line each, so an edit is one line). */
function pageLines(rng, language, title, key) {
  const words = vocabulary(language);
  const fm = ['---', `title: ${title}`, ...(key ? [`${KEY}: ${key}`] : []), '---'];
  const body = [];
  for (let i = 0; i < 24; i++) body.push(i % 6 === 0 ? `## ${sentence(rng, words, 3)}` : sentence(rng, words, 14), '');
  return [...fm, ...body];
}

function imageBytes(rng, size) {
  const b = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4) b.writeUInt32LE(Math.floor(rng.next() * 0xffffffff), i);
  return b;
}

/** `git fast-import` as a stream: write commands, ask commit ids back (`get-mark`) as it goes. */
function fastImport(repo) {
  const child = spawn('git', ['fast-import', '--quiet', '--done'], { cwd: repo, env: gitEnv(0), stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting = [];
  let buffered = '';
  child.stdout.setEncoding('utf8').on('data', (d) => {
    buffered += d;
    let nl;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      waiting.shift()(buffered.slice(0, nl));
      buffered = buffered.slice(nl + 1);
    }
  });
  const exited = once(child, 'close');
  return {
    async write(chunk) {
      if (!child.stdin.write(chunk)) await once(child.stdin, 'drain');
    },
    ask(mark) {
      const answer = new Promise((resolve) => waiting.push(resolve));
      child.stdin.write(`get-mark :${mark}\n`);
      return answer;
    },
    async done() {
      child.stdin.end('done\n');
      const [code] = await exited;
      if (code !== 0) throw new Error(`git fast-import exited ${code}`);
    },
  };
}

const data = (bytes) => Buffer.concat([Buffer.from(`data ${bytes.length}\n`), bytes, Buffer.from('\n')]);

/** Generates the history; returns counts for the manifest. */
async function generate(repo, { commits, pages, languages, seed }) {
  const rng = new Rng(hash32(`status-history:${seed}`));
  const langs = LANGS.slice(0, languages);
  const files = new Map(); // content path → lines (text) or Buffer (image)
  const fi = fastImport(repo);
  const ids = []; // commit index → Promise<sha>
  let mark = 0;
  let tick = 0;
  let tip = 0; // mark of main's last commit
  const counts = { renamedTogether: 0, renamedAlone: 0, translationBatches: 0, merges: 0, images: 0 };
  const commit = async (ref, message, changes, { from, merge } = {}) => {
    mark++;
    tick++;
    const head = [
      `commit ${ref}`,
      `mark :${mark}`,
      `author Bench <bench@example.test> ${EPOCH + tick * 3600} +0000`,
      `committer Bench <bench@example.test> ${EPOCH + tick * 3600} +0000`,
    ];
    const parts = [Buffer.from(head.join('\n') + '\n'), data(Buffer.from(message))];
    if (from) parts.push(Buffer.from(`from :${from}\n`));
    if (merge) parts.push(Buffer.from(`merge :${merge}\n`));
    for (const c of changes) {
      if (c.delete) parts.push(Buffer.from(`D ${c.delete}\n`));
      else if (c.rename) parts.push(Buffer.from(`R ${c.rename} ${c.to}\n`));
      else parts.push(Buffer.from(`M 100644 inline ${c.path}\n`), data(c.bytes));
    }
    parts.push(Buffer.from('\n'));
    await fi.write(Buffer.concat(parts));
    ids[mark] = fi.ask(mark);
    return mark;
  };
  const put = (p, value) => {
    files.set(p, value);
    return { path: p, bytes: Buffer.isBuffer(value) ? value : Buffer.from(value.join('\n')) };
  };
  const move = (from, to) => {
    files.set(to, files.get(from));
    files.delete(from);
    return { rename: from, to };
  };
  let names = Array.from({ length: pages }, (_, i) => `section-${i % 15}/page-${String(i).padStart(4, '0')}.md`);
  const first = [put('config/helpsync.yaml', [`contentDir: ../content`, `sourceCommitKey: ${KEY}`, ''])];
  first.push(put('config/last-commit.yaml', ['contentDir: ../content', '']));
  for (const n of names) first.push(put(`content/en/${n}`, pageLines(rng, 'en', n)));
  for (let i = 0; i < 20; i++) first.push(put(`content/en/img/figure-${i}.png`, imageBytes(rng, 4096)));
  tip = await commit('refs/heads/main', 'import the English pages', first);
  // Everything translated once (about 4% never), against the first commit.
  for (const l of langs) {
    const key = await ids[tip];
    const batch = names.filter(() => !rng.chance(0.04)).map((n) => put(`content/${l}/${n}`, pageLines(rng, l, n, key)));
    tip = await commit('refs/heads/main', `translate into ${l}`, batch, { from: tip });
  }
  let renameNo = 0;
  const editSource = (n) => {
    const lines = [...files.get(`content/en/${n}`)];
    const at = 3 + 2 * rng.int(0, 23); // the English front matter is 3 lines; sentences and blanks alternate
    lines[at] = sentence(rng, vocabulary('en'), 14);
    return put(`content/en/${n}`, lines);
  };
  while (mark < commits) {
    const roll = rng.next();
    const from = { from: tip };
    if (roll < 0.66) {
      const changes = [];
      for (let k = rng.int(1, 3); k > 0; k--) changes.push(editSource(rng.pick(names)));
      tip = await commit('refs/heads/main', 'edit English pages', changes, from);
    } else if (roll < 0.8) {
      // a translation batch: a language catches up with the source as it was `lag` commits ago
      const l = rng.pick(langs);
      const lag = Math.min(mark - 1, rng.int(50, 600));
      const key = await ids[mark - lag];
      const batch = [];
      for (let k = rng.int(2, 12); k > 0; k--) {
        const n = rng.pick(names);
        batch.push(put(`content/${l}/${n}`, pageLines(rng, l, n, key)));
      }
      counts.translationBatches++;
      tip = await commit('refs/heads/main', `update ${l} translations`, batch, from);
    } else if (roll < 0.88) {
      // a translation fix that keeps its key (a typo)
      const l = rng.pick(langs);
      const n = rng.pick(names);
      const p = `content/${l}/${n}`;
      if (!files.has(p)) continue;
      const lines = [...files.get(p)];
      lines[lines.length - 2] = sentence(rng, vocabulary(l), 14);
      tip = await commit('refs/heads/main', `fix a ${l} typo`, [put(p, lines)], from);
    } else if (roll < 0.92) {
      const n = rng.pick(names);
      const to = n.replace(/(-r\d+)?\.md$/, `-r${++renameNo}.md`);
      const together = rng.chance(0.75);
      const changes = [move(`content/en/${n}`, `content/en/${to}`)];
      if (together)
        for (const l of langs) if (files.has(`content/${l}/${n}`)) changes.push(move(`content/${l}/${n}`, `content/${l}/${to}`));
      if (rng.chance(0.5)) changes.push(editSource(to));
      names = names.map((x) => (x === n ? to : x));
      counts[together ? 'renamedTogether' : 'renamedAlone']++;
      tip = await commit('refs/heads/main', `rename ${n}`, changes, from);
    } else if (roll < 0.96) {
      const i = rng.int(0, 40);
      const p = `content/en/img/figure-${i}.png`;
      const changes = [];
      if (files.has(p) && rng.chance(0.5)) {
        // renamed with an edit: git pairs the two only by reading both blobs
        const to = `content/en/img/figure-${i}-v${mark}.png`;
        const bytes = Buffer.from(files.get(p));
        bytes.writeUInt32LE(mark, 64);
        changes.push({ delete: p }, put(to, bytes));
        files.delete(p);
      } else changes.push(put(p, imageBytes(rng, 4096)));
      counts.images++;
      tip = await commit('refs/heads/main', 'images', changes, from);
    } else if (roll < 0.99) {
      const n = `section-${rng.int(0, 14)}/added-${mark}.md`;
      names.push(n);
      tip = await commit('refs/heads/main', `add ${n}`, [put(`content/en/${n}`, pageLines(rng, 'en', n))], from);
    } else if (mark > 300) {
      // a side branch of three commits, merged with --no-ff: the merge brings its changes
      let side = tip;
      const brought = new Map();
      for (let k = 0; k < 3; k++) {
        const c = editSource(rng.pick(names));
        brought.set(c.path, c);
        side = await commit('refs/heads/side', 'side branch edit', [c], { from: side });
      }
      counts.merges++;
      tip = await commit('refs/heads/main', 'merge side', [...brought.values()], { from: tip, merge: side });
    }
  }
  await fi.done();
  return { ...counts, pagesNow: names.length };
}

/** Builds (or reuses) the repository; returns { dir, manifest } as ensureStatusRepo does. */
export async function ensureHistoryRepo({ root, commits, pages, languages, seed, say }) {
  const name = `status-history-c${commits}-p${pages}-l${languages}-s${seed}`;
  const dir = path.join(root, 'bench/work', name);
  const manifestFile = path.join(dir, 'manifest.json');
  if (existsSync(manifestFile)) {
    const m = JSON.parse(readFileSync(manifestFile, 'utf8'));
    if (m.generatorVersion === HISTORY_GENERATOR_VERSION) {
      say(`status dataset: reusing ${path.relative(root, dir)} (${m.translations} translations, ${m.commits} commits)`);
      return { dir, manifest: m };
    }
  }
  rmSync(dir, { recursive: true, force: true });
  const started = performance.now();
  const repo = path.join(dir, 'repo');
  mkdirSync(repo, { recursive: true });
  const git = (args) => runGit(repo, args);
  git(['init', '-q', '-b', 'main']);
  const counts = await generate(repo, { commits, pages, languages, seed });
  git(['checkout', '-q', '-f', 'main']);
  git(['branch', '-q', '-D', 'side']);
  const langs = LANGS.slice(0, languages);
  const count = (l) =>
    git(['ls-files', '--', `content/${l}`])
      .split('\n')
      .filter((f) => f.endsWith('.md')).length;
  const manifest = {
    generatorVersion: HISTORY_GENERATOR_VERSION,
    kind: 'history',
    pages,
    languages: langs,
    seed,
    translations: langs.reduce((s, l) => s + count(l), 0),
    commits: Number(git(['rev-list', '--count', 'HEAD']).trim()),
    ...counts,
    generatedInMs: Math.round(performance.now() - started),
  };
  writeFileSync(manifestFile + '.tmp', JSON.stringify(manifest, null, 2));
  renameSync(manifestFile + '.tmp', manifestFile);
  say(
    `status dataset: ${manifest.translations} translations of ${manifest.pagesNow} pages, ${manifest.commits} commits ` +
      `(${counts.renamedTogether + counts.renamedAlone} renames, ${counts.merges} merges), in ${(manifest.generatedInMs / 1000).toFixed(1)} s`,
  );
  return { dir, manifest };
}
