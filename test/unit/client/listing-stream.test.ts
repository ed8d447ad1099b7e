// The translation listing read as it streams (GET /translations/entries): entries one by one from
// a body that arrives in parts, in every form the adapter accepts (array or { entries }, field-major
// or language-major), exempt from maxResponseSize but bounded in bytes and entries of its own, and
// under a stall limit rather than a whole-body one. Oracles: the entries written down here.
import { afterEach, describe, expect, it } from 'vitest';
import { clearSecrets } from '../../../src/util/redact.js';
import { ApiError } from '../../../src/client/errors.js';
import type { ClientOptions, PlatformClient } from '../../../src/client/types.js';
import { hostileClient, type HostileAnswer, type HostileServer } from '../../helpers/hostile-server.js';
import { useCleanups } from '../../helpers/fixture.js';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJsaXN0aW5nIn0.c2lnbmF0dXJlLWxpc3Rpbmc';
const MiB = 1024 * 1024;

useCleanups();

function setup(
  answer: (n: number) => HostileAnswer,
  opts: Partial<ClientOptions> = {},
): Promise<{ srv: HostileServer; c: PlatformClient }> {
  return hostileClient(answer, { project: 'p', token: TOKEN, retries: 2, ...opts });
}

const FIELD_MAJOR = { id: 'article:a1', type: 'article', fields: { title: { en: 'Install "it"', de: 'Installieren \\ ok' } } };
const LANGUAGE_MAJOR = { id: 'statictranslation:a.b/c d', translations: { en: { value: 'Help [x] {y}' }, fr: { value: 'Aide' } } };
const UNKNOWN_TYPE = { id: 'widget:w1', type: 'widget', fields: {} };
const EXPECTED = [
  { id: 'article:a1', type: 'article', fields: { title: { en: 'Install "it"', de: 'Installieren \\ ok' } } },
  { id: 'statictranslation:a.b/c d', type: 'statictranslation', fields: { value: { en: 'Help [x] {y}', fr: 'Aide' } } },
];

describe('the listing, streamed', () => {
  it('array and wrapper forms, field- and language-major entries, a part every 400 ms under a 1 s stall limit', async () => {
    for (const doc of [
      JSON.stringify([FIELD_MAJOR, UNKNOWN_TYPE, LANGUAGE_MAJOR], null, 2),
      JSON.stringify({ total: 3, note: 'entries: [not this]', entries: [FIELD_MAJOR, UNKNOWN_TYPE, LANGUAGE_MAJOR], next: null }),
    ]) {
      const size = Math.ceil(doc.length / 6);
      const parts = Array.from({ length: 6 }, (_, i) => doc.slice(i * size, (i + 1) * size));
      const { c } = await setup(() => ({ parts, everyMs: 400 }), { timeoutSeconds: 1, retries: 1 });
      expect(await c.listEntries()).toEqual(EXPECTED);
    }
  });

  it('is exempt from maxResponseSize: a 3 MiB listing under a 1 MiB cap', async () => {
    const big = Array.from({ length: 48 }, (_, i) => ({
      id: `article:a${i}`,
      type: 'article',
      fields: { content: { en: 'x'.repeat(65_536) } },
    }));
    const { c } = await setup(() => ({ body: JSON.stringify(big) }), { maxResponseSize: 1 * MiB });
    const got = await c.listEntries();
    expect(got).toHaveLength(48);
    expect(got[47]?.fields.content?.en).toHaveLength(65_536);
  });

  it('a listing that never ends stops at the entry bound: one clear error, one attempt', async () => {
    const entry = Buffer.from(`${JSON.stringify(FIELD_MAJOR)},`);
    const { srv, c } = await setup(() => ({ prefix: '[', repeat: entry }), { maxListingEntries: 1000 });
    const err = (await c.listEntries().catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe('too-large');
    expect(err.message).toBe('GET /translations/entries: the listing has more than 1,000 entries; stopped reading it.');
    expect(srv.requests).toHaveLength(1);
  });

  it('a listing that never ends stops at the size bound', async () => {
    const entry = Buffer.from(`${JSON.stringify({ ...FIELD_MAJOR, fields: { content: { en: 'y'.repeat(60_000) } } })},`);
    const { srv, c } = await setup(() => ({ prefix: '{"entries":[', repeat: entry }), { maxListingSize: 16 * MiB });
    const err = (await c.listEntries().catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('too-large');
    expect(err.message).toBe('GET /translations/entries: the listing is larger than 16 MiB; stopped reading it.');
    expect(srv.requests).toHaveLength(1);
    await srv.closed(0);
    expect(srv.written[0]).toBeLessThan(32 * MiB);
  });

  it('one entry larger than maxResponseSize is refused by position', async () => {
    const doc = JSON.stringify([FIELD_MAJOR, { id: 'article:big', fields: { content: { en: 'z'.repeat(1_200_000) } } }]);
    const { c } = await setup(() => ({ body: doc }), { maxResponseSize: 1 * MiB });
    const err = (await c.listEntries().catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('too-large');
    expect(err.message).toBe(
      'GET /translations/entries: entry 1 of the listing is larger than maxResponseSize (1 MiB); stopped reading it.',
    );
  });

  it('malformed JSON in the middle of the listing is reported as such', async () => {
    const doc = `[${JSON.stringify(FIELD_MAJOR)},{"id":"article:b" "type":"article"}]`;
    const { c } = await setup(() => ({ body: doc }));
    const err = (await c.listEntries().catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe(
      'GET /translations/entries: the response is not JSON (200, application/json, 143 bytes read): entry 1 is "{\\"id\\":\\"article:b\\" \\"type\\":\\"article\\"}"',
    );
  });

  it('a body that is not a list is a shape error naming what came', async () => {
    const { c } = await setup(() => ({ body: '{"message":"maintenance"}' }));
    const err = (await c.listEntries().catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe(
      'GET /translations/entries: the response does not have the expected shape: expected an array of entries (or { "entries": [...] }), got an object (see docs/platform-api.md)',
    );
  });
});

afterEach(() => clearSecrets());
