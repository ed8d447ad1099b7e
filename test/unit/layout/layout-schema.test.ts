// The layout file's schema rules (src/layout/schema.ts), one by one, through parseLayout: each
// expected message and line is written out here from the YAML text above it.
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../../../src/layout/load.js';

const FILE = 'config/layout.yaml';
const lines = (...l: string[]): string => l.join('\n') + '\n';
const parse = (text: string) => parseLayout(text, FILE);
/** Errors as `line: message`, the way they read on one line of output. */
const errors = (text: string): string[] =>
  parse(text)
    .problems.filter((p) => p.severity === 'error')
    .map((p) => `${p.line ?? '-'}: ${p.message}`);

const REF = 'an article ref must be a string (a .md file, article:<id> or an article id)';

describe('layout schema: the file as a whole', () => {
  it('an empty file, a blank one and one with only a document marker', () => {
    const empty = '-: layout file: is empty: expected a "collections:" list';
    expect(errors('')).toEqual([empty]);
    expect(errors('\n\n   \n')).toEqual([empty]);
    expect(errors('---\n')).toEqual([empty]);
  });

  it('a YAML syntax error names its line and stops there', () => {
    const e = parse(lines('collections:', '  - id: abc', '    articles: a: b', 'bogus: 1'));
    expect(e.problems).toEqual([
      { severity: 'error', file: FILE, line: 3, message: 'YAML: Nested mappings are not allowed in compact mappings' },
    ]);
    expect(e.spec).toEqual({ collections: [] });
  });

  it('a scalar or a list at the top', () => {
    expect(errors('hello\n')).toEqual(['1: layout file: must be a map with one key, "collections"']);
    expect(errors(lines('# layout', '- a.md'))).toEqual(['2: layout file: must be a map with one key, "collections"']);
  });

  it('an unknown key at the top names the key line (not its value on the lines below) and the allowed keys', () => {
    expect(errors(lines('collections: []', 'sections:', '  - a.md', '1: x'))).toEqual([
      '2: unknown key "sections" (allowed: collections)',
      '4: unknown key "1" (allowed: collections)',
    ]);
  });

  it('an alias bomb is refused, not expanded', () => {
    const bomb = lines(
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'collections: [*c]',
    );
    expect(errors(bomb)).toEqual(['-: YAML: too many aliases (more than 100 expansions): refused as a possible alias bomb']);
  });
});

describe('layout schema: collections and their keys', () => {
  it('collections with no value is not a list', () => {
    expect(errors(lines('collections:', 'version: 2'))).toEqual([
      '1: collections: must be a list (items starting with "- ")',
      '2: unknown key "version" (allowed: collections)',
    ]);
  });

  it('an item of the wrong type at a nested path', () => {
    expect(errors(lines('collections:', '  - id: abc', '    articles: []', '  - 42', '  - [Docs]'))).toEqual([
      '4: collections[1]: must be a map with "id" or "path", and "articles"',
      '5: collections[2]: must be a map with "id" or "path", and "articles"',
    ]);
  });

  it('an unknown key in an item, at the key line, with the keys an item allows', () => {
    expect(errors(lines('collections:', '  - path: Docs', '    article:', '      - a.md', '    articles: []'))).toEqual([
      '3: unknown key "collections[0].article" (allowed: id, path, articles)',
    ]);
  });

  it('a numeric id written without quotes says how YAML read it, as written', () => {
    expect(
      errors(
        lines('collections:', '  - id: 0123', '    articles: []', '  - id: 0x1F', '    articles: []', '  - id: true', '    articles: []'),
      ),
    ).toEqual([
      '2: collections[0].id: must be a string (YAML read 0123 as a number: put it in quotes)',
      '4: collections[1].id: must be a string (YAML read 0x1F as a number: put it in quotes)',
      '6: collections[2].id: must be a string (YAML read true as a boolean: put it in quotes)',
    ]);
  });

  it('the same id in quotes is fine', () => {
    const { spec, problems } = parse(lines('collections:', '  - id: "0123"', '    articles: [a.md]'));
    expect(problems).toEqual([]);
    expect(spec.collections).toEqual([{ id: '0123', line: 2, articles: [{ ref: 'a.md', line: 3 }] }]);
  });

  it('an id with no value counts as given: one problem, not "neither id nor path" too', () => {
    expect(errors(lines('collections:', '  - id:', '    articles: []'))).toEqual(['2: collections[0].id: must be a string (it is empty)']);
  });

  it('an empty id is one problem; an id with a slash is not an id', () => {
    expect(errors(lines('collections:', '  - id: ""', '    articles: []', '  - id: Docs/Setup', '    articles: []'))).toEqual([
      '2: collections[0].id: is empty',
      '4: collections[1].id: "Docs/Setup" is not a collection id (ids have no spaces or "/"; for a path of titles use "path:")',
    ]);
  });

  it('a path that is a number or a map', () => {
    expect(errors(lines('collections:', '  - path: 2024', '    articles: []', '  - path: { Docs: Setup }', '    articles: []'))).toEqual([
      '2: collections[0].path: must be a string (titles from the root, "/" between levels) (YAML read 2024 as a number: put it in quotes)',
      '4: collections[1].path: must be a string (titles from the root, "/" between levels) (found a map; is a ":" or an indent out of place?)',
    ]);
  });

  it('both id and path are reported even when another key of the item is wrong', () => {
    expect(errors(lines('collections:', '  - id: 42', '    path: Docs', '    articles: [7]'))).toEqual([
      '2: collections[0].id: must be a string (YAML read 42 as a number: put it in quotes)',
      '3: collections[0].path: both "id" and "path" are given: give exactly one',
      `4: collections[0].articles[0]: ${REF} (YAML read 7 as a number: put it in quotes)`,
    ]);
  });

  it('articles as a map or a string; articles with no value is an empty list', () => {
    expect(errors(lines('collections:', '  - id: abc', '    articles:', '      a.md: yes', '  - id: def', '    articles: a.md'))).toEqual([
      '4: collections[0].articles: must be a list of article refs',
      '6: collections[1].articles: must be a list of article refs',
    ]);
    const { spec, problems } = parse(lines('collections:', '  - id: abc', '    articles:'));
    expect(problems).toEqual([]);
    expect(spec.collections).toEqual([{ id: 'abc', line: 2, articles: [] }]);
  });
});

