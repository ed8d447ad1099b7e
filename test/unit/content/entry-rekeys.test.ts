// The pure re-key decisions of a scope added (issue 44 item 3) beyond the records bound by their
// unscoped key: the records `entry:` lines name (content/binding.ts entryRekeys) and the collections
// the layout file made (content/layout-collections.ts via layout/plan.ts). Expected keys written out.
import { describe, expect, it } from 'vitest';
import { entryRekeys, entryRekeysNeedFormerNames, keysFor, RECORD_KEYS, type KeyedRecord } from '../../../src/content/binding.js';
import { parseLayout } from '../../../src/layout/load.js';
import { planLayout } from '../../../src/layout/plan.js';
import { resolveLayoutRefs } from '../../../src/layout/refs.js';
import type { Collection } from '../../../src/model.js';

const S = 'c3c3c3c3c3c3';
const art = (id: string, externalId: string): KeyedRecord => ({ entryId: `article:${id}`, type: 'article', externalId });

describe('entryRekeys: records an `entry:` line names', () => {
  const records: KeyedRecord[] = [
    art('1', 'helpsync:g/a.md'),
    art('2', 'helpsync:g/old.md'),
    art('3', 'helpsync:other/c.md'),
    art('4', 'helpsync:b2b2b2b2b2b2:g/d.md'),
    art('5', `helpsync:${S}:g/e.md`),
    art('6', 'helpsync:layout:Guides'),
    { entryId: 'collection:7', type: 'collection', externalId: 'helpsync:g/' },
    art('8', 'helpsync:g/'),
  ];
  const files = [
    { path: 'g/a.md', entryId: 'article:1' },
    { path: 'g/b.md', entryId: 'article:2' },
    { path: 'g/c.md', entryId: 'article:3' },
    { path: 'g/d.md', entryId: 'article:4' },
    { path: 'g/e.md', entryId: 'article:5' },
    { path: 'g/f.md', entryId: 'article:6' },
    { path: 'g/_index.md', entryId: 'collection:7' },
    { path: 'g/x.md', entryId: 'article:8' },
  ];
  const input = { files, records, keys: keysFor(S), legacy: RECORD_KEYS };

  it("re-keys the file's own unscoped key (name now, or a former name from Git) and nothing else", () => {
    const out = entryRekeys({ ...input, formerNames: new Map([['g/b.md', ['g/old.md']]]) });
    expect(out.map((b) => `${b.entryId} ${b.externalId} → ${b.rekeyTo}${b.formerName ? ` (was ${b.formerName})` : ''}`)).toEqual([
      `article:1 helpsync:g/a.md → helpsync:${S}:g/a.md`,
      `article:2 helpsync:g/old.md → helpsync:${S}:g/b.md (was g/old.md)`,
      `collection:7 helpsync:g/ → helpsync:${S}:g/`,
    ]);
  });

  it("without the former name, b.md's record is left as it is; history is asked for only when a key names another path", () => {
    expect(entryRekeys({ ...input, formerNames: new Map() }).map((b) => b.entryId)).toEqual(['article:1', 'collection:7']);
    expect(entryRekeysNeedFormerNames(input)).toBe(true);
    expect(entryRekeysNeedFormerNames({ ...input, files: files.filter((f) => ['g/a.md', 'g/d.md', 'g/e.md'].includes(f.path)) })).toBe(false);
  });

  it('another file\'s unscoped key, as a former name of another file, is not re-keyed to this file (c.md)', () => {
    expect(entryRekeys({ ...input, formerNames: new Map([['g/c.md', ['g/c-old.md']]]) }).map((b) => b.entryId)).not.toContain('article:3');
  });
});

describe('the layout collections keyed before a scope', () => {
  const col = (id: string, en: string, parentId: string | null, externalId?: string): Collection => ({
    id,
    parentId,
    title: { en },
    description: {},
    ...(externalId ? { externalId } : {}),
  });
  const layoutText = ['collections:', '  - path: Guides/Advanced', '    articles: [a.md]', '  - path: Docs', '    articles: [b.md]', ''].join('\n');
  const plan = (collections: Collection[], scope?: string) => {
    const { spec } = parseLayout(layoutText, 'config/layout.yaml');
    return planLayout({
      layout: resolveLayoutRefs(
        spec,
        [
          { path: 'a.md', entryId: 'article:a1' },
          { path: 'b.md', entryId: 'article:b1' },
        ],
        'en',
      ),
      layoutFile: 'config/layout.yaml',
      collections,
      placement: new Map([
        ['a1', 'c-adv'],
        ['b1', 'c-docs'],
      ]),
      sourceLanguage: 'en',
      ...(scope ? { scope } : {}),
    });
  };
  const made = [
    col('c-guides', 'Guides', null, 'helpsync:layout:Guides'),
    col('c-adv', 'Advanced', 'c-guides', 'helpsync:layout:Guides/Advanced'),
    col('c-docs', 'Docs', null),
  ];

  it('with a scope: each level the layout made is re-keyed once to helpsync:<scope>:layout:<path>; the hand-made Docs is not', () => {
    const p = plan(made, S);
    expect(p.problems).toEqual([]);
    expect(p.creations).toEqual([]);
    expect(p.rekeys).toEqual([
      { record: 'collection', id: 'c-adv', file: 'config/layout.yaml', from: 'helpsync:layout:Guides/Advanced', to: `helpsync:${S}:layout:Guides/Advanced` },
      { record: 'collection', id: 'c-guides', file: 'config/layout.yaml', from: 'helpsync:layout:Guides', to: `helpsync:${S}:layout:Guides` },
    ]);
  });

  it('without a scope, or keyed by the scope already, nothing is re-keyed', () => {
    expect(plan(made).rekeys).toEqual([]);
    const scoped = made.map((c) => (c.externalId ? { ...c, externalId: c.externalId.replace('helpsync:', `helpsync:${S}:`) } : c));
    expect(plan(scoped, S).rekeys).toEqual([]);
  });

  it("another scope's layout keys are never re-keyed (its collections are matched by title only, as hand-made ones are)", () => {
    const other = made.map((c) => (c.externalId ? { ...c, externalId: c.externalId.replace('helpsync:', 'helpsync:b2b2b2b2b2b2:') } : c));
    const p = plan(other, S);
    expect(p.rekeys).toEqual([]);
    expect(p.creations).toEqual([]);
  });
});
