// Every command under `files:` (issue 47 item 2) on an MkDocs suffix layout
// (`docs/{dir}/{name}.{language}.{ext}`: `install.de.md` beside `install.md`), in a real Git
// repository, in-process against the emulator: sync, a re-run, status, pull of a platform-only
// translation (written beside its source), and match (only sources get an entry: line).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editOnPlatform } from '../helpers/emulator.js';
import { useCleanups, type EmulatorData } from '../helpers/fixture.js';
import { keyed, page } from '../helpers/create-sync.js';
import { dryRun, MKDOCS, mkdocs, pullCounts, site, titles, type SyncDoc } from '../helpers/files-site.js';

useCleanups();

describe('files: an MkDocs suffix layout (docs/{dir}/{name}.{language}.{ext})', () => {
  it('sync creates 5 pages and pushes 3 translations; a re-run pushes nothing; status; pull writes a platform-only translation beside its source', async () => {
    const s = await site(mkdocs(), MKDOCS);
    // --only is a glob over identities (the path below docs/), as over the source folder under contentDir
    const only = await s.cli('sync', '--dry-run', '--json', '--only', 'faq/**');
    expect(only.code, only.stderr).toBe(0);
    const onlyPlan = (JSON.parse(only.stdout) as SyncDoc).plan;
    // the plan's file is the page's key, as under contentDir (faq/_index.md has no .de.md)
    expect(onlyPlan.creations.map((c) => c.file)).toEqual(['en/faq/_index.md', 'en/faq/general.md']);
    expect(onlyPlan.languages.map((l) => `${l.language}: ${l.pushes.map((p) => p.file).join(' ')}`)).toEqual([
      'en: ',
      'de: de/faq/general.md',
    ]);
    const sync = await s.cli('sync');
    expect(sync.code, sync.stderr).toBe(0);
    expect(sync.stdout).toContain('Plan: 5 to create, 3 to push (de 3), 0 to move, 0 unchanged.');
    expect(sync.stdout).toContain('  + docs/setup/install.de.md  article:new:helpsync:setup/install.md (new translation)');
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
