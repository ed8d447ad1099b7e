// status under `files:` (an MkDocs suffix layout, with a source-commit key): the translations'
// states from Git history on the real paths, --bump writing the key into the real file and --diff
// taking a real file, in a real Git repository (no platform).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useCleanups } from '../helpers/fixture.js';
import { page } from '../helpers/create-sync.js';
import { MKDOCS, mkdocs, site } from '../helpers/files-site.js';

useCleanups();

interface StatusDoc {
  languages: Record<string, unknown>[];
  files: { file: string; state: string }[];
}

describe('files: status with a source-commit key', () => {
  it('--bump writes the key into docs/setup/install.de.md; a later source edit makes it outdated and --diff shows the change', async () => {
    const s = await site(mkdocs(), `${MKDOCS}sourceCommitKey: sourceCommit\n`);
    const first = await s.cli('status');
    expect(first.code, first.stderr).toBe(0);
    // the warnings name the real files
    expect(first.stderr).toContain('docs/setup/install.de.md: warning: no base: no sourceCommit in the front matter');

    const bump = await s.cli('status', '--bump', 'docs/setup/install.de.md');
    expect(bump.code, bump.stderr).toBe(0);
    const head = s.repo.head();
    expect(bump.stdout).toContain(`docs/setup/install.de.md:3: set sourceCommit: (none) → ${head} (last change of docs/setup/install.md)`);
    expect(await readFile(path.join(s.repo.dir, 'docs/setup/install.de.md'), 'utf8')).toBe(
      `---\ntitle: Installieren\nsourceCommit: ${head}\n---\nInstallieren Sie es.\n`,
    );
    await s.repo.commit('bumped');
    await s.repo.commit('edit the source', { 'docs/setup/install.md': page('Install', 'Install it, then restart.') });

    const st = await s.cli('status', '--json');
    expect(st.code, st.stderr).toBe(0);
    const doc = JSON.parse(st.stdout) as StatusDoc;
    // 5 sources; de: install outdated, usage and faq/_index missing, general and setup/_index without a base
    expect(doc.languages).toEqual([{ language: 'de', sourcePages: 5, current: 0, outdated: 1, missing: 2, orphaned: 0, noBase: 2 }]);
    expect(doc.files.find((f) => f.file === 'de/setup/install.md')?.state).toBe('outdated');

    const diff = await s.cli('status', '--diff', 'docs/setup/install.de.md');
    expect(diff.code, diff.stderr).toBe(0);
    expect(diff.stdout).toContain('-Install it.');
    expect(diff.stdout).toContain('+Install it, then restart.');
  });
});
