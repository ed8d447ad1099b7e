// The CPU cost of one TAB (`node bench/run.mjs --tab-only`): what the shell runs at each TAB,
// `helpsync --get-yargs-completions <words>`, for commands, options and values, in this repository
// (its config/helpsync.yaml and content/ give the languages). CPU = user + system of the child
// (process.resourceUsage() in an exit hook, bench/lib/proc.mjs); median of --runs (default 7).
import { performance } from 'node:perf_hooks';
import { CLI, ROOT } from './generate.mjs';
import { childEnv, measureNode } from './lib/proc.mjs';

/** "well under a second" */
export const TAB_TARGET_MS = 500;

const LINES = [
  ['commands', ['helpsync', '']],
  ['options of sync', ['helpsync', 'sync', '--']],
  ['engagement kinds', ['helpsync', 'engagement', 'get', '']],
  ['languages', ['helpsync', 'sync', '--languages', '']],
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function runTabBench(argv) {
  const i = argv.indexOf('--runs');
  const runs = i >= 0 ? Number(argv[i + 1]) : 7;
  const rows = [];
  for (const [what, words] of LINES) {
    const cpu = [];
    const wall = [];
    let out = '';
    for (let r = 0; r < runs; r++) {
      const t0 = performance.now();
      const m = await measureNode([CLI, '--get-yargs-completions', ...words], { cwd: ROOT, env: childEnv({}) });
      wall.push(performance.now() - t0);
      if (m.code !== 0 || !m.cpu) throw new Error(`TAB ${words.join(' ')} failed (${m.code}): ${m.stderr}`);
      cpu.push((m.cpu.userSeconds + m.cpu.systemSeconds) * 1000);
      out = m.stdout;
    }
    rows.push({ what, cpuMs: Math.round(median(cpu)), wallMs: Math.round(median(wall)), completions: out.trim().split('\n').length });
  }
  const worst = Math.max(...rows.map((r) => r.cpuMs));
  process.stdout.write(
    `TAB cost (median of ${runs}; target: CPU under ${TAB_TARGET_MS} ms)\n` +
      rows
        .map(
          (r) =>
            `  ${r.what.padEnd(18)} CPU ${String(r.cpuMs).padStart(4)} ms  wall ${String(r.wallMs).padStart(4)} ms  ${r.completions} completions`,
        )
        .join('\n') +
      `\n${worst < TAB_TARGET_MS ? 'ok' : 'OVER TARGET'}: worst ${worst} ms CPU\n`,
  );
  return worst < TAB_TARGET_MS ? 0 : 1;
}
