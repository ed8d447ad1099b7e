// `helpsync match` end to end: the real CLI against the emulator; the expected files are written out
// here byte for byte (BOM, CRLF and every other line kept; only the `entry:` line added).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorFixture, helpsync, useCleanups, type EmulatorData } from '../helpers/fixture.js';

useCleanups();

const DATA: EmulatorData = {
  project: 'proj-match',
  entries: [
    { id: 'collection:65f0c1a2b3c4d5e6f7080001', type: 'collection', fields: { title: { en: 'Getting started' } } },
    { id: 'article:6650f0c1a2b3c4d5e6f70001', type: 'article', fields: { title: { en: 'Install the widget' } } },
    { id: 'article:6650f0c1a2b3c4d5e6f70002', type: 'article', fields: { title: { en: 'Billing: FAQ' } } },
    { id: 'article:6650f0c1a2b3c4d5e6f70003', type: 'article', fields: { title: { en: 'Reset password' } } },
    { id: 'article:6650f0c1a2b3c4d5e6f70004', type: 'article', fields: { title: { en: 'Reset password' } } },
    { id: 'article:6650f0c1a2b3c4d5e6f70005', type: 'article', fields: { title: { en: 'Known' } } },
  ],
  collections: [{ id: '65f0c1a2b3c4d5e6f7080001', parent: null, title: { en: 'Getting started' } }],
  articles: [],
};

const FILES: Record<string, string> = {
  'en/getting-started/_index.md': '---\ntitle: Getting Started\n---\n',
  'en/getting-started/install.md': '\uFEFF---\r\ntitle: Install the widget\r\ndescription: "Two  spaces"   # kept\r\n---\r\nBody\r\n',
  'en/billing/faq.md': '---\ntitle: billing faq\n---\n\nText.\n',
  'en/reset.md': '---\ntitle: Reset password\n---\n',
  'en/known.md': '---\nentry: article:6650f0c1a2b3c4d5e6f70005\ntitle: Known\n---\n',
  'en/new.md': '---\ntitle: Not on the platform\n---\n',
  'de/getting-started/install.md': '---\ntitle: Widget installieren\n---\n',
};

const setup = () => emulatorFixture({ data: DATA, files: FILES });

describe('helpsync match', () => {
  it('--dry-run lists matches, ambiguous and missing files and changes nothing', { timeout: 120_000 }, async () => {
    const f = await setup();
    const r = await helpsync(f, ['match', '--dry-run']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(
      [
        'Would match (3):',
        '  billing/faq.md: would get article:6650f0c1a2b3c4d5e6f70002 (title "Billing: FAQ", normalised match: more than case and spacing differ, check it)',
        '  getting-started/_index.md: would get collection:65f0c1a2b3c4d5e6f7080001 (title "Getting started", normalised match)',
        '  getting-started/install.md: would get article:6650f0c1a2b3c4d5e6f70001',
        'Ambiguous (not written: add `entry:` by hand) (1):',
        '  reset.md: ambiguous, 2 entries have this exact title:',
        '      article:6650f0c1a2b3c4d5e6f70003  "Reset password"',
        '      article:6650f0c1a2b3c4d5e6f70004  "Reset password"',
        'No match (1):',
        '  new.md: no unclaimed article has this title',
        'Match: 3 matched (1 exact, 2 normalised, 1 of them beyond case and spacing), 1 ambiguous, 1 without a match; 1 already had an entry.',
        'Dry run: no file was changed. Run without --dry-run to write the entry lines.',
        "Without a match, no platform entry has that title: compare the titles with the platform's (`helpsync pull --dry-run` lists its pages), or write `entry: article:<id>` (or `collection:<id>`) in the front matter by hand.",
        '',
      ].join('\n'),
    );
    for (const [rel, text] of Object.entries(FILES)) expect(await readFile(path.join(f.contentDir, rel), 'utf8')).toBe(text);
    expect(f.emu.log.filter((e) => e.method !== 'GET')).toEqual([]);
  });

  it(
    'writes the entry line into each matched file, changing nothing else; a second run has nothing to match',
    { timeout: 120_000 },
    async () => {
      const f = await setup();
      const r = await helpsync(f, ['match', '--json']);
      expect(r.code, r.stderr).toBe(0);
      const doc = JSON.parse(r.stdout) as { kind: string; matched: { file: string; written: boolean }[] };
      expect(doc.kind).toBe('helpsync-match');
      expect(doc.matched.map((m) => [m.file, m.written])).toEqual([
        ['billing/faq.md', true],
        ['getting-started/_index.md', true],
        ['getting-started/install.md', true],
      ]);
      const expected: Record<string, string> = {
        ...FILES,
        'en/getting-started/_index.md': '---\nentry: collection:65f0c1a2b3c4d5e6f7080001\ntitle: Getting Started\n---\n',
        'en/getting-started/install.md':
          '\uFEFF---\r\nentry: article:6650f0c1a2b3c4d5e6f70001\r\ntitle: Install the widget\r\ndescription: "Two  spaces"   # kept\r\n---\r\nBody\r\n',
        'en/billing/faq.md': '---\nentry: article:6650f0c1a2b3c4d5e6f70002\ntitle: billing faq\n---\n\nText.\n',
      };
      for (const [rel, text] of Object.entries(expected)) expect(await readFile(path.join(f.contentDir, rel), 'utf8'), rel).toBe(text);
      expect(f.emu.log.filter((e) => e.method !== 'GET')).toEqual([]);

      const again = await helpsync(f, ['match']);
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toContain('Match: 0 matched (0 exact, 0 normalised), 1 ambiguous, 1 without a match; 4 already had an entry.');
      // what to do about a file without a match
      expect(again.stdout).toContain('write `entry: article:<id>` (or `collection:<id>`) in the front matter by hand.');
    },
  );
});
