// Every command under `files:` (issue 47 item 2) on a Docusaurus layout (`docs/**/*.md`,
// `i18n/{language}/docusaurus-plugin-content-docs/current/{path}`), in a real Git repository,
// in-process against the emulator: sync creates and pushes every page and translation where the
// patterns find them, a re-run pushes nothing, status and pull read the same files, pull writes a
// platform-only translation where the translation pattern says and pull --drifted writes into the
// real file. Expected values are written down from the fixture below, not computed.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editOnPlatform } from '../helpers/emulator.js';
import { tempFolder, useCleanups } from '../helpers/fixture.js';
import { entries, keyed, page } from '../helpers/create-sync.js';
import { dryRun, PNG_A, PNG_ZH, pullCounts, site, titles } from '../helpers/files-site.js';

useCleanups();

const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current';
const DOCUSAURUS = `languages: [en, zh]
images:
  baseUrl: https://cdn.example/help/
files:
  - source: ../docs/**/*.md
    translation: ../i18n/{language}/docusaurus-plugin-content-docs/current/{path}
`;

/** 5 source pages (2 collections, 3 articles) and 4 translations; 2 images beside their pages; a _category_.json that is no page. */
function docusaurus(): Record<string, string> {
  return {
    'docs/guide/_index.md': page('Guide', ''),
    'docs/guide/one.md': page('One', 'The first page.\n\n![shot](img/shot.png)'),
    'docs/guide/two.md': page('Two', 'The second page.'),
    'docs/guide/img/shot.png': PNG_A,
    'docs/guide/_category_.json': '{"label":"Guide"}\n',
    'docs/ref/_index.md': page('Reference', ''),
    'docs/ref/api.md': page('API', 'The API.'),
    [`${ZH}/guide/_index.md`]: page('指南', ''),
    [`${ZH}/guide/one.md`]: page('一', '第一页。\n\n![shot](img/shot.png)'),
    [`${ZH}/guide/img/shot.png`]: PNG_ZH,
    [`${ZH}/ref/_index.md`]: page('参考', ''),
    [`${ZH}/ref/api.md`]: page('接口', '接口。'),
  };
}

