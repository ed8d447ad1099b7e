// The warnings grouping (report/warnings.ts, report/warning-kinds.ts) and its GitHub annotations:
// one headline per kind with its count, files and examples; each warning once; one annotation per
// kind, at most ten in a run.
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../src/model.js';
import { groupWarnings, renderWarningGroup, withWarningKinds } from '../../../src/report/warnings.js';
import { WARNING_KINDS, warningKindOf } from '../../../src/report/warning-kinds.js';
import { groupedWarningAnnotations, MAX_WARNING_ANNOTATIONS } from '../../../src/cli/github.js';

const w = (file: string | undefined, line: number, message: string, kind?: string): Problem => ({
  severity: 'warning',
  ...(file ? { file } : {}),
  line,
  message,
  ...(kind ? { kind } : {}),
});
const tpl = (file: string, line: number): Problem => w(file, line, `template syntax "{{% x ${line} %}}" outside code is pushed as text`);

describe('groupWarnings', () => {
  it('counts warnings and files per kind, each warning once, kinds in the table order', () => {
    const problems = [
      w('en/a.md', 1, 'no source-language file en/a.md: skipped (a translation sits at the same path as its source)'),
      tpl('en/a.md', 3),
      tpl('en/a.md', 9),
      tpl('en/b.md', 2),
      tpl('en/b.md', 2), // the same one again
      tpl('de/c.md', 4),
      { severity: 'error', file: 'en/z.md', message: 'broken' } as Problem,
    ];
    const groups = groupWarnings(problems);
    expect(groups.map((g) => [g.kind, g.warnings.length, g.files])).toEqual([
      ['template-syntax', 4, 3],
      ['no-source', 1, 1],
    ]);
    expect(renderWarningGroup(groups[0]!, 'summary')).toEqual([
      '4 template-syntax warnings in 3 files (--warnings all lists them), e.g.:',
      '  en/a.md:3: warning: template syntax "{{% x 3 %}}" outside code is pushed as text',
      '  en/a.md:9: warning: template syntax "{{% x 9 %}}" outside code is pushed as text',
      '  en/b.md:2: warning: template syntax "{{% x 2 %}}" outside code is pushed as text',
    ]);
    expect(renderWarningGroup(groups[0]!, 'all')).toHaveLength(5);
    expect(renderWarningGroup(groups[1]!, 'summary')[0]).toBe('1 no-source warning in 1 file:');
  });

  it('takes a kind a source names; an unknown name or an unmatched message is "other"', () => {
    expect(warningKindOf(w('a.md', 1, 'anything', 'template-syntax'))).toBe('template-syntax');
    expect(warningKindOf(w('a.md', 1, 'something new', 'no-such-kind'))).toBe('other');
    expect(new Set(WARNING_KINDS.map((k) => k.id)).size).toBe(WARNING_KINDS.length);
    expect(withWarningKinds([tpl('a.md', 1), tpl('a.md', 1)])).toEqual([{ ...tpl('a.md', 1), kind: 'template-syntax' }]);
  });
});

describe('groupedWarningAnnotations', () => {
  it('is one ::warning per kind at its first warning, with the count and examples', () => {
    const lines = groupedWarningAnnotations(
      groupWarnings([tpl('en/a.md', 3), tpl('en/b.md', 2), w(undefined, 1, 'content is not in a Git work tree: x')]),
    );
    expect(lines).toEqual([
      // the toolkit's escape: % as %25
      '::warning file=en/a.md,line=3::2 template-syntax warnings in 2 files, e.g. en/a.md:3: warning: template syntax "{{%25 x 3 %25}}" outside code is pushed as text; en/b.md:2: warning: template syntax "{{%25 x 2 %25}}" outside code is pushed as text',
      '::warning::content is not in a Git work tree: x',
    ]);
  });

  it('never makes more than ten, the last counting the kinds left out', () => {
    // twelve kinds, each named by its source
    const kinds = WARNING_KINDS.slice(0, 12).map((k) => k.id);
    const lines = groupedWarningAnnotations(
      groupWarnings(kinds.flatMap((k, i) => [w(`f${i}.md`, 1, `m${i}`, k), w(`g${i}.md`, 1, `n${i}`, k)])),
    );
    expect(lines).toHaveLength(MAX_WARNING_ANNOTATIONS);
    expect(lines[9]).toBe(`::warning::6 more warnings of 3 more kinds (${kinds.slice(9).join(', ')}): see the log`);
  });
});

describe('the no-scope warning', () => {
  it('is its own kind, "scope", both as the source names it and by its words alone', async () => {
    const { unscopedWarning } = await import('../../../src/config/scope.js');
    const { runtime } = await import('../../../src/util/runtime.js');
    const config = { configPath: `${runtime().cwd()}/config/helpsync.yaml` } as Parameters<typeof unscopedWarning>[0];
    const [warning] = unscopedWarning(config);
    expect(warning?.kind).toBe('scope');
    expect(groupWarnings([warning!]).map((g) => [g.kind, g.warnings.length])).toEqual([['scope', 1]]);
    // the same words without a kind (before, this fell to "other")
    expect(warningKindOf({ message: warning!.message })).toBe('scope');
    expect(warningKindOf({ message: 'no source-language file en/a.md: skipped' })).toBe('no-source');
  });
});
