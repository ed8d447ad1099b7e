// parseJsonBytes against JSON.parse of the decoded text (the oracle): the same value for large items
// of every shape, and an error wherever JSON.parse errs.
import { describe, expect, it } from 'vitest';
import { parseJsonBytes } from '../../../src/util/json-bytes.js';

const plain = (b: Buffer): unknown => JSON.parse(b.toString('utf8'));
const long = (seed: number, n = 3000): string =>
  Array.from({ length: n }, (_, i) =>
    String.fromCodePoint([0x61 + ((i + seed) % 26), 0xe9, 0x65e5, 0x1f600, 0x22, 0x5c, 0x0a, 0x2028][(i * 7 + seed) % 8]!),
  ).join('');

function entry(i: number): Record<string, unknown> {
  const e = entryWithoutProto(i);
  // an own "__proto__" key, as a JSON text can hold one (an object literal would set the prototype)
  Object.defineProperty(e, '__proto__', { value: { polluted: long(i + 3, 900) }, enumerable: true, writable: true, configurable: true });
  return e;
}

function entryWithoutProto(i: number): Record<string, unknown> {
  const langs = ['en', 'de', 'ja', 'pt-br', 'zh-hans', 'ar'];
  return {
    id: `article:${i}`,
    type: 'article',
    fields: {
      title: Object.fromEntries(langs.map((l, k) => [l, `Title ${l} ${k}`])),
      content: Object.fromEntries(langs.map((l, k) => [l, `<p>${long(i + k)}</p>`])),
      empty: {},
    },
    [long(i, 600)]: 'a long key',
    list: [long(i + 1, 700), 1.5e3, -0, true, false, null, [], {}, [long(i + 2, 800)]],
    tail: long(i + 4, 900),
  };
}

describe('parseJsonBytes', () => {
  it('gives what JSON.parse gives for large items, pretty or compact', () => {
    for (let i = 0; i < 8; i++) {
      for (const text of [
        JSON.stringify(entry(i)),
        JSON.stringify(entry(i), null, 2),
        JSON.stringify([entry(i), entry(i + 1)], null, '\t'),
      ]) {
        const bytes = Buffer.from(text);
        expect(bytes.length).toBeGreaterThan(32 * 1024);
        const got = parseJsonBytes(bytes) as Record<string, unknown>;
        expect(got).toStrictEqual(plain(bytes));
      }
    }
    // an own "__proto__" key stays a key (JSON.parse makes it one), not the prototype
    const got = parseJsonBytes(Buffer.from(JSON.stringify(entry(1)))) as Record<string, unknown>;
    expect(Object.getPrototypeOf(got)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(got, '__proto__')).toBe(true);
  });

  it('errs where JSON.parse errs', () => {
    const good = JSON.stringify(entry(3));
    const bad = [
      good.slice(0, -1), // unterminated object
      good.slice(0, good.length / 2), // cut inside a long string
      good.replace('"article"', '"article\u0001"'), // a raw control character in a short string
      good.replace('<p>', '<p>\n'), // a raw newline in a long string
      good.replace('"type":', '"type"'), // missing colon
      good.replace('<p>', '<p>\\q'), // a bad escape in a long string
      `${good} x`,
      good.replace(/,"tail"/, ',,"tail"'),
    ];
    for (const text of bad) {
      const bytes = Buffer.from(text);
      expect(() => plain(bytes)).toThrow(SyntaxError);
      expect(() => parseJsonBytes(bytes)).toThrow(SyntaxError);
    }
  });

  it('a value that looks like a marker is a value: small items and items holding the marker text are parsed whole', () => {
    const text = JSON.stringify({ a: '\u0000' + 'x'.repeat(40000), b: '\u0000abc:0' });
    expect(parseJsonBytes(Buffer.from(text))).toStrictEqual(JSON.parse(text));
    expect(parseJsonBytes(Buffer.from('{"small":"\\u0000x:0"}'))).toStrictEqual({ small: '\u0000x:0' });
  });
});
