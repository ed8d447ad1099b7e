// The incremental list splitter (src/util/json-items.ts) against JSON.parse as the oracle: every
// document below is cut into two chunks at every byte position, and into one-byte chunks, and the
// items it hands over must parse to exactly the items JSON.parse finds in the whole document.
import { describe, expect, it } from 'vitest';
import { JsonItems, JsonItemsError, type JsonItemsEnd } from '../../../src/util/json-items.js';

function split(doc: Buffer, cuts: number[], maxItemBytes = 1 << 20): { items: unknown[]; end: JsonItemsEnd } {
  const items: unknown[] = [];
  const s = new JsonItems((bytes, index) => {
    expect(index).toBe(items.length);
    items.push(JSON.parse(bytes.toString('utf8')));
  }, maxItemBytes);
  let from = 0;
  for (const cut of [...cuts, doc.length]) {
    s.write(doc.subarray(from, cut));
    from = cut;
  }
  return { items, end: s.end() };
}

const ITEMS = [
  { id: 'a', s: 'quote " backslash \\ slash / brackets [ ] { } , :' },
  'a string item with \\" and ü and 😀',
  42,
  null,
  [1, [2, [3]], { deep: { deeper: ['x'] } }],
  { id: 'e', s: '\\\\', t: 'ends in a backslash \\' },
  true,
];

const DOCS: [string, string, unknown[], JsonItemsEnd][] = [
  ['an array', JSON.stringify(ITEMS), ITEMS, { form: 'array' }],
  ['an array, pretty', JSON.stringify(ITEMS, null, 2), ITEMS, { form: 'array' }],
  ['an empty array', ' [ ] ', [], { form: 'array' }],
  [
    'a wrapper with other keys around the list',
    JSON.stringify({ entries_not: [9], x: 'entries', entries: ITEMS, after: { entries: [8] } }),
    ITEMS,
    { form: 'wrapper' },
  ],
  ['an object without the list', JSON.stringify({ message: 'maintenance', entries: 'none' }), [], { form: 'other', what: 'an object' }],
  ['a string', '"entries"', [], { form: 'other', what: 'a value' }],
  ['nothing', '  \n', [], { form: 'other', what: 'an empty body' }],
];

describe('JsonItems', () => {
  for (const [name, text, expected, end] of DOCS) {
    it(`${name}: the same items at every cut and in one-byte chunks`, () => {
      const doc = Buffer.from(text);
      for (let cut = 0; cut <= doc.length; cut++) expect(split(doc, [cut])).toEqual({ items: expected, end });
      expect(
        split(
          doc,
          Array.from({ length: doc.length }, (_, i) => i),
        ),
      ).toEqual({ items: expected, end });
    });
  }

  it('refuses malformed documents, whatever the cut', () => {
    const cases: [string, string][] = [
      ['[1,2', 'the body ended before the JSON document did'],
      ['[1,,2]', 'an empty item in the list (item 1)'],
      ['[1,2,]', 'a comma before the end of the list'],
      ['[1]]', 'more text after the end of the JSON document'],
      ['[1] x', 'more text after the end of the JSON document'],
      ['["abc]', 'the body ended before the JSON document did'],
    ];
    for (const [text, message] of cases) {
      const doc = Buffer.from(text);
      for (let cut = 0; cut <= doc.length; cut++) {
        expect(() => split(doc, [cut]), `${text} cut at ${cut}`).toThrow(new JsonItemsError('malformed', message));
      }
    }
  });

  it('stops an item past the size bound while it is still arriving', () => {
    const big = `[1,"${'x'.repeat(5000)}"`;
    const s = new JsonItems(() => undefined, 1000);
    s.write(Buffer.from(big.slice(0, 800)));
    let err: unknown;
    try {
      s.write(Buffer.from(big.slice(800, 1600)));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(JsonItemsError);
    expect((err as JsonItemsError).reason).toBe('item-too-large');
    expect((err as JsonItemsError).index).toBe(1);
  });
});
