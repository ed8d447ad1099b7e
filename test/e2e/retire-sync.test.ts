// Retiring pages whose source files were deleted in Git: sync in-process against the emulator in a
// real Git repository. Judged on the emulator's request log (which writes were sent) and its lists
// (isDraft, unpublished, what is left), never on the planner's own output alone.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSecrets } from '../../src/util/redact.js';
import { useCleanups } from '../helpers/fixture.js';
import { A_OLD, C_GS, entries, page, seeded, setup } from '../helpers/create-sync.js';
import { planLines } from '../../src/report/plan.js';
import { renderPlanMarkdown } from '../../src/report/markdown.js';
import { editOnPlatform, type RunningEmulator } from '../helpers/emulator.js';
import { driftExitCode } from '../../src/drift/guard.js';
import { readPlanFile, writePlanFile } from '../../src/apply/plan-file.js';
import { planGuardProblems } from '../../src/apply/plan-guard.js';
import * as api from '../../src/index.js';
import { restore } from '../../src/operations/restore.js';
import { preview } from '../../src/operations/preview.js';

useCleanups();
afterEach(() => clearSecrets());

async function get(emu: RunningEmulator, p: string): Promise<Record<string, unknown>[]> {
  const res = await fetch(emu.baseUrl + p, { headers: { authorization: `Bearer ${emu.token}`, project: emu.project } });
  return (await res.json()) as Record<string, unknown>[];
}

/** every article on the platform: id → { collection, isDraft, externalId } */
async function articles(emu: RunningEmulator): Promise<Map<string, { collection: string; isDraft: unknown; externalId: unknown }>> {
  const out = new Map<string, { collection: string; isDraft: unknown; externalId: unknown }>();
  for (const c of await get(emu, '/helpcenter/collections/all'))
    for (const a of await get(emu, `/helpcenter/collections/${String(c.id)}/articles`))
      out.set(String(a.id), { collection: String(c.id), isDraft: a.isDraft, externalId: a.externalId });
  return out;
}

const files = {
  'content/en/getting-started/gs-a.md': page('Page A', 'Body A.'),
  'content/en/getting-started/gs-b.md': page('Page B', 'Body B.'),
  'content/en/getting-started/stays.md': page('Stays', 'Body S.'),
  'content/de/getting-started/gs-b.md': page('Seite B', 'Text B.'),
  'content/en/guide/_index.md': '---\ntitle: Guide\n---\n',
  'content/en/guide/g1.md': page('Guide one', 'Body G.'),
};

