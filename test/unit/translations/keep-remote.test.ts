// What a sync keeps of the listing as it streams (src/translations/keep-remote.ts): the remote text of an
// unchanged pair is replaced by the local text, a language without a local pair keeps only which
// fields it has, and a changed pair keeps every remote value. Expected entries are written down,
// and the plan made from what is kept must be the plan made from the whole listing.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toRichTextHtml } from '../../../src/html/richtext.js';
import type { LocalContent, LocalPair } from '../../../src/content/types.js';
import type { RemoteEntry } from '../../../src/model.js';
import { planSync } from '../../../src/translations/plan.js';
import { RELEASED, remoteKeeper } from '../../../src/translations/keep-remote.js';

const BODY = '<p>Hello <b>world</b> and <a href="https://x.org" title="X">a link</a>.<br/></p>\n';

function pair(id: string, language: string, fields: Record<string, string>): LocalPair {
  return { entryId: `article:${id}`, type: 'article', language, file: `${language}/${id}.md`, fields };
}

function local(pairs: LocalPair[]): LocalContent {
  return {
    contentDir: path.resolve('/repo/content'),
    sourceLanguage: 'en',
    languages: ['en', 'de', 'fr'],
    pairs,
    sourceFiles: [],
    filesByEntry: Object.fromEntries(pairs.map((p) => [p.entryId, [p.file]])),
    warnings: [],
    errors: [],
  };
}

const PAIRS = [
  // in sync, the platform's body re-serialised (rich-text form): equal, not byte for byte
  pair('a', 'en', { title: 'A', content: BODY }),
  // changed title
  pair('a', 'de', { title: 'A (neu)', content: BODY }),
  // blank body locally, content on the platform: reported, so the remote body is kept
  pair('b', 'en', { title: 'B', content: '<!-- todo -->' }),
];

const REMOTE: RemoteEntry[] = [
  {
    id: 'article:a',
    type: 'article',
    fields: {
      title: { en: 'A', de: 'A (alt)', fr: 'A (fr)', ja: 'A (ja)' },
      content: { en: toRichTextHtml(BODY), de: toRichTextHtml(BODY), fr: '<p>fr</p>' },
      // a field the repo does not give: counted as remote only
      labels: { en: 'x' },
    },
  },
  { id: 'article:b', type: 'article', fields: { title: { en: 'B' }, content: { en: '<p>old body</p>' } } },
  // an entry the repo does not mention
  { id: 'article:z', type: 'article', fields: { title: { en: 'Z', de: 'Z (de)' } } },
];

describe('remoteKeeper', () => {
  it('keeps the remote text only where the plan needs it', () => {
    expect(toRichTextHtml(BODY)).not.toBe(BODY);
    const keep = remoteKeeper(PAIRS);
    expect(REMOTE.map(keep)).toEqual([
      {
        id: 'article:a',
        type: 'article',
        fields: {
          title: { en: 'A', de: 'A (alt)', fr: '', ja: '' },
          content: { en: BODY, de: toRichTextHtml(BODY), fr: '' },
          labels: { en: '' },
        },
      },
      { id: 'article:b', type: 'article', fields: { title: { en: 'B' }, content: { en: '<p>old body</p>' } } },
      { id: 'article:z', type: 'article', fields: { title: { en: '', de: '' } } },
    ]);
  });

  it('does not change the entries it is given', () => {
    const copy = structuredClone(REMOTE);
    REMOTE.map(remoteKeeper(PAIRS));
    expect(REMOTE).toEqual(copy);
  });

  it('gives the plan the whole listing gives', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const target = { baseUrl: 'https://h.example/v3', project: 'p' };
    const whole = planSync({ local: local(PAIRS), remote: REMOTE, target, now });
    const kept = planSync({ local: local(PAIRS), remote: REMOTE.map(remoteKeeper(PAIRS)), target, now });
    expect(kept).toEqual(whole);
    // and that plan, written down: one push (de), one unchanged pair (en), one blank body (whose
    // remote body counts as a remote-only field, beside labels)
    const de = whole.plan.languages.find((l) => l.language === 'de')!;
    expect(de.pushes.map((p) => [p.entryId, p.changes.map((c) => [c.field, c.before, c.after])])).toEqual([
      ['article:a', [['title', 'A (alt)', 'A (neu)']]],
    ]);
    expect(whole.plan.languages.find((l) => l.language === 'en')!.unchanged).toBe(2);
    expect(whole.plan.blankBodies).toEqual([{ entryId: 'article:b', language: 'en', file: 'en/b.md' }]);
    expect(whole.plan.remoteOnly).toEqual({ entries: 1, pairs: 2, fields: 2 });
  });

  it('keeps a key given by two files whole', () => {
    const twice = [pair('a', 'en', { title: 'A', content: BODY }), { ...pair('a', 'en', { title: 'A', content: BODY }), file: 'en/a2.md' }];
    expect(remoteKeeper(twice)(REMOTE[0]!).fields.content!.en).toBe(toRichTextHtml(BODY));
  });

  it('with release, drops an unchanged pair’s text on both sides and still gives the same plan', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const target = { baseUrl: 'https://h.example/v3', project: 'p' };
    const whole = planSync({ local: local(structuredClone(PAIRS)), remote: REMOTE, target, now });
    const pairs = structuredClone(PAIRS);
    const kept = REMOTE.map(remoteKeeper(pairs, undefined, { release: true }));
    // the unchanged pair (a, en) holds the marker in place of its text, and so does its remote side
    expect(pairs.map((p) => p.fields)).toEqual([
      { title: RELEASED, content: RELEASED },
      { title: 'A (neu)', content: BODY },
      { title: 'B', content: '<!-- todo -->' },
    ]);
    expect(kept[0]!.fields).toEqual({
      title: { en: RELEASED, de: 'A (alt)', fr: '', ja: '' },
      content: { en: RELEASED, de: toRichTextHtml(BODY), fr: '' },
      labels: { en: '' },
    });
    expect(planSync({ local: local(pairs), remote: kept, target, now })).toEqual(whole);
  });
});
