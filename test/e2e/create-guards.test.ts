// What is never created, and the guards that refuse a run before any write: adoption beside an
// existing help center, --max-creates, templates and email templates, untracked files and
// --no-history; and failures during creation (a 400 names the file, a failed collection skips its
// pages, a failed first push is "created without content"). In-process against the emulator.
import { cp, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/client/errors.js';
import { DEMO_DATA } from '../../src/emulator/demo-data.js';
import { InputError } from '../../src/errors.js';
import type { PlatformClient } from '../../src/client/types.js';
import { clearSecrets } from '../../src/util/redact.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { useCleanups } from '../helpers/fixture.js';
import { entries, keyed, page, setup } from '../helpers/create-sync.js';
import { openPushedRecord } from '../../src/drift/store.js';
import { helpsyncDir } from '../../src/drift/guard.js';
import { fieldKey } from '../../src/drift/hold.js';
import { driftHash } from '../../src/drift/classify.js';

useCleanups();
afterEach(() => clearSecrets());

async function refusal(p: Promise<unknown>): Promise<InputError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(InputError);
  return err as InputError;
}

/** Every Markdown file under `dir` (relative, POSIX). */
async function markdownFiles(dir: string, rel = ''): Promise<string[]> {
  const out: string[] = [];
  for (const d of await readdir(path.join(dir, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${d.name}` : d.name;
    if (d.isDirectory()) out.push(...(await markdownFiles(dir, r)));
    else if (d.name.endsWith('.md')) out.push(r);
  }
  return out;
}

describe('guards: refused before any write', () => {
  it('adoption beside an existing help center: titles differing only in case or spacing are refused with the match hint; nothing is created', async () => {
    const s = await setup({}, { data: structuredClone(DEMO_DATA) }, '', false);
    const content = path.join(s.repo.dir, 'content');
    await cp(path.join(REPO_ROOT, 'content'), content, { recursive: true });
    for (const rel of await markdownFiles(content)) {
      const file = path.join(content, rel);
      await writeFile(file, (await readFile(file, 'utf8')).replace(/^entry:.*\n/m, ''));
    }
    const install = path.join(content, 'en/getting-started/install-widget.md');
    const text = await readFile(install, 'utf8');
    const title = /^title: (.*)$/m.exec(text)![1]!;
    // the same title in other case and spacing
    await writeFile(install, text.replace(/^title: .*$/m, `title: "  ${title.toUpperCase().replace(/ /g, '   ')} "`));
    await writeFile(path.join(content, 'en/getting-started/brand-new.md'), page('A genuinely new page', 'New.'));
    await s.repo.commit('adopt');
    const writes = s.emu.writes().length;
    const err = await refusal(s.run());
    expect(s.emu.writes().length).toBe(writes);
    const refused = err.problems.filter((p) => p.severity === 'error');
    const sources = (await markdownFiles(path.join(content, 'en'))).filter(
      (f) => !f.startsWith('emails/') && f !== 'getting-started/brand-new.md',
    );
    // every page and folder of the demo (but the new page) is named, each with `helpsync match`
    expect(refused.map((p) => p.file!.replace(/^.*content\/en\//, '')).sort()).toEqual(sources.filter((f) => f !== '_index.md').sort());
    for (const p of refused) expect(p.message).toContain('helpsync match');
    const email = err.problems.find((p) => p.file?.endsWith('en/emails/welcome.md'));
    expect(email?.message).toContain('create it on the platform, then run `helpsync match`');
  });

  it('more than 20 creations need --max-creates', async () => {
    const files: Record<string, string> = {};
    for (let i = 1; i <= 21; i++) files[`content/en/getting-started/p${i}.md`] = page(`Page ${i}`, `Body ${i}.`);
    const s = await setup(files);
    const err = await refusal(s.run({ dryRun: true }));
    expect(err.problems.map((p) => p.message).join('\n')).toContain('--max-creates 21');
    const ok = await s.run({ dryRun: true, maxCreates: 21 });
    expect(ok.plan.creations?.length).toBe(21);
  });

  it('templates, include snippets, excluded files, the home page and email templates are never created', async () => {
    const s = await setup(
      {
        'content/en/_index.md': '---\ntitle: Home\n---\n',
        'content/en/getting-started/_TEMPLATE.md': page('Template', 'Copy me.'),
        'content/en/_includes/snippet.md': page('Snippet', 'Included.'),
        'content/en/getting-started/drafts/wip.md': page('Work in progress', 'Later.'),
        'content/en/emails/new-email.md': '---\nsubject: Hello\n---\nHi.\n',
        'content/en/getting-started/untitled.md': '---\ndescription: no title\n---\nBody.\n',
        'content/en/getting-started/real.md': page('Real page', 'Real.'),
      },
      {},
      'exclude: ["**/drafts/**"]\n',
    );
    const run = await s.run();
    expect(run.plan.creations?.map((c) => c.file)).toEqual(['en/getting-started/real.md']);
    const messages = run.warnings.map((w) => `${w.file ?? ''}: ${w.message}`);
    expect(messages.find((m) => m.includes('new-email.md'))).toContain('create it on the platform');
    expect(messages.find((m) => m.includes('untitled.md'))).toContain('needs a title');
    expect([...(await keyed(s.emu)).keys()].filter((k) => k.startsWith('helpsync:'))).toEqual(['helpsync:getting-started/real.md']);
  });

  it('a file Git does not track, and any creation under --no-history, is refused', async () => {
    const s = await setup({ 'content/en/getting-started/tracked.md': page('Tracked', 'Yes.') });
    await s.repo.write({ 'content/en/getting-started/untracked.md': page('Untracked', 'Not yet.') });
    const err = await refusal(s.run());
    expect(
      err.problems.filter((p) => p.severity === 'error').map((p) => [p.file?.split('/').pop(), p.message.includes('not tracked')]),
    ).toEqual([['untracked.md', true]]);
    const off = await refusal(s.run({}, { history: false }));
    const errors = off.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => p.file?.split('/').pop()).sort()).toEqual(['tracked.md', 'untracked.md']);
    for (const p of errors) expect(p.message).toContain('--no-history');
    expect(s.emu.writes()).toEqual([]);
  });
});

/** A client whose creations answer 400 for the given externalIds (as the platform would for a bad body). */
function rejecting(externalIds: string[]): (c: PlatformClient) => PlatformClient {
  const fail = (externalId: string): never => {
    throw new ApiError({
      kind: 'http',
      status: 400,
      method: 'POST',
      path: '/helpcenter/collections',
      serverMessage: `bad request for ${externalId}`,
    });
  };
  return (c) =>
    Object.assign(Object.create(c) as PlatformClient, {
      createCollection: (i: Parameters<PlatformClient['createCollection']>[0]) =>
        externalIds.includes(i.externalId) ? fail(i.externalId) : c.createCollection(i),
      createArticle: (i: Parameters<PlatformClient['createArticle']>[0]) =>
        externalIds.includes(i.externalId) ? fail(i.externalId) : c.createArticle(i),
    });
}

/** Every translation push answered 503. */
const failingPush = (c: PlatformClient): PlatformClient =>
  Object.assign(Object.create(c) as PlatformClient, {
    pushTranslation: (): Promise<void> =>
      Promise.reject(new ApiError({ kind: 'http', status: 503, method: 'PUT', path: '/translations/entries/x', serverMessage: 'down' })),
  });

describe('failures while creating', () => {
  it('a 400 names the file and the message and the run goes on; a failed collection skips the pages inside it', async () => {
    const s = await setup({
      'content/en/getting-started/bad.md': page('Bad', 'Refused.'),
      'content/en/getting-started/good.md': page('Good', 'Created.'),
      'content/en/new-folder/_index.md': '---\ntitle: New folder\n---\n',
      'content/en/new-folder/inside.md': page('Inside', 'Skipped.'),
    });
    const run = await s.run({}, {}, rejecting(['helpsync:getting-started/bad.md', 'helpsync:new-folder/']));
    const results = run.outcome!.results.filter((r) => r.kind === 'create').map((r) => [r.file, r.status, r.reason ?? '']);
    expect(results).toEqual([
      ['en/new-folder/_index.md', 'failed', expect.stringContaining('bad request for helpsync:new-folder/')],
      ['en/getting-started/bad.md', 'failed', expect.stringContaining('bad request for helpsync:getting-started/bad.md')],
      ['en/getting-started/good.md', 'done', ''],
      ['en/new-folder/inside.md', 'skipped', expect.stringContaining('its collection "New folder" was not created')],
    ]);
    expect([...(await keyed(s.emu)).keys()].filter((k) => k.startsWith('helpsync:'))).toEqual(['helpsync:getting-started/good.md']);
  });

  it('a new page is one request: a failing push does not touch it', async () => {
    const s = await setup({ 'content/en/getting-started/new.md': page('New', 'The content.') });
    const first = await s.run({}, {}, failingPush);
    expect(first.outcome!.results.map((r) => [r.kind, r.status, r.reason])).toEqual([['create', 'done', undefined]]);
    expect(s.emu.writes().map((w) => w.method)).toEqual(['POST']);
    const id = keyedId(await keyed(s.emu), 'helpsync:getting-started/new.md');
    expect((await entries(s.emu)).get(id)!.fields).toEqual({ title: { en: 'New' }, content: { en: '<p>The content.</p>\n' } });
  });

  it('a body linking to a page created in the same run is pushed once both exist; failing, it is "created without content" (exit 1) and the next run finishes it without a second record', async () => {
    const s = await setup(
      {
        'content/en/getting-started/a.md': page('A', 'Read [B](b.md).'),
        'content/en/getting-started/b.md': page('B', 'Back to [A](a.md).'),
      },
      {},
      'links:\n  articleUrl: "https://help.example.com/{language}/articles/{id}"\n',
    );
    const first = await s.run({}, {}, failingPush);
    const without: unknown = expect.stringMatching(/^created without content \(the next run pushes it\): .*503: down/);
    expect(first.outcome!.results.map((r) => [r.kind, r.file, r.status, r.reason])).toEqual([
      ['create', 'en/getting-started/a.md', 'failed', without],
      ['create', 'en/getting-started/b.md', 'failed', without],
    ]);
    const keys = await keyed(s.emu);
    const [a, b] = [keyedId(keys, 'helpsync:getting-started/a.md'), keyedId(keys, 'helpsync:getting-started/b.md')];
    // neither body went out with the other's placeholder in it
    expect([(await entries(s.emu)).get(a)!.fields.content, (await entries(s.emu)).get(b)!.fields.content]).toEqual([undefined, undefined]);
    const second = await s.run();
    expect(second.plan.creations).toEqual([]);
    expect(second.outcome!.results.map((r) => [r.kind, r.status, r.kind === 'push' ? r.entryId : '']).sort()).toEqual(
      [
        ['push', 'done', a],
        ['push', 'done', b],
      ].sort(),
    );
    expect((await entries(s.emu)).get(a)!.fields.content!.en).toContain(
      `href="https://help.example.com/en/articles/${b.slice('article:'.length)}"`,
    );
    expect(keyedId(await keyed(s.emu), 'helpsync:getting-started/a.md')).toBe(a);
  });
});

describe('draft', () => {
  it('draft: true creates a draft; the line unchanged is quiet, changed later it warns that it has no effect', async () => {
    const s = await setup({ 'content/en/getting-started/wip.md': page('Work in progress', 'Soon.', 'draft: true\n') });
    const first = await s.run();
    expect(first.plan.creations?.map((c) => [c.file, c.draft])).toEqual([['en/getting-started/wip.md', true]]);
    const id = keyedId(await keyed(s.emu), 'helpsync:getting-started/wip.md').slice('article:'.length);
    expect(s.emu.store.articles.get(id)?.isDraft).toBe(true);
    // the fields pushed right after the creation are in the record of pushed values (drift protection)
    const pushed = await s.withClient(async (config) =>
      openPushedRecord(helpsyncDir(config), { baseUrl: config.baseUrl, project: config.project }),
    );
    expect(pushed.get(fieldKey(`article:${id}`, 'en', 'title'))).toBe(driftHash('title', 'Work in progress'));
    expect(pushed.get(fieldKey(`article:${id}`, 'en', 'content'))).toBe(driftHash('content', '<p>Soon.</p>\n'));
    const quiet = await s.run({ dryRun: true });
    expect(quiet.warnings.filter((w) => w.message.includes('draft'))).toEqual([]);
    await s.repo.commit('publish?', { 'content/en/getting-started/wip.md': page('Work in progress', 'Soon.', 'draft: false\n') });
    const writes = s.emu.writes().length;
    const changed = await s.run();
    expect(changed.warnings.filter((w) => w.message.includes('draft')).map((w) => [w.file?.split('/').pop(), w.message])).toEqual([
      [
        'wip.md',
        // the file is bound by externalId, so this run read the articles lists: the platform's state judges
        `"draft: false" has no effect: the article (article:${id}) is a draft on the platform, and draft counts only when helpsync creates an article; publish or unpublish it on the platform`,
      ],
    ]);
    expect([s.emu.writes().length - writes, s.emu.store.articles.get(id)?.isDraft]).toEqual([0, true]);
  });
});

function keyedId(keys: Map<string, string[]>, key: string): string {
  expect(keys.get(key)).toHaveLength(1);
  return keys.get(key)![0]!;
}
