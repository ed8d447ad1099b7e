// The pure status planner and its output helpers, on plain data (expected values written out).
import { describe, expect, it } from 'vitest';
import { filesIn, parseStates, percentages, planStatus, type StatusInput } from '../../../src/status/plan.js';
import { bar, escapeControl, renderStatusMarkdown, shellQuote, statusDocument } from '../../../src/status/report.js';

const input = (over: Partial<StatusInput> = {}): StatusInput => ({
  sourceLanguage: 'en',
  languages: ['de'],
  sourcePages: ['a.md', 'b.md', 'c.md', 'new.md'],
  translations: new Map([['de', ['a.md', 'b.md', 'c.md', 'old.md', 'zz.md']]]),
  facts: new Map([
    ['de/a.md', { kind: 'compared', base: 'c1', changed: false }],
    ['de/b.md', { kind: 'compared', base: 'c1', changed: true }],
    ['de/c.md', { kind: 'no-base', reason: 'no k in the front matter', line: 2 }],
  ]),
  history: true,
  renames: new Map([['old.md', 'new.md']]),
  ...over,
});

describe('planStatus', () => {
  it('gives each page and translation exactly one state, sorted by path', () => {
    const r = planStatus(input());
    expect(r.files).toEqual([
      { file: 'de/a.md', language: 'de', source: 'en/a.md', state: 'current', base: 'c1' },
      { file: 'de/b.md', language: 'de', source: 'en/b.md', state: 'outdated', base: 'c1' },
      { file: 'de/c.md', language: 'de', source: 'en/c.md', state: 'no-base', reason: 'no k in the front matter', line: 2 },
      { file: 'de/new.md', language: 'de', source: 'en/new.md', state: 'missing' },
      { file: 'de/old.md', language: 'de', source: 'en/old.md', state: 'orphaned', renamedTo: 'en/new.md' },
      { file: 'de/zz.md', language: 'de', source: 'en/zz.md', state: 'orphaned' },
    ]);
    expect(r.languages).toEqual([{ language: 'de', sourcePages: 4, current: 1, outdated: 1, missing: 1, orphaned: 2, noBase: 1 }]);
    expect(percentages(r.languages[0]!)).toEqual({ translated: 50, upToDate: 25 });
    expect(filesIn(r, ['orphaned', 'missing']).map((f) => f.file)).toEqual(['de/new.md', 'de/old.md', 'de/zz.md']);
  });

  it('without history lists only missing and orphaned, and the other counts are unknown', () => {
    const r = planStatus(input({ history: false, facts: new Map() }));
    expect(r.files.map((f) => f.state)).toEqual(['missing', 'orphaned', 'orphaned']);
    expect(r.languages[0]).toEqual({
      language: 'de',
      sourcePages: 4,
      current: null,
      outdated: null,
      missing: 1,
      orphaned: 2,
      noBase: null,
    });
    expect(percentages(r.languages[0]!)).toEqual({ translated: 75, upToDate: null });
    expect(bar(r.languages[0]!)).toBe('▒'.repeat(15) + '░'.repeat(5));
  });

  it('floors percentages and draws current, outdated and the rest', () => {
    const l = { language: 'de', sourcePages: 1000, current: 999, outdated: 1, missing: 0, orphaned: 0, noBase: 0 };
    expect(percentages(l)).toEqual({ translated: 100, upToDate: 99 });
    expect(bar({ ...l, current: 500, outdated: 250 })).toBe('█'.repeat(10) + '▒'.repeat(5) + '░'.repeat(5));
  });

  it('parses state lists and refuses unknown names', () => {
    expect(parseStates(['outdated,missing', 'outdated', ' no-base '], '--fail-on')).toEqual(['outdated', 'missing', 'no-base']);
    expect(() => parseStates(['stale'], '--list')).toThrow(
      '--list: unknown state "stale" (use current, outdated, missing, orphaned, no-base)',
    );
  });
});

describe('status output', () => {
  it('prints the JSON document with exactly the issue-12 keys', () => {
    const doc = statusDocument(planStatus(input())) as { files: Record<string, unknown>[]; languages: Record<string, unknown>[] };
    expect(Object.keys(doc)).toEqual(['version', 'kind', 'sourceLanguage', 'languages', 'files']);
    expect(Object.keys(doc.languages[0]!)).toEqual(['language', 'sourcePages', 'current', 'outdated', 'missing', 'orphaned', 'noBase']);
    expect(doc.files[4]).toEqual({ file: 'de/old.md', language: 'de', source: 'en/old.md', state: 'orphaned' });
  });

  it('escapes control characters, workflow commands, shell words and Markdown', () => {
    expect(escapeControl('a\u001b[2Jb\nc\td\u009b')).toBe('a\\x1b[2Jb\\nc\\td\\x9b');
    expect(escapeControl('+x\n::error::boom\r\n', true)).toBe('+x\n ::error::boom\\r\n');
    expect(shellQuote("de/it's here.md")).toBe(`'de/it'\\''s here.md'`);
    expect(shellQuote('de/plain-name.md')).toBe('de/plain-name.md');
    const md = renderStatusMarkdown({ ...planStatus(input()), sourceLanguage: 'en|<b>' });
    expect(md).toContain('source: en&#124;&#60;b&#62;');
  });
});
