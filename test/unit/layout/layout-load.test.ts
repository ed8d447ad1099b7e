// The layout file loader: shape checks with the layout file and line on every problem.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadLayoutFile, parseLayout } from '../../../src/layout/load.js';
import { tempDir } from '../../helpers/cli.js';

// Asymmetric matchers typed as the strings they stand for (they are `any` otherwise).
const matching = (re: RegExp): string => expect.stringMatching(re) as string;

const FILE = 'config/layout.yaml';
const parse = (text: string) => parseLayout(text, FILE);
const errors = (text: string) => parse(text).problems.filter((p) => p.severity === 'error');

describe('parseLayout: a good file', () => {
  it('reads ids, paths and every ref form, with lines', () => {
    const { spec, problems } = parse(
      [
        'collections:',
        '  - id: 65f0c1a2b3c4d5e6f7081234          # by id',
        '    articles:',
        '      - getting-started/install.md',
        '      - article:6650f0c1a2b3c4d5e6f70812',
        '      - 6650f0c1a2b3c4d5e6f70813',
        '  - path: Docs/Getting started/Mobile',
        '    articles: [mobile/ios.md]',
        '  - path: Empty',
        '    articles: []',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(spec).toEqual({
      collections: [
        {
          id: '65f0c1a2b3c4d5e6f7081234',
          line: 2,
          articles: [
            { ref: 'getting-started/install.md', line: 4 },
            { ref: 'article:6650f0c1a2b3c4d5e6f70812', line: 5 },
            { ref: '6650f0c1a2b3c4d5e6f70813', line: 6 },
          ],
        },
        { path: 'Docs/Getting started/Mobile', line: 7, articles: [{ ref: 'mobile/ios.md', line: 8 }] },
        { path: 'Empty', line: 9, articles: [] },
      ],
    });
  });

  it('keeps a backslash-escaped slash in a path for the planner', () => {
    const { spec, problems } = parse('collections:\n  - path: "Docs/TCP\\\\/IP"\n    articles: [a.md]\n');
    expect(problems).toEqual([]);
    expect(spec.collections[0]?.path).toBe('Docs/TCP\\/IP');
  });
});

describe('parseLayout: every problem names the file and line', () => {
  it('YAML syntax errors', () => {
    const e = errors('collections:\n  - id: abc\n    articles: [a.md\n');
    expect(e.length).toBeGreaterThan(0);
    expect(e[0]).toMatchObject({ file: FILE, message: matching(/^YAML: /) });
    expect(e[0]?.line).toBeGreaterThanOrEqual(3);
  });

  it('duplicate keys are YAML errors', () => {
    const e = errors('collections:\n  - id: abc\n    id: def\n    articles: []\n');
    expect(e).toHaveLength(1);
    expect(e[0]).toMatchObject({ file: FILE, line: 3 });
    expect(e[0]?.message).toMatch(/unique/i);
  });

  it('an empty file', () => {
    expect(errors('# nothing yet\n')).toEqual([
      { severity: 'error', file: FILE, line: undefined, message: 'layout file: is empty: expected a "collections:" list' },
    ]);
  });

  it('a top level that is not a map, and a missing collections key', () => {
    expect(errors('- a.md\n')).toEqual([
      { severity: 'error', file: FILE, line: 1, message: 'layout file: must be a map with one key, "collections"' },
    ]);
    expect(errors('other: 1\n')).toEqual([
      {
        severity: 'error',
        file: FILE,
        line: 1,
        message: 'collections: is missing: a list of collections, each with "id" or "path", and "articles"',
      },
      { severity: 'error', file: FILE, line: 1, message: 'unknown key "other" (allowed: collections)' },
    ]);
  });

  it('collections that is not a list', () => {
    expect(errors('collections:\n  id: abc\n')).toEqual([
      { severity: 'error', file: FILE, line: 2, message: 'collections: must be a list (items starting with "- ")' },
    ]);
  });

  it('unknown keys at the top and in a collection entry, in line order', () => {
    const e = errors(['collections:', '  - id: abc', '    articles: [a.md]', '    order: alphabetical', 'version: 2'].join('\n'));
    expect(e).toEqual([
      { severity: 'error', file: FILE, line: 4, message: 'unknown key "collections[0].order" (allowed: id, path, articles)' },
      { severity: 'error', file: FILE, line: 5, message: 'unknown key "version" (allowed: collections)' },
    ]);
  });

  it('a collection entry with neither id nor path, and one with both', () => {
    const e = errors(['collections:', '  - articles: [a.md]', '  - id: abc', '    path: Docs', '    articles: [b.md]'].join('\n'));
    expect(e).toEqual([
      {
        severity: 'error',
        file: FILE,
        line: 2,
        message: 'collections[0]: has neither "id" nor "path": give exactly one (helpsync collections lists both)',
      },
      { severity: 'error', file: FILE, line: 4, message: 'collections[1].path: both "id" and "path" are given: give exactly one' },
    ]);
  });

  it('an item that is not a map, a missing or malformed articles list', () => {
    const e = errors(['collections:', '  - Docs', '  - id: abc', '  - id: def', '    articles: a.md'].join('\n'));
    expect(e).toEqual([
      { severity: 'error', file: FILE, line: 2, message: 'collections[0]: must be a map with "id" or "path", and "articles"' },
      {
        severity: 'error',
        file: FILE,
        line: 3,
        message: 'collections[1].articles: is missing: every collection lists its articles ("articles: []" for none)',
      },
      { severity: 'error', file: FILE, line: 5, message: 'collections[2].articles: must be a list of article refs' },
    ]);
  });

  it('ids and paths of the wrong type or shape', () => {
    const e = errors(
      [
        'collections:',
        '  - id: 123456789012345678901234',
        '    articles: []',
        '  - path: [Docs]',
        '    articles: []',
        '  - id: "two words"',
        '    articles: []',
        '  - path: "  "',
        '    articles: []',
      ].join('\n'),
    );
    expect(e).toEqual([
      {
        severity: 'error',
        file: FILE,
        line: 2,
        message: 'collections[0].id: must be a string (YAML read 123456789012345678901234 as a number: put it in quotes)',
      },
      {
        severity: 'error',
        file: FILE,
        line: 4,
        message: 'collections[1].path: must be a string (titles from the root, "/" between levels) (found a list)',
      },
      {
        severity: 'error',
        file: FILE,
        line: 6,
        message: 'collections[2].id: "two words" is not a collection id (ids have no spaces or "/"; for a path of titles use "path:")',
      },
      { severity: 'error', file: FILE, line: 8, message: 'collections[3].path: is empty' },
    ]);
  });

  it('refs of the wrong type', () => {
    const e = errors(
      [
        'collections:',
        '  - id: abc',
        '    articles:',
        '      - 12345',
        '      - true',
        '      -',
        '      - { file: a.md }',
        '      - [a.md]',
        '      - ok.md',
      ].join('\n'),
    );
    const mustBe = 'an article ref must be a string (a .md file, article:<id> or an article id)';
    expect(e).toEqual([
      {
        severity: 'error',
        file: FILE,
        line: 4,
        message: `collections[0].articles[0]: ${mustBe} (YAML read 12345 as a number: put it in quotes)`,
      },
      {
        severity: 'error',
        file: FILE,
        line: 5,
        message: `collections[0].articles[1]: ${mustBe} (YAML read true as a boolean: put it in quotes)`,
      },
      { severity: 'error', file: FILE, line: 6, message: `collections[0].articles[2]: ${mustBe} (it is empty)` },
      {
        severity: 'error',
        file: FILE,
        line: 7,
        message: `collections[0].articles[3]: ${mustBe} (found a map; is a ":" or an indent out of place?)`,
      },
      { severity: 'error', file: FILE, line: 8, message: `collections[0].articles[4]: ${mustBe} (found a list)` },
    ]);
  });

  it('an article listed twice names both lines, across collections and spellings of a path', () => {
    const e = errors(
      [
        'collections:',
        '  - id: abc',
        '    articles:',
        '      - guide/install.md',
        '      - article:6650f0c1a2b3c4d5e6f70812',
        '  - path: Docs',
        '    articles:',
        '      - ./guide/install.md',
        '      - article:6650f0c1a2b3c4d5e6f70812',
      ].join('\n'),
    );
    const twice = 'is listed twice';
    expect(e).toEqual([
      {
        severity: 'error',
        file: FILE,
        line: 8,
        message: `article "./guide/install.md" ${twice} (lines 4 and 8): an article belongs in one collection`,
      },
      {
        severity: 'error',
        file: FILE,
        line: 9,
        message: `article "article:6650f0c1a2b3c4d5e6f70812" ${twice} (lines 5 and 9): an article belongs in one collection`,
      },
    ]);
  });

  it('reports every problem at once', () => {
    const e = errors(['collections:', '  - articles: [a.md]', '  - id: x', '    extra: 1', '    articles: [b.md, b.md, 7]'].join('\n'));
    expect(e.map((p) => p.line)).toEqual([2, 4, 5, 5]);
  });
});

describe('loadLayoutFile', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ dir, cleanup } = await tempDir('helpsync-layout-'));
  });
  afterAll(async () => cleanup());

  it('reads a real file and names it in problems', async () => {
    const file = path.join(dir, 'layout.yaml');
    await writeFile(file, 'collections:\n  - id: abc\n    articles: [a.md]\n    colour: red\n');
    const { spec, problems } = await loadLayoutFile(file);
    expect(spec.collections).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.file).toMatch(/layout\.yaml$/);
    expect(problems[0]?.line).toBe(4);
  });

  it('a missing file is a problem, not a throw', async () => {
    const { problems } = await loadLayoutFile(path.join(dir, 'nope.yaml'));
    expect(problems).toEqual([{ severity: 'error', file: matching(/nope\.yaml$/), message: matching(/layout file not found/) }]);
  });
});
