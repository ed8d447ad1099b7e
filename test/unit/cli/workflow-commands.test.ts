// Workflow commands through every output channel, judged by a port of the Actions runner's own
// command detection (test/helpers/runner-commands.ts): titles holding `##[add-mask]x`,
// `##[stop-commands]` or `::error::x` behind every white-space character .NET trims must never be
// acted on, and the reader must still get the same text (JSON decodes to it; under Actions the text
// is shown as it is, with an invisible U+2060 where a command would start).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSecrets } from '../../../src/util/redact.js';
import { captureOutput, print, printErr, printJson, printLines, printWorkflowCommand } from '../../../src/cli/output.js';
import { githubAnnotations } from '../../../src/cli/github.js';
import { toCsv } from '../../../src/report/table.js';
import { decidePolicy } from '../../../src/config/policy.js';
import { runCommand } from '../../../src/cli/context.js';
import { runStatus } from '../../../src/cli/run/status.js';
import { ExitError } from '../../../src/errors.js';
import { createLogger } from '../../../src/util/log.js';
import { actedCommands, DOTNET_WHITESPACE, runnerCommands } from '../../helpers/runner-commands.js';
import { tempFolder, useCleanups } from '../../helpers/fixture.js';
import { generateRepo, setup } from '../../helpers/reliability.js';
import { runSync } from '../../../src/cli/run/sync.js';
import { withoutCommands } from '../../../scripts/action/outputs.mjs';

useCleanups();

const PAYLOADS = ['##[add-mask]x', '##[stop-commands]', '::error::x', 'see ##[warning]y'];
/** Every payload alone and behind every white-space character the runner trims. */
const TITLES = PAYLOADS.flatMap((p) => [p, ...DOTNET_WHITESPACE.map((ws) => `${ws}${p}`)]);

/** The titles whose prefix is not a control character (those are shown escaped on every channel, a rule of its own). */
const PRINTABLE = TITLES.filter((t) => !/^[\p{Cc}\u2028\u2029]/u.test(t));

type Mode = 'plain' | 'actions' | 'actions-file';
const MODES: Mode[] = ['plain', 'actions', 'actions-file'];

/** Runs `fn` with the output captured per descriptor, in `mode`. */
async function captured(mode: Mode, fn: () => unknown): Promise<{ 1: string; 2: string }> {
  const out = { 1: '', 2: '' };
  if (mode !== 'plain') vi.stubEnv('GITHUB_ACTIONS', 'true');
  else {
    vi.stubEnv('GITHUB_ACTIONS', '');
    vi.stubEnv('GITHUB_STEP_SUMMARY', '');
  }
  const restore = captureOutput((fd, text) => {
    out[fd as 1 | 2] += text;
  }, mode === 'actions-file');
  try {
    await fn();
  } finally {
    restore();
    vi.unstubAllEnvs();
  }
  return out;
}

