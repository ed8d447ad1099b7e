// Reliability (high): scrubbing removes exactly the configured token, never a pattern, so
// content that merely looks like a bearer header (a curl example) reaches the platform byte for byte
// through plan --out → apply, and the next plan is empty. Content holding the real token is refused
// before any request, the file named.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { articleId, generateRepo, helpsync, parseDoc, pushKeys, runCleanups, setup } from '../helpers/reliability.js';

afterEach(runCleanups);

const A0 = articleId(0);
// JWT-shaped, but not the token the run uses: example text any API article may hold.
const FAKE = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkb2NzLWV4YW1wbGUifQ.c2lnbmF0dXJlLWV4YW1wbGU';
const CURL = `curl -H "Authorization: Bearer ${FAKE}" https://api.example.com/v3/me`;
const DESCRIPTION = `Send Bearer x.y.z (or Bearer ${FAKE}) in the header`;

function curlArticle(): string {
  return [
    '---',
    `entry: article:${A0}`,
    'title: "Calling the API"',
    `description: ${JSON.stringify(DESCRIPTION)}`,
    '---',
    '',
    'Authenticate every request:',
    '',
    '```sh',
    CURL,
    '```',
    '',
    'The header is `Authorization: Bearer x.y.z`.',
    '',
  ].join('\n');
}

describe('scrubbing never alters content', () => {
  it('a curl example with a fake Bearer token survives plan --out → apply byte for byte, and a re-plan is empty', async () => {
    const repo = generateRepo({ articles: 2, languages: ['en'] });
    repo.files['en/docs/a0.md'] = curlArticle();
    const f = await setup({ repo });
    const planFile = path.join(f.dir, 'plan.json');
    const plan = await helpsync(f, ['plan', '--out', planFile]);
    expect(plan.code, plan.stderr).toBe(0);
    const saved = await readFile(planFile, 'utf8');
    expect(saved).not.toContain('[REDACTED]');
    expect(saved).toContain(JSON.stringify(DESCRIPTION));

    const apply = await helpsync(f, ['apply', planFile]);
    expect(apply.code, apply.stderr).toBe(0);
    // What reached the platform: the description exactly, the body with the command intact (the
    // code block escapes the quotes as HTML; the token-like text is untouched).
    expect(f.emu.store.value(`article:${A0}`, 'description', 'en')).toBe(DESCRIPTION);
    const body = f.emu.store.value(`article:${A0}`, 'content', 'en') ?? '';
    expect(body).toContain(`curl -H &quot;Authorization: Bearer ${FAKE}&quot; https://api.example.com/v3/me`);
    expect(body).toContain('Authorization: Bearer x.y.z');
    expect(body).not.toContain('REDACTED');

    const again = await helpsync(f, ['sync', '--dry-run', '--json']);
    expect(again.code, again.stderr).toBe(0);
    expect(pushKeys(parseDoc(again))).toEqual([]);
  });

  it('content holding the real token is refused before any request, the file named (sync, plan, dry run)', async () => {
    const repo = generateRepo({ articles: 2, languages: ['en', 'de'] });
    const f = await setup({ repo });
    const token = f.emu.token ?? '';
    expect(token.length).toBeGreaterThan(20);
    const file = path.join(f.contentDir, 'de/docs/a1.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('Intro for article 1', `Our token is ${token}. Intro`));
    for (const args of [['sync'], ['sync', '--dry-run'], ['plan', '--out', path.join(f.dir, 'p.json')]]) {
      const r = await helpsync(f, args);
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(1);
      expect(r.stderr).toMatch(/content\/de\/docs\/a1\.md: error: would publish HELPSYNC_TOKEN: field "content"/);
    }
    expect(f.emu.log).toEqual([]);
  });

  it('a saved plan carrying the token is refused by apply before any request, the plan file named', async () => {
    const f = await setup({ repo: generateRepo({ articles: 2, languages: ['en'] }) });
    const planFile = path.join(f.dir, 'plan.json');
    expect((await helpsync(f, ['plan', '--out', planFile])).code).toBe(0);
    const doc = JSON.parse(await readFile(planFile, 'utf8')) as { languages: { pushes: { fields: Record<string, string> }[] }[] };
    const push = doc.languages[0]?.pushes[0];
    if (!push) throw new Error('the plan has no push');
    push.fields.title = `Token: ${f.emu.token ?? ''}`;
    await writeFile(planFile, JSON.stringify(doc));
    const before = f.emu.log.length;
    const r = await helpsync(f, ['apply', planFile]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /plan\.json: error: would publish HELPSYNC_TOKEN: field "title" of (article|collection):[0-9a-f]+ \(en, from en\/docs\/\S+\)/,
    );
    expect(f.emu.log.length).toBe(before);
    expect(f.emu.writes()).toEqual([]);
  });
});