describe('files: a Docusaurus layout (docs/**/*.md, i18n/{language}/docusaurus-plugin-content-docs/current/{path})', () => {
  it('sync creates 5 pages and pushes 4 translations, images from beside each real file; a re-run pushes nothing; status and pull read the same files', async () => {
    const s = await site(docusaurus(), DOCUSAURUS);
    const sync = await s.cli('sync');
    expect(sync.code, sync.stderr).toBe(0);
    expect(sync.stdout).toContain('Plan: 5 to create, 4 to push (zh 4), 0 to move, 0 unchanged.');
    // the plan names each file where it is; the plan's own file (the page's key) stays as under contentDir
    expect(sync.stdout).toContain('  + docs/guide/one.md  "One" in Guide (article, published)');
    expect(sync.stdout).toContain(`  + ${ZH}/guide/one.md  article:new:helpsync:guide/one.md (new translation)`);
    expect([...(await keyed(s.emu)).keys()].sort()).toEqual([
      'helpsync:guide/',
      'helpsync:guide/one.md',
      'helpsync:guide/two.md',
      'helpsync:ref/',
      'helpsync:ref/api.md',
    ]);
    expect(await titles(s, 'helpsync:guide/one.md')).toEqual({ en: 'One', zh: '一' });
    expect(await titles(s, 'helpsync:ref/')).toEqual({ en: 'Reference', zh: '参考' });
    expect(await titles(s, 'helpsync:guide/two.md')).toEqual({ en: 'Two' });
    // each language's image is the file beside its page, named by its path in the repository
    const one = (await entries(s.emu)).get((await keyed(s.emu)).get('helpsync:guide/one.md')![0]!)!.fields.content as Record<
      string,
      string
    >;
    expect(one.en).toContain('src="https://cdn.example/help/docs/guide/img/shot.png?v=');
    expect(one.zh).toContain(`src="https://cdn.example/help/${ZH}/guide/img/shot.png?v=`);

    const again = await dryRun(s);
    expect(again.totals).toEqual({ push: 0, create: 0, rekey: 0, move: 0, held: 0, conflicts: 0 });
    expect(again.plan.languages.map((l) => `${l.language} ${l.unchanged}`)).toEqual(['en 5', 'zh 4']);
    expect(again.plan.creations).toEqual([]);

    const st = await s.cli('status', '--json');
    expect(st.code, st.stderr).toBe(0);
    const doc = JSON.parse(st.stdout) as { languages: Record<string, unknown>[]; files: { file: string; state: string }[] };
    expect(doc.languages).toEqual([{ language: 'zh', sourcePages: 5, current: 4, outdated: 0, missing: 1, orphaned: 0, noBase: 0 }]);
    expect(doc.files.filter((f) => f.state === 'missing').map((f) => f.file)).toEqual(['zh/guide/two.md']);

    // pull plans no new file and no overwrite: it finds every page where sync read it
    expect(await pullCounts(s)).toEqual({ created: 0, updated: 0, unchanged: 9, kept: 0, skipped: 0 });
  });

  it('preview --offline shows every page with the image beside its real file; pull writes a platform-only translation where the pattern says; pull --drifted writes a platform edit into the real file', async () => {
    const s = await site(docusaurus(), DOCUSAURUS);
    // preview (offline, from the repo alone): every page in both languages, each language's image copied from beside its real file
    const out = path.join(await tempFolder('helpsync-files-preview-'), 'out');
    const preview = await s.cli('preview', '--offline', '--out', out);
    expect(preview.code, preview.stderr).toBe(0);
    // 5 en pages, 4 zh pages, each language's top page, and the changes page
    expect(preview.stdout).toContain('(12 pages, 2 images)');
    for (const f of ['en/guide/one.html', 'zh/ref/api.html', 'assets/root/docs/guide/img/shot.png', `assets/root/${ZH}/guide/img/shot.png`])
      expect(existsSync(path.join(out, f)), f).toBe(true);
    expect(await readFile(path.join(out, `assets/root/${ZH}/guide/img/shot.png`), 'utf8')).toBe(PNG_ZH);
    expect((await s.cli('sync')).code).toBe(0);
    const two = (await keyed(s.emu)).get('helpsync:guide/two.md')![0]!;
    expect(await editOnPlatform(s.emu, two, 'zh', { title: '二', content: '<p>第二页。</p>' })).toBe(200);
    // --json: `path` is the page key (as in the plan), `file` the real file in the repository
    const planned = await s.cli('pull', '--dry-run', '--json');
    const created = (JSON.parse(planned.stdout) as { files: { path: string; file: string; status: string }[] }).files.filter(
      (f) => f.status === 'created',
    );
    expect(created.map((f) => [f.path, f.file])).toEqual([['zh/guide/two.md', `${ZH}/guide/two.md`]]);
    const pull = await s.cli('pull');
    expect(pull.code, pull.stderr).toBe(0);
    expect(pull.stdout).toContain(`created         ${ZH}/guide/two.md`);
    expect(await readFile(path.join(s.repo.dir, ZH, 'guide/two.md'), 'utf8')).toBe('---\ntitle: 二\n---\n\n第二页。\n');
    // nowhere else: not under a content folder, not as the page's key
    expect(existsSync(path.join(s.repo.dir, 'content'))).toBe(false);
    expect(existsSync(path.join(s.repo.dir, 'zh'))).toBe(false);
    await s.repo.commit('pulled');

    // a title edited on the platform is held by sync (history read on the real Git paths) and written by pull --drifted
    const api = (await keyed(s.emu)).get('helpsync:ref/api.md')![0]!;
    expect(await editOnPlatform(s.emu, api, 'zh', { title: '接口（编辑）' })).toBe(200);
    const held = await dryRun(s);
    expect(held.totals.held).toBe(1);
    const drifted = await s.cli('pull', '--drifted');
    expect(drifted.code, drifted.stderr).toBe(0);
    expect(await readFile(path.join(s.repo.dir, ZH, 'ref/api.md'), 'utf8')).toBe('---\ntitle: 接口（编辑）\n---\n接口。\n');
    await s.repo.commit('drifted');
    expect((await dryRun(s)).totals).toEqual({ push: 0, create: 0, rekey: 0, move: 0, held: 0, conflicts: 0 });
  });
});
