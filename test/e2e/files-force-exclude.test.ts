// `exclude`, `--only` and `--force GLOB` under `files:` (a Docusaurus layout), in a real Git
// repository, in-process against the emulator. Each takes globs over the pages' identities (the
// path below the entry's fixed part: `guide/one.md` for `docs/guide/one.md`), as under contentDir
// they are over the path below the source language's folder. Expected values written down.
import { describe, expect, it } from 'vitest';
import { editOnPlatform } from '../helpers/emulator.js';
import { useCleanups } from '../helpers/fixture.js';
import { keyed, page } from '../helpers/create-sync.js';
import { site, titles } from '../helpers/files-site.js';

useCleanups();

const CONFIG = `languages: [en]
exclude: ["**/drafts/**"]
files:
  - source: ../docs/**/*.md
    translation: ../i18n/{language}/docusaurus-plugin-content-docs/current/{path}
`;

describe('files: exclude, --only and --force GLOB are globs over identities', () => {
  it('a draft folder is never created; --only limits a run to one page; a platform edit is held, and --force guide/one.md pushes over that page only', async () => {
    const s = await site(
      {
        'docs/guide/_index.md': page('Guide', ''),
        'docs/guide/one.md': page('One', 'The first page.'),
        'docs/guide/two.md': page('Two', 'The second page.'),
        'docs/guide/drafts/wip.md': page('Work in progress', 'Not yet.'),
      },
      CONFIG,
    );
    const first = await s.cli('sync');
    expect(first.code, first.stderr).toBe(0);
    expect([...(await keyed(s.emu)).keys()].sort()).toEqual(['helpsync:guide/', 'helpsync:guide/one.md', 'helpsync:guide/two.md']);

    const ids = await keyed(s.emu);
    const one = ids.get('helpsync:guide/one.md')![0]!;
    const two = ids.get('helpsync:guide/two.md')![0]!;
    // both edited on the platform and in the repository
    expect(await editOnPlatform(s.emu, one, 'en', { title: 'One (support)' })).toBe(200);
    expect(await editOnPlatform(s.emu, two, 'en', { title: 'Two (support)' })).toBe(200);
    await s.repo.commit('edit both', {
      'docs/guide/one.md': page('One, again', 'The first page.'),
      'docs/guide/two.md': page('Two, again', 'The second page.'),
    });

    // --only guide/two.md: the run reads one page, and holds it
    const only = await s.cli('sync', '--dry-run', '--json', '--only', 'guide/two.md');
    expect(only.code, only.stderr).toBe(0);
    const onlyDoc = JSON.parse(only.stdout) as { plan: { languages: { held?: { file: string; field: string }[] }[] } };
    expect(onlyDoc.plan.languages.flatMap((l) => (l.held ?? []).map((h) => `${h.file} ${h.field}`))).toEqual(['en/guide/two.md title']);

    const held = await s.cli('sync');
    expect(held.code).toBe(3);
    expect(await titles(s, 'helpsync:guide/one.md')).toEqual({ en: 'One (support)' });

    const before = s.emu.writes().length;
    const forced = await s.cli('sync', '--force', 'guide/one.md');
    expect(forced.code, forced.stderr).toBe(3); // two.md is still held
    expect(s.emu.writes().length - before).toBe(1);
    expect(await titles(s, 'helpsync:guide/one.md')).toEqual({ en: 'One, again' });
    expect(await titles(s, 'helpsync:guide/two.md')).toEqual({ en: 'Two (support)' });
  });
});

describe('files: static translations', () => {
  it("a language's _static.yaml in the folder its pages map to is read as under contentDir: both values are compared", async () => {
    const s = await site(
      {
        'site/en/guide/_index.md': page('Guide', ''),
        'site/en/guide/one.md': page('One', 'The first page.'),
        'site/en/_static.yaml': 'widget:\n  title: Help\n',
        'site/de/_static.yaml': 'widget:\n  title: Hilfe\n',
      },
      'languages: [en, de]\nfiles:\n  - source: ../site/en/**/*.md\n    translation: ../site/{language}/{path}\n',
      {
        project: 'proj-files',
        entries: [{ id: 'statictranslation:widget.title', type: 'statictranslation', fields: { value: { en: 'Help', de: 'Alt' } } }],
      },
    );
    const r = await s.cli('sync', '--dry-run', '--json');
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout) as {
      plan: { languages: { language: string; unchanged: number; held?: { entryId: string }[] }[] };
    };
    // the English value matches; the German one differs and no pushed version explains it: held (read, not skipped)
    expect(doc.plan.languages.map((l) => [l.language, l.unchanged, (l.held ?? []).map((h) => h.entryId)])).toEqual([
      ['en', 1, []],
      ['de', 0, ['statictranslation:widget.title']],
    ]);
  });
});