describe('retire: a page deleted in Git leaves the help center by the retire mode', () => {
  it('3 pages and 1 folder deleted: listed, unpublished (exactly those writes), one restored and republished, the rest deleted after a backup', async () => {
    const s = await setup(files);
    await s.run();
    const created = await articles(s.emu);
    const idOf = (key: string): string => [...created].find(([, a]) => a.externalId === key)![0];
    const gsA = idOf('helpsync:getting-started/gs-a.md');
    const g1 = idOf('helpsync:guide/g1.md');
    const guide = String((await get(s.emu, '/helpcenter/collections/all')).find((c) => c.externalId === 'helpsync:guide/')!.id);
    // delete an entry-bound page (install.md), two bound by externalId (gs-a.md, guide/g1.md) and the guide folder
    const deletedIn = await s.repo.commit('retire', {
      'content/en/getting-started/install.md': null,
      'content/en/getting-started/gs-a.md': null,
      'content/en/guide/_index.md': null,
      'content/en/guide/g1.md': null,
    });

    // the default mode (keep): listed as "would retire", not a change to apply
    const listed = await s.run({ dryRun: true });
    const expected = [
      `article ${A_OLD} en/getting-started/install.md`,
      `article ${gsA} en/getting-started/gs-a.md`,
      `article ${g1} en/guide/g1.md`,
      `collection ${guide} en/guide/_index.md`,
    ].sort();
    expect(listed.plan.retirements?.map((r) => `${r.kind} ${r.id} ${r.file}`).sort()).toEqual(expected);
    expect(listed.plan.retirements?.map((r) => r.action)).toEqual(['keep', 'keep', 'keep', 'keep']);
    expect(listed.plan.retirements?.every((r) => r.deletedIn === deletedIn)).toBe(true);
    expect(listed.plan.totals?.retire).toBeUndefined();
    // --detailed-exitcode: keep lists only (0, no pending change); unpublish is pending (2)
    expect(driftExitCode(listed.plan, undefined, true)).toBe(0);
    const keepText = [...planLines(listed.plan, { color: false })].join('\n');
    expect(keepText).toContain(`- en/getting-started/gs-a.md "Page A" (article): would retire`);
    expect(keepText).toContain('4 would retire (retire: keep)');

    const dry = await s.run({ dryRun: true, retire: 'unpublish', maxRetires: 4 });
    expect(dry.plan.totals?.retire).toBe(4);
    expect(driftExitCode(dry.plan, undefined, true)).toBe(2);
    const text = [...planLines(dry.plan, { color: false })].join('\n');
    expect(text).toContain(`- en/getting-started/gs-a.md "Page A" (article): unpublish`);
    expect(text).toContain(`- en/guide/_index.md "Guide" (collection): unpublish`);
    expect(text).toContain('4 to retire, ');
    expect(renderPlanMarkdown(dry.plan)).toContain(`| \`en/getting-started/gs-a.md\` | Page A | \`article:${gsA}\` | unpublish |`);
    // articles before collections
    expect(dry.plan.retirements?.map((r) => r.kind)).toEqual(['article', 'article', 'article', 'collection']);

    // 4 retirements among 5 bound records: over 10%, refused without --max-retires, nothing sent
    const before = s.emu.writes().length;
    await expect(s.run({ retire: 'unpublish' })).rejects.toThrow(/--max-retires 4/);
    expect(s.emu.writes().length).toBe(before);

    await s.run({ retire: 'unpublish', maxRetires: 4 });
    const sent = s.emu
      .writes()
      .slice(before)
      .map((w) => `${w.method} ${decodeURIComponent(w.path)}`)
      .sort();
    expect(sent).toEqual(
      [
        `PUT /v3/helpcenter/collections/${C_GS}/articles/${A_OLD}`,
        `PUT /v3/helpcenter/collections/${C_GS}/articles/${gsA}`,
        `PUT /v3/helpcenter/collections/${guide}/articles/${g1}`,
        `PUT /v3/helpcenter/collections/${guide}/toggle-publish`,
      ].sort(),
    );
    const after = await articles(s.emu);
    expect(
      [...after]
        .filter(([, a]) => a.isDraft === true)
        .map(([id]) => id)
        .sort(),
    ).toEqual([A_OLD, gsA, g1].sort());
    expect((await get(s.emu, '/helpcenter/collections/all')).filter((c) => c.unpublished === true).map((c) => c.id)).toEqual([guide]);
    // a second run sends nothing: the drafts are retired already
    const settled = s.emu.writes().length;
    const second = await s.run({ retire: 'unpublish', maxRetires: 4 });
    expect(second.plan.retirements ?? []).toEqual([]);
    expect(s.emu.writes().length).toBe(settled);

    // restoring a file republishes the same record
    s.repo.git(['checkout', `${deletedIn}^`, '--', 'content/en/getting-started/gs-a.md']);
    await s.repo.commit('restore gs-a');
    const restored = await s.run({ retire: 'unpublish', maxRetires: 4 });
    expect(restored.plan.republications?.map((r) => `${r.kind} ${r.id}`)).toEqual([`article ${gsA}`]);
    expect(restored.plan.creations ?? []).toEqual([]);
    expect((await articles(s.emu)).get(gsA)?.isDraft).toBe(false);

    // delete: a backup with every language first, then the records go
    const del = await s.run({ retire: 'delete', maxRetires: 3 });
    expect(del.outcome?.results.filter((r) => r.kind === 'retire').map((r) => `${r.status} ${r.record}:${r.id}`)).toEqual([
      `done article:${A_OLD}`,
      `done article:${g1}`,
      `done collection:${guide}`,
    ]);
    const left = await articles(s.emu);
    expect(left.has(A_OLD) || left.has(g1)).toBe(false);
    expect(left.has(gsA)).toBe(true);
    expect((await get(s.emu, '/helpcenter/collections/all')).some((c) => c.id === guide)).toBe(false);
    const dir = path.join(s.repo.dir, 'config/.helpsync/backups');
    const backups = (await readdir(dir)).sort();
    expect(backups.map((f) => f.replace(/-\d{4}-.*$/, ''))).toEqual([`article-${A_OLD}`, `article-${g1}`, `collection-${guide}`].sort());
    type Backup = { record: { record: Record<string, unknown>; entry: { fields: Record<string, Record<string, string>> } } };
    const installFile = backups.find((f) => f.startsWith(`article-${A_OLD}`))!;
    const install = JSON.parse(await readFile(path.join(dir, installFile), 'utf8')) as Backup;
    expect(install.record.record).toMatchObject({ id: A_OLD, collectionId: C_GS, isDraft: true });
    expect(install.record.entry.fields.title?.en).toBe('Install');
    expect(install.record.entry.fields.content?.en).toContain('Install it.');

    // restore: refused while the file is not back, with the checkout that brings it back
    const restoreIt = (target: string, dryRun = false): Promise<import('../../src/operations/restore.js').RestoreRun> =>
      s.withClient((config, client) =>
        restore({ target, dryRun }, { config, client: () => Promise.resolve(client), logger: api.silentLogger }),
      );
    await expect(restoreIt('en/guide/g1.md')).rejects.toThrow(`git checkout ${deletedIn}^ -- content/en/guide/g1.md`);
    s.repo.git(['checkout', `${deletedIn}^`, '--', 'content/en/guide/g1.md']);
    const writesBefore = s.emu.writes().length;
    expect((await restoreIt('en/guide/g1.md', true)).action).toBe('recreate');
    expect(s.emu.writes().length).toBe(writesBefore);
    // re-created from the newest backups: the collection first (it is gone too), then the article, same keys
    const back = await restoreIt('en/guide/g1.md');
    const newG1 = back.entryId.slice('article:'.length);
    const now = await articles(s.emu);
    expect(now.get(newG1)?.externalId).toBe('helpsync:guide/g1.md');
    const newGuide = (await get(s.emu, '/helpcenter/collections/all')).find((c) => c.externalId === 'helpsync:guide/');
    expect(now.get(newG1)?.collection).toBe(String(newGuide?.id));
    const fields = (await entries(s.emu)).get(back.entryId)?.fields;
    expect([fields?.title?.en, fields?.content?.en]).toEqual(['Guide one', expect.stringContaining('Body G.')]);
    expect(await readFile(path.join(s.repo.dir, 'content/en/guide/g1.md'), 'utf8')).toMatch(
      new RegExp(`^---\nentry: ${back.entryId}\ntitle: Guide one\n`),
    );
  });

  it('a page edited on the platform and deleted in the repo is held (exit 3); --force on its path retires it', async () => {
    const s = await setup({
      'content/en/getting-started/gs-a.md': page('Page A', 'Body A.'),
      'content/en/getting-started/gs-b.md': page('Page B', 'Body B.'),
    });
    await s.run();
    const ids = await articles(s.emu);
    const idOf = (key: string): string => [...ids].find(([, a]) => a.externalId === key)![0];
    const gsA = idOf('helpsync:getting-started/gs-a.md');
    const gsB = idOf('helpsync:getting-started/gs-b.md');
    expect(await editOnPlatform(s.emu, `article:${gsA}`, 'en', { content: '<p>Fixed by support.</p>' })).toBe(200);
    await s.repo.commit('both go', { 'content/en/getting-started/gs-a.md': null, 'content/en/getting-started/gs-b.md': null });
    const held = await s.run({ retire: 'unpublish', maxRetires: 2 });
    expect(held.plan.retirements?.map((r) => r.id)).toEqual([gsB]);
    expect(held.plan.retireHeld?.map((h) => [h.file, h.entryId])).toEqual([['en/getting-started/gs-a.md', `article:${gsA}`]]);
    expect(driftExitCode(held.plan, { failed: false }, false)).toBe(3);
    expect((await articles(s.emu)).get(gsA)?.isDraft).toBe(false);
    const forced = await s.run({ retire: 'unpublish', maxRetires: 2 }, { force: 'getting-started/gs-a.md' });
    expect(forced.plan.retirements?.map((r) => r.id)).toEqual([gsA]);
    expect((await articles(s.emu)).get(gsA)?.isDraft).toBe(true);
  });

  it('a saved plan carries its retirements: apply unpublishes; a plan whose record is gone since is refused as stale', async () => {
    const s = await setup({ 'content/en/getting-started/gs-b.md': page('Page B', 'Body B.') });
    await s.run();
    const gsB = [...(await articles(s.emu))].find(([, a]) => a.externalId === 'helpsync:getting-started/gs-b.md')![0];
    await s.repo.commit('gs-b goes', { 'content/en/getting-started/gs-b.md': null });
    const file = (n: string): string => path.join(s.repo.dir, `plan-${n}.json`);
    // the preview marks the page as leaving (under the default keep: it would leave)
    const out = path.join(s.repo.dir, 'preview-out');
    const { policy } = api.decidePolicy({}, {});
    await s.withClient((config, client) =>
      preview({ out, offline: false, policy }, { config, client: () => Promise.resolve(client), logger: api.silentLogger }),
    );
    const index = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(index).toContain(`en/getting-started/gs-b.md “Page B”</h3><p>article:${gsB}: would leave the help center`);
    await writePlanFile(file('u'), (await s.run({ dryRun: true, savesPlan: true, retire: 'unpublish', maxRetires: 1 })).plan);
    await writePlanFile(file('d'), (await s.run({ dryRun: true, savesPlan: true, retire: 'delete', maxRetires: 1 })).plan);
    const unpub = await readPlanFile(file('u'));
    expect(unpub.retirements?.map((r) => [r.kind, r.id, r.file, r.action])).toEqual([
      ['article', gsB, 'en/getting-started/gs-b.md', 'unpublish'],
    ]);
    expect(planGuardProblems('plan-u.json', unpub)).toEqual([]);
    const apply = (plan: api.SyncPlan): Promise<api.ApplyOutcome> =>
      s.withClient((_c, client) => api.applyPlan(plan, client, { logger: api.silentLogger, checkStale: true }));
    expect((await apply(unpub)).results.map((r) => [r.kind, r.status])).toEqual([['retire', 'done']]);
    expect((await articles(s.emu)).get(gsB)?.isDraft).toBe(true);
    // restore, once the file is back: the same record published again
    await s.repo.write({ 'content/en/getting-started/gs-b.md': page('Page B', 'Body B.') });
    const back = await s.withClient((config, client) =>
      restore(
        { target: 'en/getting-started/gs-b.md', dryRun: false },
        { config, client: () => Promise.resolve(client), logger: api.silentLogger },
      ),
    );
    expect([back.action, back.entryId]).toEqual(['republish', `article:${gsB}`]);
    expect((await articles(s.emu)).get(gsB)?.isDraft).toBe(false);
    // the record leaves its collection on the platform: the delete plan is stale, nothing is sent
    const res = await fetch(`${s.emu.baseUrl}/helpcenter/collections/${C_GS}/articles/${gsB}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${s.emu.token}`, project: s.emu.project },
    });
    expect(res.status).toBe(200);
    const writes = s.emu.writes().length;
    const stale = await apply(await readPlanFile(file('d')));
    expect(stale.results.map((r) => [r.kind, r.status, r.reason])).toEqual([
      ['retire', 'refused', `stale plan: article:${gsB} is no longer where the plan saw it (re-plan)`],
    ]);
    expect(s.emu.writes().length).toBe(writes);
  });

  it('30% of the retire answers lost: each record unpublished once, then deleted once; a re-run sends nothing', async () => {
    const pages = Object.fromEntries(
      Array.from({ length: 6 }, (_, i) => [`content/en/getting-started/p${i}.md`, page(`P${i}`, `Body ${i}.`)]),
    );
    const s = await setup(pages, { random: seeded(7) });
    await s.run();
    await s.repo.commit('all six go', Object.fromEntries(Object.keys(pages).map((f) => [f, null])));
    s.emu.setOptions({ lostRate: 0.3 });
    const count = (method: string, from: number): Map<string, number> => {
      const out = new Map<string, number>();
      for (const w of s.emu.log.slice(from))
        if (w.method === method && /\/articles\/[0-9a-f]+$/.test(w.path)) out.set(w.path, (out.get(w.path) ?? 0) + 1);
      return out;
    };
    let from = s.emu.log.length;
    const unpub = await s.run({ retire: 'unpublish', maxRetires: 6 });
    expect(unpub.outcome?.results.filter((r) => r.kind === 'retire' && r.status !== 'done')).toEqual([]);
    expect(s.emu.log.slice(from).some((w) => w.outcome === 'lost')).toBe(true);
    expect([...count('PUT', from).values()]).toEqual([1, 1, 1, 1, 1, 1]);
    const drafts = [...(await articles(s.emu))].filter(([, a]) => a.isDraft === true).length;
    expect(drafts).toBe(6);
    from = s.emu.log.length;
    const del = await s.run({ retire: 'delete', maxRetires: 6 });
    expect(del.outcome?.results.filter((r) => r.kind === 'retire' && r.status !== 'done')).toEqual([]);
    expect([...count('DELETE', from).values()]).toEqual([1, 1, 1, 1, 1, 1]);
    s.emu.setOptions({ lostRate: 0 });
    const writes = s.emu.writes().length;
    await s.run({ retire: 'delete', maxRetires: 6 });
    expect(s.emu.writes().length).toBe(writes);
  });
});
