// src/history against real Git repositories in temp folders (isolated config, fixed dates). The
// expected values come from the test's own git calls (`git rev-parse REV:PATH`), never from the module.
import { realpath, rm, writeFile, chown } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  GitError,
  blobsAt,
  changedSince,
  diffSince,
  dirtyPaths,
  fileVersions,
  formerNames,
  gitBlobId,
  hashWorktreeFiles,
  mergeBases,
  openRepo,
  readBlobs,
  readHistory,
  renamedTo,
  resolveCommits,
  assertNotShallow,
  type Repo,
} from '../../../src/history/index.js';
import { scratchRepo, tempFolder, useCleanups } from '../../helpers/fixture.js';
import type { TestRepo } from '../../helpers/git-repo.js';

useCleanups();

const newRepo = (): Promise<TestRepo> => scratchRepo();

async function open(t: TestRepo, sub = ''): Promise<Repo> {
  const r = await openRepo(path.join(t.dir, sub), t.env);
  if (r.kind !== 'repo') throw new Error(`not a repo: ${r.message}`);
  return r.repo;
}

describe('openRepo', () => {
  it('finds the top level, the content prefix, HEAD and shallowness', async () => {
    const t = await newRepo();
    const head = await t.commit('one', { 'docs/content/en/a.md': 'a\n' });
    const repo = await open(t, 'docs/content');
    expect(repo.top).toBe(await realpath(t.dir));
    expect(repo.prefix).toBe('docs/content/');
    expect(repo.head).toBe(head);
    expect(repo.shallow).toBe(false);
    expect((await open(t)).prefix).toBe('');
  });

  it('answers "not a work tree" outside a repository, and no HEAD before the first commit', async () => {
    const dir = await tempFolder('helpsync-nogit-');
    const r = await openRepo(dir, { PATH: process.env.PATH, GIT_CEILING_DIRECTORIES: path.dirname(dir), GIT_CONFIG_NOSYSTEM: '1' });
    expect(r.kind).toBe('not-a-work-tree');
    const t = await newRepo();
    expect((await open(t)).head).toBeUndefined();
  });

  it('names the git command when git is not installed, when a branch is broken, and for dubious ownership', async () => {
    const t = await newRepo();
    await t.commit('one', { 'a.md': 'a\n' });
    const noGit = openRepo(t.dir, { ...t.env, PATH: '/nonexistent' });
    await expect(noGit).rejects.toThrow(/git rev-parse .*could not run git.*is git installed/);
    await writeFile(path.join(t.dir, '.git/refs/heads/main'), 'zzzz\n');
    await expect(openRepo(t.dir, t.env)).rejects.toThrow(/git log -1 --format=%H failed: fatal: your current branch appears to be broken/);
    if (process.getuid?.() === 0) {
      const u = await newRepo();
      await chown(u.dir, 65534, 65534);
      const err = await openRepo(u.dir, u.env).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(GitError);
      expect((err as GitError).message).toMatch(/git rev-parse .* failed: fatal: detected dubious ownership/);
      expect((err as GitError).message).toMatch(/safe\.directory/);
    }
  });

  it('detects a shallow clone and refuses it with fetch-depth: 0 and --no-history', async () => {
    const t = await newRepo();
    await t.commit('one', { 'c/en/a.md': 'a\n' });
    await t.commit('two', { 'c/en/a.md': 'b\n' });
    const clone = await tempFolder('helpsync-shallow-');
    t.git(['clone', '-q', '--depth', '1', `file://${t.dir}`, clone]);
    const r = await openRepo(path.join(clone, 'c'), t.env);
    if (r.kind !== 'repo') throw new Error('expected a repo');
    expect(r.repo.shallow).toBe(true);
    expect(() => assertNotShallow(r.repo)).toThrow(/shallow clone.*fetch-depth: 0.*--no-history/s);
  });
});

