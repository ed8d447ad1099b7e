// Layout end to end: the real CLI process against the emulator on a loopback port, real
// content and layout files in a temp folder. Assertions read the emulator's final placement and its
// request log (no write may happen on bad input).
import { describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CliResult } from '../helpers/cli.js';
import { emulatorFixture, helpsync, useCleanups, type EmulatorFixture } from '../helpers/fixture.js';
import { seededRandom, type EmulatorOptions, type RunningEmulator } from '../../src/emulator/server.js';

// Collections (source-language titles):
//   Docs / Getting started / Mobile
//   Docs / Setup
//   Docs / TCP/IP          (a slash inside a title: `TCP\/IP` in a layout path)
//   Guides
//   FAQ, FAQ               (two roots with one title: a path to them is ambiguous)
const C_DOCS = '65f0c1a2b3c4d5e6f7080001';
const C_GS = '65f0c1a2b3c4d5e6f7080002';
const C_MOBILE = '65f0c1a2b3c4d5e6f7080003';
const C_SETUP = '65f0c1a2b3c4d5e6f7080004';
const C_TCP = '65f0c1a2b3c4d5e6f7080005';
const C_GUIDES = '65f0c1a2b3c4d5e6f7080006';
const C_FAQ1 = '65f0c1a2b3c4d5e6f7080007';
const C_FAQ2 = '65f0c1a2b3c4d5e6f7080008';

const A_INSTALL = '6650f0c1a2b3c4d5e6f70001'; // file getting-started/install.md, in Getting started
const A_IOS = '6650f0c1a2b3c4d5e6f70002'; // file mobile/ios.md, in Docs
const A_ANDROID = '6650f0c1a2b3c4d5e6f70003'; // file mobile/android.md, already in Mobile
const A_BARE = '6650f0c1a2b3c4d5e6f70004'; // no file, in Guides
const A_ENTRY = '6650f0c1a2b3c4d5e6f70005'; // no file, in Docs
const A_OTHER1 = '6650f0c1a2b3c4d5e6f70006'; // not listed, in Docs
const A_OTHER2 = '6650f0c1a2b3c4d5e6f70007'; // not listed, in FAQ
const A_LOOSE = '6650f0c1a2b3c4d5e6f70008'; // an entry in no collection (cannot be moved)
const A_GHOST = '6650f0c1a2b3c4d5e6f700ff'; // does not exist

function remoteData(): EmulatorOptions['data'] {
  const c = (id: string, title: string, parent: string | null = null) => ({ id, parent, title: { en: title }, description: { en: '' } });
  const a = (id: string, collection: string, title: string) => ({ id, collection, title: { en: title } });
  return {
    project: 'proj-layout',
    entries: [{ id: `article:${A_LOOSE}`, type: 'article', fields: { title: { en: 'Loose' } } }],
    collections: [
      c(C_DOCS, 'Docs'),
      c(C_GS, 'Getting started', C_DOCS),
      c(C_MOBILE, 'Mobile', C_GS),
      c(C_SETUP, 'Setup', C_DOCS),
      c(C_TCP, 'TCP/IP', C_DOCS),
      c(C_GUIDES, 'Guides'),
      c(C_FAQ1, 'FAQ'),
      c(C_FAQ2, 'FAQ'),
    ],
    articles: [
      a(A_INSTALL, C_GS, 'Install the widget'),
      a(A_IOS, C_DOCS, 'iOS'),
      a(A_ANDROID, C_MOBILE, 'Android'),
      a(A_BARE, C_GUIDES, 'Bare'),
      a(A_ENTRY, C_DOCS, 'Entry'),
      a(A_OTHER1, C_DOCS, 'Other one'),
      a(A_OTHER2, C_FAQ1, 'Other two'),
    ],
  };
}

const article = (id: string, title: string): string =>
  `---\nentry: article:${id}\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${title} in a few steps.\n`;

const CONTENT: Record<string, string> = {
  'en/getting-started/install.md': article(A_INSTALL, 'Install the widget'),
  'en/mobile/ios.md': article(A_IOS, 'iOS'),
  'en/mobile/android.md': article(A_ANDROID, 'Android'),
  'en/docs/_index.md': `---\nentry: collection:${C_DOCS}\ntitle: Docs\ndescription: All docs\n---\n`,
};

