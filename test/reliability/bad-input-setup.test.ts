// Reliability: the bad-input corpus, setup half: config, layout, token, base URL. The
// table and the checks are in bad-input-cases.ts.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, type CliResult } from '../helpers/cli.js';
import { tempFolder } from '../helpers/fixture.js';
import { generateRepo, helpsync, runCleanups, setup } from '../helpers/reliability.js';
import { CASES, replaceConfig, runCase } from './bad-input-cases.js';

afterEach(runCleanups);

const CONNECTS_HOOK = pathToFileURL(path.join(REPO_ROOT, 'test/helpers/net-connects.mjs')).href;

describe('bad setup is refused, the culprit named, nothing sent', () => {
  for (const c of CASES.filter((x) => x.group === 'setup')) it(c.name, () => runCase(c));

  it('plain http to a TEST-NET address fails fast with the refusal, not a connect timeout', async () => {
    // "Fast" means refused before any connection is tried (192.0.2.1 never answers, so a connect
    // would hang until a timeout). Asserted on the connection attempts themselves, recorded by a
    // hook in the CLI process, not on wall time, which a loaded CI machine stretches.
    const f = await setup({ repo: generateRepo({ articles: 1, languages: ['en'] }) });
    const hooked = async (name: string): Promise<{ r: CliResult; connects: string[] }> => {
      const file = path.join(await tempFolder('helpsync-connects-'), `${name}.txt`);
      await writeFile(file, '');
      const r = await helpsync(f, ['sync', '--dry-run'], {
        env: { NODE_OPTIONS: `--import=${CONNECTS_HOOK}`, HELPSYNC_TEST_CONNECTS: file },
      });
      return { r, connects: (await readFile(file, 'utf8')).split('\n').filter(Boolean) };
    };
    // The control: the hook does see the connection of a run that reaches its platform.
    const control = await hooked('control');
    expect(control.r.code, control.r.stderr).toBe(0);
    expect(control.connects).toContain(new URL(f.emu.baseUrl).host);

    await replaceConfig(f, /baseUrl: .*/, 'baseUrl: http://192.0.2.1/v3');
    const logged = f.emu.log.length;
    const { r, connects } = await hooked('test-net');
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/192\.0\.2\.1.*plain http to a non-loopback host is refused/);
    expect(r.stderr).not.toMatch(/timeout|ETIMEDOUT|ECONNREFUSED|EHOSTUNREACH/i);
    expect(connects).toEqual([]);
    expect(f.emu.log.length).toBe(logged);
  });

  it('HELPSYNC_BASE_URL to a remote host over plain http is refused the same way', async () => {
    const f = await setup({ repo: generateRepo({ articles: 1, languages: ['en'] }) });
    const r = await helpsync(f, ['sync', '--dry-run'], { env: { HELPSYNC_BASE_URL: 'http://192.0.2.1/v3' } });
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/HELPSYNC_BASE_URL|baseUrl/);
    expect(r.stderr).toMatch(/plain http to a non-loopback host is refused/);
    expect(f.emu.log).toEqual([]);
  });
});
