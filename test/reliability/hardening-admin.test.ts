// Reliability: ids that URL normalisation would rewrite or that hold control characters
// are refused before any request, wherever they come from (arguments, --from-file, a saved plan);
// and no backup means no delete, for every kind.
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateRepo, helpsync, runCleanups, setup, type Fixture } from '../helpers/reliability.js';

afterEach(runCleanups);

const T1 = '6650f0c1a2b3c4d5e6f7aa01';

async function adminFixture(): Promise<Fixture> {
  const repo = generateRepo({ articles: 1, languages: ['en'] });
  repo.data.teams = [{ id: T1, name: 'Support' }];
  repo.data.engagement = { surveys: [{ id: 'sv1', name: 'NPS' }] };
  return setup({ repo });
}

describe('ids: dot segments and control characters are refused before any request', () => {
  for (const [what, args, message] of [
    ['`..` as an argument', ['..'], /argument 1: invalid id "\.\.": a dot segment/],
    ['`.` as an argument', ['.'], /argument 1: invalid id "\.": a dot segment/],
    ['`%2e%2E` as an argument', ['%2e%2E'], /argument 1: invalid id "%2e%2E": a dot segment/],
    ['an escape character in an argument', ['a\u001bb'], /argument 1: invalid id "a\\u001bb": ids cannot contain control characters/],
  ] as const) {
    it(`teams delete: ${what}`, async () => {
      const f = await adminFixture();
      const r = await helpsync(f, ['teams', 'delete', ...args, '--yes']);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(message);
      expect(f.emu.log).toEqual([]);
      expect(f.emu.store.teams.has(T1)).toBe(true);
    });
  }

  it('--from-file: a NUL and a dot segment named by line; a UTF-16 file named as such', async () => {
    const f = await adminFixture();
    await writeFile(path.join(f.dir, 'ids.txt'), `${T1}\nx\u0000y\n..\n`);
    const r = await helpsync(f, ['teams', 'delete', '--from-file', 'ids.txt', '--yes']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/ids\.txt:2: error: invalid id "x\\u0000y": ids cannot contain control characters/);
    expect(r.stderr).toMatch(/ids\.txt:3: error: invalid id "\.\.": a dot segment/);

    await writeFile(path.join(f.dir, 'ids16.txt'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${T1}\r\n`, 'utf16le')]));
    const r16 = await helpsync(f, ['engagement', 'delete', 'survey', '--from-file', 'ids16.txt', '--yes']);
    expect(r16.code).toBe(1);
    expect(r16.stderr).toMatch(/ids16\.txt: error: file is UTF-16: save it as UTF-8/);
    expect(f.emu.log).toEqual([]);
  });

  it('a saved plan whose ids would address another path is refused by apply, naming the plan file', async () => {
    const f = await setup({ repo: generateRepo({ articles: 3, languages: ['en'], moved: 1 }) });
    const planFile = path.join(f.dir, 'plan.json');
    expect((await helpsync(f, ['plan', '--out', planFile])).code).toBe(0);
    const doc = JSON.parse(await readFile(planFile, 'utf8')) as {
      moves: { articleId: string }[];
      languages: { pushes: { entryId: string; type: string }[] }[];
    };
    const move = doc.moves[0];
    const push = doc.languages[0]?.pushes[0];
    if (!move || !push) throw new Error('the plan has no move or push');
    move.articleId = '..';
    // the push keeps its type (a type that does not match is refused too, as a malformed plan)
    push.entryId = `${push.type}:%2E%2e`;
    await writeFile(planFile, JSON.stringify(doc));
    const before = f.emu.log.length;
    const r = await helpsync(f, ['apply', planFile]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/plan\.json: error: push for "en": entry (article|collection): invalid id "%2E%2e": a dot segment/);
    expect(r.stderr).toMatch(/plan\.json: error: move of article: invalid id "\.\.": a dot segment/);
    expect(f.emu.log.length).toBe(before);
  });
});

describe('no backup, no delete: one rule for every kind', () => {
  it('a file where the backup folder should be: neither the team nor the survey is deleted; exit 1', async () => {
    const f = await adminFixture();
    const blocked = path.join(f.dir, 'blocked');
    await writeFile(blocked, 'x');
    const team = await helpsync(f, ['teams', 'delete', T1, '--yes', '--backup-dir', blocked]);
    expect(team.code).toBe(1);
    expect(team.stdout).toMatch(/failed {5}team 6650f0c1a2b3c4d5e6f7aa01 {2}its backup could not be written: .*; nothing deleted/);
    const survey = await helpsync(f, ['engagement', 'delete', 'survey', 'sv1', '--yes', '--backup-dir', blocked]);
    expect(survey.code).toBe(1);
    expect(survey.stdout).toMatch(/could not write its backup: .*; nothing deleted/);
    expect(f.emu.writes()).toEqual([]);
    expect(f.emu.store.teams.has(T1)).toBe(true);
  });

  it.skipIf(process.getuid?.() === 0)('a read-only backup folder (permissions): nothing deleted', async () => {
    const f = await adminFixture();
    const ro = path.join(f.dir, 'readonly');
    await mkdir(ro);
    await chmod(ro, 0o500);
    const team = await helpsync(f, ['teams', 'delete', T1, '--yes', '--backup-dir', ro]);
    await chmod(ro, 0o700);
    expect(team.code).toBe(1);
    expect(team.stdout).toMatch(/its backup could not be written: .*EACCES.*; nothing deleted/);
    expect(f.emu.writes()).toEqual([]);
  });

  it('with a writable folder the team is deleted and its backup holds the platform answer', async () => {
    const f = await adminFixture();
    const r = await helpsync(f, ['teams', 'delete', T1, '--yes', '--backup-dir', 'saved']);
    expect(r.code, r.stderr).toBe(0);
    expect(f.emu.store.teams.has(T1)).toBe(false);
    const m = /backup: (saved\/team-[^\s]+\.json)/.exec(r.stdout);
    if (!m?.[1]) throw new Error(`no backup path in:\n${r.stdout}`);
    const doc = JSON.parse(await readFile(path.join(f.dir, m[1]), 'utf8')) as { record: { id: string; name: string } };
    expect(doc.record).toMatchObject({ id: T1, name: 'Support' });
  });
});
