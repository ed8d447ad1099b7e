// The pure side of drift protection: the classifier, holding fields in a plan, forcing
// them back, and what a committed version could have pushed. Expected values are written down here.
import { describe, expect, it } from 'vitest';
import { classifyField, driftHash, HELD_EDITED, HELD_RENDERING, type HeldReason } from '../../../src/drift/classify.js';
import { fieldKey, forceHeld, holdFields } from '../../../src/drift/hold.js';
import { candidatesFor, markdownVersionValues, staticVersionValues } from '../../../src/drift/versions.js';
import type { SyncPlan } from '../../../src/apply/types.js';

const enc = (s: string) => new TextEncoder().encode(s);

describe('classifyField', () => {
  it('an absent platform value is known', () => {
    expect(classifyField({ field: 'title', remote: undefined, local: 'A', candidates: [] })).toEqual({ held: false });
  });

  it('a platform value equal to a past version is known; the walk stops at the first match', () => {
    const seen: string[] = [];
    function* versions() {
      for (const v of ['Newer', 'Old title', 'Oldest']) {
        seen.push(v);
        yield v;
      }
    }
    expect(classifyField({ field: 'title', remote: ' Old title ', local: 'Now', candidates: versions() })).toEqual({ held: false });
    expect(seen).toEqual(['Newer', 'Old title']);
  });

  it('a value no version explains is held as edited on the platform', () => {
    expect(classifyField({ field: 'title', remote: 'Fixed typo', local: 'Fixd typo', candidates: ['Fixd typo', 'Older'] })).toEqual({
      held: true,
      reason: HELD_EDITED,
    });
  });

  it('HTML compares semantically (the platform re-serialisation is the same value)', () => {
    const r = classifyField({
      field: 'content',
      remote: '<p>Hello <b>world</b></p>',
      local: '<p>New</p>',
      candidates: ['<p>Hello <strong>world</strong></p>\n'],
    });
    expect(r).toEqual({ held: false });
  });

  it('same text with other markup: rendering change likely', () => {
    const r = classifyField({
      field: 'content',
      remote: '<div><p>Note: careful</p></div>',
      local: '<p>New</p>',
      candidates: ['<blockquote><p>Note: careful</p></blockquote>'],
    });
    expect(r).toEqual({ held: true, reason: HELD_RENDERING });
  });

  it('what helpsync last pushed is known by its hash', () => {
    const pushedHash = driftHash('content', '<p>Pushed by an older helpsync</p>');
    expect(
      classifyField({ field: 'content', remote: '<p>Pushed by an older helpsync</p>', local: '<p>x</p>', candidates: [], pushedHash }),
    ).toEqual({ held: false });
    expect(classifyField({ field: 'content', remote: '<p>Edited</p>', local: '<p>x</p>', candidates: [], pushedHash }).held).toBe(true);
  });

  it('the refs hook reads each value from its own file: the pair file for the platform and local values, each candidate its version path', () => {
    const calls: string[] = [];
    // a stand-in for content/links-canonical.ts (tested in drift-canon.test.ts): `here` becomes the file it is read from
    const refs = (html: string, file: string) => {
      calls.push(file);
      return html.replace('here', file);
    };
    const r = classifyField({
      field: 'content',
      remote: '<p>en/old.md</p>',
      local: '<p>here!</p>',
      file: 'en/new.md',
      candidates: ['<p>here</p>', { value: '<p>here</p>', file: 'en/old.md' }],
      canon: { refs },
    });
    expect(r).toEqual({ held: false });
    expect(calls).toEqual(['en/new.md', 'en/new.md', 'en/new.md', 'en/old.md']);
    // plain-text fields never go through it
    expect(classifyField({ field: 'title', remote: 'here', local: 'x', file: 'en/a.md', candidates: [], canon: { refs } }).held).toBe(true);
    expect(calls).toHaveLength(4);
  });
});

