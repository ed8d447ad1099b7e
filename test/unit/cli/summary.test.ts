// writeSummary (src/cli/summary.ts): the same scrubbed text to GITHUB_STEP_SUMMARY (appended) and to
// the summary file (replaced whole, through a temp file that does not stay behind).
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSummary } from '../../../src/cli/summary.js';
import { clearSecrets, registerSecret } from '../../../src/util/redact.js';

let dir = '';
// A registered token stays for the life of the process (as in a library host); each test
// forgets the ones it registered (test/helpers/leak-check.ts checks).
afterEach(clearSecrets);
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('writeSummary', () => {
  it('appends to the step summary, replaces the file, and scrubs the token from both', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'helpsync-summary-'));
    const secret = 'tok.en-secret-value.for-this-test';
    registerSecret(secret);
    const step = path.join(dir, 'step.md');
    const file = path.join(dir, 'summary.md');
    await writeFile(step, 'before\n');
    await writeFile(file, 'old report that is longer than the new one\n');
    await writeSummary(`## plan\n\nvalue ${secret} end`, file, { GITHUB_STEP_SUMMARY: step });
    expect(await readFile(step, 'utf8')).toBe('before\n## plan\n\nvalue [REDACTED] end\n');
    expect(await readFile(file, 'utf8')).toBe('## plan\n\nvalue [REDACTED] end\n');
    expect((await readdir(dir)).sort()).toEqual(['step.md', 'summary.md']);
  });

  it('without GITHUB_STEP_SUMMARY and without a file it writes nothing; a bad path names the file', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'helpsync-summary-'));
    await writeSummary('x', undefined, {});
    expect(await readdir(dir)).toEqual([]);
    await expect(writeSummary('x', path.join(dir, 'no/such/dir.md'), {})).rejects.toThrow(
      /cannot write the summary file .*no\/such\/dir\.md/,
    );
  });
});
