// A hostile repository: its .git/config and .gitattributes name programs (fsmonitor, hooks, a filter
// driver, a diff driver with textconv, an external diff, pagers, ssh, gpg) that each leave a marker
// file when run. Every git call helpsync makes (the history module, and `status` in-process with its
// history) must run none of them.
import { chmod, mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  diffSince,
  dirtyPaths,
  hashWorktreeFiles,
  lookupObjects,
  mergeBases,
  openRepo,
  readBlobs,
  readHistory,
  treeBlobs,
} from '../../../src/history/index.js';
import { runCommand } from '../../../src/cli/context.js';
import { captureOutput } from '../../../src/cli/output.js';
import { runStatus } from '../../../src/cli/run/status.js';
import { scratchRepo, tempFolder, useCleanups } from '../../helpers/fixture.js';

useCleanups();

const HOOKS = ['post-index-change', 'pre-auto-gc', 'reference-transaction', 'post-checkout', 'post-commit', 'fsmonitor-watchman'];

/** A script that records that it ran (its role and arguments), then passes its input through. */
async function markerProgram(dir: string, markers: string): Promise<string> {
  const file = path.join(dir, 'leave-marker.sh');
  await writeFile(file, `#!/bin/sh\nprintf '%s\\n' "$*" > "${markers}/ran-$$"\ncat\n`);
  await chmod(file, 0o755);
  return file;
}

describe('git runs no program the repository names', () => {
  it('fsmonitor, hooks, filter driver, diff driver, textconv, external diff, pager, ssh, gpg: no marker', async () => {
    const repo = await scratchRepo('hostile-git-');
    const outside = await tempFolder('hostile-git-programs-');
    const markers = path.join(outside, 'markers');
    await mkdir(markers);
    const prog = await markerProgram(outside, markers);
    await writeFile(path.join(repo.dir, 'helpsync.yaml'), 'contentDir: content\nsourceLanguage: en\nlanguages: [en, de]\n');
    const first = await repo.commit('first', {
      'content/en/a.md': '---\ntitle: A\n---\nOne.\n',
      'content/de/a.md': '---\ntitle: A (de)\n---\nEins.\n',
    });
    await repo.commit('second', { 'content/en/a.md': '---\ntitle: A\n---\nTwo.\n' });
    // Now the hostile configuration (after the commits, so the setup itself ran none of it).
    const hooks = path.join(outside, 'hooks');
    await mkdir(hooks);
    for (const h of HOOKS) await writeFile(path.join(hooks, h), `#!/bin/sh\n"${prog}" hook-${h} </dev/null\n`, { mode: 0o755 });
    const set = (k: string, v: string): string => repo.git(['config', k, v]);
    set('core.fsmonitor', prog);
    set('core.hooksPath', hooks);
    set('filter.evil.clean', `${prog} clean`);
    set('filter.evil.smudge', `${prog} smudge`);
    set('filter.evil.process', `${prog} process`);
    set('filter.evil.required', 'true');
    set('diff.evil.command', `${prog} diff-command`);
    set('diff.evil.textconv', `${prog} textconv`);
    set('diff.external', `${prog} external-diff`);
    set('core.pager', `${prog} pager`);
    set('pager.status', `${prog} pager-status`);
    set('pager.log', `${prog} pager-log`);
    set('core.sshCommand', `${prog} ssh`);
    set('gpg.program', `${prog} gpg`);
    set('log.showSignature', 'true');
    set('core.untrackedCache', 'true');
    await writeFile(path.join(repo.dir, '.git', 'info', 'attributes'), '* filter=evil diff=evil\n');
    await writeFile(path.join(repo.dir, '.gitattributes'), '*.md filter=evil diff=evil\n');
    // A changed file and a file whose stat changed: status must look at the content (clean filter territory).
    await writeFile(path.join(repo.dir, 'content', 'en', 'a.md'), '---\ntitle: A\n---\nThree.\n');
    const later = new Date(Date.now() + 5000);
    await utimes(path.join(repo.dir, 'content', 'de', 'a.md'), later, later);

    // Every call is made even when one fails (a program that ran may break the call): the markers decide.
    const errors: string[] = [];
    const attempt = async (name: string, fn: () => Promise<unknown>): Promise<void> => {
      try {
        await fn();
      } catch (err) {
        errors.push(`${name}: ${(err as Error).message.split('\n')[0]}`);
      }
    };
    const opened = await openRepo(path.join(repo.dir, 'content'), repo.env);
    if (opened.kind !== 'repo') throw new Error(`not a repo: ${opened.message}`);
    const r = opened.repo;
    await attempt('log', async () => expect((await readHistory(r)).commits.length).toBe(2));
    await attempt('status', async () => expect([...(await dirtyPaths(r)).keys()].sort()).toEqual(['en/a.md']));
    await attempt('hash-object', async () =>
      expect((await hashWorktreeFiles(r, ['en/a.md', 'de/a.md'])).get('de/a.md')).toBe(repo.blob('HEAD', 'content/de/a.md')),
    );
    await attempt('diff', async () => expect(await diffSince(r, first, ['en/a.md'])).toContain('+Three.'));
    await attempt('ls-tree, cat-file', async () => readBlobs(r, [...(await treeBlobs(r, 'HEAD', ['en'])).values()]));
    await attempt('cat-file --batch-check', () => lookupObjects(r, [first]));
    await attempt('merge-base', () => mergeBases(r, [first]));
    // `status` in-process, with its history.
    const restore = captureOutput(() => undefined);
    try {
      await runCommand({ config: path.join(repo.dir, 'helpsync.yaml'), logLevel: 'silent' }, (ctx) =>
        runStatus({ json: true, history: true, dryRun: false, cwd: repo.dir }, { ...ctx, env: repo.env }),
      );
      if (process.exitCode) errors.push(`helpsync status: exit ${process.exitCode}`);
    } finally {
      restore();
      process.exitCode = undefined;
    }
    const ran = await Promise.all((await readdir(markers)).map((f) => readFile(path.join(markers, f), 'utf8')));
    expect({ ran: ran.map((t) => t.trim()).sort(), errors }).toEqual({ ran: [], errors: [] });
  });
});
