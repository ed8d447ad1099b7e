// `maxResponseSize` in the config: a size like maxFileSize, within 1 MB to 256 MB (a body read whole
// is one string; V8's string limit is about 512 Mi characters), named with its line when out of range.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../../src/config/config.js';
import { InputError } from '../../../src/errors.js';
import { tempDir } from '../../helpers/cli.js';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterEach(() => cleanup());

async function load(extra: string): Promise<Awaited<ReturnType<typeof loadConfig>> | InputError> {
  const file = path.join(dir, 'helpsync.yaml');
  await writeFile(file, `baseUrl: https://api.example.com/v3\nproject: p1\n${extra}`);
  return loadConfig(file, { env: {} }).catch((err: unknown) => {
    if (err instanceof InputError) return err;
    throw err;
  });
}

describe('maxResponseSize', () => {
  it('defaults to 64 MB and takes a size', async () => {
    expect(((await load('')) as { maxResponseSize: number }).maxResponseSize).toBe(64 * 1024 * 1024);
    expect(((await load('maxResponseSize: 16 MB\n')) as { maxResponseSize: number }).maxResponseSize).toBe(16 * 1024 * 1024);
  });

  it('refuses a size outside 1 MB to 256 MB, naming the key and its line', async () => {
    for (const value of ['512 KB', '257 MB', '1 GB']) {
      const err = await load(`maxResponseSize: ${value}\n`);
      expect(err).toBeInstanceOf(InputError);
      expect((err as InputError).problems.map((p) => [p.line, p.message])).toEqual([[3, 'maxResponseSize: must be from 1 MB to 256 MB']]);
    }
  });
});
