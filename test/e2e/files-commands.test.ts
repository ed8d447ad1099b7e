// Every command under `files:` (issue 47 item 2): a Docusaurus-layout repository and an MkDocs
// suffix-layout one, in real Git repositories, in-process against the emulator. Sync creates and
// pushes every page and translation where the patterns find them, a re-run pushes nothing, status
// and pull read the same mapping, and pull writes a platform-only translation where the translation
// pattern says. The expected values are written down from the fixtures below, not computed.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { editOnPlatform, makeTestToken, startTestEmulator } from '../helpers/emulator.js';
import { onCleanup, scratchRepo, useCleanups, type EmulatorData } from '../helpers/fixture.js';
import { entries, keyed, page } from '../helpers/create-sync.js';
import type { TestRepo } from '../helpers/git-repo.js';

useCleanups();

interface Site {
  repo: TestRepo;
  cli: (...args: string[]) => ReturnType<typeof runCli>;
  emu: Awaited<ReturnType<typeof startTestEmulator>>;
}

const PNG_A = 'not really a png: the English screenshot\n';
const PNG_ZH = 'not really a png: the Chinese screenshot\n';

async function site(
  files: Record<string, string>,
  config: string,
  data: EmulatorData = { project: 'proj-files', entries: [] },
): Promise<Site> {
  const token = makeTestToken();
  const emu = await startTestEmulator({ token, data });
  onCleanup(() => emu.close());
  const repo = await scratchRepo();
  await repo.write({
    'config/helpsync.yaml': `baseUrl: ${emu.baseUrl}\nproject: ${emu.project}\n${config}`,
    '.gitignore': 'config/.helpsync/\n',
    ...files,
  });
  await repo.commit('content');
  const file = path.join(repo.dir, 'config/helpsync.yaml');
  const cli = (...args: string[]) => runCli(['--config', file, ...args], { cwd: repo.dir, env: { HELPSYNC_TOKEN: token, ...repo.env } });
  return { repo, cli, emu };
}

interface SyncDoc {
  totals: { push: number; create: number; rekey: number; move: number; held: number; conflicts: number };
  plan: { languages: { language: string; pushes: { file: string }[]; unchanged: number }[]; creations: { file: string }[] };
}

async function dryRun(s: Site): Promise<SyncDoc> {
  const r = await s.cli('sync', '--dry-run', '--json');
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as SyncDoc;
}

async function pullCounts(s: Site): Promise<Record<string, number>> {
  const r = await s.cli('pull', '--dry-run', '--json');
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { counts: Record<string, number> }).counts;
}

