// Issue 48 item 4: section pages never lose text silently. A repository with 2 section pages with
// prose (billing/, account/, created by this sync) and 1 without (getting-started/, which exists),
// synced in-process against the emulator under each `sectionPages:` setting; judged on the
// emulator's own records and on the run's warnings, with the expected texts written down here.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSecrets } from '../../src/util/redact.js';
import { groupWarnings } from '../../src/report/warnings.js';
import { useCleanups } from '../helpers/fixture.js';
import { C_GS, entries, keyed, setup } from '../helpers/create-sync.js';
import * as api from '../../src/index.js';

useCleanups();
afterEach(() => clearSecrets());

const BILLING = 'Invoices, refunds and the plans we offer.';
const ACCOUNT = 'Your profile and how to sign in.';

function sections(accountBody = `# Your account\n\nYour *profile* and how to [sign in](https://example.com/in).`): Record<string, string> {
  return {
    'content/en/billing/_index.md': `---\ntitle: Billing\n---\n\nInvoices, refunds and the plans we offer.\n`,
    'content/en/billing/invoices.md': `---\ntitle: Invoices\n---\nInvoices.\n`,
    'content/en/account/_index.md': `---\ntitle: Account\n---\n${accountBody}\n`,
    'content/en/account/profile.md': `---\ntitle: Profile\n---\nProfile.\n`,
  };
}

/** The description (en) of each collection of ours and of the existing one, by key. */
async function descriptions(s: Awaited<ReturnType<typeof setup>>): Promise<Record<string, string | undefined>> {
  const keys = await keyed(s.emu);
  const all = await entries(s.emu);
  const out: Record<string, string | undefined> = {};
  for (const [key, ids] of keys) if (key.endsWith('/')) out[key] = all.get(ids[0]!)?.fields.description?.en;
  out['getting-started'] = all.get(`collection:${C_GS}`)?.fields.description?.en;
  return out;
}

describe('sectionPages: a section page prose is never lost without a word', () => {
  it('skip (the default): one grouped section-prose warning naming the 2 pages, no prose pushed', async () => {
    const s = await setup(sections());
    const run = await s.run();
    expect(run.outcome?.results.filter((r) => r.status !== 'done')).toEqual([]);
    const groups = groupWarnings(run.warnings).filter((g) => g.kind === 'section-prose');
    expect(groups).toHaveLength(1);
    expect(groups[0]!.files).toBe(2);
    expect(groups[0]!.warnings.map((w) => w.file?.split('/content/')[1]).sort()).toEqual(['en/account/_index.md', 'en/billing/_index.md']);
    expect(await descriptions(s)).toEqual({ 'helpsync:account/': undefined, 'helpsync:billing/': undefined, 'getting-started': undefined });
    // a warm run (analyses from the cache) says the same
    const again = await s.run();
    expect(groupWarnings(again.warnings).find((g) => g.kind === 'section-prose')?.files).toBe(2);
  });

  it('description: each collection holds its prose as plain text; a re-run pushes nothing', async () => {
    const s = await setup(sections(), {}, 'sectionPages: description\n');
    const run = await s.run();
    expect(run.outcome?.results.filter((r) => r.status !== 'done')).toEqual([]);
    expect(run.warnings.filter((p) => p.kind === 'section-prose')).toEqual([]);
    expect(await descriptions(s)).toEqual({
      'helpsync:account/': `Your account ${ACCOUNT}`,
      'helpsync:billing/': BILLING,
      'getting-started': undefined,
    });
    const writes = s.emu.log.length;
    const again = await s.run();
    expect(again.outcome?.results ?? []).toEqual([]);
    expect(s.emu.log.slice(writes).filter((e) => e.method !== 'GET')).toEqual([]);

    // the prose edited and committed: the new text is pushed (the old one is known as ours, not an edit on the platform)
    await s.repo.commit('billing prose', { 'content/en/billing/_index.md': `---\ntitle: Billing\n---\nPlans and invoices.\n` });
    const edited = await s.run();
    expect(edited.outcome?.results.filter((r) => r.status !== 'done')).toEqual([]);
    expect((await descriptions(s))['helpsync:billing/']).toBe('Plans and invoices.');
  });

  it('description: a translation holds its own prose; pull afterwards rewrites no file', async () => {
    const files = { ...sections(), 'content/de/billing/_index.md': `---\ntitle: Abrechnung\n---\nRechnungen und Tarife.\n` };
    const s = await setup(files, {}, 'sectionPages: description\n');
    const run = await s.run();
    expect(run.outcome?.results.filter((r) => r.status !== 'done')).toEqual([]);
    const [id] = (await keyed(s.emu)).get('helpsync:billing/')!;
    const billing = (await entries(s.emu)).get(id!)!;
    expect(billing.fields.description).toEqual({ en: BILLING, de: 'Rechnungen und Tarife.' });
    const pulled = await s.withClient((config, client) =>
      api.pullContent(
        { force: false, dryRun: true, languages: undefined, policy: api.decidePolicy({}, {}).policy },
        { config, client: () => Promise.resolve(client), logger: api.silentLogger },
      ),
    );
    expect(pulled.outcome.files.filter((f) => f.status !== 'unchanged').map((f) => `${f.status} ${f.path}`)).toEqual([]);
  });

  it('description: prose of 501 characters is an error naming the file, nothing is sent', async () => {
    const s = await setup(sections('x'.repeat(501)), {}, 'sectionPages: description\n');
    const err = await s.run().catch((e: unknown) => e);
    const problems = (err as { problems?: { severity: string; file?: string; message: string }[] }).problems ?? [];
    expect(problems.filter((p) => p.severity === 'error').map((p) => p.file?.endsWith('/content/en/account/_index.md'))).toEqual([true]);
    expect(problems.find((p) => p.severity === 'error')?.message).toContain('501 characters');
    expect(s.emu.log.filter((e) => e.method !== 'GET')).toEqual([]);
  });
});

/** The files of a real site's extract (test/fixtures/sites), by path. */
async function fixture(name: string): Promise<Record<string, string>> {
  const root = path.resolve('test/fixtures/sites', name);
  const files: Record<string, string> = {};
  for (const e of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const abs = path.join(e.parentPath, e.name);
    files[path.relative(root, abs).split(path.sep).join('/')] = await readFile(abs, 'utf8');
  }
  return files;
}

describe('sectionPages on a real Hugo site (test/fixtures/sites/hugo-opentelemetry)', () => {
  it('skip: every section page with prose, in every language, is one section-prose warning of one group; the top-level home too', async () => {
    const s = await setup(
      await fixture('hugo-opentelemetry'),
      { data: { project: 'otel', collections: [], articles: [], entries: [] } },
      'site: hugo\n',
      false,
    );
    const run = await s.run({ dryRun: true });
    const groups = groupWarnings(run.warnings).filter((g) => g.kind === 'section-prose');
    const files = groups.flatMap((g) => g.warnings.map((w) => w.file?.split('/content/')[1])).sort();
    // written down from the extract: every _index.md there has a body of prose (the home's is 106 lines)
    expect(groups).toHaveLength(1);
    expect(files).toEqual([
      'en/_index.md',
      'en/docs/_index.md',
      'en/docs/getting-started/_index.md',
      'ja/docs/_index.md',
      'ja/docs/getting-started/_index.md',
      'pt/docs/_index.md',
    ]);
    expect(groups[0]!.warnings.find((w) => w.file?.endsWith('/content/en/_index.md'))?.message).toContain("the help center's home");
  });
});
