import { describe, expect, it } from 'vitest';
import type { OperationResult, Push, SyncPlan } from '../../../src/apply/types.js';
import { diffLines, htmlToLines } from '../../../src/report/diff.js';
import { githubAnnotations } from '../../../src/cli/github.js';
import { renderPlanMarkdown } from '../../../src/report/markdown.js';
import { planSummaryLine, renderPlan } from '../../../src/report/plan.js';
import { renderProblems, renderResults } from '../../../src/report/results.js';
import { formatCount, painter, plural, useColor } from '../../../src/report/text.js';

function push(language: string, file: string, changes: Push['changes'], fields?: Record<string, string>): Push {
  return {
    entryId: `article:${file}`,
    type: 'article',
    language,
    file,
    fields: fields ?? Object.fromEntries(changes.map((c) => [c.field, c.after])),
    remoteFingerprint: 'sha256:x',
    changes,
  };
}

function plan(over: Partial<SyncPlan> = {}): SyncPlan {
  return {
    kind: 'helpsync-plan',
    version: 4,
    createdAt: '2025-01-01T00:00:00.000Z',
    target: { baseUrl: 'https://api.example.com/v3', project: 'p1' },
    sourceLanguage: 'en',
    moves: [],
    languages: [],
    remoteOnly: { entries: 0, pairs: 0, fields: 0 },
    warnings: [],
    ...over,
  };
}

const many = (n: number, language: string): Push[] =>
  Array.from({ length: n }, (_, i) => push(language, `${language}/f${i}.md`, [{ field: 'title', before: 'a', after: 'b' }]));

const big = plan({
  moves: [
    {
      articleId: 'a1',
      ref: 'install.md',
      file: 'install.md',
      from: { id: 'c1', path: 'Getting started' },
      to: { id: 'c2', path: 'Docs/Setup' },
    },
    { articleId: 'a2', ref: 'article:a2', from: { id: 'c1', path: 'Getting started' }, to: { id: 'c3', path: 'Docs' } },
    { articleId: 'a3', ref: 'a3', from: { id: 'c1', path: 'X' }, to: { id: 'c3', path: 'Docs' } },
  ],
  languages: [
    { language: 'en', pushes: many(10, 'en'), unchanged: 250 },
    { language: 'de', pushes: many(32, 'de'), unchanged: 1000 },
    { language: 'fr', pushes: [], unchanged: 0 },
  ],
});

describe('planSummaryLine', () => {
  it('has the exact closing wording', () => {
    expect(planSummaryLine(big)).toBe('Plan: 42 to push (en 10, de 32), 3 to move, 1,250 unchanged.');
    expect(planSummaryLine(plan({ languages: [{ language: 'en', pushes: [], unchanged: 1234567 }] }))).toBe(
      'No changes. 1,234,567 unchanged.',
    );
    expect(planSummaryLine(plan({ moves: big.moves.slice(0, 1), languages: [{ language: 'en', pushes: [], unchanged: 5 }] }))).toBe(
      'Plan: 0 to push, 1 to move, 5 unchanged.',
    );
  });
  it('formats counts with fixed grouping', () => {
    expect([0, 999, 1000, 15000, 1234567].map(formatCount)).toEqual(['0', '999', '1,000', '15,000', '1,234,567']);
  });
});

