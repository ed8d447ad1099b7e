#!/usr/bin/env node
// Fault check: plants each fault of a fixed list into a checkout of a commit, builds, runs the tests
// that should catch it, and says whether they did. Used to show that the suite catches the same
// faults before and after a restructuring (a fault no test catches is a hole in the suite).
//
//   node scripts/fault-check.mjs [COMMIT]        (default HEAD; checks out into a temp worktree)
//
// Each fault lists where it can live (the file moved in the renovation: both places are tried) and
// the tests that must fail. Exit 1 when some fault fails no test.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FAULTS = [
  {
    name: "drift's hold disabled inside the sync operation",
    variants: [
      // after the operations layer: the sync operation in src/operations/ protects the plan
      [
        'src/operations/sync.ts',
        /const \{ plan, pushed \} = await protect\(([^;]*)\);/,
        'const { pushed } = await protect($1); const plan = prepared.plan;',
      ],
      // after: the sync operation protects the plan
      [
        'src/sync/sync.ts',
        /const \{ plan, pushed \} = await protect\(([^;]*)\);/,
        'const { pushed } = await protect($1); const plan = prepared.plan;',
      ],
      // before: the CLI protected it
      [
        'src/cli/run/sync.ts',
        /const \{ plan, pushed \} = await protect\(([^;]*)\);/,
        'const { pushed } = await protect($1); const plan = prepared.plan;',
      ],
    ],
    tests: ['test/e2e/drift.test.ts'],
  },
  {
    name: 'the token scrub removed from output',
    variants: [
      [
        'src/util/redact.ts',
        /export function scrub\(text: string\): string \{/,
        'export function scrub(text: string): string {\n  if (text) return text;',
      ],
    ],
    tests: ['test/reliability/secrets.test.ts'],
  },
  {
    name: 'the exit-code mapping broken (errors exit 0)',
    variants: [
      [
        'src/cli/context.ts',
        /export async function reportError\(err: unknown, logger: Logger\): Promise<number> \{/,
        '$&\n  if (err) return 0;',
      ],
    ],
    tests: ['test/e2e/sync-failures.test.ts', 'test/e2e/sync.test.ts'],
  },
  {
    name: 'a SIGINT that does not stop the run (nothing to resume from)',
    variants: [['src/cli/signals.ts', /controller\.abort\(err\);/, 'void err;']],
    tests: ['test/reliability/interrupt.test.ts'],
  },
  {
    name: 'the language order reversed',
    variants: [
      [
        'src/content/languages.ts',
        /return \[\.\.\.\(hasSource \? \[source\] : \[\]\), \.\.\.\[\.\.\.set\]\.sort\(\)\];/,
        'return [...[...set].sort().reverse(), ...(hasSource ? [source] : [])];',
      ],
      [
        'src/plan/sync.ts',
        /return \[\.\.\.\(hasSource \? \[source\] : \[\]\), \.\.\.\[\.\.\.set\]\.sort\(\)\];/,
        'return [...[...set].sort().reverse(), ...(hasSource ? [source] : [])];',
      ],
    ],
    // (the unit test moved with test/unit/'s folders: both places, the one the checkout has is run)
    tests: ['test/unit/translations/plan-sync.test.ts', 'test/unit/plan-sync.test.ts', 'test/e2e/sync.test.ts'],
  },
];

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const commit = process.argv[2] ?? 'HEAD';
const work = mkdtempSync(path.join(os.tmpdir(), 'helpsync-faults-'));
const sh = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: work, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...opts });

execFileSync('git', ['worktree', 'add', '--detach', work, commit], { cwd: repoRoot, stdio: 'ignore' });
const rows = [];
try {
  sh('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts']);
  for (const fault of FAULTS) {
    const variant = fault.variants.find(
      ([file, re]) => existsSync(path.join(work, file)) && re.test(readFileSync(path.join(work, file), 'utf8')),
    );
    if (!variant) {
      rows.push([fault.name, 'NOT PLANTED (no variant matches this commit)', '']);
      continue;
    }
    const [file, re, replacement] = variant;
    const abs = path.join(work, file);
    const original = readFileSync(abs, 'utf8');
    writeFileSync(abs, original.replace(re, replacement));
    try {
      sh('npx', ['tsc', '-p', 'tsconfig.build.json']);
      const tests = fault.tests.filter((t) => existsSync(path.join(work, t)));
      const run = spawnSync('npx', ['vitest', 'run', ...tests], { cwd: work, encoding: 'utf8', env: { ...process.env, CI: '' } });
      const line = /tests: (\d+) passed, (\d+) failed/.exec(run.stdout + run.stderr);
      const failed = line ? Number(line[2]) : NaN;
      rows.push([
        fault.name,
        `${file}`,
        failed > 0 ? `caught: ${failed} failed (${tests.join(', ')})` : `NOT CAUGHT (${tests.join(', ')})`,
      ]);
    } finally {
      writeFileSync(abs, original);
    }
  }
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', work], { cwd: repoRoot, stdio: 'ignore' });
  rmSync(work, { recursive: true, force: true });
}
const head = execFileSync('git', ['rev-parse', '--short', commit], { cwd: repoRoot, encoding: 'utf8' }).trim();
console.log(`fault check at ${head}`);
for (const [name, where, result] of rows) console.log(`- ${name} [${where}]: ${result}`);
process.exit(rows.every((r) => r[2].startsWith('caught')) ? 0 : 1);
