// The loader's cross-file rules on plain data: identifySources and assemble take
// what the scan found and what analysis said of each file, with no file system; the analyses are
// written out by hand here, so the expected pairs and problems are independent of the parser.
import { describe, expect, it } from 'vitest';
import type { MarkdownAnalysis, StaticAnalysis } from '../../../src/content/analyze.js';
import { assemble, identifySources, translationOptions, type ContentFiles, type FileResult } from '../../../src/content/assemble.js';

const text = (value: string, line: number) => ({ kind: 'text' as const, value, line });
function md(entry: string | undefined, title: string | undefined, content?: string): MarkdownAnalysis {
  const a: MarkdownAnalysis = { kind: 'markdown', fields: {}, rendered: content !== undefined, problems: [], linkWarnings: [] };
  if (entry) a.entry = text(entry, 2);
  if (title) a.fields.title = text(title, 3);
  if (content !== undefined) a.content = content;
  return a;
}
const statics = (values: [string, string, number][]): StaticAnalysis => ({
  kind: 'static',
  values: values.map(([key, value, line]) => ({ key, value, line })),
  problems: [],
});

function files(over: Partial<ContentFiles> = {}): ContentFiles {
  return {
    source: 'en',
    allLanguages: ['en', 'de'],
    scope: ['en', 'de'],
    files: new Map([
      ['en', { md: ['a.md', 'b.md', 'dup.md', 'none.md'], hasStatic: true }],
      ['de', { md: ['a.md', 'orphan.md', 'none.md', 'b.md'], hasStatic: true }],
    ]),
    shownRoot: 'content',
    ...over,
  };
}

const ANALYSES = new Map<string, FileResult>([
  ['en/a.md', md('article:1', 'A', '<p>a</p>')],
  ['en/b.md', md('collection:2', 'B')],
  ['en/dup.md', md('article:1', 'Dup', '<p>d</p>')],
  ['en/none.md', md(undefined, 'No entry')],
  ['en/_static.yaml', statics([['k', 'v', 1]])],
  ['de/a.md', md(undefined, 'A de', '<p>a de</p>')],
  ['de/orphan.md', md(undefined, 'Orphan')],
  ['de/none.md', md(undefined, 'None de')],
  ['de/b.md', md('collection:9', 'B de')],
  [
    'de/_static.yaml',
    statics([
      ['k', 'w', 1],
      ['extra', 'x', 2],
    ]),
  ],
]);

describe('identifySources and assemble (pure)', () => {
  it('finds each entry, the duplicate, the orphan, the mismatch and the unknown static key', () => {
    const c = files();
    const sources = identifySources(c, ANALYSES);
    expect([...sources.byRel]).toEqual([
      ['a.md', { entryId: 'article:1', type: 'article' }],
      ['b.md', { entryId: 'collection:2', type: 'collection' }],
      ['dup.md', null],
      ['none.md', null],
    ]);
    // translation bodies render exactly where the source's type pushes one
    expect(translationOptions(c, sources, 'a.md', 'de').render).toBe('always');
    expect(translationOptions(c, sources, 'b.md', 'de').render).toBe('never');
    expect(translationOptions(c, sources, 'orphan.md', 'de').render).toBe('never');

    const out = assemble(c, ANALYSES, sources);
    expect(out.pairs.map((p) => [p.entryId, p.language, p.fields])).toEqual([
      ['article:1', 'en', { title: 'A', content: '<p>a</p>' }],
      ['collection:2', 'en', { title: 'B' }],
      ['article:1', 'de', { title: 'A de', content: '<p>a de</p>' }],
      ['statictranslation:k', 'en', { value: 'v' }],
      ['statictranslation:k', 'de', { value: 'w' }],
    ]);
    expect(out.filesByEntry).toEqual({
      'article:1': ['en/a.md', 'de/a.md'],
      'collection:2': ['en/b.md', 'de/b.md'],
      'statictranslation:k': ['en/_static.yaml', 'de/_static.yaml'],
    });
    expect(out.sourceFiles).toEqual([
      { path: 'a.md', entryId: 'article:1', title: 'A' },
      { path: 'b.md', entryId: 'collection:2', title: 'B' },
    ]);
    expect(out.problems.map((p) => `${p.file}:${p.line ?? ''}: ${p.severity}: ${p.message}`).sort()).toEqual([
      'content/de/_static.yaml:2: warning: key "extra" is not in content/en/_static.yaml: skipped',
      'content/de/b.md:2: error: entry collection:9 does not match collection:2 of its source file content/en/b.md',
      'content/de/none.md:1: warning: its source file content/en/none.md names no entry: skipped',
      'content/de/orphan.md:1: warning: no source-language file content/en/orphan.md: skipped (a translation sits at the same path as its source)',
      'content/en/dup.md:2: error: entry article:1 is also claimed by content/en/a.md: one file per entry',
      'content/en/none.md:1: warning: no "entry" in front matter (e.g. entry: article:<id>): skipped',
    ]);
  });

  it('--only and --languages select pairs; filesByEntry still lists every file', () => {
    const c = files({ scope: ['de'], only: new Set(['a.md']) });
    const out = assemble(c, ANALYSES, identifySources(c, ANALYSES));
    expect(out.pairs.map((p) => `${p.entryId} ${p.language}`)).toEqual(['article:1 de']);
    expect(out.filesByEntry['article:1']).toEqual(['en/a.md', 'de/a.md']);
  });

  it('a read failure is reported on the file; its translations are not reported again', () => {
    const analyses = new Map(ANALYSES);
    analyses.set('en/a.md', {
      kind: 'read-failure',
      problem: { severity: 'error', message: 'it is a named pipe (FIFO): expected a regular file' },
    });
    const c = files();
    const out = assemble(c, analyses, identifySources(c, analyses));
    expect(out.problems.filter((p) => p.file?.endsWith('/a.md'))).toEqual([
      { severity: 'error', file: 'content/en/a.md', line: undefined, message: 'it is a named pipe (FIFO): expected a regular file' },
    ]);
    // en/dup.md is now the one file naming article:1; de/a.md follows en/a.md, which failed
    expect(out.pairs.filter((p) => p.entryId === 'article:1').map((p) => p.file)).toEqual(['en/dup.md']);
  });
});