function plan(): SyncPlan {
  return {
    kind: 'helpsync-plan',
    version: 4,
    createdAt: '2026-01-01T00:00:00.000Z',
    target: { baseUrl: 'http://x', project: 'p' },
    sourceLanguage: 'en',
    moves: [],
    languages: [
      {
        language: 'en',
        unchanged: 3,
        held: [],
        pushes: [
          {
            entryId: 'article:1',
            type: 'article',
            language: 'en',
            file: 'en/a.md',
            fields: { title: 'T repo', content: '<p>body repo</p>' },
            remoteFingerprint: 'fp1',
            changes: [
              { field: 'title', before: 'T platform', after: 'T repo' },
              { field: 'content', before: '<p>body old</p>', after: '<p>body repo</p>' },
            ],
          },
          {
            entryId: 'article:2',
            type: 'article',
            language: 'en',
            file: 'en/b.md',
            fields: { title: 'B' },
            remoteFingerprint: 'fp2',
            changes: [{ field: 'title', before: 'B edited', after: 'B' }],
          },
        ],
      },
    ],
    remoteOnly: { entries: 0, pairs: 0, fields: 0 },
    warnings: [],
  };
}

describe('holdFields / forceHeld', () => {
  const held = new Map<string, HeldReason>([
    [fieldKey('article:1', 'en', 'title'), HELD_EDITED],
    [fieldKey('article:2', 'en', 'title'), HELD_EDITED],
  ]);

  it('a held title never holds back the body; a push left with nothing goes', () => {
    const out = holdFields(plan(), held);
    const lp = out.languages[0]!;
    expect(lp.pushes).toHaveLength(1);
    expect(lp.pushes[0]!.fields).toEqual({ content: '<p>body repo</p>' });
    expect(lp.pushes[0]!.changes.map((c) => c.field)).toEqual(['content']);
    expect(lp.held!.map((h) => [h.entryId, h.field, h.local, h.remote, h.reason])).toEqual([
      ['article:1', 'title', 'T repo', 'T platform', HELD_EDITED],
      ['article:2', 'title', 'B', 'B edited', HELD_EDITED],
    ]);
  });

  it('forcing puts held fields back: into the pair push, or a push of their own', () => {
    const out = forceHeld(holdFields(plan(), held), (h) => h.entryId === 'article:2');
    const lp = out.languages[0]!;
    expect(lp.held!.map((h) => h.entryId)).toEqual(['article:1']);
    expect(lp.pushes.map((p) => [p.entryId, p.fields, p.remoteFingerprint])).toEqual([
      ['article:1', { content: '<p>body repo</p>' }, 'fp1'],
      ['article:2', { title: 'B' }, 'fp2'],
    ]);
    const all = forceHeld(holdFields(plan(), held), () => true);
    expect(all.languages[0]!.pushes[0]!.fields).toEqual({ content: '<p>body repo</p>', title: 'T repo' });
    expect(all.languages[0]!.held).toEqual([]);
  });
});

describe('version values', () => {
  it('a Markdown version gives its front matter fields and its rendered body', () => {
    const v = markdownVersionValues(enc('---\ntitle: "  Install "\nentry: article:1\ndescription: ~\n---\n# Hi\n\nText *em*\n'));
    expect(v.title).toEqual(['Install']);
    // no description in the front matter: the body's text could have been pushed as one (sectionPages: description)
    expect(v.description).toEqual(['Hi Text em']);
    expect(v.content).toEqual(['<h1>Hi</h1>\n<p>Text <em>em</em></p>\n']);
    expect(candidatesFor(v, 'title', undefined)).toEqual(['Install']);
  });

  it("a Markdown version's front matter description is its only description; a body over 500 characters gives none", () => {
    expect(markdownVersionValues(enc('---\ndescription: Short\n---\nLong body.\n')).description).toEqual(['Short']);
    expect(markdownVersionValues(enc(`---\ntitle: T\n---\n${'x'.repeat(501)}\n`)).description).toBeUndefined();
  });

  it('a static version gives each key; a static pair reads its own key', () => {
    const v = staticVersionValues(enc('widget:\n  title: Help\nplain: Hello\n'));
    expect(candidatesFor(v, 'value', 'widget.title')).toEqual(['Help']);
    expect(candidatesFor(v, 'value', 'missing')).toEqual([]);
  });

  it('a version that is not UTF-8 explains nothing', () => {
    expect(markdownVersionValues(new Uint8Array([0xff, 0xfe, 0x00]))).toEqual({});
  });
});