describe('readHistory and fileVersions', () => {
  it('lists commits newest first with content-relative changes, renames and merges (first parent)', async () => {
    const t = await newRepo();
    const c1 = await t.commit('one', { 'site/c/en/a.md': 'A1\n', 'site/c/de/a.md': 'DA1\n', 'outside.md': 'x\n' });
    await t.move('site/c/en/a.md', 'site/c/en/b.md');
    const c2 = await t.commit('rename', { 'site/c/en/b.md': 'A1\n' });
    t.git(['checkout', '-q', '-b', 'side']);
    const c3 = await t.commit('side', { 'site/c/de/ä ö.md': 'ü\n' });
    t.git(['checkout', '-q', 'main']);
    const c4 = await t.commit('main edit', { 'site/c/en/b.md': 'A2\n', 'outside.md': 'y\n' });
    t.git(['merge', '-q', '--no-edit', 'side']);
    const merge = t.head();
    const repo = await open(t, 'site/c');
    const h = await readHistory(repo);
    expect(h.commits.map((c) => c.id)).toEqual([merge, c4, c3, c2, c1]);
    expect(h.commits[0]!.parents).toEqual([c4, c3]);
    // the merge's change against its first parent: the side branch's file
    expect(h.commits[0]!.changes).toEqual([{ status: 'A', path: 'de/ä ö.md', mode: '100644', newBlob: t.blob(c3, 'site/c/de/ä ö.md') }]);
    expect(h.commits[1]!.changes).toEqual([
      { status: 'M', path: 'en/b.md', mode: '100644', oldBlob: t.blob(c2, 'site/c/en/b.md'), newBlob: t.blob(c4, 'site/c/en/b.md') },
    ]);
    expect(h.commits[3]!.changes).toEqual([
      {
        status: 'R',
        path: 'en/b.md',
        oldPath: 'en/a.md',
        mode: '100644',
        oldBlob: t.blob(c1, 'site/c/en/a.md'),
        newBlob: t.blob(c1, 'site/c/en/a.md'),
      },
    ]);
    expect(h.commits[4]!.changes.map((c) => c.path).sort()).toEqual(['de/a.md', 'en/a.md']);
    expect(fileVersions(h, 'en/b.md')).toEqual([
      { commit: c4, time: h.commits[1]!.time, merge: false, blob: t.blob(c4, 'site/c/en/b.md'), path: 'en/b.md' },
      { commit: c2, time: h.commits[3]!.time, merge: false, blob: t.blob(c1, 'site/c/en/a.md'), path: 'en/b.md' },
      { commit: c1, time: h.commits[4]!.time, merge: false, blob: t.blob(c1, 'site/c/en/a.md'), path: 'en/a.md' },
    ]);
    expect(formerNames(h, 'en/b.md')).toEqual(['en/b.md', 'en/a.md']);
    expect(renamedTo(h, 'en/a.md')).toBe('en/b.md');
    expect(renamedTo(h, 'de/a.md')).toBeUndefined();
    const limited = await readHistory(repo, { paths: ['de'] });
    expect(limited.commits.map((c) => c.id)).toEqual([merge, c3, c1]);
  });

  it('reads nothing before the first commit', async () => {
    const t = await newRepo();
    expect((await readHistory(await open(t))).commits).toEqual([]);
  });
});

describe('objects', () => {
  it('reads many blobs in one batch and hashes like git', async () => {
    const t = await newRepo();
    const bytes = Buffer.from('\ufeffline 1\r\nline 2\0binary\n', 'utf8');
    await t.write({ 'a.bin': '' });
    await writeFile(path.join(t.dir, 'a.bin'), bytes);
    await t.commit('one', { 'b.md': 'bee\n' });
    const repo = await open(t);
    const a = t.blob('HEAD', 'a.bin');
    const b = t.blob('HEAD', 'b.md');
    const blobs = await readBlobs(repo, [a, b, a]);
    expect(blobs.get(a)).toEqual(bytes);
    expect(blobs.get(b)?.toString()).toBe('bee\n');
    expect(gitBlobId(bytes)).toBe(a);
    await expect(readBlobs(repo, ['0123456789012345678901234567890123456789'])).rejects.toThrow(GitError);
  });

  it('resolves commit abbreviations in bulk: found, missing, not a commit, malformed', async () => {
    const t = await newRepo();
    const c = await t.commit('one', { 'a.md': 'a\n' });
    const repo = await open(t);
    const blob = t.blob('HEAD', 'a.md');
    const r = await resolveCommits(repo, [c.slice(0, 7), c.toUpperCase(), 'deadbee', blob, 'xyz', c.slice(0, 6)]);
    expect(r.get(c.slice(0, 7))).toEqual({ kind: 'commit', id: c });
    expect(r.get(c.toUpperCase())).toEqual({ kind: 'commit', id: c });
    expect(r.get('deadbee')).toEqual({ kind: 'missing' });
    expect(r.get(blob)).toEqual({ kind: 'invalid', reason: 'names a blob, not a commit' });
    expect(r.get('xyz')?.kind).toBe('invalid');
    expect(r.get(c.slice(0, 6))?.kind).toBe('invalid');
  });

  it('tells an ambiguous abbreviation from a missing one', async () => {
    const t = await newRepo();
    await t.commit('one', { 'a.md': 'a\n' });
    // Two blobs whose ids share 7 hex digits: found by hashing candidates in-process (birthday bound).
    const seen = new Map<string, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair; i++) {
      const text = `candidate ${i}\n`;
      const p = gitBlobId(Buffer.from(text)).slice(0, 7);
      const other = seen.get(p);
      if (other !== undefined) pair = [other, text];
      else seen.set(p, text);
    }
    for (const text of pair) t.git(['hash-object', '-w', '--stdin'], { input: text });
    const prefix = gitBlobId(Buffer.from(pair[0])).slice(0, 7);
    const r = await resolveCommits(await open(t), [prefix]);
    expect(r.get(prefix)).toEqual({ kind: 'ambiguous' });
  });

  it('finds blobs at commits by content path, with newlines and spaces in names', async () => {
    const t = await newRepo();
    const c1 = await t.commit('one', { 'c/en/a b.md': 'x\n', 'c/en/new\nline.md': 'y\n' });
    const repo = await open(t, 'c');
    const got = await blobsAt(repo, [
      { commit: c1, path: 'en/a b.md' },
      { commit: c1, path: 'en/new\nline.md' },
      { commit: c1, path: 'en/none.md' },
    ]);
    expect(got).toEqual([t.blob(c1, 'c/en/a b.md'), t.blob(c1, 'c/en/new\nline.md'), undefined]);
  });
});

