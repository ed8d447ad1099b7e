// Loaded into every node process of a measured test run (NODE_OPTIONS=--import, set by
// scripts/test-measure.mjs): appends one line per process launch (pid, script and arguments) to
// $HELPSYNC_LAUNCH_LOG. Written synchronously at start-up, so a process killed later is counted too.
import { appendFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const log = process.env.HELPSYNC_LAUNCH_LOG;
// A worker thread runs the preload too; it is not a process launch.
if (log && isMainThread) {
  try {
    const args = [...process.execArgv.filter((a) => !a.includes('count-launch')), ...process.argv.slice(1)];
    appendFileSync(log, `${process.pid} ${args.join(' ').slice(0, 300)}\n`);
  } catch {
    // counting must never break the process it counts
  }
}
