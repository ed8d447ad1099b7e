// Reliability: the bad-input corpus (issue 7), setup half: config, layout, token, base URL. The
// table and the checks are in bad-input-cases.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { generateRepo, helpsync, runCleanups, setup } from '../helpers/reliability.js';
import { CASES, replaceConfig, runCase } from './bad-input-cases.js';

afterEach(runCleanups);

describe('bad setup is refused, the culprit named, nothing sent', () => {
  for (const c of CASES.filter((x) => x.group === 'setup')) it(c.name, () => runCase(c));

  it('plain http to a TEST-NET address fails fast with the refusal, not a connect timeout', async () => {
    const f = await setup({ repo: generateRepo({ articles: 1, languages: ['en'] }) });
    await replaceConfig(f, /baseUrl: .*/, 'baseUrl: http://192.0.2.1/v3');
    const started = Date.now();
    const r = await helpsync(f, ['sync', '--dry-run']);
    const ms = Date.now() - started;
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/192\.0\.2\.1.*plain http to a non-loopback host is refused/);
    expect(r.stderr).not.toMatch(/timeout|ETIMEDOUT|ECONNREFUSED|EHOSTUNREACH/i);
    expect(ms).toBeLessThan(5000);
    expect(f.emu.log).toEqual([]);
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