describe('working tree', () => {
  it('lists staged, unstaged, untracked and deleted files of the content folder only', async () => {
    const t = await newRepo();
    await t.commit('one', { 'c/en/a.md': 'a\n', 'c/en/b.md': 'b\n', 'c/en/d.md': 'd\n', 'other/x.md': 'x\n' });
    await t.write({ 'c/en/a.md': 'a2\n', 'c/en/new/n.md': 'n\n', 'c/en/d.md': null, 'other/x.md': 'x2\n', 'c/en/b.md': 'b2\n' });
    t.git(['add', 'c/en/b.md']);
    const repo = await open(t, 'c');
    const d = await dirtyPaths(repo);
    expect([...d.keys()].sort()).toEqual(['en/a.md', 'en/b.md', 'en/d.md', 'en/new/n.md']);
    expect(d.get('en/a.md')).toMatchObject({ index: ' ', worktree: 'M', untracked: false, deleted: false });
    expect(d.get('en/b.md')).toMatchObject({ index: 'M', worktree: ' ' });
    expect(d.get('en/d.md')).toMatchObject({ deleted: true });
    expect(d.get('en/new/n.md')).toMatchObject({ untracked: true });
    const hashes = await hashWorktreeFiles(repo, ['en/a.md']);
    expect(hashes.get('en/a.md')).toBe(gitBlobId(Buffer.from('a2\n')));
  });

  it('hashes through the clean filters (a CRLF checkout of an LF blob is that blob)', async () => {
    const t = await newRepo();
    await t.commit('one', { '.gitattributes': '*.md text eol=crlf\n', 'a.md': 'one\ntwo\n' });
    await rm(path.join(t.dir, 'a.md'));
    t.git(['checkout', '--', 'a.md']);
    const repo = await open(t);
    expect(await hashWorktreeFiles(repo, ['a.md'])).toEqual(new Map([['a.md', t.blob('HEAD', 'a.md')]]));
  });
});

describe('mergeBases and changedSince', () => {
  it('compares content at merge-base(base, HEAD) with HEAD and the working tree, following renames', async () => {
    const t = await newRepo();
    const c1 = await t.commit('one', { 'c/en/a.md': 'A1\n', 'c/en/r.md': 'R1\n', 'c/en/v.md': 'V1\n' });
    t.git(['checkout', '-q', '-b', 'side']);
    const side = await t.commit('side', { 'c/de/a.md': 'DA\n' });
    t.git(['checkout', '-q', 'main']);
    await t.move('c/en/r.md', 'c/en/r2.md');
    await t.commit('rename r', {});
    await t.commit('change a', { 'c/en/a.md': 'A2\n', 'c/en/v.md': 'V2\n' });
    const c4 = await t.commit('revert v', { 'c/en/v.md': 'V1\n' });
    const repo = await open(t, 'c');
    const bases = await mergeBases(repo, [c1, side, c4]);
    expect(bases).toEqual(
      new Map([
        [c1, c1],
        [side, c1],
        [c4, c4],
      ]),
    );
    const h = await readHistory(repo);
    const queries = [
      { path: 'en/a.md', base: c1 }, // changed A1 → A2
      { path: 'en/a.md', base: side }, // merge base c1: changed
      { path: 'en/r2.md', base: c1 }, // renamed, same content: unchanged
      { path: 'en/v.md', base: c1 }, // changed then reverted: unchanged
      { path: 'en/a.md', base: c4 }, // base after the change: unchanged
    ];
    let answers = await changedSince(repo, h, await dirtyPaths(repo), queries);
    expect(answers.map((a) => a.changed)).toEqual([true, true, false, false, false]);
    expect(answers[2]).toMatchObject({ basePath: 'en/r.md', mergeBase: c1 });
    // uncommitted: a.md back to A1 on disk makes it unchanged since c1 and changed since c4
    await t.write({ 'c/en/a.md': 'A1\n' });
    answers = await changedSince(repo, h, await dirtyPaths(repo), queries);
    expect(answers.map((a) => a.changed)).toEqual([false, false, false, false, true]);
    const diff = await diffSince(repo, c1, ['en/r.md', 'en/r2.md']);
    expect(diff).toMatch(/rename from c\/en\/r\.md\nrename to c\/en\/r2\.md/);
  });

  it('says a commit with no common history has no merge base', async () => {
    const t = await newRepo();
    await t.commit('one', { 'a.md': 'a\n' });
    t.git(['checkout', '-q', '--orphan', 'other']);
    const lone = await t.commit('lone', { 'b.md': 'b\n' });
    t.git(['checkout', '-q', 'main']);
    const repo = await open(t);
    expect((await mergeBases(repo, [lone])).get(lone)).toBeUndefined();
  });
});
