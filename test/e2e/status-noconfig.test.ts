// `helpsync status` without a config file (--content-dir, --source-language, --source-commit-key),
// what it says when there is neither, and the hint for a folder no translation covers (a blog).
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { scratchRepo, useCleanups } from '../helpers/fixture.js';

useCleanups();

describe('status without a config', () => {
  it('--content-dir stands for the config; the blog no translation covers gets an exclude hint', async () => {
    const repo = await scratchRepo('helpsync-status-noconfig-');
    await repo.commit('pages', {
      'docs/en/a.md': '---\ntitle: A\n---\nA.\n',
      'docs/en/blog/one.md': '---\ntitle: One\n---\n1\n',
      'docs/en/blog/two.md': '---\ntitle: Two\n---\n2\n',
      'docs/de/a.md': '---\ntitle: A (de)\nsrc_commit: HEAD\n---\nA.\n',
    });
    const none = await runCli(['status'], { cwd: repo.dir, env: repo.env });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('config file not found');
    expect(none.stderr).toContain('or, without a config: status --content-dir DIR [--source-language en] [--source-commit-key KEY]');

    const r = await runCli(['status', '--content-dir', 'docs', '--source-commit-key', 'src_commit', '--json'], {
      cwd: repo.dir,
      env: repo.env,
    });
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout) as { files: { file: string; state: string }[] };
    expect(doc.files.map((f) => `${f.file} ${f.state}`).sort()).toEqual(
      ['de/blog/one.md missing', 'de/blog/two.md missing', 'de/a.md no-base'].sort(),
    );

    const text = await runCli(['status', '--content-dir', 'docs'], { cwd: repo.dir, env: repo.env });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stderr).toContain(
      'hint: blog/ (2 pages) has no translation in any language: if it is not translated, leave it out with exclude: "blog/**" in the config',
    );
  });
});