/** The text a reader sees: under Actions, the U+2060 WORD JOINER that breaks a command shows as nothing. */
function shown(output: string): string {
  return output.replace(/\u2060/g, '');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('workflow commands in output', () => {
  it.each(MODES)('print and printErr (%s): no title acts; under Actions the text is unchanged', async (mode) => {
    const text = TITLES.map((t) => `title: ${t}\n${t}`).join('\n');
    const out = await captured(mode, () => {
      print(text);
      printErr(text);
    });
    for (const fd of [1, 2] as const) {
      expect(actedCommands(out[fd])).toEqual([]);
    }
    // Under Actions the reader sees the text as it is (the U+2060 shows as nothing).
    if (mode === 'actions') {
      const printable = PRINTABLE.join('\n');
      const again = await captured(mode, () => print(printable));
      expect(shown(again[1])).toBe(`${printable}\n`);
    }
  });

  it.each(MODES)(
    'a long report printed a batch at a time, and a long --json document a piece at a time (%s): no title acts, the text is whole',
    async (mode) => {
      // several batches and pieces: the titles fall in every one of them
      const lines = Array.from(
        { length: 6000 },
        (_, i) => `${String(i).padStart(5, '0')} ${PRINTABLE[i % PRINTABLE.length]} ${'x'.repeat(40)}`,
      );
      const out = await captured(mode, () => printLines(lines));
      expect(actedCommands(out[1])).toEqual([]);
      if (mode === 'actions') expect(shown(out[1])).toBe(`${lines.join('\n')}\n`);
      const doc = { lines, byTitle: Object.fromEntries(TITLES.map((t) => [t, lines])) };
      const json = await captured(mode, () => printJson(doc));
      expect(actedCommands(json[1])).toEqual([]);
      expect(JSON.parse(json[1])).toEqual(doc);
    },
  );

  it.each(MODES)('--json (%s): no title acts, and the document decodes to the same titles', async (mode) => {
    const out = await captured(mode, () => printJson({ titles: TITLES, byTitle: Object.fromEntries(TITLES.map((t) => [t, t])) }));
    expect(actedCommands(out[1])).toEqual([]);
    expect(JSON.parse(out[1])).toEqual({ titles: TITLES, byTitle: Object.fromEntries(TITLES.map((t) => [t, t])) });
  });

  it.each(MODES)('--csv (%s): a cell with a line break cannot start a command', async (mode) => {
    const rows = TITLES.map((t) => ({ term: `a\n${t}`, other: t, count: 1 }));
    const out = await captured(mode, () => print(toCsv(rows)));
    expect(actedCommands(out[1])).toEqual([]);
    if (mode === 'actions') {
      const printable = PRINTABLE.map((t) => ({ term: `a\n${t}`, count: 1 }));
      const again = await captured(mode, () => print(toCsv(printable)));
      expect(shown(again[1])).toBe(toCsv(printable));
    }
  });

  it.each(MODES)('logs, pretty and JSON (%s): no title acts; JSON lines decode to the same message', async (mode) => {
    for (const json of [true, false]) {
      let log = '';
      await captured(mode, () => {
        const logger = createLogger({ level: 'info', json, write: (line) => (log += line) });
        for (const t of TITLES) logger.warn({ title: t }, `title ${t}\n${t}`);
      });
      expect(actedCommands(log), json ? 'JSON log' : 'pretty log').toEqual([]);
      if (json) {
        const messages = log
          .trim()
          .split('\n')
          .map((l) => (JSON.parse(l) as { msg: string; title: string }).title);
        expect(messages).toEqual(TITLES);
      }
    }
  });

  it.each(MODES)('an error quoting server data with a raw newline (%s)', async (mode) => {
    const before = process.exitCode;
    const out = await captured(mode, () =>
      runCommand({ logLevel: 'silent' } as Parameters<typeof runCommand>[0], () => {
        throw new ExitError(`entry "${TITLES.join('\n')}" not found`);
      }),
    );
    process.exitCode = before;
    expect(out[2]).toContain('not found');
    expect(actedCommands(out[2])).toEqual([]);
  });

  it('a genuine annotation is the one command that acts, whatever its message holds', async () => {
    const [line] = githubAnnotations([{ severity: 'error', file: '##[add-mask]x.md', message: TITLES.join('\n') }]);
    const out = await captured('actions', () => printWorkflowCommand(line!, false));
    expect(runnerCommands(out[1]).map((c) => c.name)).toEqual(['error']);
  });

  it.each(MODES)('status, in-process (%s): file names holding commands', async (mode) => {
    const dir = await tempFolder('wfc-status-');
    const names = ['##[add-mask]x', '\u00a0::error::x', '##[stop-commands]'];
    await mkdir(path.join(dir, 'content', 'en'), { recursive: true });
    await mkdir(path.join(dir, 'content', 'de'), { recursive: true });
    for (const n of names) await writeFile(path.join(dir, 'content', 'en', `${n}.md`), `---\ntitle: "${n.trim()}"\n---\nText.\n`);
    await writeFile(path.join(dir, 'helpsync.yaml'), 'contentDir: content\nsourceLanguage: en\nlanguages: [en, de]\n');
    for (const json of [false, true]) {
      const out = await captured(mode, () =>
        runCommand({ config: path.join(dir, 'helpsync.yaml'), logLevel: 'silent' }, (ctx) =>
          runStatus({ json, history: false, dryRun: false, cwd: dir, list: ['missing'] }, ctx),
        ),
      );
      process.exitCode = undefined;
      expect(`${out[1]}${out[2]}`).toContain('add-mask');
      expect(actedCommands(out[1]), out[1]).toEqual([]);
      expect(actedCommands(out[2]), out[2]).toEqual([]);
    }
  });

  it.each(MODES)('sync --dry-run, in-process (%s): titles holding commands in the report, --json and the step summary', async (mode) => {
    const repo = generateRepo({ articles: 2, languages: ['en', 'de'] });
    // File names and titles holding commands: the report shows names, --json and the summary values too.
    const names: Record<string, string> = { 'a0.md': '##[add-mask]x.md', 'a1.md': '\u00a0::error::x ##[stop-commands].md' };
    for (const file of Object.keys(repo.files)) {
      const base = path.posix.basename(file);
      const to = names[base];
      if (!to || !file.startsWith('en/')) continue;
      repo.files[path.posix.join(path.posix.dirname(file), to)] = repo.files[file]!.replace(/^title: .*$/m, 'title: "##[add-mask]y"');
      delete repo.files[file];
    }
    const f = await setup({ repo });
    const summaryFile = path.join(f.dir, 'summary.md');
    for (const json of [false, true]) {
      vi.stubEnv('HELPSYNC_TOKEN', f.emu.token ?? '');
      const out = await captured(mode, () =>
        runCommand({ config: f.configPath, logLevel: 'info' }, (ctx) =>
          runSync(
            {
              dryRun: true,
              json,
              strict: false,
              verify: false,
              detailedExitcode: false,
              summaryFile,
              policy: decidePolicy({ history: false }, {}).policy,
            },
            ctx,
          ),
        ),
      );
      process.exitCode = undefined;
      expect(`${out[1]}${out[2]}`).toMatch(/add-mask|add-mask/);
      // Under Actions, helpsync's own annotations (`::warning file=…::`) act: nothing else may.
      const foreign = (o: string) => actedCommands(o).filter((c) => !/^::(warning|error) file=[^:]*::/.test(c.line));
      expect(foreign(out[1]), out[1]).toEqual([]);
      expect(foreign(out[2]), out[2]).toEqual([]);
      // The Action prints the summary to the log through withoutCommands.
      const summary = await readFile(summaryFile, 'utf8');
      expect(summary).toContain('add-mask');
      expect(actedCommands(withoutCommands(summary))).toEqual([]);
    }
  });
});

afterEach(() => clearSecrets());
