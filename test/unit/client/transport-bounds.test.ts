// The transport's bounds against hostile servers on a loopback port (test/helpers/hostile-server.ts):
// a body far past the cap stops with one clear error after one attempt, having read less than twice
// the cap; a body that never ends stops the same way; an error body is read only up to its own cap; a
// 2xx that is not JSON is reported for what it is; `timeoutSeconds` bounds a stall, not a whole body.
import { afterEach, describe, expect, it } from 'vitest';
import { clearSecrets } from '../../../src/util/redact.js';
import { apiErrorHint } from '../../../src/cli/context.js';
import { ApiError } from '../../../src/client/errors.js';
import type { ClientOptions, PlatformClient } from '../../../src/client/types.js';
import { hostileClient, type HostileAnswer, type HostileServer } from '../../helpers/hostile-server.js';
import { useCleanups } from '../../helpers/fixture.js';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJib3VuZHMtdGVzdCJ9.c2lnbmF0dXJlLWJvdW5kcw';
const MiB = 1024 * 1024;

useCleanups();

function setup(
  answer: (n: number) => HostileAnswer,
  opts: Partial<ClientOptions> = {},
): Promise<{ srv: HostileServer; c: PlatformClient }> {
  return hostileClient(answer, { project: 'proj-bounds', token: TOKEN, rateLimit: { requests: 1000, perSeconds: 1 }, retries: 3, ...opts });
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

/** 64 KiB of a JSON array's items, again and again: valid JSON as far as it goes. */
const ITEMS = Buffer.from(`{"id":"c","parent":null,"title":{"en":"${'x'.repeat(65_000)}"}},`);

describe('a response body past maxResponseSize', () => {
  // Written as fast as the socket drains: what the server counts includes what the kernel's socket
  // buffers took (a few MiB on loopback, the receive side autotuned), hence a cap well above that.
  it('collections list: a huge body stops at the cap with one error, one attempt, less than twice the cap read', async () => {
    const { srv, c } = await setup(() => ({ prefix: '[', repeat: ITEMS }), { maxResponseSize: 16 * MiB });
    const err = await failure(c.listCollections());
    expect(err.kind).toBe('too-large');
    expect(err.message).toBe(
      'GET /helpcenter/collections/all: the response is larger than maxResponseSize (16 MiB); stopped reading it. ' +
        'Raise maxResponseSize in the config if this answer is expected to be this large.',
    );
    // Not a network problem: no "check baseUrl ... proxy" hint, no retry.
    expect(apiErrorHint(err)).toBeUndefined();
    expect(err.attempts).toBe(1);
    expect(srv.requests).toEqual(['GET /v3/helpcenter/collections/all']);
    await srv.closed(0);
    expect(srv.written[0]).toBeGreaterThan(16 * MiB);
    expect(srv.written[0]).toBeLessThan(32 * MiB);
  });

  it('statistics: a body that never ends (a chunk every 2 ms) stops at the cap, one attempt', async () => {
    const { srv, c } = await setup(() => ({ prefix: '[', repeat: ITEMS, everyMs: 2 }), {
      maxResponseSize: 1 * MiB,
    });
    const err = await failure(c.getStatisticsList({ chartType: 'TEAM_PERFORMANCE_LIST' }));
    expect(err.kind).toBe('too-large');
    expect(err.message).toMatch(/^GET \/statistics\/lists: the response is larger than maxResponseSize \(1 MiB\); stopped reading it/);
    expect(srv.requests).toHaveLength(1);
    await srv.closed(0);
    expect(srv.written[0]).toBeLessThan(2 * MiB);
  });

  it('an error body is read only up to 64 KiB: an endless 503 is still a 503, retried, with an excerpt', async () => {
    const { srv, c } = await setup(() => ({ status: 503, contentType: 'text/plain', repeat: Buffer.from('busy '.repeat(4000)) }), {
      retries: 2,
      timeoutSeconds: 5,
    });
    const err = await failure(c.listCollections());
    expect(err.kind).toBe('http');
    expect(err.status).toBe(503);
    expect(err.serverMessage).toBe(`${'busy '.repeat(40).slice(0, 199)}…`);
    expect(srv.requests).toHaveLength(2);
  });
});

describe('a 2xx body that is not JSON', () => {
  it('says what came: content type, length and an escaped excerpt', async () => {
    const page = '<html><body>\n<h1>Sign in</h1>\u0007</body></html>';
    const { c } = await setup(() => ({ contentType: 'text/html; charset=utf-8', body: page }));
    const err = await failure(c.listVideos());
    expect(err.message).toBe(
      'GET /video-source: the response is not JSON (200, text/html; charset=utf-8, 44 bytes): ' +
        '"<html><body>\\n<h1>Sign in</h1>\\u0007</body></html>"',
    );
  });

  it('a truncated JSON body is not "an empty body" either', async () => {
    const { c } = await setup(() => ({ body: '[{"id":"a","parent":null' }));
    const err = await failure(c.listCollections());
    expect(err.message).toBe(
      'GET /helpcenter/collections/all: the response is not JSON (200, application/json, 24 bytes): "[{\\"id\\":\\"a\\",\\"parent\\":null"',
    );
  });
});

describe('timeoutSeconds is a stall limit', () => {
  it('a body that keeps arriving (a part every 400 ms for 2.4 s) is read under a 1 s limit', async () => {
    const parts = ['[', ...Array.from({ length: 6 }, (_, i) => `${i ? ',' : ''}{"id":"c${i}","parent":null}`), ']'];
    const { c } = await setup(() => ({ parts, everyMs: 400 }), { timeoutSeconds: 1, retries: 1 });
    const list = await c.listCollections();
    expect(list.map((x) => x.id)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5']);
  });

  it('headers and then silence: stops after the stall limit, as a timeout', async () => {
    const { srv, c } = await setup(() => ({ silent: true }), { timeoutSeconds: 1, retries: 2 });
    const err = await failure(c.listCollections());
    expect(err.kind).toBe('timeout');
    expect(err.message).toBe('GET /helpcenter/collections/all failed: timeout (no bytes for 1 s)');
    expect(srv.requests).toHaveLength(2);
  });
});

afterEach(() => clearSecrets());