describe('renderPlan', () => {
  const p = plan({
    moves: big.moves.slice(0, 1),
    languages: [
      {
        language: 'en',
        unchanged: 3,
        pushes: [
          push(
            'en',
            'en/install.md',
            [
              { field: 'title', before: 'Install', after: 'Install the widget' },
              {
                field: 'content',
                before: '<h1>Install</h1>\n<p>Paste the snippet.</p>\n<ul><li>one</li><li>two</li></ul>',
                after: '<h1>Install</h1>\n<p>Paste the <strong>new</strong> snippet.</p>\n<ul><li>one</li><li>two</li></ul>',
              },
            ],
            { title: 'Install the widget', description: 'Same', content: '<p>…</p>' },
          ),
        ],
      },
      { language: 'de', unchanged: 0, pushes: [push('de', 'de/install.md', [{ field: 'title', before: null, after: 'Installieren' }])] },
    ],
    remoteOnly: { entries: 2, pairs: 1, fields: 5 },
  });

  it('groups by language, names each file with a symbol and diffs each field', () => {
    expect(renderPlan(p, { color: false })).toBe(
      [
        'Moves (1):',
        '  → install.md: Getting started → Docs/Setup',
        '',
        'en: 1 to push, 3 unchanged',
        '  ~ en/install.md  article:en/install.md',
        '      title: "Install" → "Install the widget"',
        '      content: 1 removed, 1 added',
        '        - Paste the snippet.',
        '        + Paste the new snippet.',
        '',
        'de: 1 to push, 0 unchanged',
        '  + de/install.md  article:de/install.md (new translation)',
        '      title: (none) → "Installieren"',
        '',
        'Remote only (not in the repo, left as they are): 2 entries, 1 translation, 5 field values.',
        'Plan: 2 to push (en 1, de 1), 1 to move, 3 unchanged.',
        '',
      ].join('\n'),
    );
  });

  it('shows the plan’s reader-level diff of an HTML field in the terminal and the step summary', () => {
    const change = {
      field: 'content',
      before: '<ul><li>Starter</li><li>Growth</li></ul><p>Fragen? Schreiben Sie uns.</p>',
      after: '<ul>\n<li>Starter</li>\n<li>Growth</li>\n</ul>\n<p>Fragen? Rufen Sie uns an.</p>\n',
      diff: ['- <p>Fragen? Schreiben Sie uns.</p>', '+ <p>Fragen? Rufen Sie uns an.</p>'],
    };
    const p = plan({ languages: [{ language: 'de', pushes: [push('de', 'de/a.md', [change])], unchanged: 0 }] });
    const text = renderPlan(p, { color: false });
    expect(text).toContain(
      [
        '      content: 1 removed, 1 added',
        '        - <p>Fragen? Schreiben Sie uns.</p>',
        '        + <p>Fragen? Rufen Sie uns an.</p>',
      ].join('\n'),
    );
    const md = renderPlanMarkdown(p);
    expect(md).toContain('| `de/a.md` | `article:de/a.md` | content: 2 lines changed |');
    expect(md).toContain(['```diff', '- <p>Fragen? Schreiben Sie uns.</p>', '+ <p>Fragen? Rufen Sie uns an.</p>', '```'].join('\n'));
  });

  it('colours only when asked', () => {
    expect(renderPlan(p, { color: false })).not.toContain('\u001b[');
    expect(renderPlan(p, { color: true })).toContain('\u001b[');
  });

  it('says a dry run sent nothing, in the future tense', () => {
    const out = renderPlan(p, { color: false, dryRun: true });
    expect(out.trimEnd().split('\n').slice(-2)).toEqual([
      'Plan: 2 to push (en 1, de 1), 1 to move, 3 unchanged.',
      'Dry run: nothing was sent. Without --dry-run, helpsync will make these changes.',
    ]);
    expect(renderPlan(plan({ languages: [{ language: 'en', pushes: [], unchanged: 7 }] }), { color: false, dryRun: true })).toBe(
      'No changes. 7 unchanged.\n',
    );
  });

  it('keeps diffs bounded: long values are truncated and long HTML diffs cut', () => {
    const long = 'x'.repeat(500);
    const before = Array.from({ length: 50 }, (_, i) => `<p>line ${i}</p>`).join('\n');
    const after = Array.from({ length: 50 }, (_, i) => `<p>line ${i} changed</p>`).join('\n');
    const out = renderPlan(
      plan({
        languages: [
          {
            language: 'en',
            unchanged: 0,
            pushes: [
              push('en', 'en/a.md', [
                { field: 'title', before: long, after: 'y' },
                { field: 'content', before, after },
              ]),
            ],
          },
        ],
      }),
      { color: false },
    );
    expect(Math.max(...out.split('\n').map((l) => l.length))).toBeLessThanOrEqual(120);
    expect(out).toContain('content: 50 removed, 50 added');
    expect(out).toContain('… 94 more lines');
    const verbose = renderPlan(
      plan({ languages: [{ language: 'en', unchanged: 0, pushes: [push('en', 'en/a.md', [{ field: 'content', before, after }])] }] }),
      { color: false, verbose: true },
    );
    expect(verbose).toContain('… 60 more lines');
  });
});

describe('htmlToLines / diffLines', () => {
  it('turns HTML into readable lines', () => {
    expect(htmlToLines('<h2>Title</h2><p>A <a href="https://x">link</a> &amp; <img src="/i.png" alt=""></p><ul><li>one</li></ul>')).toEqual(
      ['## Title', 'A [link] & ![](/i.png)', '- one'],
    );
  });
  it('diffs by longest common subsequence', () => {
    expect(diffLines(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd', 'e'])).toEqual([
      { op: ' ', text: 'a' },
      { op: '-', text: 'b' },
      { op: '+', text: 'x' },
      { op: ' ', text: 'c' },
      { op: ' ', text: 'd' },
      { op: '+', text: 'e' },
    ]);
  });
});

describe('diffLines beyond the edit bound', () => {
  it('lists the differing middle as removed then added, keeping the common head and tail', () => {
    const before = ['same', ...Array.from({ length: 3000 }, (_, i) => `old ${i}`), 'end'];
    const after = ['same', ...Array.from({ length: 3000 }, (_, i) => `new ${i}`), 'end'];
    const ops = diffLines(before, after);
    expect(ops).toHaveLength(6002);
    expect(ops[0]).toEqual({ op: ' ', text: 'same' });
    expect(ops[1]).toEqual({ op: '-', text: 'old 0' });
    expect(ops[3001]).toEqual({ op: '+', text: 'new 0' });
    expect(ops[6001]).toEqual({ op: ' ', text: 'end' });
  });
});

