// One title normalisation for the clone guard and `match` (content/title-key.ts), against the
// emulator: a new page titled `Can't log in` beside the platform's unclaimed `Can’t log in`,
// `Billing - x` beside `Billing: x`, `Reset the widget` beside `Reset the widget.`, is refused (it
// would publish a duplicate), and `match --dry-run` pairs each of them, marked; `C# SDK` beside
// `C++ SDK` is neither refused nor paired. Expected decisions are written out here.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { clearSecrets } from '../../src/util/redact.js';
import { afterEach } from 'vitest';
import { C_GS, data, page, setup } from '../helpers/create-sync.js';
import { emulatorFixture, helpsync, useCleanups } from '../helpers/fixture.js';
import { titleKey } from '../../src/content/title-key.js';

useCleanups();
afterEach(() => clearSecrets());

const ON_PLATFORM: [string, string][] = [
  ['6650f0c1a2b3c4d5e6f7d001', 'Can’t log in'],
  ['6650f0c1a2b3c4d5e6f7d002', 'Billing: x'],
  ['6650f0c1a2b3c4d5e6f7d003', 'Reset the widget.'],
  ['6650f0c1a2b3c4d5e6f7d004', 'C++ SDK'],
];
const IN_REPO: Record<string, string> = {
  'cant-log-in.md': "Can't log in",
  'billing.md': 'Billing - x',
  'reset.md': 'Reset the widget',
  'csharp.md': 'C# SDK',
};

function platform() {
  const d = data();
  for (const [id, title] of ON_PLATFORM) {
    d.articles!.push({ id, collection: C_GS, title: { en: title } });
    d.entries!.push({ id: `article:${id}`, type: 'article', fields: { title: { en: title }, content: { en: '<p>By hand.</p>' } } });
  }
  return d;
}

describe('titles readers take for the same title', () => {
  it('the keys: quotes, separators and a final stop fold; C++ and C# never do', () => {
    expect(titleKey('Can’t log in')).toBe(titleKey("Can't log in"));
    expect(titleKey('Billing: x')).toBe(titleKey('Billing - x'));
    expect(titleKey('Billing — x')).toBe(titleKey('billing – x'));
    expect(titleKey('Reset the widget.')).toBe(titleKey('Reset the widget'));
    expect(titleKey('Wait…')).toBe(titleKey('wait'));
    expect(titleKey('C++ SDK')).not.toBe(titleKey('C# SDK'));
    expect(titleKey('e-mail setup')).not.toBe(titleKey('e mail setup'));
    expect(titleKey('Straße')).toBe(titleKey('STRASSE'));
  });

  it('the clone guard refuses the three near-duplicates before any write, and lets C# SDK through', async () => {
    const files: Record<string, string> = {};
    for (const [f, title] of Object.entries(IN_REPO)) files[`content/en/getting-started/${f}`] = page(JSON.stringify(title), 'Body.');
    const s = await setup(files, { data: platform() });
    const writes = s.emu.writes().length;
    const err = await s.run().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(InputError);
    const refused = (err as InputError).problems.filter((p) => p.severity === 'error');
    expect(refused.map((p) => p.file!.replace(/^.*getting-started\//, '')).sort()).toEqual(['billing.md', 'cant-log-in.md', 'reset.md']);
    for (const p of refused) expect(p.message).toContain('helpsync match');
    expect(s.emu.writes().length).toBe(writes);
  });

  it('match --dry-run pairs each near-duplicate, marked, and never C# SDK with C++ SDK', async () => {
    const entries = ON_PLATFORM.map(([id, title]) => ({ id: `article:${id}`, type: 'article' as const, fields: { title: { en: title } } }));
    const files: Record<string, string> = {};
    for (const [f, title] of Object.entries(IN_REPO)) files[`en/${f}`] = `---\ntitle: ${JSON.stringify(title)}\n---\nBody.\n`;
    const f = await emulatorFixture({ data: { project: 'proj-titles', entries, collections: [], articles: [] }, files });
    const r = await helpsync(f, ['match', '--dry-run']);
    expect(r.code, r.stderr).toBe(0);
    const check = ': more than case and spacing differ, check it';
    expect(r.stdout.split('\n').slice(0, 6)).toEqual([
      'Would match (3):',
      `  billing.md: would get article:6650f0c1a2b3c4d5e6f7d002 (title "Billing: x", normalised match${check})`,
      `  cant-log-in.md: would get article:6650f0c1a2b3c4d5e6f7d001 (title "Can’t log in", normalised match${check})`,
      `  reset.md: would get article:6650f0c1a2b3c4d5e6f7d003 (title "Reset the widget.", normalised match${check})`,
      'No match (1):',
      '  csharp.md: no unclaimed article has this title',
    ]);
    expect(r.stdout).toContain('Match: 3 matched (0 exact, 3 normalised, 3 of them beyond case and spacing)');
  });
});
