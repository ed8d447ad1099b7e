// The package as a user installs it: the tarball `npm pack` makes holds dist/, README,
// LICENSE and package.json only, installs into an empty folder, and the installed binary runs: --help,
// its own emulator, and a dry run of this repo's demo content (the README's sample plan: 9 to push,
// en 1, de 4, fr 4, and 2 moves). Packs the dist/ that `npm test`'s pretest built (--ignore-scripts:
// prepack would delete dist/ under the other test files' feet).
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dryRunDemo, installTarball, pack, run, startEmulator, unexpectedFile } from '../../scripts/check-pack.mjs';
import { onCleanup, tempFolder, useCleanups } from '../helpers/fixture.js';

useCleanups();

interface Plan {
  languages: { language: string; pushes: unknown[] }[];
  moves: { file?: string }[];
}

describe('npm pack', () => {
  it(
    'ships dist/, README, LICENSE only; the installed CLI runs --help and a dry run against its emulator',
    { timeout: 180_000 },
    async () => {
      const dir = await tempFolder('helpsync-pack-');
      const { tarball, files } = await pack(dir, { build: false });
      expect(files).toContain('dist/cli/main.js');
      // the installed program is the bundle (one file per chunk, its analysis worker beside it)
      expect(files).toContain('dist/bin/main.js');
      expect(files).toContain('dist/bin/worker.js');
      expect(files).toContain('dist/emulator/server.js');
      expect(files).toContain('dist/index.d.ts');
      expect(files.filter((f) => !f.startsWith('dist/'))).toEqual(['LICENSE', 'README.md', 'package.json']);
      expect(files.filter((f) => f.endsWith('.map') || f.includes('test') || f.startsWith('src/'))).toEqual([]);
      expect(files.map((f) => unexpectedFile(f)).filter(Boolean)).toEqual([]);

      const bin = await installTarball(tarball, path.join(dir, 'app'));
      expect(path.relative(path.join(dir, 'app'), await realpath(bin))).toBe(
        path.join('node_modules', 'helpsync', 'dist', 'bin', 'main.js'),
      );
      const help = await run(bin, ['--help']);
      expect(help.code, help.stderr).toBe(0);
      expect(help.stdout).toContain('helpsync <command> [options]');
      expect(help.stdout).toMatch(/^\s+helpsync sync\s/m);

      const emu = await startEmulator(bin, dir);
      onCleanup(emu.stop);
      const dry = await dryRunDemo(bin, path.join(dir, 'repo'), emu);
      expect(dry.code, dry.stderr).toBe(2);
      const doc = JSON.parse(dry.stdout) as { kind: string; dryRun: boolean; plan: Plan };
      expect(doc.kind).toBe('helpsync-sync');
      expect(doc.dryRun).toBe(true);
      const counts = Object.fromEntries(doc.plan.languages.map((l) => [l.language, l.pushes.length]));
      expect(counts).toEqual({ en: 1, de: 4, fr: 4 });
      expect(doc.plan.moves.map((m) => m.file).sort()).toEqual([
        'account-billing/delete-account.md',
        'getting-started/mobile/android-sdk.md',
      ]);
    },
  );

  it('flags files that do not belong in the package', () => {
    expect(unexpectedFile('dist/cli/main.js')).toBeUndefined();
    expect(unexpectedFile('README.md')).toBeUndefined();
    expect(unexpectedFile('test/e2e/sync.test.ts')).toBe('outside dist/');
    expect(unexpectedFile('dist/cli/main.js.map')).toMatch(/source map/);
    expect(unexpectedFile('dist/test/fixture.js')).toMatch(/test/);
    expect(unexpectedFile('dist/tsconfig.build.tsbuildinfo')).toMatch(/test, bench/);
  });
});