/** Every ref form: file, article:<id>, bare id; collections by path (one with `\/`) and by id. */
const GOOD_LAYOUT = `collections:
  - id: ${C_SETUP}                        # Docs/Setup, by id
    articles:
      - getting-started/install.md        # a file
      - ${A_BARE}                # a bare id
  - path: Docs/Getting started/Mobile
    articles: [mobile/ios.md, article:${A_ANDROID}]
  - path: Docs/TCP\\/IP
    articles:
      - article:${A_ENTRY}
`;

const EXPECTED_PLACEMENT: Record<string, string> = {
  [A_INSTALL]: C_SETUP,
  [A_BARE]: C_SETUP,
  [A_IOS]: C_MOBILE,
  [A_ANDROID]: C_MOBILE,
  [A_ENTRY]: C_TCP,
  // not listed: left where they are
  [A_OTHER1]: C_DOCS,
  [A_OTHER2]: C_FAQ1,
};

interface Fixture extends EmulatorFixture {
  layoutFile: string;
}

useCleanups();

async function setup(
  opts: Partial<EmulatorOptions> = {},
  layout: string | null = GOOD_LAYOUT,
  { writeLayout = true }: { writeLayout?: boolean } = {},
): Promise<Fixture> {
  const f = await emulatorFixture({
    data: remoteData(),
    emulator: opts,
    files: CONTENT,
    config: layout === null ? { contentDir: 'content' } : { contentDir: 'content', layout: 'layout.yaml' },
    tempPrefix: 'helpsync-layout-e2e-',
  });
  const layoutFile = path.join(path.dirname(f.configPath), 'layout.yaml');
  if (layout !== null && writeLayout) await writeFile(layoutFile, layout);
  return { ...f, layoutFile };
}

function placement(emu: RunningEmulator): Record<string, string | undefined> {
  return Object.fromEntries(Object.keys(EXPECTED_PLACEMENT).map((id) => [id, emu.store.articleCollection(id)]));
}

function moveWrites(emu: RunningEmulator): string[] {
  return emu.writes().map((w) => `${w.method} ${w.path}`);
}

interface LayoutDoc {
  version: number;
  kind: string;
  dryRun: boolean;
  plan: {
    kind: string;
    moves: { articleId: string; ref: string; file?: string; from: { id: string; path: string }; to: { id: string; path: string } }[];
    layout: { listed: number; inPlace: number; unlisted: number };
    languages: unknown[];
  };
  results: { kind: string; articleId: string; status: string; reason?: string }[];
}

function parseDoc(r: CliResult): LayoutDoc {
  try {
    return JSON.parse(r.stdout) as LayoutDoc;
  } catch {
    throw new Error(`stdout is not one JSON document:\n${r.stdout}\nstderr:\n${r.stderr}`);
  }
}

const EXPECTED_MOVES = [
  {
    articleId: A_INSTALL,
    ref: 'getting-started/install.md',
    file: 'getting-started/install.md',
    from: { id: C_GS, path: 'Docs/Getting started' },
    to: { id: C_SETUP, path: 'Docs/Setup' },
  },
  { articleId: A_BARE, ref: A_BARE, from: { id: C_GUIDES, path: 'Guides' }, to: { id: C_SETUP, path: 'Docs/Setup' } },
  {
    articleId: A_IOS,
    ref: 'mobile/ios.md',
    file: 'mobile/ios.md',
    from: { id: C_DOCS, path: 'Docs' },
    to: { id: C_MOBILE, path: 'Docs/Getting started/Mobile' },
  },
  { articleId: A_ENTRY, ref: `article:${A_ENTRY}`, from: { id: C_DOCS, path: 'Docs' }, to: { id: C_TCP, path: 'Docs/TCP\\/IP' } },
];