describe('counts and colour', () => {
  it('one count format and one plural for every report', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(plural(1, 'survey')).toBe('1 survey');
    expect(plural(1250, 'entry', 'entries')).toBe('1,250 entries');
  });
  it('colours a terminal only, never with NO_COLOR, and a pipe with FORCE_COLOR', () => {
    expect(useColor({ isTTY: true }, {})).toBe(true);
    expect(useColor({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(useColor({ isTTY: true }, { NO_COLOR: '' })).toBe(true); // no-color.org: only a non-empty value counts
    expect(useColor({ isTTY: true }, { TERM: 'dumb' })).toBe(false);
    expect(useColor({ isTTY: false }, {})).toBe(false);
    expect(useColor({}, { FORCE_COLOR: '1' })).toBe(true);
    expect(useColor({}, { FORCE_COLOR: '0' })).toBe(false);
    expect(useColor({ isTTY: true }, { NO_COLOR: '1', FORCE_COLOR: '1' })).toBe(false);
  });
  it('paints with ANSI SGR codes only when colour is on', () => {
    expect(painter(true)('red', 'x')).toBe('\u001b[31mx\u001b[39m');
    expect(painter(true)('bold', 'x')).toBe('\u001b[1mx\u001b[22m');
    expect(painter(false)('red', 'x')).toBe('x');
  });
});

describe('renderPlanMarkdown', () => {
  it('has the summary line, one table per language and escapes table cells', () => {
    const md = renderPlanMarkdown(
      plan({
        moves: big.moves.slice(0, 1),
        languages: [
          {
            language: 'en',
            unchanged: 1,
            pushes: [
              push('en', 'en/a|b.md', [
                { field: 'title', before: 'x | y', after: 'z' },
                { field: 'content', before: null, after: '<p>a</p>' },
              ]),
            ],
          },
        ],
        warnings: [{ severity: 'warning', file: 'content/en/x.md', line: 3, message: 'link to a local Markdown file' }],
      }),
    );
    expect(md).toBe(
      [
        '## helpsync plan',
        '',
        '**Plan: 1 to push (en 1), 1 to move, 1 unchanged.**',
        '',
        'Target: `https://api.example.com/v3`, project `p1`',
        '',
        '### Moves (1)',
        '',
        '| Article | From | To |',
        '| --- | --- | --- |',
        '| `install.md` | Getting started | Docs/Setup |',
        '',
        '### en: 1 to push',
        '',
        '| File | Entry | Changes |',
        '| --- | --- | --- |',
        '| `en/a\\|b.md` | `article:en/a\\|b.md` | title: "x \\| y" → "z"; content: new |',
        '',
        '<details><summary>1 warning</summary>',
        '',
        '- 1 link warning in 1 file',
        '  - content/en/x.md:3: warning: link to a local Markdown file',
        '',
        '</details>',
        '',
        '',
      ].join('\n'),
    );
  });
});

describe('githubAnnotations', () => {
  it('formats errors and warnings with file and line, escaping what GitHub requires', () => {
    expect(
      githubAnnotations([
        { severity: 'error', file: 'content/en/a,b.md', line: 3, message: 'bad\nthing 100%' },
        { severity: 'warning', file: 'content/de/x.md', message: 'w' },
        { severity: 'error', message: 'no file' },
      ]),
    ).toEqual(['::error file=content/en/a%2Cb.md,line=3::bad%0Athing 100%25', '::warning file=content/de/x.md::w', '::error::no file']);
  });
});

describe('renderProblems / renderResults', () => {
  it('lists problems and counts them', () => {
    expect(
      renderProblems(
        [
          { severity: 'error', file: 'content/en/a.md', line: 2, message: 'boom' },
          { severity: 'warning', file: 'content/en/b.md', message: 'hmm' },
        ],
        { color: false },
      ),
    ).toBe('content/en/a.md:2: error: boom\ncontent/en/b.md: warning: hmm\n1 error, 1 warning.\n');
  });

  it('counts every status and lists every pair that did not succeed with its file and reason', () => {
    const results: OperationResult[] = [
      { kind: 'push', entryId: 'article:a', language: 'en', file: 'en/a.md', status: 'done' },
      { kind: 'push', entryId: 'article:b', language: 'de', file: 'de/b.md', status: 'failed', reason: '400 Bad Request: unknown field' },
      { kind: 'push', entryId: 'article:c', language: 'de', file: 'de/c.md', status: 'refused', reason: 'remote changed since the plan' },
      { kind: 'move', articleId: 'x', ref: 'x.md', file: 'x.md', from: 'c1', to: 'c2', status: 'skipped', reason: 'interrupted' },
    ];
    expect(renderResults(results)).toBe(
      [
        '  failed  de/b.md  article:b (de): 400 Bad Request: unknown field',
        '  refused de/c.md  article:c (de): remote changed since the plan',
        '  skipped move x.md: c1 → c2: interrupted',
        'Applied 3 pushes and 1 move: 1 done, 1 failed, 1 refused, 1 skipped.',
        '',
      ].join('\n'),
    );
  });
});
