// Which helpsync the generated workflows run: `npm pack` records the repository and commit of a
// clean tree only (scripts/record-build.mjs, real Git repositories in temp folders), and
// resolveActionRef takes --action-ref, else that record, else refuses naming the flag.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildRecord, githubRepository, recordBuild } from '../../../scripts/record-build.mjs';
import { pullRequestBody } from '../../../scripts/action/pull-request.mjs';
import { resolveActionRef } from '../../../src/config/action-ref.js';
import { scratchRepo, tempFolder, useCleanups } from '../../helpers/fixture.js';

useCleanups();

const SHA = /^[0-9a-f]{40}$/;

describe('the build record (prepack)', () => {
  it('GitHub repositories from the forms package.json and git remotes use; anything else is none', () => {
    expect(githubRepository('github:acme/helpsync')).toBe('acme/helpsync');
    expect(githubRepository('acme/helpsync')).toBe('acme/helpsync');
    expect(githubRepository('git+https://github.com/acme/helpsync.git')).toBe('acme/helpsync');
    expect(githubRepository('https://github.com/acme/helpsync')).toBe('acme/helpsync');
    expect(githubRepository('git@github.com:acme/helpsync.git')).toBe('acme/helpsync');
    expect(githubRepository('https://gitlab.com/acme/helpsync.git')).toBeUndefined();
    expect(githubRepository(undefined)).toBeUndefined();
  });

  it('a clean committed tree is recorded with its full commit; a dirty one, or one with no GitHub repository, is not', async () => {
    const repo = await scratchRepo('helpsync-record-');
    await repo.commit('package', { 'package.json': JSON.stringify({ name: 'helpsync', version: '1.2.3' }) });
    expect(buildRecord(repo.dir)).toEqual({ reason: 'no GitHub repository (package.json "repository" or the origin remote)' });
    repo.git(['remote', 'add', 'origin', 'https://github.com/acme/helpsync.git']);
    const head = repo.head();
    expect(head).toMatch(SHA);
    const r = recordBuild(repo.dir);
    expect(r.record).toEqual({ repository: 'acme/helpsync', commit: head, version: '1.2.3' });
    expect(JSON.parse(await readFile(path.join(repo.dir, 'dist/build-info.json'), 'utf8'))).toEqual(r.record);
    // dirty: an edit not committed; the old record is gone too (prepack empties dist/)
    await repo.write({ 'package.json': JSON.stringify({ name: 'helpsync', version: '1.2.4' }) });
    expect(recordBuild(repo.dir)).toEqual({ reason: 'the work tree has uncommitted changes' });
    await expect(readFile(path.join(repo.dir, 'dist/build-info.json'))).rejects.toThrow(/ENOENT/);
    // package.json's repository wins over the remote
    await repo.commit('repository', { 'package.json': JSON.stringify({ name: 'h', version: '2.0.0', repository: 'github:other/hs' }) });
    expect(buildRecord(repo.dir).record).toEqual({ repository: 'other/hs', commit: repo.head(), version: '2.0.0' });
  });
});

describe('resolveActionRef', () => {
  it('--action-ref is taken when it names a full commit; a tag, branch or short hash is refused', async () => {
    const missing = pathToFileURL('/nonexistent/build-info.json');
    const ok = 'acme/helpsync@0123456789abcdef0123456789abcdef01234567';
    expect(await resolveActionRef(ok, missing)).toEqual({ uses: ok, comment: 'pinned with --action-ref' });
    for (const bad of [
      'acme/helpsync@v1.2.3',
      'acme/helpsync@main',
      'acme/helpsync@0123456',
      'helpsync@0123456789abcdef0123456789abcdef01234567',
    ]) {
      await expect(resolveActionRef(bad, missing)).rejects.toThrow(/--action-ref .*full 40-character commit hash/);
    }
  });

  it('without the flag: the recorded build; with no record (or a broken one), a refusal naming --action-ref', async () => {
    const dir = await tempFolder('helpsync-ref-');
    const file = path.join(dir, 'build-info.json');
    await expect(resolveActionRef(undefined, pathToFileURL(file))).rejects.toThrow(/pass --action-ref OWNER\/REPO@COMMIT/);
    await writeFile(file, JSON.stringify({ repository: 'acme/helpsync', commit: 'abc', version: '0.2.0' }));
    await expect(resolveActionRef(undefined, pathToFileURL(file))).rejects.toThrow(/--action-ref/);
    const commit = 'fedcba9876543210fedcba9876543210fedcba98';
    await writeFile(file, JSON.stringify({ repository: 'acme/helpsync', commit, version: '0.2.0' }));
    expect(await resolveActionRef(undefined, pathToFileURL(file))).toEqual({ uses: `acme/helpsync@${commit}`, comment: 'v0.2.0' });
  });
});

describe("the drift pull request's body", () => {
  it('lists the fields per file, the other changed files, and the conflicts left out', () => {
    const body = pullRequestBody({
      drifted: {
        files: [{ file: 'en/faq.md', fields: ['title', 'description'] }],
        conflicts: [{ file: 'de/faq.md', field: 'content', language: 'de' }],
      },
      changed: ['content/en/faq.md', 'content/en/new.md'],
    });
    expect(body).toContain('| `en/faq.md` | title, description |');
    expect(body).toContain('Also changed (the `entry:` lines `helpsync match` wrote):\n- `content/en/new.md`');
    expect(body).toContain('**Left out: changed on both sides**');
    expect(body).toContain('- `de/faq.md`: content (de)');
    expect(pullRequestBody({ drifted: {}, changed: ['content/en/a.md'] })).not.toContain('Left out');
  });
});
