// Pull writes links in the form the repo already uses for a block the platform did not change, and
// as relative paths in blocks it changed. The real CLI against the emulator; an edit on
// the platform is a direct PUT, as its own editor would make it. Expected files are written out here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editOnPlatform, markdownFile } from '../helpers/emulator.js';
import { emulatorFixture, helpsync, useCleanups, type EmulatorFixture } from '../helpers/fixture.js';
import { initRepo } from '../helpers/git-repo.js';

useCleanups();

const HELP = 'https://help.example.com';
const A_X = '6650f0c1a2b3c4d5e6f73001';
const A_PAGE = '6650f0c1a2b3c4d5e6f73002';

const JA_PAGE_BODY = [
  'Unchanged: see [X](/ja/x/) and *this*.',
  '',
  'Changed: see [X](/ja/x/).',
  '',
  '* item one, [X](/ja/x/#top)',
  '* item two',
  '',
  'Last: a [reference][x] link.',
  '',
  '[x]: /ja/x/',
].join('\n');

function files(): Record<string, string> {
  return {
    'en/x.md': markdownFile({ entry: `article:${A_X}`, title: 'X' }, 'X.'),
    'en/page.md': markdownFile({ entry: `article:${A_PAGE}`, title: 'Page' }, 'See [X](/x/).'),
    'ja/x.md': markdownFile({ title: 'エックス' }, 'エックス。'),
    'ja/page.md': markdownFile({ title: 'ページ' }, JA_PAGE_BODY),
  };
}

const config = {
  links: { articleUrl: `${HELP}/{language}/articles/{id}`, sitePaths: true },
};

async function editContent(f: EmulatorFixture, entryId: string, language: string, content: string): Promise<void> {
  expect(await editOnPlatform(f.emu, entryId, language, { content })).toBe(200);
}

async function fixture(): Promise<EmulatorFixture> {
  return emulatorFixture({
    data: {
      project: 'proj-links-pull',
      entries: [A_X, A_PAGE].map((id) => ({ id: `article:${id}`, type: 'article' as const, fields: {} })),
    },
    files: files(),
    config,
    tempPrefix: 'helpsync-links-pull-',
  });
}

const URL_X = `${HELP}/ja/articles/${A_X}`;
/** The ja page as an editor leaves it: the second paragraph and the list's second item changed. */
const EDITED =
  `<p>Unchanged: see <a href="${URL_X}">X</a> and <em>this</em>.</p>` +
  `<p>Changed on the platform: see <a href="${URL_X}">X</a>.</p>` +
  `<ul><li>item one, <a href="${URL_X}#top">X</a></li><li>item two, edited: <a href="${URL_X}">X</a></li></ul>` +
  `<p>Last: a <a href="${URL_X}">reference</a> link.</p>`;
/** ja/page.md after the pull: written out by hand from the rules (kept blocks as written, changed ones relative). */
const PULLED_BODY = [
  'Unchanged: see [X](/ja/x/) and *this*.',
  '',
  'Changed on the platform: see [X](./x.md).',
  '',
  '* item one, [X](/ja/x/#top)',
  '* item two, edited: [X](./x.md)',
  '',
  'Last: a [reference][x] link.',
  '',
  '[x]: /ja/x/',
  '',
].join('\n');

describe('pull keeps the repo form of links per block', () => {
  it('an unchanged block keeps /ja/x/ byte for byte, a changed block gets a relative path; then sync pushes nothing', async () => {
    const f = await fixture();
    expect((await helpsync(f, ['sync', '--no-history'])).code).toBe(0);
    const url = URL_X;
    // what the first sync pushed (the oracle for the edit below: the same page, two blocks changed)
    const pushed = f.emu.store.value(`article:${A_PAGE}`, 'content', 'ja') as string;
    expect(pushed).toBe(
      `<p>Unchanged: see <a href="${url}">X</a> and <em>this</em>.</p>\n` +
        `<p>Changed: see <a href="${url}">X</a>.</p>\n` +
        `<ul>\n<li>item one, <a href="${url}#top">X</a></li>\n<li>item two</li>\n</ul>\n` +
        `<p>Last: a <a href="${url}">reference</a> link.</p>\n`,
    );
    // an editor changes the second paragraph and the list's second item on the platform
    await editContent(f, `article:${A_PAGE}`, 'ja', EDITED);
    const file = path.join(f.contentDir, 'ja/page.md');
    const before = await readFile(file, 'utf8');
    const kept = await helpsync(f, ['pull']);
    expect(kept.code).toBe(0);
    expect(await readFile(file, 'utf8')).toBe(before);

    const forced = await helpsync(f, ['pull', '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(await readFile(file, 'utf8')).toBe(`---\ntitle: ページ\n---\n\n${PULLED_BODY}`);
    // the other files said the same: untouched
    expect(await readFile(path.join(f.contentDir, 'en/page.md'), 'utf8')).toBe(files()['en/page.md']);

    const writes = f.emu.writes().length;
    const again = await helpsync(f, ['sync', '--no-history']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('No changes.');
    expect(f.emu.writes().length).toBe(writes);
  }, 180_000);

  it('pull --drifted keeps the unchanged blocks the same way; after committing, sync has nothing to push or hold', async () => {
    const f = await fixture();
    const repo = await initRepo(f.dir);
    await repo.commit('first version');
    const run = (args: string[]) => helpsync(f, args, { env: repo.env });
    expect((await run(['sync'])).code).toBe(0);
    await editContent(f, `article:${A_PAGE}`, 'ja', EDITED);
    const r = await run(['pull', '--drifted']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('wrote        content/ja/page.md: content (body: 3 blocks kept, 1 converted)');
    // the front matter is the file's own: pull --drifted writes only the held field
    expect(await readFile(path.join(f.contentDir, 'ja/page.md'), 'utf8')).toBe(`---\ntitle: "ページ"\n---\n\n${PULLED_BODY}`);
    await repo.commit('take the platform edit');
    const writes = f.emu.writes().length;
    const again = await run(['sync', '--detailed-exitcode', '--dry-run']);
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect((await run(['sync'])).code).toBe(0);
    expect(f.emu.writes().length).toBe(writes);
  }, 180_000);
});