describe('layout schema: article refs', () => {
  it('refs are trimmed; a blank ref is empty', () => {
    const text = lines('collections:', '  - id: abc', '    articles:', '      - "  a.md  "', '      - "   "');
    expect(errors(text)).toEqual(['5: collections[0].articles[1]: an article ref is empty (a .md file, article:<id> or an article id)']);
    expect(errors(lines('collections:', '  - id: abc', '    articles: ["  a.md  "]'))).toEqual([]);
    expect(parse(lines('collections:', '  - id: abc', '    articles: ["  a.md  "]')).spec.collections[0]?.articles).toEqual([
      { ref: 'a.md', line: 3 },
    ]);
  });

  it('an id-like ref written without quotes', () => {
    expect(errors(lines('collections:', '  - path: Docs', '    articles: [1e3, 0o17]'))).toEqual([
      `3: collections[0].articles[0]: ${REF} (YAML read 1e3 as a number: put it in quotes)`,
      `3: collections[0].articles[1]: ${REF} (YAML read 0o17 as a number: put it in quotes)`,
    ]);
  });
});

describe('layout schema: what the planner gets when some items are bad', () => {
  it('keeps the good items (their refs are checked in the same run) and drops any item with a problem', () => {
    const { spec, problems } = parse(
      lines(
        'collections:', // 1
        '  - path: Docs', // 2: good
        '    articles: [a.md, b.md]', // 3
        '  - id: abc', // 4: an unknown key
        '    articles: [c.md]', // 5
        '    sort: title', // 6
        '  - id: def', // 7: a ref listed twice (first on line 3)
        '    articles: [./a.md]', // 8
        '  - path: Guides', // 9: good
        '    articles: []', // 10
        'extra: 1', // 11: unknown at the top: items are still read
      ),
    );
    expect(problems.map((p) => `${p.line ?? '-'}: ${p.message}`)).toEqual([
      '6: unknown key "collections[1].sort" (allowed: id, path, articles)',
      '8: article "./a.md" is listed twice (lines 3 and 8): an article belongs in one collection',
      '11: unknown key "extra" (allowed: collections)',
    ]);
    expect(problems.every((p) => p.file === FILE && p.severity === 'error')).toBe(true);
    expect(spec.collections).toEqual([
      {
        path: 'Docs',
        line: 2,
        articles: [
          { ref: 'a.md', line: 3 },
          { ref: 'b.md', line: 3 },
        ],
      },
      { path: 'Guides', line: 9, articles: [] },
    ]);
  });
});
