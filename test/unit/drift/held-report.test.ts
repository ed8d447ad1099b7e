// The held fields in the text plan and the step summary: every part named, platform text
// escaped so that it can neither break a line, fake a workflow command nor inject markup.
import { describe, expect, it } from 'vitest';
import { renderHeld, renderHeldMarkdown } from '../../../src/drift/report.js';
import type { SyncPlan } from '../../../src/apply/types.js';

function plan(remote: string, field = 'title'): SyncPlan {
  return {
    kind: 'helpsync-plan',
    version: 4,
    createdAt: '2026-01-01T00:00:00.000Z',
    target: { baseUrl: 'http://x', project: 'p' },
    sourceLanguage: 'en',
    moves: [],
    languages: [
      {
        language: 'de',
        pushes: [],
        unchanged: 0,
        held: [
          {
            entryId: 'article:1',
            type: 'article',
            language: 'de',
            file: 'de/a|b.md',
            field,
            local: field === 'content' ? '<p>Repo line</p>' : 'Repo title',
            remote,
            reason: 'edited on the platform',
            remoteFingerprint: 'fp',
          },
        ],
      },
    ],
    remoteOnly: { entries: 0, pairs: 0, fields: 0 },
    warnings: [],
  };
}

describe('held fields report', () => {
  it('text: file, entry, language, field, reason and platform vs repo, control characters escaped', () => {
    const text = renderHeld(plan('Fixed\u001b[31m title\n::error::x'), { color: false });
    expect(text).toBe(
      'Held: 1 field changed on the platform, not pushed\n' +
        '  (`helpsync pull --drifted` takes them into the repo; `--force` pushes the repo over them)\n' +
        '  ! de/a|b.md  article:1 (de) title: edited on the platform\n' +
        '      platform: "Fixed\\u001b[31m title ::error::x"\n' +
        '      repo:     "Repo title"\n\n',
    );
    expect(renderHeld({ ...plan('x'), languages: [] }, { color: false })).toBe('');
  });

  it('HTML fields show a line diff of their text', () => {
    const text = renderHeld(plan('<p>Platform line</p>', 'content'), { color: false });
    expect(text).toContain('      platform "Platform line"\n      repo     "Repo line"\n');
  });

  it('step summary: a table row with cells escaped (pipes, markup, workflow commands)', () => {
    const md = renderHeldMarkdown(plan('<b>x</b> | ::warning::'));
    expect(md).toContain('### Held: 1 edited on the platform (not pushed)');
    expect(md).toContain(
      '| de/a\\|b.md | article:1 | de | title | edited on the platform | platform: "&lt;b&gt;x&lt;/b&gt; \\| :&#58;warning:&#58;"',
    );
  });
});
