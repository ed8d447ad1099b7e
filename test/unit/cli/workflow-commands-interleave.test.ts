// Under GITHUB_ACTIONS the runner reads a step's stdout and stderr in two threads that share ONE
// command state (stop-commands included), so what it acts on depends on how the two streams'
// lines interleave. A sync --dry-run in-process against the emulator, with titles and file names
// that hold commands, printing its report on stdout and its warnings and logs on stderr: merged at
// every line boundary of either stream (the other stream inserted whole there, and line by line in
// turn), the runner's own parser (test/helpers/runner-commands.ts) finds no command but helpsync's
// own annotations.
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSecrets } from '../../../src/util/redact.js';
import { processRuntime, withRuntime } from '../../../src/util/runtime.js';
import { captureOutput } from '../../../src/cli/output.js';
import { decidePolicy } from '../../../src/config/policy.js';
import { runCommand } from '../../../src/cli/context.js';
import { runSync } from '../../../src/cli/run/sync.js';
import { runnerCommands } from '../../helpers/runner-commands.js';
import { useCleanups } from '../../helpers/fixture.js';
import { generateRepo, setup } from '../../helpers/reliability.js';

useCleanups();
afterEach(() => {
  vi.unstubAllEnvs();
  clearSecrets();
});

/** Lines with their end kept, so joining them gives the stream back. */
const linesOf = (text: string): string[] => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];

/** helpsync's own annotations (`::warning file=…::`), the one kind of command it means to send. */
const own = (line: string): boolean => /^::(warning|error|notice) file=[^:]*::/.test(line);

function foreign(merged: string): string[] {
  return runnerCommands(merged)
    .filter((c) => !own(c.line))
    .map((c) => c.line);
}

describe('stdout and stderr under Actions, interleaved at every line boundary', () => {
  it('no interleaving makes a title, file name or log line act', async () => {
    const repo = generateRepo({ articles: 3, languages: ['en', 'de'] });
    // source pages renamed and titled with commands (the report, on stdout); their translations
    // renamed otherwise, so each is warned about as a translation without a source (on stderr)
    const names: Record<string, string> = { 'a0.md': '##[add-mask]x.md', 'a1.md': '\u00a0::error::x.md', 'a2.md': '::warning::w.md' };
    const orphans: Record<string, string> = {
      'a0.md': '::stop-commands::helpsync-z.md',
      'a1.md': '##[add-mask]z.md',
      'a2.md': '::helpsync-z::.md',
    };
    for (const file of Object.keys(repo.files)) {
      const base = path.posix.basename(file);
      const to = (file.startsWith('en/') ? names : orphans)[base];
      if (!to) continue;
      repo.files[path.posix.join(path.posix.dirname(file), to)] = repo.files[file]!.replace(
        /^title: .*$/m,
        'title: "::stop-commands::helpsync-x ##[add-mask]y"',
      );
      delete repo.files[file];
    }
    const f = await setup({ repo });
    vi.stubEnv('HELPSYNC_TOKEN', f.emu.token ?? '');
    vi.stubEnv('GITHUB_ACTIONS', 'true');
    const out: Record<1 | 2, string> = { 1: '', 2: '' };
    const restore = captureOutput((fd, text) => {
      out[fd as 1 | 2] += text;
    }, false);
    // the log (warnings included) is written by the logger to the runtime's stderr, through the same guard
    const rt = { ...processRuntime, stderr: { write: (t: string) => void (out[2] += t), isTTY: false } };
    try {
      await withRuntime(rt, () =>
        runCommand({ config: f.configPath, logLevel: 'debug' }, (ctx) =>
          runSync(
            {
              dryRun: true,
              json: false,
              strict: false,
              verify: false,
              detailedExitcode: false,
              policy: decidePolicy({ history: false }, {}).policy,
            },
            ctx,
          ),
        ),
      );
    } finally {
      restore();
      process.exitCode = undefined;
    }
    const a = linesOf(out[1]);
    const b = linesOf(out[2]);
    // the hostile text reached both streams (so the test can fail)
    expect(out[1]).toContain('add-mask');
    expect(out[2]).toContain('add-mask');
    expect(a.length).toBeGreaterThan(2);
    expect(b.length).toBeGreaterThan(2);
    const bad = new Set<string>();
    const check = (merged: string): void => {
      for (const l of foreign(merged)) bad.add(l);
    };
    for (let i = 0; i <= a.length; i++) check([...a.slice(0, i), ...b, ...a.slice(i)].join(''));
    for (let j = 0; j <= b.length; j++) check([...b.slice(0, j), ...a, ...b.slice(j)].join(''));
    // line by line in turn, starting with either stream
    const zip = (x: string[], y: string[]): string =>
      Array.from({ length: Math.max(x.length, y.length) }, (_, k) => `${x[k] ?? ''}${y[k] ?? ''}`).join('');
    check(zip(a, b));
    check(zip(b, a));
    expect([...bad]).toEqual([]);
  });
});
