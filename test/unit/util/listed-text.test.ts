// A long listing value kept as its JSON bytes (src/util/listed-text.ts): its hash must be hashText of
// the value JSON.parse gives (the oracle), for every escape and every kind of character, its text
// must be that value, its token hash the SHA-1 of the bytes as written, and a token JSON.parse
// refuses must be refused the same way. Then the listing hands such values to a `keep` (and only to
// a keep), and what a sync keeps of them is text.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTED_TEXT_BYTES, ListedText, listedValue, unescapedBytes, type ListedEntry } from '../../../src/util/listed-text.js';
import type { RemoteEntry } from '../../../src/model.js';
import type { LocalContent, LocalPair } from '../../../src/content/types.js';
import { RELEASED, remoteKeeper } from '../../../src/translations/keep-remote.js';
import { hostileClient } from '../../helpers/hostile-server.js';
import { useCleanups } from '../../helpers/fixture.js';
import { clearSecrets } from '../../../src/util/redact.js';

useCleanups();
afterEach(() => clearSecrets());

/** hashText's definition, written out: the base64url SHA-1 of the string's UTF-8 */
const sha1 = (s: string): string => createHash('sha1').update(Buffer.from(s, 'utf8')).digest('base64url');
const token = (json: string): Buffer => Buffer.from(json, 'utf8');

const SAMPLES: string[] = [
  'plain ASCII <p class="x">text</p>',
  'every escape: " \\ / \b \f \n \r \t and \u0000 \u001f \u007f',
  'Latin é, CJK 日本語, Devanagari हिन्दी, Arabic العربية, emoji 😀🇯🇵, line separator \u2028',
  '\u00e9\u0800\uffff at the edges of the one-, two- and three-byte forms',
];

