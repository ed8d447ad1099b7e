// Issue 48 item 2, titles, end to end: under `site: docusaurus` new pages without front matter
// `title` are created (in-process sync against the emulator, in a real Git repository) with the
// title the generator shows: `sidebar_label`, else the leading `# Heading`, which is then not in the
// pushed body; a page with `title` keeps its heading in the body. A re-run pushes nothing, and pull
// afterwards rewrites no file. Under `site: none` such a page is still skipped for want of a title.
import { afterEach, describe, expect, it } from 'vitest';
import * as api from '../../src/index.js';
import { clearSecrets } from '../../src/util/redact.js';
import { entries, keyed, setup } from '../helpers/create-sync.js';
import { editOnPlatform } from '../helpers/emulator.js';
import { emulatorFixture, helpsync, useCleanups } from '../helpers/fixture.js';
import { initRepo } from '../helpers/git-repo.js';

useCleanups();
afterEach(() => clearSecrets());

const FILES = {
  'content/en/getting-started/cli.md': '---\nsidebar_label: Install the CLI\nsidebar_position: 2\n---\nRun the installer.\n',
  'content/en/getting-started/setup.md':
    "---\nsidebar_position: 3\n---\nimport Tabs from '@theme/Tabs';\n\n# Set *up* the app\n\nFirst step.\n",
  'content/en/getting-started/accounts.md': '---\ntitle: Accounts\n---\n# Your account\n\nText.\n',
};

/** externalId → the created article's title and content (source language). */
async function created(s: Awaited<ReturnType<typeof setup>>, keys: string[]) {
  const ids = await keyed(s.emu);
  const all = await entries(s.emu);
  return Object.fromEntries(
    keys.map((k) => {
      const e = all.get(ids.get(k)![0]!)!;
      return [k, { title: e.fields.title?.en, content: e.fields.content?.en }];
    }),
  );
}

describe('site: titles of new pages', () => {
  it('docusaurus: created with sidebar_label or the heading as title; the heading leaves the body; a re-run and pull change nothing', async () => {
    const s = await setup(FILES, {}, 'site: docusaurus\n');
    const run = await s.run();
    expect(run.outcome?.results.filter((r) => r.status !== 'done')).toEqual([]);
    expect(run.warnings.filter((w) => w.message.includes('needs a title'))).toEqual([]);
    expect(
      await created(s, ['helpsync:getting-started/cli.md', 'helpsync:getting-started/setup.md', 'helpsync:getting-started/accounts.md']),
    ).toEqual({
      'helpsync:getting-started/cli.md': { title: 'Install the CLI', content: '<p>Run the installer.</p>\n' },
      'helpsync:getting-started/setup.md': { title: 'Set up the app', content: '<p>First step.</p>\n' },
      'helpsync:getting-started/accounts.md': { title: 'Accounts', content: '<h1>Your account</h1>\n<p>Text.</p>\n' },
    });

    s.emu.log.length = 0;
    const again = await s.run();
    expect(again.plan.creations ?? []).toEqual([]);
    expect(s.emu.log.filter((e) => e.method !== 'GET')).toEqual([]);

    const pulled = await s.withClient((config, client) =>
      api.pullContent(
        { force: false, dryRun: true, languages: undefined, policy: api.decidePolicy({}, {}).policy },
        { config, client: () => Promise.resolve(client), logger: api.silentLogger },
      ),
    );
    expect(pulled.outcome.files.filter((f) => f.status !== 'unchanged').map((f) => `${f.status} ${f.path}`)).toEqual([]);
  });

  it('docusaurus: deleting such a page retires it, not held (its derived title and body are explained by history)', async () => {
    const s = await setup(FILES, {}, 'site: docusaurus\n');
    await s.run();
    const [id] = (await keyed(s.emu)).get('helpsync:getting-started/setup.md')!;
    await s.repo.commit('setup.md goes', { 'content/en/getting-started/setup.md': null });
    const dry = await s.run({ dryRun: true, retire: 'unpublish', maxRetires: 100 });
    expect(dry.plan.retireHeld ?? []).toEqual([]);
    expect(dry.plan.retirements?.map((r) => `${r.kind}:${r.id}`)).toEqual([id]);
  });

  it('mkdocs: drift protection explains a title and body pushed from a committed heading: no platform edit', async () => {
    const A = '6650f0c1a2b3c4d5e6f71a01';
    const f = await emulatorFixture({
      data: { project: 'site-title-drift', entries: [{ id: `article:${A}`, type: 'article', fields: {} }] },
      config: { site: 'mkdocs' },
      tempPrefix: 'helpsync-site-title-drift-',
    });
    const repo = await initRepo(f.dir);
    const page = (heading: string, more = '') => `---\nentry: article:${A}\n---\n# ${heading}\n\nYes.\n${more}`;
    await repo.commit('first', { 'content/en/faq.md': page('Questions') });
    // the platform holds what helpsync pushes for the first version (written down), with no record of the push here
    expect(await editOnPlatform(f.emu, `article:${A}`, 'en', { title: 'Questions', content: '<p>Yes.</p>\n' })).toBe(200);
    await repo.commit('second', { 'content/en/faq.md': page('Questions answered', '\nMore.\n') });
    const r = await helpsync(f, ['sync', '--json'], { env: repo.env });
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { plan: { languages: { held: unknown[] }[] } }).plan.languages.flatMap((l) => l.held)).toEqual([]);
    expect(f.emu.store.value(`article:${A}`, 'title', 'en')).toBe('Questions answered');
    expect(f.emu.store.value(`article:${A}`, 'content', 'en')).toBe('<p>Yes.</p>\n<p>More.</p>\n');
  });

  it('site: none: a page without title is skipped, as before', async () => {
    const s = await setup({ 'content/en/getting-started/setup.md': '# Set up the app\n\nFirst step.\n' });
    const run = await s.run();
    expect(run.plan.creations ?? []).toEqual([]);
    expect(run.warnings.find((w) => w.file?.endsWith('setup.md'))?.message).toContain('needs a title');
  });
});
