// Under `files:` (an MkDocs suffix layout), layout names a page by its identity, and a page renamed
// with its translation (git mv) is followed through Git's real paths to the same record: in a real
// Git repository, in-process against the emulator.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useCleanups } from '../helpers/fixture.js';
import { keyed } from '../helpers/create-sync.js';
import { MKDOCS, mkdocs, pullCounts, site, type SyncDoc } from '../helpers/files-site.js';

useCleanups();

describe('files: layout and renames', () => {
  it('plan --out and apply create every page; layout moves a page named by its identity; a git mv of a page and its .de.md is followed through the real Git paths', async () => {
    const s = await site(mkdocs(), MKDOCS);
    // a saved plan, then apply: the plan's files are the pages' keys; apply names the real files
    const saved = path.join(s.repo.dir, 'config/.helpsync/plan.json');
    const plan = await s.cli('plan', '--out', saved);
    expect(plan.code, plan.stderr).toBe(0);
    const savedPlan = JSON.parse(await readFile(saved, 'utf8')) as SyncDoc['plan'];
    expect(savedPlan.creations.map((c) => c.file).sort()).toEqual([
      'en/faq/_index.md',
      'en/faq/general.md',
      'en/setup/_index.md',
      'en/setup/install.md',
      'en/setup/usage.md',
    ]);
    const applied = await s.cli('apply', saved);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toContain('  + docs/setup/install.de.md  article:new:helpsync:setup/install.md (new translation)');
    const ids = await keyed(s.emu);
    expect(ids.size).toBe(5);
    const usage = ids.get('helpsync:setup/usage.md')![0]!;
    const faq = ids.get('helpsync:faq/')![0]!;
    await s.repo.commit('a layout', {
      'config/layout.yaml': `collections:\n  - id: ${faq.slice('collection:'.length)}\n    articles: [setup/usage.md]\n`,
      'config/helpsync.yaml': `${await readFile(path.join(s.repo.dir, 'config/helpsync.yaml'), 'utf8')}layout: layout.yaml\n`,
    });
    const writes = s.emu.writes().length;
    const r = await s.cli('layout', '--dry-run', '--json');
    expect(r.code, r.stderr).toBe(0);
    const moves = (JSON.parse(r.stdout) as { plan: { moves: { articleId: string; file: string; to: { id: string } }[] } }).plan.moves;
    expect(moves.map((m) => [m.articleId, m.file, m.to.id])).toEqual([
      [usage.slice('article:'.length), 'setup/usage.md', faq.slice('collection:'.length)],
    ]);
    expect(s.emu.writes()).toHaveLength(writes);

    // the page and its translation renamed together: Git's real paths are read back as the page's key,
    // so the record is the same (no creation, nothing pushed) and pull plans no new file
    const install = ids.get('helpsync:setup/install.md')![0]!;
    s.repo.git(['mv', 'docs/setup/install.md', 'docs/setup/installing.md']);
    s.repo.git(['mv', 'docs/setup/install.de.md', 'docs/setup/installing.de.md']);
    await s.repo.commit('rename install.md to installing.md');
    const d = await s.cli('sync', '--dry-run', '--json');
    expect(d.code, d.stderr).toBe(0);
    const doc = JSON.parse(d.stdout) as SyncDoc & { plan: { bound: { file: string; entryId: string; createdAs?: string }[] } };
    expect(doc.totals).toEqual({ push: 0, create: 0, rekey: 0, move: 1, held: 0, conflicts: 0 });
    expect(doc.plan.bound.find((b) => b.file === 'en/setup/installing.md')).toEqual({
      file: 'en/setup/installing.md',
      entryId: install,
      createdAs: 'en/setup/install.md',
    });
    expect(await pullCounts(s)).toEqual({ created: 0, updated: 0, unchanged: 8, kept: 0, skipped: 0 });
  });
});
