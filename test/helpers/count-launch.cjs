// Loaded into every node process of a measured test run (NODE_OPTIONS=--require, set by
// scripts/test-measure.mjs): appends one line per process launch (pid, script and arguments) to
// $HELPSYNC_LAUNCH_LOG. Written synchronously at start-up, so a process killed later is counted too.
'use strict';
const fs = require('node:fs');

const { isMainThread } = require('node:worker_threads');

const log = process.env.HELPSYNC_LAUNCH_LOG;
// A worker thread runs the preload too; it is not a process launch.
if (log && isMainThread) {
  try {
    fs.appendFileSync(log, `${process.pid} ${[...process.execArgv.filter((a) => !a.startsWith('--require')), ...process.argv.slice(1)].join(' ').slice(0, 300)}\n`);
  } catch {
    // counting must never break the process it counts
  }
}
