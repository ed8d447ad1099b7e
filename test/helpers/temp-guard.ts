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
  return () => {
    // each entry left, with what is inside it (a few names), so the test that made it can be found
    const left = readdirSync(own)
      .sort()
      .map((name) => {
        const entry = path.join(own, name);
        const inside = statSync(entry).isDirectory() ? readdirSync(entry, { recursive: true }).map(String).slice(0, 5) : [];
        return inside.length ? `${name} (holding ${inside.join(', ')})` : name;
      });
    rmSync(own, { recursive: true, force: true });
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
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
