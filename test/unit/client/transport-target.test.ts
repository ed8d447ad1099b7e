// Where requests go and how the target is shown: a loopback base URL is never proxied (a proxy
// that records what passes is the oracle), `*.localhost` is not trusted as loopback, and every
// message that shows a base URL shows it without userinfo or query.
import { afterEach, describe, expect, it } from 'vitest';
import { clearSecrets } from '../../../src/util/redact.js';
import { checkBaseUrl, createClient, isLoopbackHost } from '../../../src/client/client.js';
import { showBaseUrl } from '../../../src/contract/base-url.js';
import { InputError } from '../../../src/errors.js';
import { scaledClock } from '../../../src/util/clock.js';
import { startTestEmulator } from '../../helpers/emulator.js';
import { startRecordingProxy } from '../../helpers/hostile-server.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

function withEnv(vars: Record<string, string>): void {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  cleanups.push(() => {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });
}

describe('proxy variables and a loopback base URL', () => {
  it('with HTTP_PROXY and HTTPS_PROXY set, requests to 127.0.0.1 and localhost do not pass through the proxy', async () => {
    const proxy = await startRecordingProxy();
    cleanups.push(() => proxy.close());
    const emu = await startTestEmulator({ data: { project: 'p', collections: [{ id: 'c1', parent: null, title: { en: 'Docs' } }] } });
    cleanups.push(() => emu.close());
    withEnv({ HTTP_PROXY: proxy.url, HTTPS_PROXY: proxy.url, http_proxy: proxy.url, https_proxy: proxy.url });
    const port = new URL(emu.baseUrl).port;
    for (const base of [emu.baseUrl, `http://localhost:${port}/v3`]) {
      const c = createClient({ baseUrl: base, project: emu.project, token: emu.token!, clock: scaledClock(0.001), retries: 1 });
      cleanups.push(() => c.close(100));
      expect((await c.listCollections()).map((x) => x.id)).toEqual(['c1']);
    }
    expect(proxy.seen).toEqual([]);
    expect(emu.log.filter((e) => e.path === '/v3/helpcenter/collections/all')).toHaveLength(2);
  });

  it('a remote https base URL still goes through the proxy (CONNECT, so the token stays inside the tunnel)', async () => {
    const proxy = await startRecordingProxy();
    cleanups.push(() => proxy.close());
    withEnv({ HTTPS_PROXY: proxy.url, https_proxy: proxy.url });
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJwcm94eSJ9.c2lnbmF0dXJlLXByb3h5';
    const c = createClient({ baseUrl: 'https://api.example.test/v3', project: 'p', token, clock: scaledClock(0.001), retries: 1 });
    cleanups.push(() => c.close(100));
    await expect(c.listCollections()).rejects.toThrow();
    expect(proxy.seen.map((s) => `${s.method} ${s.url}`)).toEqual(['CONNECT api.example.test:443']);
    expect(JSON.stringify(proxy.seen)).not.toContain(token);
  });
});

describe('*.localhost', () => {
  it('is not loopback for plain http: a name resolved through DNS may point anywhere', () => {
    expect(isLoopbackHost('api.localhost')).toBe(false);
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(() => checkBaseUrl('http://api.localhost:4010/v3', () => undefined)).toThrow(
      'baseUrl host api.localhost:4010: plain http to a non-loopback host is refused; use https',
    );
    expect(checkBaseUrl('https://api.localhost/v3', () => undefined)).toBe('https://api.localhost/v3');
  });
});

describe('base URLs in messages', () => {
  const secretBits = ['hunter2', 'alice', 'key=abc', 'sig=xyz'];
  const messageOf = (raw: string): string => {
    try {
      checkBaseUrl(raw, () => undefined);
    } catch (err) {
      expect(err).toBeInstanceOf(InputError);
      return (err as Error).message;
    }
    throw new Error(`accepted ${raw}`);
  };

  it('every refusal shows the URL without userinfo or query', () => {
    const cases: [string, string][] = [
      [
        'https://alice:hunter2@api.example.com/v3?key=abc',
        'baseUrl "api.example.com" carries credentials; the token comes from HELPSYNC_TOKEN only',
      ],
      ['https://api.example.com/v3?key=abc&sig=xyz', 'baseUrl "https://api.example.com/v3?…" must not have a query or fragment'],
      ['ftp://alice:hunter2@api.example.com/v3?key=abc', 'baseUrl "ftp://***@api.example.com/v3?…" must use https (got ftp:)'],
      [
        'https://alice:hunter2@exa mple.com/v3?key=abc',
        'baseUrl "https://***@exa mple.com/v3?…" is not a valid URL (expected e.g. https://api.example.com/v3)',
      ],
      ['http://alice:hunter2@10.0.0.7/v3', 'baseUrl host 10.0.0.7: plain http to a non-loopback host is refused; use https'],
    ];
    for (const [raw, message] of cases) {
      const got = messageOf(raw);
      for (const bit of secretBits) expect(got).not.toContain(bit);
      expect(got).toBe(`error: ${message}`);
    }
  });

  it('showBaseUrl keeps scheme, host, port and path', () => {
    expect(showBaseUrl('https://u:p@api.example.com:8443/v3/?a=1#frag')).toBe('https://***@api.example.com:8443/v3/?…');
    expect(showBaseUrl('https://api.example.com/v3')).toBe('https://api.example.com/v3');
    expect(showBaseUrl('https://u:pa/ss@host/v3')).toBe('https://***@host/v3');
    // Not a URL at all: everything before the last `@` goes.
    expect(showBaseUrl('not a url user:pw@host?x')).toBe('***@host?…');
  });
});

afterEach(() => clearSecrets());