/** title per language of the record an externalId names */
async function titles(s: Site, externalId: string): Promise<Record<string, string>> {
  const id = (await keyed(s.emu)).get(externalId)?.[0];
  expect(id, externalId).toBeDefined();
  return (await entries(s.emu)).get(id!)!.fields.title as Record<string, string>;
}

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

    const st = await s.cli('status', '--json');
    expect(st.code, st.stderr).toBe(0);
    const doc = JSON.parse(st.stdout) as { languages: Record<string, unknown>[]; files: { file: string; state: string }[] };
    expect(doc.languages).toEqual([{ language: 'zh', sourcePages: 5, current: 4, outdated: 0, missing: 1, orphaned: 0, noBase: 0 }]);
    expect(doc.files.filter((f) => f.state === 'missing').map((f) => f.file)).toEqual(['zh/guide/two.md']);

    // pull plans no new file and no overwrite: it finds every page where sync read it
    expect(await pullCounts(s)).toEqual({ created: 0, updated: 0, unchanged: 9, kept: 0, skipped: 0 });
  });

  it('pull writes a platform-only translation where the pattern says; pull --drifted writes a platform edit into the real file', async () => {
    const s = await site(docusaurus(), DOCUSAURUS);
    expect((await s.cli('sync')).code).toBe(0);
    const two = (await keyed(s.emu)).get('helpsync:guide/two.md')![0]!;
    expect(await editOnPlatform(s.emu, two, 'zh', { title: '二', content: '<p>第二页。</p>' })).toBe(200);
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

const MKDOCS = `languages: [en, de]
files:
  - source: ../docs/**/*.md
    translation: ../docs/{dir}/{name}.{language}.{ext}
`;

/** 5 source pages and 3 translations side by side (`name.de.md`); a translation is never read as a source. */
function mkdocs(): Record<string, string> {
  return {
    'docs/setup/_index.md': page('Setup', ''),
    'docs/setup/_index.de.md': page('Einrichtung', ''),
    'docs/setup/install.md': page('Install', 'Install it.'),
    'docs/setup/install.de.md': page('Installieren', 'Installieren Sie es.'),
    'docs/setup/usage.md': page('Usage', 'Use it.'),
    'docs/faq/_index.md': page('FAQ', ''),
    'docs/faq/general.md': page('General', 'Questions.'),
    'docs/faq/general.de.md': page('Allgemein', 'Fragen.'),
  };
}

describe('files: an MkDocs suffix layout (docs/{dir}/{name}.{language}.{ext})', () => {
  it('sync creates 5 pages and pushes 3 translations; a re-run pushes nothing; status; pull writes a platform-only translation beside its source', async () => {
    const s = await site(mkdocs(), MKDOCS);
    const sync = await s.cli('sync');
    expect(sync.code, sync.stderr).toBe(0);
    expect(sync.stdout).toContain('Plan: 5 to create, 3 to push (de 3), 0 to move, 0 unchanged.');
    expect([...(await keyed(s.emu)).keys()].sort()).toEqual([
      'helpsync:faq/',
      'helpsync:faq/general.md',
      'helpsync:setup/',
      'helpsync:setup/install.md',
      'helpsync:setup/usage.md',
    ]);
    expect(await titles(s, 'helpsync:setup/install.md')).toEqual({ en: 'Install', de: 'Installieren' });
    expect(await titles(s, 'helpsync:setup/usage.md')).toEqual({ en: 'Usage' });

    const again = await dryRun(s);
    expect(again.totals).toEqual({ push: 0, create: 0, rekey: 0, move: 0, held: 0, conflicts: 0 });
    expect(again.plan.languages.map((l) => `${l.language} ${l.unchanged}`)).toEqual(['en 5', 'de 3']);

    const st = await s.cli('status', '--json');
    expect(st.code, st.stderr).toBe(0);
    const doc = JSON.parse(st.stdout) as { languages: Record<string, unknown>[] };
    expect(doc.languages).toEqual([{ language: 'de', sourcePages: 5, current: 3, outdated: 0, missing: 2, orphaned: 0, noBase: 0 }]);
    expect(await pullCounts(s)).toEqual({ created: 0, updated: 0, unchanged: 8, kept: 0, skipped: 0 });

    const usage = (await keyed(s.emu)).get('helpsync:setup/usage.md')![0]!;
    expect(await editOnPlatform(s.emu, usage, 'de', { title: 'Verwendung', content: '<p>Verwenden Sie es.</p>' })).toBe(200);
    const pull = await s.cli('pull');
    expect(pull.code, pull.stderr).toBe(0);
    expect(pull.stdout).toContain('created         docs/setup/usage.de.md');
    expect(await readFile(path.join(s.repo.dir, 'docs/setup/usage.de.md'), 'utf8')).toBe(
      '---\ntitle: Verwendung\n---\n\nVerwenden Sie es.\n',
    );
    expect(existsSync(path.join(s.repo.dir, 'de'))).toBe(false);
    await s.repo.commit('pulled');
    // the new file is read back as the translation (not a sixth source page): nothing to push or create
    expect((await dryRun(s)).totals).toEqual({ push: 0, create: 0, rekey: 0, move: 0, held: 0, conflicts: 0 });
  });
});

describe('files: match', () => {
  it('reads only the sources (a .de.md is a translation) and writes the entry: line into the real file', async () => {
    const C = '65f0a0000000000000000001';
    const A = '6650f0c1a2b3c4d5e6f70811';
    const data: EmulatorData = {
      project: 'proj-files-match',
      collections: [{ id: C, parent: null, title: { en: 'Setup' } }],
      articles: [{ id: A, collection: C, title: { en: 'Install' } }],
      entries: [
        { id: `collection:${C}`, type: 'collection', fields: { title: { en: 'Setup' } } },
        { id: `article:${A}`, type: 'article', fields: { title: { en: 'Install' }, content: { en: '<p>Install it.</p>' } } },
      ],
    };
    const s = await site(
      {
        'docs/setup/_index.md': page('Setup', ''),
        'docs/setup/install.md': page('Install', 'Install it.'),
        'docs/setup/install.de.md': page('Install', 'Installieren.'),
      },
      MKDOCS,
      data,
    );
    const r = await s.cli('match', '--json');
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout) as { matched: { file: string; entryId: string; written: boolean }[] };
    expect(doc.matched.map((m) => `${m.file} ${m.entryId} ${m.written}`)).toEqual([
      `setup/_index.md collection:${C} true`,
      `setup/install.md article:${A} true`,
    ]);
    expect(await readFile(path.join(s.repo.dir, 'docs/setup/install.md'), 'utf8')).toBe(
      `---\nentry: article:${A}\ntitle: Install\n---\nInstall it.\n`,
    );
    // the translation, though its title is the same, is untouched
    expect(await readFile(path.join(s.repo.dir, 'docs/setup/install.de.md'), 'utf8')).toBe('---\ntitle: Install\n---\nInstallieren.\n');
  });
});
