// `status` reads only the Markdown pages of the folders it reports on: a clone that lacks a blob it
// does not need (a partial clone, `git clone --filter=blob:none`, or a clone with an image blob
// deleted from its object store) gives the same answers as a full clone. Real Git repositories in
// temp folders; the expected states are written down from the script below, never computed by
// helpsync. In-process: prepareStatus is called directly (git is the only process).
import { execFileSync } from 'node:child_process';
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/config.js';
import { prepareStatus } from '../../../src/status/status.js';
import { openRepo, readHistory } from '../../../src/history/index.js';
import { pagePathspecs } from '../../../src/history/repo.js';
import { scratchRepo, tempFolder, useCleanups } from '../../helpers/fixture.js';
import { TestRepo } from '../../helpers/git-repo.js';

useCleanups();

/** A page of 20 numbered lines: editing one keeps a rename above git's 50% similarity. */
const page = (title: string, extra = '') =>
  `---\ntitle: ${title}\n${extra}---\n` + Array.from({ length: 20 }, (_, i) => `Line ${i} of ${title}.`).join('\n') + '\n';
/** A fake image: 64 lines of text (the bytes do not matter, only that git must read them to pair a rename). */
const image = (seed: string) => Array.from({ length: 64 }, (_, i) => `${seed}-${i}-${'x'.repeat(40)}`).join('\n') + '\n';

interface Built {
  origin: TestRepo;
  c1: string;
  /** the first image's blob: only in history (renamed with an edit since), needed by no answer */
  oldImage: string;
}

/**
 * c1: English pages a, b, c, d, old and an image; c2: German translations of a, b, c, d, old (key c1);
 * c3: en/b edited, the image renamed with an edit (a rename git can only pair by reading both blobs);
 * c4: en/c → en/c-renamed with an edit and de/c → de/c-renamed, en/d → en/d2 and de/d → de/d2 unchanged,
 * en/old → en/new (the German one left behind).
 */
async function build(): Promise<Built> {
  const origin = await scratchRepo('helpsync-partial-');
  await origin.write({
    'config/key.yaml': 'contentDir: ../content\nsourceCommitKey: default_lang_commit\n',
    'config/last.yaml': 'contentDir: ../content\n',
  });
  const en = Object.fromEntries(['a', 'b', 'c', 'd', 'old'].map((n) => [`content/en/${n}.md`, page(n.toUpperCase())]));
  const c1 = await origin.commit('English pages', { ...en, 'content/en/img/logo.png': image('logo') });
  const oldImage = origin.blob(c1, 'content/en/img/logo.png');
  const de = (n: string) => page(`${n.toUpperCase()} de`, `default_lang_commit: ${c1}\n`);
  await origin.commit('German', Object.fromEntries(['a', 'b', 'c', 'd', 'old'].map((n) => [`content/de/${n}.md`, de(n)])));
  await origin.move('content/en/img/logo.png', 'content/en/img/logo-v2.png');
  await origin.commit('edit b, new logo', {
    'content/en/b.md': page('B').replace('Line 3 of B.', 'Line 3 of B, edited.'),
    'content/en/img/logo-v2.png': image('logo').replace('logo-3-', 'logo-3-edited-'),
  });
  for (const [from, to] of [
    ['en/c', 'en/c-renamed'],
    ['de/c', 'de/c-renamed'],
    ['en/d', 'en/d2'],
    ['de/d', 'de/d2'],
    ['en/old', 'en/new'],
  ]) {
    await origin.move(`content/${from}.md`, `content/${to}.md`);
  }
  await origin.commit('renames', { 'content/en/c-renamed.md': page('C').replace('Line 7 of C.', 'Line 7 of C, edited.') });
  origin.git(['config', 'uploadpack.allowFilter', 'true']);
  return { origin, c1, oldImage };
}

/** Objects the clone does not have, without fetching them (`?<id>` lines of rev-list --missing=print). */
function missingObjects(clone: TestRepo): string[] {
  const out = clone.git(['rev-list', '--objects', '--all', '--missing=print']);
  return out
    .split('\n')
    .filter((l) => l.startsWith('?'))
    .map((l) => l.slice(1).trim());
}

/** Deletes one blob from a clone's object store (the pack is exploded into loose objects first). */
async function deleteBlob(clone: TestRepo, blob: string): Promise<void> {
  const packDir = path.join(clone.dir, '.git/objects/pack');
  const scratch = await tempFolder('helpsync-pack-');
  for (const f of await readdir(packDir)) await rename(path.join(packDir, f), path.join(scratch, f));
  for (const f of await readdir(scratch)) {
    if (f.endsWith('.pack')) {
      execFileSync('git', ['unpack-objects', '-q'], { cwd: clone.dir, env: clone.env, input: await readFile(path.join(scratch, f)) });
    }
  }
  await rm(path.join(clone.dir, '.git/objects', blob.slice(0, 2), blob.slice(2)));
}

async function statusOf(clone: TestRepo, configFile: string) {
  const config = await loadConfig(path.join(clone.dir, configFile), { requireTarget: false, env: {} });
  const said: string[] = [];
  const prepared = await prepareStatus(config, { history: true, env: clone.env, onProgress: (d) => said.push(d) });
  const states = Object.fromEntries(prepared.report.files.map((f) => [f.file, f.state]));
  const renamedFrom = prepared.history?.pairs.get('de/c-renamed.md')?.basePath;
  return { states, renamedFrom, files: prepared.report.files, said: [...new Set(said)] };
}

