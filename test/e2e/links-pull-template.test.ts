// Pull after links.articleUrl changed: the platform still holds links written with
// the OLD template. Pull reads them as drift protection does (the entry's id and the language are
// whole path segments of the URL), so they come back as relative links to the repo's files, and a
// file that differs from the platform only by the template is not "kept". Then sync pushes exactly
// the pages whose links the new template changes. Expected files and values are written out here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { markdownFile, writeTestConfig } from '../helpers/emulator.js';
import { emulatorFixture, helpsync, tempFolder, useCleanups } from '../helpers/fixture.js';

useCleanups();

const A_X = '6650f0c1a2b3c4d5e6f75001';
const A_PAGE = '6650f0c1a2b3c4d5e6f75002';
const T1 = 'https://help.example.com/{language}/articles/{id}';
const T2 = 'https://docs.example.com/hc/{id}/{language}';

const FILES: Record<string, string> = {
  'en/x.md': markdownFile({ entry: `article:${A_X}`, title: 'X' }, 'X.'),
  'en/page.md': markdownFile({ entry: `article:${A_PAGE}`, title: 'Page' }, 'See [X](./x.md) and [the top](./x.md#top).'),
  'de/x.md': markdownFile({ title: 'X' }, 'X auf Deutsch.'),
  'de/page.md': markdownFile({ title: 'Seite' }, 'Siehe [X](./x.md).'),
};

/** What pull writes into an empty folder: the links relative again, each to the file in its own language. */
const PULLED: Record<string, string> = {
  'de/page.md': '---\ntitle: Seite\n---\n\nSiehe [X](./x.md).\n',
  'de/x.md': '---\ntitle: X\n---\n\nX auf Deutsch.\n',
  'en/page.md': `---\nentry: article:${A_PAGE}\ntitle: Page\n---\n\nSee [X](./x.md) and [the top](./x.md#top).\n`,
  'en/x.md': `---\nentry: article:${A_X}\ntitle: X\n---\n\nX.\n`,
};

async function contents(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const rel of (await fg('**/*.md', { cwd: dir })).sort()) out[rel] = await readFile(path.join(dir, rel), 'utf8');
  return out;
}

describe('pull reads links of an old articleUrl template', () => {
  it('pushed with T1, pulled with T2: relative links into an empty folder, nothing kept over the repo, then sync pushes only the linking pages', async () => {
    const f = await emulatorFixture({
      data: {
        project: 'proj-links-template',
        entries: [A_X, A_PAGE].map((id) => ({ id: `article:${id}`, type: 'article' as const, fields: {} })),
      },
      files: FILES,
      config: { links: { articleUrl: T1 } },
      tempPrefix: 'helpsync-links-template-',
    });
    const first = await helpsync(f, ['sync', '--no-history']);
    expect(first.code, first.stderr).toBe(0);
    const t1 = (language: string, suffix = ''): string => `https://help.example.com/${language}/articles/${A_X}${suffix}`;
    expect(f.emu.store.value(`article:${A_PAGE}`, 'content', 'en')).toBe(
      `<p>See <a href="${t1('en')}">X</a> and <a href="${t1('en', '#top')}">the top</a>.</p>\n`,
    );

    // the template changes: the platform still has T1's URLs
    await writeTestConfig(f.dir, f.emu, { links: { articleUrl: T2 } });

    // into an empty folder, with the new template
    const fresh = await tempFolder('helpsync-links-template-fresh-');
    const freshConfig = await writeTestConfig(fresh, f.emu, { links: { articleUrl: T2 } });
    const pulled = await helpsync({ dir: fresh, configPath: freshConfig, emu: f.emu }, ['pull']);
    expect(pulled.code, pulled.stderr).toBe(0);
    expect(await contents(path.join(fresh, 'content'))).toEqual(PULLED);

    // over the repo: nothing differs but the template
    const over = await helpsync(f, ['pull']);
    expect(over.code, over.stderr).toBe(0);
    expect(over.stdout).toBe('Pull: 0 created, 0 overwritten, 4 unchanged.\n');
    expect(await contents(f.contentDir)).toEqual(FILES);

    // sync: the two pages with links, now with T2's URLs; nothing else
    const writes = f.emu.writes().length;
    const sync = await helpsync(f, ['sync', '--no-history', '--json']);
    expect(sync.code, sync.stderr).toBe(0);
    const puts = f.emu.writes().slice(writes);
    expect(puts.map((w) => `${w.method} ${decodeURIComponent(w.path)}`).sort()).toEqual([
      `PUT /v3/translations/entries/article:${A_PAGE}`,
      `PUT /v3/translations/entries/article:${A_PAGE}`,
    ]);
    const t2 = (language: string, suffix = ''): string => `https://docs.example.com/hc/${A_X}/${language}${suffix}`;
    expect(f.emu.store.value(`article:${A_PAGE}`, 'content', 'en')).toBe(
      `<p>See <a href="${t2('en')}">X</a> and <a href="${t2('en', '#top')}">the top</a>.</p>\n`,
    );
    expect(f.emu.store.value(`article:${A_PAGE}`, 'content', 'de')).toBe(`<p>Siehe <a href="${t2('de')}">X</a>.</p>\n`);
  }, 120_000);
});