describe('ListedText', () => {
  it('hashes and decodes as JSON.parse would, escaped or not, whatever the characters', () => {
    for (const s of SAMPLES) {
      const forms = [
        JSON.stringify(s),
        // every non-ASCII character as a \u escape (surrogate pairs for the emoji), as some servers write
        JSON.stringify(s).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
        // `/` written as `\/`, as PHP's encoder does
        JSON.stringify(s).replace(/\//g, '\\/'),
      ];
      for (const json of forms) {
        expect(JSON.parse(json)).toBe(s);
        const t = new ListedText(token(json));
        expect(t.sha1).toBe(sha1(s));
        expect(t.text()).toBe(s);
      }
    }
  });

  it('takes the bytes path where it can, and the plain decode where it must', () => {
    expect(unescapedBytes(token('"a\\"b\\u00e9\\u65e5"'))?.toString('utf8')).toBe('a"bé日');
    // a surrogate escape, a raw control character, an unknown escape, bytes that are not UTF-8
    expect(unescapedBytes(token('"\\ud83d\\ude00"'))).toBeUndefined();
    expect(unescapedBytes(token('"a\tb"'))).toBeUndefined();
    expect(unescapedBytes(token('"a\\xb"'))).toBeUndefined();
    const notUtf8 = Buffer.concat([token('"ab'), Buffer.from([0xff, 0xc3]), token('c"')]);
    expect(unescapedBytes(notUtf8)).toBeUndefined();
    // decoded the usual way: the replacement character, as Buffer#toString gives it
    const t = new ListedText(notUtf8);
    expect(t.text()).toBe('ab\ufffd\ufffdc');
    expect(t.sha1).toBe(sha1('ab\ufffd\ufffdc'));
    // a lone surrogate: its UTF-8 is U+FFFD's, as for any string
    expect(new ListedText(token('"x\\ud800y"')).sha1).toBe(sha1('x\ud800y'));
  });

  it('refuses what JSON.parse refuses, with a SyntaxError: when read, or checked, short or very long', () => {
    const pad = 'x'.repeat(LISTED_TEXT_BYTES);
    for (const bad of ['"a\tb"', '"a\\xb"', '"\\u12G4"', '"a\\u12"', '"a\\\\\\xb"', `"${pad}\\xb"`]) {
      expect(() => JSON.parse(bad) as unknown).toThrow(SyntaxError);
      expect(() => new ListedText(token(bad)).text()).toThrow(SyntaxError);
      expect(() => new ListedText(token(bad)).check()).toThrow(SyntaxError);
    }
    // not even a string token: at once
    for (const bad of ['"ab', 'ab"', '"']) expect(() => new ListedText(token(bad))).toThrow(SyntaxError);
  });

  it('hashes the token as written (quotes included) while it holds it, for a short value and a very long one', () => {
    const rawSha1 = (b: Buffer): string => createHash('sha1').update(b).digest('base64url');
    for (const s of [...SAMPLES, 'x'.repeat(LISTED_TEXT_BYTES)]) {
      for (const json of [JSON.stringify(s), JSON.stringify(s).replace(/\//g, '\\/')]) {
        const t = listedValue(token(json)) as ListedText;
        expect(t).toBeInstanceOf(ListedText);
        expect(t.jsonSha1).toBe(rawSha1(token(json)));
        expect(t.text()).toBe(s);
        // the token is let go once decoded: no token hash after
        expect(t.jsonSha1).toBeUndefined();
        expect(t.sha1).toBe(sha1(s));
      }
    }
    // escaped backslashes before a letter or a quote: valid, held as tokens
    for (const v of ['a\\xb', 'a\\\\xb', 'a\\"b']) expect(new ListedText(token(JSON.stringify(v))).jsonSha1).toBeDefined();
  });
});

const BIG = `<p>${'Ein langer Absatz mit "Zitaten", Umlauten äöü und 日本語. '.repeat(1500)}</p>\n`;

describe('a very long value in the listing', () => {
  it('reaches a keep as ListedText, and a listing without a keep as text', async () => {
    const doc = JSON.stringify([
      { id: 'article:big', type: 'article', fields: { title: { de: 'Groß' }, content: { de: BIG, en: '<p>short</p>' } } },
    ]);
    expect(Buffer.byteLength(JSON.stringify(BIG))).toBeGreaterThan(LISTED_TEXT_BYTES);
    const { c } = await hostileClient(() => ({ body: doc, contentType: 'application/json' }), {
      project: 'p',
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJsaXN0ZWQifQ.c2lnbmF0dXJlLWxpc3RlZA',
      retries: 1,
    });
    const seen: ListedEntry[] = [];
    const kept = await c.listEntries(undefined, (e) => {
      seen.push(e);
      const content = e.fields.content!;
      return { ...e, fields: { ...e.fields, content: { de: (content.de as ListedText).text(), en: content.en as string } } };
    });
    const big = seen[0]!.fields.content!.de;
    expect(big).toBeInstanceOf(ListedText);
    expect((big as ListedText).sha1).toBe(sha1(BIG));
    expect(seen[0]!.fields.content!.en).toBe('<p>short</p>');
    expect(seen[0]!.fields.title!.de).toBe('Groß');
    const plain = await c.listEntries();
    expect(plain).toEqual([
      { id: 'article:big', type: 'article', fields: { title: { de: 'Groß' }, content: { de: BIG, en: '<p>short</p>' } } },
    ]);
    expect(kept).toEqual(plain);
  });

  it('a value whose token has the hash of JSON.stringify of the body set aside is released without being decoded', () => {
    const jsonSha1 = (s: string): string => createHash('sha1').update(JSON.stringify(s)).digest('base64url');
    // a page's size (a few KB): a value this long is hashed by decoding it, unless its token's hash settles it
    const MID = BIG.slice(0, 3000);
    const RICH = `${MID}<p>rich</p>\n`;
    const pair = (language: string): LocalPair => ({
      entryId: 'article:j',
      type: 'article',
      language,
      file: `${language}/j.md`,
      fields: { title: 'T' },
      setAside: { content: { text: sha1(MID), rich: sha1(RICH), json: { text: jsonSha1(MID), rich: jsonSha1(RICH) } } },
    });
    const pairs = ['de', 'fr', 'it', 'es'].map(pair);
    const listed = (json: string): ListedText => new ListedText(token(json));
    const values = {
      // as JSON.stringify writes them: the text, and the platform's form
      de: listed(JSON.stringify(MID)),
      fr: listed(JSON.stringify(RICH)),
      // escaped otherwise (every non-ASCII character as \u): no token hash matches, the text hash does
      it: listed(JSON.stringify(RICH).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)),
      // another text: compared with the text read back, and kept
      es: listed(JSON.stringify(`${MID}<p>es</p>`)),
    };
    const decoded = vi.spyOn(ListedText.prototype, 'text');
    try {
      const keep = remoteKeeper(pairs, undefined, { textOf: () => MID });
      const got = keep({ id: 'article:j', type: 'article', fields: { title: { de: 'T', fr: 'T', it: 'T', es: 'T' }, content: values } });
      expect(got.fields.content).toEqual({ de: RELEASED, fr: RELEASED, it: RELEASED, es: `${MID}<p>es</p>` });
      // decoded: `it` (to hash its text) and `es` (to hash it, then kept); never `de` or `fr`
      expect(new Set(decoded.mock.contexts)).toEqual(new Set([values.it, values.es]));
    } finally {
      decoded.mockRestore();
    }
  });

  it("a value JSON.parse refuses is the listing's error, read or dropped unread, and nothing is kept of it", async () => {
    const valid = `<p>${'fine '.repeat(200)}</p>`;
    const broken = `"<p>${'bad '.repeat(200)}\\x</p>"`;
    expect(() => JSON.parse(broken) as unknown).toThrow(SyntaxError);
    // de has a local pair (its value is read), fr has none (its value is dropped unread)
    for (const language of ['de', 'fr']) {
      const other = language === 'de' ? 'fr' : 'de';
      const body = `[{"id":"article:b","type":"article","fields":{"content":{"${other}":${JSON.stringify(valid)},"${language}":${broken}}}}]`;
      const { c } = await hostileClient(() => ({ body, contentType: 'application/json' }), {
        project: 'p',
        token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJsaXN0ZWQifQ.c2lnbmF0dXJlLWxpc3RlZA',
        retries: 3,
      });
      const pair: LocalPair = { entryId: 'article:b', type: 'article', language: 'de', file: 'de/b.md', fields: { content: valid } };
      const err = await c.listEntries(undefined, remoteKeeper([pair])).then(
        () => undefined,
        (e: unknown) => e as Error & { attempts?: number },
      );
      expect(err?.message).toMatch(
        /^GET \/translations\/entries: the response is not JSON \(200, application\/json, \d+ bytes read\): entry 0 is "\{/,
      );
      // a result, not a network failure: never retried
      expect(err?.attempts).toBe(1);
    }
  });

  it('a sync keeps the text of a changed pair, and nothing of an unchanged one', () => {
    const pair = (language: string, html: string): LocalPair => ({
      entryId: 'article:big',
      type: 'article',
      language,
      file: `${language}/big.md`,
      fields: { title: 'Groß' },
      setAside: { content: { text: sha1(html), rich: sha1(`rich ${html}`) } },
    });
    const local: LocalContent = {
      contentDir: path.resolve('/repo/content'),
      sourceLanguage: 'de',
      languages: ['de', 'fr'],
      pairs: [pair('de', BIG), pair('fr', `${BIG}<p>fr</p>\n`)],
      sourceFiles: [],
      filesByEntry: {},
      warnings: [],
      errors: [],
    };
    const listed = (s: string): ListedText => new ListedText(token(JSON.stringify(s)));
    const entry: ListedEntry = {
      id: 'article:big',
      type: 'article',
      fields: { title: { de: 'Groß', fr: 'Groß', ja: 'Groß' }, content: { de: listed(BIG), fr: listed(BIG), ja: listed(BIG) } },
    };
    const texts: Record<string, string> = { de: BIG, fr: `${BIG}<p>fr</p>\n` };
    const keep = remoteKeeper(local.pairs, undefined, { textOf: (p) => texts[p.language] });
    const got: RemoteEntry = keep(entry);
    // de: unchanged (the hash of the text set aside), released; fr: changed, its remote text kept
    // whole; ja: no local pair, only the presence of its fields
    expect(got).toEqual({
      id: 'article:big',
      type: 'article',
      fields: { title: { de: RELEASED, fr: 'Groß', ja: '' }, content: { de: RELEASED, fr: BIG, ja: '' } },
    });
  });
});