const KEY_STATES = {
  'de/a.md': 'current',
  'de/b.md': 'outdated',
  'de/c-renamed.md': 'outdated',
  'de/d2.md': 'current',
  'de/new.md': 'missing',
  'de/old.md': 'orphaned',
};
// Without the key, each translation's base is its own last change: the renamed ones were moved in
// the commit that renamed (and edited) their source, so nothing changed since.
const LAST_STATES = { ...KEY_STATES, 'de/c-renamed.md': 'current' };

describe('status in clones that lack blobs it does not need', () => {
  it('a full clone, a blob:none partial clone and a clone missing an old image give the same answers', async () => {
    const { origin, oldImage } = await build();
    const where = await tempFolder('helpsync-clones-');
    const url = `file://${origin.dir}`;
    origin.git(['clone', '-q', '--no-local', origin.dir, path.join(where, 'full')]);
    origin.git(['clone', '-q', '--filter=blob:none', url, path.join(where, 'partial')]);
    origin.git(['clone', '-q', '--no-local', origin.dir, path.join(where, 'broken')]);
    const full = new TestRepo(path.join(where, 'full'));
    const partial = new TestRepo(path.join(where, 'partial'));
    const broken = new TestRepo(path.join(where, 'broken'));
    await deleteBlob(broken, oldImage);
    expect(missingObjects(broken)).toEqual([oldImage]);
    expect(missingObjects(partial)).toContain(oldImage);

    const fullKey = await statusOf(full, 'config/key.yaml');
    const fullLast = await statusOf(full, 'config/last.yaml');
    expect(fullKey.states).toEqual(KEY_STATES);
    expect(fullKey.renamedFrom).toBe('en/c.md');
    expect(fullKey.files.find((f) => f.file === 'de/old.md')?.renamedTo).toBe('en/new.md');
    expect(fullLast.states).toEqual(LAST_STATES);
    // what a progress line would say: the last commit count is the whole history (4 commits)
    expect(fullKey.said[0]).toBe('listing the content folder');
    expect(fullKey.said[1]).toBe('reading the history');
    expect(fullKey.said.at(-2)).toBe('reading the history: 4 commits');
    expect(fullKey.said.at(-1)).toBe('comparing 4 sources with their base commits');

    for (const clone of [partial, broken]) {
      const key = await statusOf(clone, 'config/key.yaml');
      const last = await statusOf(clone, 'config/last.yaml');
      // the answers, not the progress phrases (how git's output arrives in chunks varies)
      expect({ ...key, said: [] }).toEqual({ ...fullKey, said: [] });
      expect({ ...last, said: [] }).toEqual({ ...fullLast, said: [] });
    }
    // status did not fetch the image it does not report on
    expect(missingObjects(partial)).toContain(oldImage);
  }, 60_000);
});

describe('readHistory with pagesOnly', () => {
  it('pagePathspecs escapes the folder and matches .md in any case', () => {
    expect(pagePathspecs({ prefix: 'site [x]?*/content/' }, ['en', 'de'])).toEqual([
      ':(glob)site \\[x\\]\\?\\*/content/en/**/*.[mM][dD]',
      ':(glob)site \\[x\\]\\?\\*/content/de/**/*.[mM][dD]',
    ]);
    expect(pagePathspecs({ prefix: '' })).toEqual([':(glob)**/*.[mM][dD]']);
    expect(pagePathspecs({ prefix: 'docs/' })).toEqual([':(glob)docs/**/*.[mM][dD]']);
  });

  it('lists the Markdown pages (any case) of a folder whose name holds glob characters, and nothing else', async () => {
    const repo = await scratchRepo('helpsync-pages-');
    const c = 'site [x]?*/content';
    const c1 = await repo.commit('one', {
      [`${c}/en/a.md`]: page('A'),
      [`${c}/en/B.MD`]: page('B'),
      [`${c}/en/img.png`]: image('i'),
      [`${c}/de/a.md`]: page('A de'),
      // the same names under a folder the unescaped pattern would match instead
      'site x1z/content/en/a.md': page('A elsewhere'),
    });
    await repo.move(`${c}/en/a.md`, `${c}/en/a2.md`);
    const c2 = await repo.commit('rename with an edit', { [`${c}/en/a2.md`]: page('A').replace('Line 1 of A.', 'Line 1, edited.') });
    const opened = await openRepo(path.join(repo.dir, c), repo.env);
    if (opened.kind !== 'repo') throw new Error('not a repository');
    const history = await readHistory(opened.repo, { paths: ['en'], pagesOnly: true });
    const changes = history.commits.map((k) => [
      k.id,
      k.changes.map((ch) => `${ch.status} ${ch.oldPath ? ch.oldPath + ' → ' : ''}${ch.path}`),
    ]);
    expect(changes).toEqual([
      [c2, ['R en/a.md → en/a2.md']],
      [c1, ['A en/B.MD', 'A en/a.md']],
    ]);
  });
});
