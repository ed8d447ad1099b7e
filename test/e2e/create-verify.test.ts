// `sync --verify` re-checks created records (the CLI in-process against the emulator): a created
// page whose content the platform silently dropped fails verify, exit 1, naming the file; a created
// page the platform holds passes. And `draft:` on a page that already has its record: judged against
// the platform's state of the article when the run read the articles lists anyway (no extra
// request), else against Git history.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSecrets } from '../../src/util/redact.js';
import { useCleanups } from '../helpers/fixture.js';
import { A_OLD, C_GS, keyed, page, setup, type Setup } from '../helpers/create-sync.js';
import { runCli, type CliResult } from '../helpers/cli.js';

useCleanups();
afterEach(() => clearSecrets());

function helpsync(s: Setup, args: string[]): Promise<CliResult> {
  return runCli([...args, '--config', path.join(s.repo.dir, 'config/helpsync.yaml')], {
    cwd: s.repo.dir,
    env: { HELPSYNC_TOKEN: s.emu.token },
  });
}

/**
 * The platform keeps the article's title and drops its content without saying so (200 all the same),
 * whether the content comes in the creation or in a push.
 */
function dropContentOf(s: Setup, externalId: string): void {
  const store = s.emu.store;
  const create = store.createArticle.bind(store);
  store.createArticle = (collectionId: string, body: unknown): Record<string, unknown> => {
    const b = body as Record<string, unknown>;
    if (b.externalId !== externalId) return create(collectionId, body);
    const { content: _dropped, ...rest } = b;
    return create(collectionId, rest);
  };
  const put = store.putTranslation.bind(store);
  store.putTranslation = (entryId: string, body: unknown): void => {
    const article = [...store.articles.values()].find((a) => `article:${a.id}` === entryId);
    const b = body as { language: string; fields: Record<string, string> };
    if (article?.externalId === externalId) {
      const { content: _dropped, ...rest } = b.fields;
      return put(entryId, { ...b, fields: rest });
    }
    return put(entryId, body);
  };
}

describe('sync --verify and created pages', () => {
  it('a created page the platform holds passes; one whose content the platform dropped fails verify with exit 1, naming the file', async () => {
    const s = await setup({ 'content/en/getting-started/kept.md': page('Kept', 'All of it.') });
    const ok = await helpsync(s, ['sync', '--verify']);
    expect(ok.code).toBe(0);
    await s.repo.commit('another page', { 'content/en/getting-started/dropped.md': page('Dropped', 'Gone on arrival.') });
    dropContentOf(s, 'helpsync:getting-started/dropped.md');
    const r = await helpsync(s, ['sync', '--verify']);
    const id = (await keyed(s.emu)).get('helpsync:getting-started/dropped.md')?.[0];
    expect(id).toMatch(/^article:[0-9a-f]{24}$/);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain(
      `failed  create article en/getting-started/dropped.md  ${id}: verify: the created article ${id} does not hold the en fields that were sent`,
    );
    // only the page the platform dropped failed
    expect((r.stdout + r.stderr).match(/verify:/g)).toHaveLength(1);
  });
});

describe('"draft:" on a page that already has its record', () => {
  const layout = ['collections:', '  - path: Getting started', '    articles: [getting-started/install.md]', ''].join('\n');
  const install = (draft: string): string => `---\nentry: article:${A_OLD}\ntitle: Install\n${draft}---\nInstall it.\n`;
  const draftWarnings = (run: { warnings: { file?: string; message: string }[] }): string[] =>
    run.warnings.filter((w) => w.message.includes('draft')).map((w) => `${w.file?.split('/').pop() ?? ''}: ${w.message}`);

  it('with the articles lists read (a layout), the platform judges: never changed but disagreeing warns; changed but agreeing is quiet', async () => {
    // the emulator's article is published (isDraft false)
    const s = await setup(
      { 'config/layout.yaml': layout, 'content/en/getting-started/install.md': install('draft: true\n') },
      {},
      'layout: layout.yaml\n',
    );
    const first = await s.run({ dryRun: true });
    expect(draftWarnings(first)).toEqual([
      `install.md: "draft: true" has no effect: the article (article:${A_OLD}) is published on the platform, and draft counts only when helpsync creates an article; publish or unpublish it on the platform`,
    ]);
    await s.repo.commit('agree with the platform', { 'content/en/getting-started/install.md': install('draft: false\n') });
    const lists = s.emu.log.filter((e) => e.path.endsWith(`/collections/${C_GS}/articles`)).length;
    const second = await s.run({ dryRun: true });
    expect(draftWarnings(second)).toEqual([]);
    // the lists were read once, by the layout step: no request of its own for the draft state
    expect(s.emu.log.filter((e) => e.path.endsWith(`/collections/${C_GS}/articles`)).length - lists).toBe(1);
  });

  it('without the lists (no layout, every file has its entry), Git history judges, and no list is read for it', async () => {
    const s = await setup({ 'content/en/getting-started/install.md': install('draft: true\n') });
    expect(draftWarnings(await s.run({ dryRun: true }))).toEqual([]);
    await s.repo.commit('publish?', { 'content/en/getting-started/install.md': install('draft: false\n') });
    const changed = await s.run({ dryRun: true });
    expect(draftWarnings(changed)).toEqual([
      `install.md: "draft: false" has no effect: draft counts only when helpsync creates the article (article:${A_OLD}); publish or unpublish it on the platform`,
    ]);
    expect(s.emu.log.filter((e) => e.path.includes('/helpcenter/collections')).length).toBe(0);
  });
});
