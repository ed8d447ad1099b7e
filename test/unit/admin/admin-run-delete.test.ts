// runDelete's gatekeeping with a stand-in context: which paths reach the client at all. Output goes
// to the real stdout/stderr (the printers write to the file descriptors), so only return values,
// errors and calls are asserted here; the printed text is asserted in test/e2e/admin-*.test.ts.
import { describe, expect, it } from 'vitest';
import { runDelete } from '../../../src/cli/delete.js';
import { engagementDeleteSpec } from '../../../src/admin/engagement.js';
import type { CommandContext } from '../../../src/cli/context.js';
import type { Config } from '../../../src/config/config.js';
import type { PlatformClient } from '../../../src/client/types.js';
import { ExitError, InputError } from '../../../src/errors.js';
import { silentLogger } from '../../../src/util/log.js';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, readdir, rm } from 'node:fs/promises';

function context(calls: string[], configDir: string): CommandContext {
  const config = { configDir, project: 'p1', baseUrl: 'http://127.0.0.1:1/v3', concurrency: 2 } as Config;
  const client: Partial<PlatformClient> = {
    getEngagement: (kind, id) => {
      calls.push(`GET ${kind} ${id}`);
      return Promise.resolve({ id });
    },
    deleteEngagement: (kind, id) => {
      calls.push(`DELETE ${kind} ${id}`);
      return Promise.resolve({});
    },
  };
  return {
    logger: silentLogger,
    signal: new AbortController().signal,
    env: {},
    config: () => Promise.resolve(config),
    client: () => {
      calls.push('client');
      return Promise.resolve(client as PlatformClient);
    },
  };
}

describe('runDelete gatekeeping', () => {
  it('refuses without --yes when nobody can answer: no client, nothing deleted', async () => {
    const calls: string[] = [];
    const run = runDelete(engagementDeleteSpec('news'), { ids: ['n1'] }, context(calls, os.tmpdir()), { isInteractive: () => false });
    await expect(run).rejects.toThrow(ExitError);
    await expect(run).rejects.toThrow(/refusing to delete 1 news article from project p1 .*stdin is not a terminal.*--yes/);
    expect(calls).toEqual([]);
  });

  it('asks on a terminal, naming every id; a "no" deletes nothing', async () => {
    const calls: string[] = [];
    const questions: string[] = [];
    const run = runDelete(engagementDeleteSpec('survey'), { ids: ['s1', 's2'] }, context(calls, os.tmpdir()), {
      isInteractive: () => true,
      confirm: (q) => {
        questions.push(q);
        return Promise.resolve(false);
      },
    });
    await expect(run).rejects.toThrow(/not confirmed: nothing was deleted/);
    expect(calls).toEqual([]);
    expect(questions).toHaveLength(1);
    expect(questions[0]).toMatch(/About to delete 2 surveys from project p1/);
    expect(questions[0]).toContain('  survey s1\n  survey s2\n');
    expect(questions[0]).toMatch(/Backups go to .*backups/);
    expect(questions[0]).toMatch(/\[y\/N\] $/);
  });

  it('a "yes" on the terminal proceeds: backup, then delete', async () => {
    const calls: string[] = [];
    const dir = await mkdtemp(path.join(os.tmpdir(), 'helpsync-rundelete-'));
    try {
      const code = await runDelete(engagementDeleteSpec('survey'), { ids: ['s1'], json: true }, context(calls, dir), {
        isInteractive: () => true,
        confirm: () => Promise.resolve(true),
      });
      expect(code).toBe(0);
      expect(calls).toEqual(['client', 'GET survey s1', 'DELETE survey s1']);
      expect((await readdir(path.join(dir, '.helpsync', 'backups'))).length).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('dry run needs no confirmation and makes no request', async () => {
    const calls: string[] = [];
    const code = await runDelete(engagementDeleteSpec('survey'), { ids: ['s1'], dryRun: true, json: true }, context(calls, os.tmpdir()), {
      isInteractive: () => false,
    });
    expect(code).toBe(0);
    expect(calls).toEqual([]);
  });

  it('bad ids are refused before confirmation or any request', async () => {
    const calls: string[] = [];
    await expect(runDelete(engagementDeleteSpec('news'), { ids: ['ok', 'a/b'], yes: true }, context(calls, os.tmpdir()))).rejects.toThrow(
      InputError,
    );
    expect(calls).toEqual([]);
  });
});
