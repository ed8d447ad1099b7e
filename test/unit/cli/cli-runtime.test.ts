// main(argv, options) runs a command inside this process: its output, input, environment, working
// directory and signals are the ones given, the exit code is returned, and nothing is left behind
// in the process (test/helpers/leak-check.ts checks process.exitCode, env, cwd and handlers after
// each test).
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { REPO_ROOT } from '../../helpers/cli.js';
import { tempFolder, useCleanups } from '../../helpers/fixture.js';

useCleanups();

const VERSION = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

function streams(): { out: () => string; err: () => string; stdout: (t: string) => void; stderr: (t: string) => void } {
  let out = '';
  let err = '';
  return { out: () => out, err: () => err, stdout: (t) => (out += t), stderr: (t) => (err += t) };
}

describe('main(argv, options)', () => {
  it("prints yargs' own output (version, help) to the given stdout and returns 0", async () => {
    const s = streams();
    expect(await main(['--version'], s)).toBe(0);
    expect(s.out()).toBe(`${VERSION}\n`);
    expect(s.err()).toBe('');

    const h = streams();
    expect(await main(['--help'], { ...h, columns: 60 })).toBe(0);
    expect(h.out()).toMatch(/^helpsync <command> \[options\]/);
    expect(h.out()).toContain('Exit codes:');
    // wrapped at the given width, not the test runner's terminal
    expect(
      Math.max(
        ...h
          .out()
          .split('\n')
          .map((l) => l.length),
      ),
    ).toBeLessThanOrEqual(60);
  });

  it('a bad command line: the message on the given stderr, exit 1 returned, the process untouched', async () => {
    const s = streams();
    expect(await main(['no-such-command'], s)).toBe(1);
    expect(s.err()).toMatch(/^error: .*no-such-command/);
    expect(s.err()).toContain('Run "helpsync --help" for usage.');
    expect(s.out()).toBe('');
    expect(process.exitCode).toBeUndefined();
  });

  it('a relative --config resolves against the given working directory, not the process one', async () => {
    const dir = await tempFolder('helpsync-runtime-');
    await mkdir(path.join(dir, 'sub'));
    await writeFile(path.join(dir, 'sub', 'helpsync.yaml'), 'baseUrl: [unclosed\n');
    const s = streams();
    expect(await main(['sync', '--dry-run', '--config', 'sub/helpsync.yaml'], { ...s, cwd: dir, env: {} })).toBe(1);
    // The file was found and read (its YAML is what is wrong), and named as given.
    expect(s.err()).toContain('sub/helpsync.yaml');
    expect(s.err()).not.toMatch(/not found/);
  });

  it('a simulated signal stops a long-running command, and its handlers are removed', async () => {
    const signals = new EventEmitter();
    const s = streams();
    const listening = new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (s.out().includes('listening on')) {
          clearInterval(timer);
          resolve();
        }
      }, 10);
    });
    const run = main(['emulator', '--port', '0'], { stdout: s.stdout, stderr: s.stderr, signals, env: {} });
    await listening;
    expect(signals.listenerCount('SIGTERM')).toBeGreaterThan(0);
    signals.emit('SIGTERM');
    expect(await run).toBe(0);
    expect(s.out()).toMatch(/helpsync emulator listening on http:\/\/127\.0\.0\.1:\d+\/v3/);
    expect(s.err()).toMatch(/emulator stopped \(SIGTERM\)/);
    expect(signals.listenerCount('SIGINT') + signals.listenerCount('SIGTERM')).toBe(0);
  });
});
