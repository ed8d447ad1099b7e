// A sync that is told its caller reads no local value of an unchanged pair (the CLI) drops those
// values as the listing streams: what it pushes is still the file's rendering (written down here),
// the platform ends up holding it, and an unchanged pair's text is no longer held. A caller that
// reads every pair afterwards (the preview: the default; --verify) keeps them all. In-process,
// against the emulator, in a real Git repository.
import { afterEach, describe, expect, it } from 'vitest';
import { clearSecrets } from '../../src/util/redact.js';
import { RELEASED } from '../../src/translations/keep-remote.js';
import { textOf } from '../../src/apply/types.js';
import { useCleanups } from '../helpers/fixture.js';
import { A_OLD, C_GS, data, entries, setup } from '../helpers/create-sync.js';
import type { EmulatorData } from '../helpers/emulator.js';

useCleanups();
afterEach(() => clearSecrets());

const B = '6650f0c1a2b3c4d5e6f70822';

/** The base data (a collection and an article in sync) plus article B, whose body the repo changes. */
function withB(): EmulatorData {
  const d = data();
  return {
    ...d,
    articles: [...(d.articles ?? []), { id: B, collection: C_GS, title: { en: 'Billing' } }],
    entries: [
      ...(d.entries ?? []),
      { id: `article:${B}`, type: 'article', fields: { title: { en: 'Billing' }, content: { en: '<p>Old.</p>' } } },
    ],
  };
}

const billing = (body: string): Record<string, string> => ({
  'content/en/getting-started/billing.md': `---\nentry: article:${B}\ntitle: Billing\n---\n${body}\n`,
});
// the rendering of that body, written down
const B_HTML = '<p>Pay <strong>now</strong>.</p>';

/** The platform holds what the first commit gave; the second commit changes B's body (a writer's edit, not held). */
async function edited(): Promise<Awaited<ReturnType<typeof setup>>> {
  const s = await setup(billing('Old.'), { data: withB() });
  await s.repo.write(billing('Pay **now**.'));
  await s.repo.commit('edit');
  return s;
}

const fieldsOf = (run: { local: { pairs: { entryId: string; fields: Record<string, string> }[] } }, entryId: string) =>
  run.local.pairs.find((p) => p.entryId === entryId)?.fields;

describe('sync with releaseUnchanged', () => {
  it('pushes the changed file as rendered and drops the unchanged pairs’ text', async () => {
    const s = await edited();
    const run = await s.run({ releaseUnchanged: true });
    const pushes = run.plan.languages.flatMap((l) => l.pushes);
    expect(pushes.map((p) => [p.entryId, p.fields.content && textOf(p.fields.content).trim()])).toEqual([[`article:${B}`, B_HTML]]);
    expect(run.plan.languages.find((l) => l.language === 'en')!.unchanged).toBe(2);
    expect(run.outcome?.results.map((r) => r.kind === 'push' && [r.entryId, r.status])).toEqual([[`article:${B}`, 'done']]);
    expect((await entries(s.emu)).get(`article:${B}`)!.fields.content!.en!.trim()).toBe(B_HTML);
    // the pairs found unchanged hold no text any more; the pushed one still does
    expect(fieldsOf(run, `article:${A_OLD}`)).toEqual({ title: RELEASED, content: RELEASED });
    expect(fieldsOf(run, `collection:${C_GS}`)).toEqual({ title: RELEASED });
    expect(fieldsOf(run, `article:${B}`)?.content?.trim()).toBe(B_HTML);
    // and the next run finds everything in sync
    const again = await s.run({ releaseUnchanged: true, dryRun: true });
    expect(again.plan.languages.flatMap((l) => l.pushes)).toEqual([]);
  });

  it('keeps every pair’s text by default and under verify', async () => {
    const s = await edited();
    const plain = await s.run({ dryRun: true });
    expect(fieldsOf(plain, `article:${A_OLD}`)).toEqual({ title: 'Install', content: '<p>Install it.</p>\n' });
    const verified = await s.run({ releaseUnchanged: true, verify: true });
    expect(fieldsOf(verified, `article:${A_OLD}`)).toEqual({ title: 'Install', content: '<p>Install it.</p>\n' });
    expect(verified.outcome?.results.map((r) => r.kind === 'push' && [r.entryId, r.status])).toEqual([[`article:${B}`, 'done']]);
  });
});
