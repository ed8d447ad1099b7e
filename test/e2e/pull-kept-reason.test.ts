// Plain pull says why it keeps a file: which fields differ from the platform, and, when the repo's
// body links to a page that does not exist, the loader's hint for that link ("renamed to X in
// <commit>" from the content repo's history; the plain hint outside Git). The real CLI against the
// emulator, in a real temp Git repo (isolated config, fixed dates). Expected texts are written out here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownFile } from '../helpers/emulator.js';
import { emulatorFixture, helpsync, useCleanups, type EmulatorFixture } from '../helpers/fixture.js';
import { initRepo } from '../helpers/git-repo.js';

useCleanups();

const A_X = '6650f0c1a2b3c4d5e6f76001';
const A_PAGE = '6650f0c1a2b3c4d5e6f76002';
const A_OTHER = '6650f0c1a2b3c4d5e6f76003';
const PAD = ' '.repeat(18);

interface PullDoc {
  kind: string;
  files: {
    path: string;
    status: string;
    kept?: string;
    reason?: { fields: string[]; missingLinks?: { line?: number; message: string }[] };
  }[];
}

async function fixture(): Promise<EmulatorFixture> {
  return emulatorFixture({
    data: {
      project: 'proj-kept-reason',
      entries: [A_X, A_PAGE, A_OTHER].map((id) => ({ id: `article:${id}`, type: 'article' as const, fields: {} })),
    },
    files: {
      'en/x.md': markdownFile({ entry: `article:${A_X}`, title: 'X' }, 'X.'),
      'en/page.md': markdownFile({ entry: `article:${A_PAGE}`, title: 'Page' }, 'See [X](./x.md).'),
      'en/other.md': markdownFile({ entry: `article:${A_OTHER}`, title: 'Other', description: 'One.' }, 'Other.'),
    },
    config: { links: { articleUrl: 'https://help.example.com/{language}/articles/{id}' } },
    tempPrefix: 'helpsync-kept-reason-',
  });
}

describe('plain pull says why it keeps a file', () => {
  it('in a Git repo: the fields that differ, and the rename behind a link to a missing page (one history read)', async () => {
    const f = await fixture();
    const repo = await initRepo(f.dir);
    await repo.commit('first version');
    const run = (args: string[]) => helpsync(f, args, { env: repo.env });
    expect((await run(['sync'])).code).toBe(0);
    // the page x is renamed (its `entry` goes with it); page.md keeps its link to ./x.md and gets a new title
    await repo.move('content/en/x.md', 'content/en/y.md');
    const renamed = await repo.commit('rename x to y', {
      'content/en/page.md': markdownFile({ entry: `article:${A_PAGE}`, title: 'Page, renamed' }, 'See [X](./x.md).'),
      'content/en/other.md': markdownFile({ entry: `article:${A_OTHER}`, title: 'Other', description: 'Two.' }, 'Other.'),
    });
    const short = renamed.slice(0, 7);
    const hint = `link ./x.md: no such page in en/ (looked for x.md): left as written; en/x.md was renamed to en/y.md in ${short}: update the link to ./y.md`;

    const r = await run(['pull']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(
      [
        'kept            content/en/other.md  (repo ahead: sync will push it)',
        `${PAD}differs from the platform in: description`,
        'kept            content/en/page.md  (repo ahead: sync will push it)',
        `${PAD}differs from the platform in: title, body`,
        `${PAD}line 6: ${hint}`,
        'Pull: 0 created, 0 overwritten, 1 unchanged, 2 kept with local changes.',
        'Local changes were kept. Review them, or run "helpsync pull --force" to take the platform\'s version.',
        '',
      ].join('\n'),
    );
    // the loader says the same of the link when sync reads the repo
    const sync = await run(['sync', '--dry-run']);
    expect(sync.stderr).toContain(`content/en/page.md:6: warning: ${hint}`);

    const json = await run(['pull', '--dry-run', '--json']);
    expect(json.code, json.stderr).toBe(0);
    const doc = JSON.parse(json.stdout) as PullDoc;
    expect(doc.files.filter((x) => x.status === 'kept')).toEqual([
      {
        path: 'en/other.md',
        file: 'en/other.md',
        language: 'en',
        kind: 'article',
        entryId: `article:${A_OTHER}`,
        status: 'kept',
        kept: 'repo ahead',
        reason: { fields: ['description'] },
      },
      {
        path: 'en/page.md',
        file: 'en/page.md',
        language: 'en',
        kind: 'article',
        entryId: `article:${A_PAGE}`,
        status: 'kept',
        kept: 'repo ahead',
        reason: { fields: ['title', 'body'], missingLinks: [{ line: 6, message: hint }] },
      },
    ]);
    expect(await readFile(path.join(f.contentDir, 'en/page.md'), 'utf8')).toContain('See [X](./x.md).');
  }, 180_000);

  it('outside Git: the plain hint for a link to a missing page', async () => {
    const f = await fixture();
    expect((await helpsync(f, ['sync', '--no-history'])).code).toBe(0);
    const page = path.join(f.contentDir, 'en/page.md');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(page, markdownFile({ entry: `article:${A_PAGE}`, title: 'Page' }, 'See [X](./x.md) and [gone](./gone.md#top).'));
    const r = await helpsync(f, ['pull']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(
      [
        'kept            content/en/page.md  (differs from the platform: local changes kept; --force overwrites)',
        `${PAD}differs from the platform in: body`,
        `${PAD}line 6: link ./gone.md#top: no such page in en/ (looked for gone.md): left as written`,
        'Pull: 0 created, 0 overwritten, 2 unchanged, 1 kept with local changes.',
        'Local changes were kept. Review them, or run "helpsync pull --force" to take the platform\'s version.',
        '',
      ].join('\n'),
    );
  }, 120_000);
});
