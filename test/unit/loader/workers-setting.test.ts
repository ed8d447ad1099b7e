// The `workers` setting (auto | 0 | N): read from the config with a clear error naming the line, and
// turned into a number of analysis threads (auto: threads only with 3+ cores and more than
// POOL_THRESHOLD files). Expected values written down.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/config.js';
import { InputError } from '../../../src/errors.js';
import { POOL_THRESHOLD, workerCount } from '../../../src/loader/analyze-files.js';
import { tempFolder, useCleanups } from '../../helpers/fixture.js';

useCleanups();

async function configWith(line: string) {
  const dir = await tempFolder('helpsync-workers-');
  const file = path.join(dir, 'config/helpsync.yaml');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `baseUrl: https://a.example.com/v3\nproject: p\n${line}\n`);
  return loadConfig(file, { env: {} });
}

describe('workers', () => {
  it('defaults to auto and takes auto, 0 or a number', async () => {
    expect((await configWith('')).workers).toBe('auto');
    expect((await configWith('workers: auto')).workers).toBe('auto');
    expect((await configWith('workers: 0')).workers).toBe(0);
    expect((await configWith('workers: 3')).workers).toBe(3);
  });

  it('refuses anything else, naming the file and line', async () => {
    for (const bad of ['workers: many', 'workers: -1', 'workers: 1.5']) {
      const err = await configWith(bad).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(InputError);
      expect((err as InputError).message).toMatch(/helpsync\.yaml:3: error: workers/);
    }
  });

  it('auto uses threads only with at least 3 cores and more than POOL_THRESHOLD files', () => {
    expect(POOL_THRESHOLD).toBe(500);
    expect(workerCount('auto', 100_000, 2)).toBe(0);
    expect(workerCount('auto', 100_000, 1)).toBe(0);
    expect(workerCount('auto', 500, 8)).toBe(0);
    expect(workerCount('auto', 501, 3)).toBe(2);
    expect(workerCount('auto', 501, 4)).toBe(3);
    expect(workerCount('auto', 50_000, 16)).toBe(4);
    expect(workerCount(0, 50_000, 16)).toBe(0);
    expect(workerCount(2, 10, 1)).toBe(2);
  });
});
