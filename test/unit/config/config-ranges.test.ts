// Every numeric setting has a range, and a value outside it is refused with the setting, the value,
// the range and the line: before, `timeoutSeconds: 3000000` became a 1 ms timer (Node's timers hold
// at most 2^31-1 ms), `1e9` an internal error and `rateLimit.perSeconds: 1e12` a hang. The same
// bounds hold for the library's createClient and the CLI's numeric flags.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSecrets } from '../../../src/util/redact.js';
import { loadConfig } from '../../../src/config/config.js';
import { createClient } from '../../../src/client/client.js';
import { InputError } from '../../../src/errors.js';
import { checkMaxErrors, waitLockSeconds } from '../../../src/cli/options.js';
import { parseRateLimit } from '../../../src/emulator/rate-limit.js';
import { tempFolder, useCleanups } from '../../helpers/fixture.js';

useCleanups();

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0ZXN0In0.c2lnbmF0dXJl';

async function problemsOf(yaml: string): Promise<{ line?: number; message: string }[]> {
  const dir = await tempFolder('ranges-');
  const file = path.join(dir, 'helpsync.yaml');
  await writeFile(file, `baseUrl: https://help.example.com/v3\nproject: p\n${yaml}`);
  try {
    await loadConfig(file);
  } catch (err) {
    if (err instanceof InputError) return err.problems.map((p) => ({ line: p.line, message: p.message }));
    throw err;
  }
  return [];
}

describe('numeric settings have ranges', () => {
  it.each([
    ['timeoutSeconds: 3000000', 'timeoutSeconds: must be a number from 1 to 3,600 (got 3000000)'],
    ['timeoutSeconds: 1e9', 'timeoutSeconds: must be a number from 1 to 3,600 (got 1000000000)'],
    ['timeoutSeconds: 0.5', 'timeoutSeconds: must be a number from 1 to 3,600 (got 0.5)'],
    ['rateLimit: { requests: 10, perSeconds: 1e12 }', 'rateLimit.perSeconds: must be a number from 1 to 86,400 (got 1000000000000)'],
    ['rateLimit: { requests: 2000000, perSeconds: 60 }', 'rateLimit.requests: must be a whole number from 1 to 1,000,000 (got 2000000)'],
    ['concurrency: 65', 'concurrency: must be a whole number from 1 to 64 (got 65)'],
    ['retries: 21', 'retries: must be a whole number from 1 to 20 (got 21)'],
    ['maxFileSize: 2 GB', 'maxFileSize: must be at most 1 GB (got 2147483648 bytes)'],
    ['maxFileSize: 1e12', 'maxFileSize: must be at most 1 GB (got 1000000000000 bytes)'],
  ])('%s is refused, naming the setting, the value, the range and the line', async (yaml, message) => {
    expect(await problemsOf(yaml)).toEqual([{ line: 3, message }]);
  });

  it('the bounds themselves are accepted', async () => {
    expect(
      await problemsOf(
        'timeoutSeconds: 3600\nrateLimit: { requests: 1000000, perSeconds: 86400 }\nconcurrency: 64\nretries: 20\nmaxFileSize: 1 GB\n',
      ),
    ).toEqual([]);
    expect(
      await problemsOf('timeoutSeconds: 1\nrateLimit: { requests: 1, perSeconds: 1 }\nconcurrency: 1\nretries: 1\nmaxFileSize: 1\n'),
    ).toEqual([]);
  });

  it('createClient refuses what would overflow a timer', () => {
    const make = (o: object) => () => createClient({ baseUrl: 'https://help.example.com/v3', project: 'p', token: TOKEN, ...o });
    expect(make({ timeoutSeconds: 3_000_000 })).toThrow('timeoutSeconds must be a positive number up to 3600 (got 3000000)');
    expect(make({ rateLimit: { requests: 10, perSeconds: 1e12 } })).toThrow('rateLimit.perSeconds must be a positive number up to 86400');
    expect(make({ noProgressTimeoutSeconds: 1e9 })).toThrow('noProgressTimeoutSeconds must be a positive number up to 86400');
    expect(make({ timeoutSeconds: 0.2, rateLimit: { requests: 10, perSeconds: 0.2 } })).not.toThrow();
  });

  it('the CLI flags that take numbers', () => {
    expect(waitLockSeconds('86400')).toBe(86400);
    expect(waitLockSeconds('99999999999999999999')).toBeNull();
    expect(waitLockSeconds('86401')).toBeNull();
    expect(() => checkMaxErrors(1e300)).toThrow('--max-errors must be a whole number of 1 or more (got 1e+300)');
    expect(() => checkMaxErrors(3)).not.toThrow();
    expect(parseRateLimit('10/1000000000000')).toBeNull();
    expect(parseRateLimit('2000000/60')).toBeNull();
    expect(parseRateLimit('1000000/86400')).toEqual({ requests: 1_000_000, perSeconds: 86_400 });
  });
});

afterEach(() => clearSecrets());
