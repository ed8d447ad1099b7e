// `helpsync status` on real content ("Proof"): the CNCF glossary (955 pages, 16 languages)
// committed into a temporary repository, then a scripted history: English pages change after their
// translations were made, one page is renamed, Japanese catches up on one page, and one English page
// has an uncommitted edit. The expected state of every file follows from that script and a plain
// directory listing of the corpus, not from helpsync.
import { existsSync } from 'node:fs';
import { appendFile, cp, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from '../helpers/cli.js';
import { makeRepo, type TestRepo } from '../helpers/git-repo.js';

const CORPUS = path.resolve(REPO_ROOT, '../shared/corpus/cncf-glossary');
const present = existsSync(CORPUS);
if (!present) console.warn(`status-corpus: skipped, the corpus is not at ${CORPUS} (see the brief: /work/shared/corpus)`);

/** English pages edited after the import (the script's commit 2). */
const CHANGED = ['cloud-computing.md', 'devops.md', 'cluster.md', 'kubernetes.md', 'contribute/_index.md'];
/** English page with an uncommitted edit at the end of the script. */
const DIRTY = 'search.md';
/** Renamed in English only (commit 3). */
const RENAMED_FROM = 'abstraction.md';
const RENAMED_TO = 'abstraction-layer.md';
/** Japanese updates its translation of this changed page afterwards (commit 4). */
const CAUGHT_UP = 'ja/cloud-computing.md';

async function listMarkdown(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const d of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${d.name}` : d.name;
    if (d.isDirectory()) out.push(...(await listMarkdown(path.join(dir, d.name), rel)));
    else if (d.name.endsWith('.md') && d.name !== '_TEMPLATE.md') out.push(rel);
  }
  return out;
}

describe.skipIf(!present)('status on the CNCF glossary with scripted history', () => {
  let t: TestRepo;
  let cleanup: () => Promise<void>;
  const expected = new Map<string, string>();
  let languages: string[] = [];
  let enPages: string[] = [];

  beforeAll(async () => {
    ({ repo: t, cleanup } = await makeRepo('helpsync-corpus-'));
    await cp(CORPUS, path.join(t.dir, 'content'), { recursive: true });
    await t.write({ 'config/helpsync.yaml': 'contentDir: ../content\nstatusExclude: _TEMPLATE.md\n' });
    await t.commit('import the glossary');
    for (const p of CHANGED) await appendFile(path.join(t.dir, 'content/en', p), '\nA sentence added to the English page.\n');
    await t.commit('English edits');
    t.git(['mv', `content/en/${RENAMED_FROM}`, `content/en/${RENAMED_TO}`]);
    await t.commit('rename a page');
    await appendFile(path.join(t.dir, 'content', CAUGHT_UP), '\n追加の文。\n');
    await t.commit('ja catches up');
    await appendFile(path.join(t.dir, 'content/en', DIRTY), '\nNot committed yet.\n');

    // The oracle: the corpus's own listing and the script above.
    languages = (await readdir(CORPUS, { withFileTypes: true })).filter((d) => d.isDirectory() && d.name !== 'en').map((d) => d.name);
    const originalEn = new Set(await listMarkdown(path.join(CORPUS, 'en')));
    enPages = [...originalEn].map((p) => (p === RENAMED_FROM ? RENAMED_TO : p));
    for (const l of languages) {
      const files = new Set(await listMarkdown(path.join(CORPUS, l)));
      for (const rel of files) {
        const file = `${l}/${rel}`;
        if (!originalEn.has(rel) || rel === RENAMED_FROM) expected.set(file, 'orphaned');
        else if (file === CAUGHT_UP) expected.set(file, 'current');
        else if (CHANGED.includes(rel) || rel === DIRTY) expected.set(file, 'outdated');
        else expected.set(file, 'current');
      }
      for (const p of enPages) if (!files.has(p)) expected.set(`${l}/${p}`, 'missing');
    }
  }, 120_000);

  afterAll(async () => {
    await cleanup?.();
  });

  it('gives every file the state the script implies', async () => {
    const r = await runCli(['status', '--json'], { cwd: t.dir, env: t.env });
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout) as {
      languages: { language: string; sourcePages: number }[];
      files: { file: string; state: string }[];
    };
    // Literal anchors from the corpus README: 15 translation languages; en has 95 files, one of
    // them _TEMPLATE.md (statusExclude); after the rename still 94 pages.
    expect(languages).toHaveLength(15);
    expect(doc.languages.map((l) => l.language).sort()).toEqual([...languages].sort());
    expect(new Set(doc.languages.map((l) => l.sourcePages))).toEqual(new Set([94]));
    expect(enPages).toHaveLength(94);
    expect(new Set(expected.values())).toEqual(new Set(['current', 'outdated', 'missing', 'orphaned']));
    const got = new Map(doc.files.map((f) => [f.file, f.state]));
    expect(Object.fromEntries([...got].sort())).toEqual(Object.fromEntries([...expected].sort()));
    // spot checks written out by hand
    expect(got.get('de/cloud-computing.md')).toBe('outdated');
    expect(got.get('ja/cloud-computing.md')).toBe('current');
    expect(got.get('ja/search.md')).toBe('outdated');
    expect(got.get('ja/abstraction.md')).toBe('orphaned');
    expect(got.get('ja/abstraction-layer.md')).toBe('missing');
  }, 120_000);

  it('names the git mv that fixes each translation of the renamed page', async () => {
    const r = await runCli(['status'], { cwd: t.dir, env: t.env });
    expect(r.code, r.stderr).toBe(0);
    const fixes = languages.filter((l) => expected.get(`${l}/${RENAMED_FROM}`) === 'orphaned');
    expect(fixes.length).toBeGreaterThan(10);
    for (const l of fixes) expect(r.stdout).toContain(`git mv content/${l}/${RENAMED_FROM} content/${l}/${RENAMED_TO}`);
  }, 120_000);
});
