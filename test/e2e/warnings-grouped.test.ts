// Warnings a person reads (issue 46): a dry run of the real CNCF glossary prints its warnings
// grouped by kind (a headline and at most three examples each), `--warnings all` prints each one,
// the log level silences them, and --json keeps every one with its kind.
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { copyCorpus, corpusMissing, CORPUS_DIR } from '../helpers/corpus.js';
import { startTestEmulator, writeTestConfig } from '../helpers/emulator.js';
import { helpsync, runCleanups, onCleanup, tempFolder } from '../helpers/fixture.js';
import type { RunningEmulator } from '../../src/emulator/server.js';

const missing = corpusMissing();
if (missing) console.warn(missing);

/** The corpus files with Hugo template syntax (`{{%` or `{{<`): each is one template-syntax warning. */
function templateFiles(): number {
  let n = 0;
  for (const lang of readdirSync(CORPUS_DIR, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const dir = path.join(CORPUS_DIR, lang.name);
    for (const rel of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'))) {
      if (/\{\{[%<]/.test(readFileSync(path.join(dir, rel), 'utf8'))) n++;
    }
  }
  return n;
}

/** A headline: `N <kind> warning(s)[ in M file(s)]` then `:` or `, e.g.:`. */
const HEADLINE = /WARN: ([\d,]+) ([a-z-]+) warnings?(?: in ([\d,]+) files?)?(?: \(--warnings all lists them\), e\.g\.)?:$/;

describe.skipIf(missing !== undefined)('warnings of a dry run of the corpus', () => {
  let f: { dir: string; emu: RunningEmulator; configPath: string };
  beforeAll(async () => {
    const dir = await tempFolder('helpsync-warnings-');
    const corpus = await copyCorpus(dir);
    const emu = await startTestEmulator({ data: corpus.data });
    onCleanup(() => emu.close());
    f = { dir, emu, configPath: await writeTestConfig(dir, emu) };
  }, 120_000);
  afterAll(runCleanups);

  it('prints one headline per kind and at most three examples each; --warnings all prints each; --json keeps each', async () => {
    const summary = await helpsync(f, ['sync', '--dry-run'], { timeoutMs: 120_000 });
    expect(summary.code).toBe(0);
    const lines = summary.stderr.split('\n').filter(Boolean);
    const heads = lines.map((l) => HEADLINE.exec(l)).filter((m) => m !== null);
    const kinds = heads.map((m) => m[2]);
    expect(new Set(kinds).size).toBe(kinds.length);
    // every line is a headline or one of its (indented) examples, at most three of them per kind
    expect(lines.length).toBeLessThanOrEqual(heads.length * 4);
    let examples = 0;
    for (const l of lines) {
      if (HEADLINE.test(l)) examples = 0;
      else {
        expect(l).toMatch(/^ {2}(\S.*: )?warning: /);
        expect(++examples).toBeLessThanOrEqual(3);
      }
    }
    const template = heads.find((m) => m[2] === 'template-syntax')!;
    expect(Number(template[1])).toBe(templateFiles());
    expect(summary.stderr).toContain(
      `${templateFiles()} template-syntax warnings in ${templateFiles()} files (--warnings all lists them), e.g.:`,
    );
    // the history warning once (sync's read and its history check both held it)
    expect(summary.stderr.match(/is not in a Git work tree/g)).toHaveLength(1);
    const total = heads.reduce((n, m) => n + Number(m[1]!.replace(/,/g, '')), 0);

    const all = await helpsync(f, ['sync', '--dry-run', '--warnings', 'all'], { timeoutMs: 120_000 });
    const each = all.stderr.split('\n').filter((l) => /: warning: |^warning: /.test(l.replace(/^\[[^\]]*\] WARN: /, '')));
    expect(each).toHaveLength(total);
    expect(new Set(each).size).toBe(total);
    expect(all.stderr.match(/template syntax "/g)).toHaveLength(templateFiles());

    const json = await helpsync(f, ['sync', '--dry-run', '--json'], { timeoutMs: 120_000 });
    const doc = JSON.parse(json.stdout) as { plan: { warnings: { kind: string; message: string }[] } };
    expect(doc.plan.warnings).toHaveLength(total);
    expect(doc.plan.warnings.filter((w) => w.kind === 'template-syntax')).toHaveLength(templateFiles());
  }, 300_000);

  it('prints none at --log-level error, HELPSYNC_LOG_LEVEL=error or -q', async () => {
    for (const [args, env] of [
      [['--log-level', 'error'], {}],
      [[], { HELPSYNC_LOG_LEVEL: 'error' }],
      [['-q'], {}],
    ] as const) {
      const r = await helpsync(f, ['sync', '--dry-run', ...args], { timeoutMs: 120_000, env });
      expect(r.code).toBe(0);
      expect(r.stderr).toBe('');
      expect(r.stdout).toMatch(/Plan: /);
    }
  }, 300_000);
});
