// A vitest globalSetup: the suite runs with a temp folder of its own (TMPDIR, which os.tmpdir(), the
// workers and every process a test starts read), and when the run ends that folder must be empty.
// A test that leaves a folder or file there fails the run, naming it; the folder is removed either
// way, so even a failed run leaves nothing in the machine's temp folder. A folder of its own also
// keeps another checkout's suite, running at the same time, from being taken for a leak.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const outer = os.tmpdir();
  const own = mkdtempSync(path.join(outer, 'helpsync-suite-'));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = own;
  // Node 22+ tools (tsc, eslint, prettier, vite) call module.enableCompileCache(), which writes
  // <tmpdir>/node-compile-cache: a cache of Node's own, not a test's leftover; off for the whole run
  const previousCache = process.env.NODE_DISABLE_COMPILE_CACHE;
  process.env.NODE_DISABLE_COMPILE_CACHE = '1';
  return () => {
    // each entry left, with what is inside it (a few names), so the test that made it can be found
    const left = readdirSync(own)
      .filter((name) => name !== 'node-compile-cache') // a process started with an env of its own
      .sort()
      .map((name) => {
        const entry = path.join(own, name);
        const inside = statSync(entry).isDirectory() ? readdirSync(entry, { recursive: true }).map(String).slice(0, 5) : [];
        return inside.length ? `${name} (holding ${inside.join(', ')})` : name;
      });
    rmSync(own, { recursive: true, force: true });
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    if (previousCache === undefined) delete process.env.NODE_DISABLE_COMPILE_CACHE;
    else process.env.NODE_DISABLE_COMPILE_CACHE = previousCache;
    if (left.length > 0) {
      // vitest reports a teardown error but keeps its exit code: set it too
      process.exitCode = 1;
      throw new Error(
        `the suite left ${left.length} entr${left.length === 1 ? 'y' : 'ies'} in its temp folder (removed now): ${left.join(', ')}; ` +
          'a test must remove what it creates, even when it fails (useCleanups/onCleanup, or try/finally)',
      );
    }
  };
}
