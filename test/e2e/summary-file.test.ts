// --summary-file on sync, plan and layout: the Markdown the step summary gets, written to
// a file too; scrubbed (the token never shows) and escaped like the summary; completion and the
// stats chart, the other outputs people look at, are here as well.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorFixture, helpsync, useCleanups, type EmulatorData, type EmulatorFixture } from '../helpers/fixture.js';
import { runCli } from '../helpers/cli.js';
import { makeTestToken } from '../helpers/emulator.js';

useCleanups();

const C1 = '65f0c1a2b3c4d5e6f7080001';
const C2 = '65f0c1a2b3c4d5e6f7080002';
const A1 = '6650f0c1a2b3c4d5e6f70001';
const TOKEN = makeTestToken();

const DATA: EmulatorData = {
  project: 'proj-summary',
  entries: [
    { id: `collection:${C1}`, type: 'collection', fields: { title: { en: 'Guide' } } },
    { id: `collection:${C2}`, type: 'collection', fields: { title: { en: 'Setup' } } },
    { id: `article:${A1}`, type: 'article', fields: { title: { en: 'Install' }, content: { en: '<p>Body</p>' } } },
  ],
  collections: [
    { id: C1, parent: null, title: { en: 'Guide' } },
    { id: C2, parent: null, title: { en: 'Setup' } },
  ],
  articles: [{ id: A1, collection: C1, title: { en: 'Install' } }],
  statistics: {
    DAILY_SEARCHES: [
      { date: '2024-01-01', searches: 50 },
      { date: '2024-01-02', searches: 100 },
      { date: '2024-01-03', searches: 0 },
    ],
  },
};

// The German title holds a table pipe and a workflow command.
const FILES = {
  'en/guide/_index.md': `---\nentry: collection:${C1}\ntitle: Guide\n---\n`,
  'en/install.md': `---\nentry: article:${A1}\ntitle: Install\n---\nBody\n`,
  'de/install.md': `---\ntitle: "A | B ::error::x"\n---\nText\n`,
};

async function setup(): Promise<EmulatorFixture> {
  const f = await emulatorFixture({ data: DATA, files: FILES, emulator: { token: TOKEN }, config: { layout: 'layout.yaml' } });
  await writeFile(path.join(f.dir, 'layout.yaml'), `collections:\n  - id: ${C2}\n    articles: [install.md]\n`);
  await mkdir(path.join(f.dir, 'out'));
  return f;
}

const read = (f: EmulatorFixture, rel: string) => readFile(path.join(f.dir, rel), 'utf8');

describe('--summary-file', () => {
  it('sync --dry-run writes the step summary Markdown to the file too, escaped; nothing is sent', { timeout: 120_000 }, async () => {
    const f = await setup();
    const stepSummary = path.join(f.dir, 'out/step-summary.md');
    await writeFile(stepSummary, '');
    const r = await helpsync(f, ['sync', '--dry-run', '--summary-file', 'out/summary.md'], { env: { GITHUB_STEP_SUMMARY: stepSummary } });
    expect(r.code, r.stderr).toBe(0);
    const md = await read(f, 'out/summary.md');
    expect(md).toBe(await read(f, 'out/step-summary.md'));
    expect(md.startsWith('## helpsync plan\n')).toBe(true);
    expect(md).toContain('### Moves (1)');
    expect(md).toContain('| `install.md` | Guide | Setup |');
    expect(md).toContain('### de: 1 to push');
    expect(md).toContain('| `de/install.md` | `article:6650f0c1a2b3c4d5e6f70001` | title: (none) → "A \\| B ::error::x"; content: new |');
    expect(f.emu.log.filter((e) => e.method !== 'GET')).toEqual([]);
  });

  it(
    'plan and layout write it too; layout only its moves; a file that cannot be written is an error naming it',
    { timeout: 120_000 },
    async () => {
      const f = await setup();
      const plan = await helpsync(f, ['plan', '--summary-file', 'out/plan.md']);
      expect(plan.code, plan.stderr).toBe(0);
      const planMd = await read(f, 'out/plan.md');
      expect(planMd).toContain('### de: 1 to push');
      expect(planMd).toContain('### Moves (1)');

      const layout = await helpsync(f, ['layout', '--dry-run', '--summary-file', 'out/layout.md']);
      expect(layout.code, layout.stderr).toBe(0);
      const layoutMd = await read(f, 'out/layout.md');
      expect(layoutMd).toContain('| `install.md` | Guide | Setup |');
      expect(layoutMd).not.toContain('### de');

      const bad = await helpsync(f, ['sync', '--dry-run', '--summary-file', 'missing/dir/s.md']);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('cannot write the summary file missing/dir/s.md');
      expect(f.emu.log.filter((e) => e.method !== 'GET')).toEqual([]);
    },
  );
});

describe('helpsync completion', () => {
  it('prints a bash/zsh completion script, and the completions include the commands and options', { timeout: 120_000 }, async () => {
    const script = await runCli(['completion']);
    expect(script.code).toBe(0);
    expect(script.stdout).toContain('###-begin-helpsync-completions-###');
    expect(script.stdout).toContain('complete -o bashdefault -o default -F _helpsync_completions helpsync');
    const commands = await runCli(['--get-yargs-completions', 'helpsync', '']);
    expect(commands.stdout.split('\n')).toEqual(expect.arrayContaining(['init', 'sync', 'match', 'completion', 'pull', 'stats']));
    const options = await runCli(['--get-yargs-completions', 'helpsync', 'sync', '--']);
    expect(options.stdout.split('\n')).toEqual(expect.arrayContaining(['--dry-run', '--summary-file', '--json']));
  });
});

describe('helpsync stats --group-interval', () => {
  it('prints a bar chart after the table; --json and --csv unchanged', { timeout: 120_000 }, async () => {
    const f = await setup();
    const r = await helpsync(f, ['stats', '--chart-type', 'DAILY_SEARCHES', '--group-interval', 'day']);
    expect(r.code, r.stderr).toBe(0);
    // Not a terminal: 80 columns. Label 10, " │", value 3, a space → 64 cells for 100.
    expect(r.stdout).toBe(
      [
        'date        searches',
        '----------  --------',
        '2024-01-01        50',
        '2024-01-02       100',
        '2024-01-03         0',
        '',
        'searches by date',
        `2024-01-01 │${'█'.repeat(32)}${' '.repeat(32)}  50`,
        `2024-01-02 │${'█'.repeat(64)} 100`,
        `2024-01-03 │${' '.repeat(64)}   0`,
        '',
      ].join('\n'),
    );
    const json = await helpsync(f, ['stats', '--chart-type', 'DAILY_SEARCHES', '--group-interval', 'day', '--json']);
    expect(JSON.parse(json.stdout)).toEqual(DATA.statistics?.DAILY_SEARCHES);
    const csv = await helpsync(f, ['stats', '--chart-type', 'DAILY_SEARCHES', '--group-interval', 'day', '--csv']);
    expect(csv.stdout).toBe('date,searches\r\n2024-01-01,50\r\n2024-01-02,100\r\n2024-01-03,0\r\n');
    const plain = await helpsync(f, ['stats', '--chart-type', 'DAILY_SEARCHES']);
    expect(plain.stdout).not.toContain('│');
  });
});