describe('helpsync layout', () => {
  it('dry run shows the plan, sends no write, and exits 2 with --detailed-exitcode', async () => {
    const f = await setup();
    const human = await helpsync(f, ['layout', '--dry-run', '--detailed-exitcode']);
    expect(human.code, human.stderr).toBe(2);
    expect(human.stdout).toContain('getting-started/install.md: Docs/Getting started → Docs/Setup\n');
    expect(human.stdout).toContain(`${A_BARE}: Guides → Docs/Setup\n`);
    expect(human.stdout).toContain('mobile/ios.md: Docs → Docs/Getting started/Mobile\n');
    expect(human.stdout).toContain(`article:${A_ENTRY}: Docs → Docs/TCP\\/IP\n`);
    expect(human.stdout).toContain('Layout: 4 to move, 1 in place, 2 not listed (left where they are).');

    const json = await helpsync(f, ['layout', '--dry-run', '--json']);
    expect(json.code, json.stderr).toBe(0);
    const doc = parseDoc(json);
    expect(doc).toMatchObject({ version: 1, kind: 'helpsync-layout', dryRun: true, results: [] });
    expect(doc.plan.kind).toBe('helpsync-plan');
    expect(doc.plan.moves).toEqual(EXPECTED_MOVES.map((m) => expect.objectContaining(m) as unknown));
    expect(doc.plan.layout).toEqual({ listed: 5, inPlace: 1, unlisted: 2 });
    expect(doc.plan.languages).toEqual([]);

    expect(moveWrites(f.emu)).toEqual([]);
    expect(placement(f.emu)[A_INSTALL]).toBe(C_GS);
  });

  it('a layout mixing every ref form converges; a re-run moves nothing', async () => {
    const f = await setup();
    const r = await helpsync(f, ['layout']);
    expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);
    expect(r.stdout).toContain('Layout: 4 to move, 1 in place, 2 not listed');
    expect(r.stdout).toContain('Moved 4 of 4.');
    expect(placement(f.emu)).toEqual(EXPECTED_PLACEMENT);
    // Exactly one PUT per move, each from the collection the article was in.
    expect(moveWrites(f.emu).sort()).toEqual(
      EXPECTED_MOVES.map((m) => `PUT /v3/helpcenter/collections/${m.from.id}/articles/${m.articleId}/move`).sort(),
    );
    expect(r.stdout + r.stderr).not.toContain(f.emu.token ?? '');

    // A re-run (not a dry run) plans nothing and sends nothing.
    const again = await helpsync(f, ['layout']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toBe(
      'Layout: 0 to move, 5 in place, 2 not listed (left where they are).\nNothing to move: every listed article is in its collection.\n',
    );
    expect(moveWrites(f.emu)).toHaveLength(4);
  });

  it('still converges with exit 0 when move responses are lost', async () => {
    const f = await setup({ lostRate: 0.6, random: seededRandom(7) });
    const r = await helpsync(f, ['layout', '--json']);
    expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);
    // The lost-response path really ran: some move was performed, its response dropped, and the
    // retry got the contract's 404.
    expect(f.emu.log.some((e) => e.method === 'PUT' && e.outcome === 'lost')).toBe(true);
    expect(f.emu.log.some((e) => e.method === 'PUT' && e.status === 404)).toBe(true);
    const doc = parseDoc(r);
    expect(doc.results.map((x) => [x.articleId, x.status]).sort()).toEqual(EXPECTED_MOVES.map((m) => [m.articleId, 'done']).sort());
    expect(placement(f.emu)).toEqual(EXPECTED_PLACEMENT);

    f.emu.setOptions({ lostRate: 0 });
    const again = await helpsync(f, ['layout', '--dry-run', '--detailed-exitcode']);
    expect(again.code).toBe(0);
  });

  it('refuses a broken layout file before any request: YAML error', async () => {
    const f = await setup({}, 'collections:\n  - id: x\n    articles: [a.md\n');
    const r = await helpsync(f, ['layout']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/layout\.yaml:\d+(:\d+)?: error: YAML: /);
    expect(f.emu.log).toEqual([]);
  });

  it('refuses every shape problem at once, each with its line, before any request', async () => {
    const f = await setup(
      {},
      [
        'collections:', // 1
        '  - id: ' + C_SETUP, // 2
        '    articles:', // 3
        '      - getting-started/install.md', // 4
        '      - getting-started/install.md', // 5: listed twice
        '    sort: title', // 6: unknown key
        '  - articles: [mobile/ios.md]', // 7: neither id nor path
        '  - id: ' + C_GS, // 8
        '    path: Docs/Getting started', // 9: both
        '    articles: []', // 10
        '  - path: Docs', // 11
        '    articles: [12345]', // 12: wrong type
        'order: keep', // 13: unknown key
      ].join('\n'),
    );
    const r = await helpsync(f, ['layout', '--dry-run']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/layout\.yaml:5: error: article "getting-started\/install\.md" is listed twice \(lines 4 and 5\)/);
    expect(r.stderr).toMatch(/layout\.yaml:6: error: unknown key "collections\[0\]\.sort" \(allowed: id, path, articles\)/);
    expect(r.stderr).toMatch(/layout\.yaml:7: error: collections\[1\]: has neither "id" nor "path"/);
    expect(r.stderr).toMatch(/layout\.yaml:9: error: collections\[2\]\.path: both "id" and "path" are given/);
    expect(r.stderr).toMatch(
      /layout\.yaml:12: error: collections\[3\]\.articles\[0\]: an article ref must be a string .*YAML read 12345 as a number/,
    );
    expect(r.stderr).toMatch(/layout\.yaml:13: error: unknown key "order" \(allowed: collections\)/);
    expect(r.stderr).toContain('6 problems found; nothing was sent.');
    expect(r.stdout).toBe('');
    expect(f.emu.log).toEqual([]);
  });

  it('--dry-run refuses a layout the schema rejects: exit 1, file:line for each problem, not one request', async () => {
    const f = await setup(
      {},
      [
        'collections:', // 1
        '  - id: 0123', // 2: YAML reads a number
        '    articles:', // 3
        '      - mobile/ios.md', // 4
        '  - path: Docs/Setup', // 5
        '    articles: getting-started/install.md', // 6: not a list
        '    order: title', // 7: unknown key
      ].join('\n'),
    );
    const r = await helpsync(f, ['layout', '--dry-run', '--json']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    const errorLines = r.stderr.split('\n').filter((l) => l.includes(': error: '));
    expect(errorLines).toEqual([
      'layout.yaml:2: error: collections[0].id: must be a string (YAML read 0123 as a number: put it in quotes)',
      'layout.yaml:6: error: collections[1].articles: must be a list of article refs',
      'layout.yaml:7: error: unknown key "collections[1].order" (allowed: id, path, articles)',
    ]);
    expect(r.stderr).toContain('3 problems found; nothing was sent.');
    // Not a write, and not even a read: the file is refused before the client is used.
    expect(f.emu.log).toEqual([]);
    expect(moveWrites(f.emu)).toEqual([]);
  });

  it('refuses every resolution problem at once, before any write, even with valid moves in the file', async () => {
    const lines = [
      'collections:', // 1
      `  - id: ${C_SETUP}`, // 2
      '    articles:', // 3
      '      - getting-started/install.md', // 4: valid, would move
      '      - getting-started/missing.md', // 5: no such file (visible locally)
      `      - ${A_GHOST}`, // 6: no such article
      `      - article:${A_LOOSE}`, // 7: in no collection
      `      - article:${A_INSTALL}`, // 8: the same article as line 4
      '      - docs/_index.md', // 9: a collection entry (visible locally)
      '  - id: 65f0c1a2b3c4d5e6f70800ff', // 10: no such collection
      '    articles: [mobile/ios.md]', // 11
      '  - path: Docs/getting Started', // 12: no such path, and a near-twin of Docs/Getting started (a typo: not created)
      '    articles: []', // 13
      '  - path: FAQ', // 14: ambiguous
      '    articles: []', // 15
    ];
    const f = await setup({}, lines.join('\n'));
    // Defects visible in the repo alone are refused first, with no request at all.
    const local = await helpsync(f, ['layout']);
    expect(local.code).toBe(1);
    expect(local.stderr).toMatch(/layout\.yaml:5: error: no source-language file "getting-started\/missing\.md"/);
    expect(local.stderr).toMatch(/layout\.yaml:9: error: "docs\/_index\.md" is the collection entry .*not an article/);
    expect(local.stderr).toContain('2 problems found; nothing was sent.');
    expect(f.emu.log).toEqual([]);

    // With those fixed, everything that needs the platform's tree is reported together.
    await writeFile(f.layoutFile, lines.filter((_, i) => i !== 4 && i !== 8).join('\n'));
    const r = await helpsync(f, ['layout']);
    expect(r.code).toBe(1);
    const e = r.stderr;
    expect(e).toMatch(new RegExp(`layout\\.yaml:5: error: article ${A_GHOST} does not exist on the platform`));
    expect(e).toMatch(
      new RegExp(`layout\\.yaml:6: error: article ${A_LOOSE} \\("article:${A_LOOSE}"\\) is in no collection .*cannot be moved`),
    );
    expect(e).toMatch(/layout\.yaml:7: error: article .* is listed twice \(lines 4 and 7/);
    expect(e).toMatch(
      /layout\.yaml:8: error: no collection with id "65f0c1a2b3c4d5e6f70800ff".*only when the layout names it by "path:".*create it on the platform first/,
    );
    expect(e).toMatch(
      /layout\.yaml:10: error: no collection "getting Started" under Docs .*there is "Getting started" \(id 65f0c1a2b3c4d5e6f7080002\): titles match exactly/,
    );
    expect(e).toMatch(/layout\.yaml:12: error: path "FAQ" is ambiguous: 2 collections.*65f0c1a2b3c4d5e6f7080007.*65f0c1a2b3c4d5e6f7080008/);
    expect(e).toContain('6 problems found; nothing was sent.');
    expect(r.stdout).toBe('');
    expect(moveWrites(f.emu)).toEqual([]);
    expect(placement(f.emu)[A_INSTALL]).toBe(C_GS);
  });

  it('refuses when no layout is configured', async () => {
    const f = await setup({}, null);
    const r = await helpsync(f, ['layout', '--dry-run']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/helpsync\.yaml: error: no layout file is configured: add "layout: layout\.yaml"/);
    expect(f.emu.log).toEqual([]);
  });

  it('refuses a missing layout file, naming it, before any request', async () => {
    const f = await setup({}, GOOD_LAYOUT, { writeLayout: false });
    const r = await helpsync(f, ['layout']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/layout\.yaml: error: layout file not found/);
    expect(f.emu.log).toEqual([]);
  });

  it('--detailed-exitcode needs --dry-run', async () => {
    const f = await setup();
    const r = await helpsync(f, ['layout', '--detailed-exitcode']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/dry-run/);
    expect(f.emu.log).toEqual([]);
  });
});

describe('helpsync collections', () => {
  it('prints the tree with ids, paths and article counts', async () => {
    const f = await setup({}, null);
    const r = await helpsync(f, ['collections']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines).toContain(`Docs  [${C_DOCS}]  3 articles`);
    expect(lines).toContain(`  Getting started  [${C_GS}]  1 article`);
    expect(lines).toContain(`    Mobile  [${C_MOBILE}]  1 article`);
    expect(lines).toContain(`  Setup  [${C_SETUP}]  0 articles`);
    expect(lines).toContain(`  TCP\\/IP  [${C_TCP}]  0 articles`);
    expect(lines).toContain(`Guides  [${C_GUIDES}]  1 article`);
    expect(lines).toContain(`FAQ  [${C_FAQ1}]  1 article`);
    expect(lines).toContain(`FAQ  [${C_FAQ2}]  0 articles`);
    expect(r.stdout).toContain('8 collections, 7 articles.');
    expect(moveWrites(f.emu)).toEqual([]);

    const json = await helpsync(f, ['collections', '--json']);
    expect(json.code, json.stderr).toBe(0);
    const doc = JSON.parse(json.stdout) as {
      version: number;
      kind: string;
      collections: { id: string; path: string; depth: number; articles: number }[];
    };
    expect(doc.version).toBe(1);
    expect(doc.kind).toBe('helpsync-collections');
    expect(doc.collections.find((c) => c.id === C_MOBILE)).toMatchObject({ path: 'Docs/Getting started/Mobile', depth: 2, articles: 1 });
    expect(doc.collections.find((c) => c.id === C_TCP)).toMatchObject({ path: 'Docs/TCP\\/IP', depth: 1, articles: 0 });
    expect(doc.collections).toHaveLength(8);
  });
});
