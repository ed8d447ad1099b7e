import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toRichTextHtml } from '../../../src/html/richtext.js';
import type { LocalContent, LocalPair } from '../../../src/content/types.js';
import type { RemoteEntry } from '../../../src/model.js';
import { fingerprintRemote, isPairStale } from '../../../src/apply/fingerprint.js';
import { planSync } from '../../../src/translations/plan.js';
import { planHasChanges } from '../../../src/apply/plan-totals.js';
import { PLAN_KIND, PLAN_VERSION } from '../../../src/apply/types.js';

const CONTENT = path.resolve('/repo/content');
const target = { baseUrl: 'http://127.0.0.1:1/v3', project: 'p1' };
const now = new Date('2025-01-02T03:04:05.000Z');

function local(pairs: LocalPair[], extra: Partial<LocalContent> = {}): LocalContent {
  const filesByEntry: Record<string, string[]> = {};
  for (const p of pairs) (filesByEntry[p.entryId] ??= []).push(p.file);
  return {
    contentDir: CONTENT,
    sourceLanguage: 'en',
    languages: [...new Set(['en', ...pairs.map((p) => p.language)])],
    pairs,
    sourceFiles: [],
    filesByEntry,
    warnings: [],
    errors: [],
    ...extra,
  };
}

const HTML =
  '<h1>Install</h1>\n<p>Paste the <b>snippet</b> into <a href="https://x.org" title="X">your page</a>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<p>It&#39;s <br/>done.</p>\n';

function article(language: string, fields: Record<string, string>, id = 'a1'): LocalPair {
  return { entryId: `article:${id}`, type: 'article', language, file: `${language}/install-${id}.md`, fields };
}

const remoteA1: RemoteEntry = {
  id: 'article:a1',
  type: 'article',
  fields: {
    title: { en: 'Install', de: 'Installieren', ja: 'インストール' },
    description: { en: 'Five minutes.' },
    content: { en: toRichTextHtml(HTML), de: '<p>Alt</p>' },
  },
};

describe('planSync', () => {
  it('pushes exactly the pairs that differ, with all their local fields', () => {
    const { plan, problems } = planSync({
      local: local([
        article('en', { title: 'Install', description: 'Five minutes.', content: HTML }),
        article('de', { title: 'Installieren', content: '<p>Neu</p>\n' }),
      ]),
      remote: [remoteA1],
      target,
      now,
    });
    expect(problems).toEqual([]);
    expect(plan.kind).toBe(PLAN_KIND);
    expect(plan.version).toBe(PLAN_VERSION);
    expect(plan.createdAt).toBe('2025-01-02T03:04:05.000Z');
    expect(plan.target).toEqual(target);
    expect(plan.languages.map((l) => [l.language, l.pushes.length, l.unchanged])).toEqual([
      ['en', 0, 1],
      ['de', 1, 0],
    ]);
    expect(plan.languages[1]!.pushes).toEqual([
      {
        entryId: 'article:a1',
        type: 'article',
        language: 'de',
        file: 'de/install-a1.md',
        fields: { title: 'Installieren', content: '<p>Neu</p>\n' },
        remoteFingerprint: fingerprintRemote(remoteA1, 'de'),
        changes: [{ field: 'content', before: '<p>Alt</p>', after: '<p>Neu</p>\n', diff: ['- <p>Alt</p>', '+ <p>Neu</p>'] }],
      },
    ]);
  });

  it('shows a one-sentence change against the platform’s re-serialisation as that one line (diff)', () => {
    const de =
      '<p>Wählen Sie einen Tarif.</p>\n<ul>\n<li>Starter</li>\n<li>Growth</li>\n<li>Business</li>\n</ul>\n<p>Fragen? Schreiben Sie uns.</p>\n';
    const remote: RemoteEntry = { id: 'article:a1', type: 'article', fields: { content: { de: toRichTextHtml(de) } } };
    const edited = de.replace('Fragen? Schreiben Sie uns.', 'Fragen? Rufen Sie uns an.');
    const { plan } = planSync({ local: local([article('de', { content: edited })]), remote: [remote], target, now });
    expect(plan.languages.flatMap((l) => l.pushes.flatMap((p) => p.changes.map((c) => c.diff)))).toEqual([
      ['- <p>Fragen? Schreiben Sie uns.</p>', '+ <p>Fragen? Rufen Sie uns an.</p>'],
    ]);
  });

  it('treats the rich-text re-serialisation of the same HTML as unchanged, and a changed word as changed', () => {
    const same = planSync({ local: local([article('en', { content: HTML })]), remote: [remoteA1], target, now });
    expect(same.plan.languages[0]!.pushes).toEqual([]);
    expect(same.plan.languages[0]!.unchanged).toBe(1);
    const edited = planSync({
      local: local([article('en', { content: HTML.replace('snippet', 'snippets') })]),
      remote: [remoteA1],
      target,
      now,
    });
    expect(edited.plan.languages[0]!.pushes.map((p) => p.changes.map((c) => c.field))).toEqual([['content']]);
    const link = planSync({
      local: local([article('en', { content: HTML.replace('https://x.org', 'https://y.org') })]),
      remote: [remoteA1],
      target,
      now,
    });
    expect(link.plan.languages[0]!.pushes).toHaveLength(1);
  });

  it('compares plain text exactly after trimming', () => {
    const r: RemoteEntry = { id: 'statictranslation:k', type: 'statictranslation', fields: { value: { en: ' Help \n', de: 'hilfe' } } };
    const pairs: LocalPair[] = [
      {
        entryId: 'statictranslation:k',
        type: 'statictranslation',
        language: 'en',
        file: 'en/_static.yaml',
        line: 1,
        fields: { value: 'Help' },
      },
      {
        entryId: 'statictranslation:k',
        type: 'statictranslation',
        language: 'de',
        file: 'de/_static.yaml',
        line: 1,
        fields: { value: 'Hilfe' },
      },
    ];
    const { plan } = planSync({ local: local(pairs), remote: [r], target, now });
    expect(plan.languages.map((l) => l.pushes.map((p) => p.changes))).toEqual([
      [],
      [[{ field: 'value', before: 'hilfe', after: 'Hilfe' }]],
    ]);
  });

  it('a missing remote value is a change with before null', () => {
    const { plan } = planSync({ local: local([article('fr', { title: 'Installer' })]), remote: [remoteA1], target, now });
    expect(plan.languages.map((l) => l.language)).toEqual(['en', 'fr']);
    expect(plan.languages[1]!.pushes[0]!.changes).toEqual([{ field: 'title', before: null, after: 'Installer' }]);
    expect(plan.languages[1]!.pushes[0]!.remoteFingerprint).toBe(fingerprintRemote(undefined, 'fr'));
  });

  it('never clears: remote-only entries, languages and fields are counted, not pushed', () => {
    const other: RemoteEntry = { id: 'article:zz', type: 'article', fields: { title: { en: 'Elsewhere' } } };
    const { plan } = planSync({
      local: local([article('en', { title: 'Install!' }), article('de', { title: 'Installieren' })]),
      remote: [remoteA1, other],
      target,
      now,
    });
    // en push carries only the title; description and content stay as they are
    expect(plan.languages[0]!.pushes[0]!.fields).toEqual({ title: 'Install!' });
    // zz is not in the repo; ja is a language the repo does not have for a1; en description+content, de content
    expect(plan.remoteOnly).toEqual({ entries: 1, pairs: 1, fields: 3 });
  });

  it('a blank body (comments aside) is never pushed; with platform content there it is listed, not a change', () => {
    const { plan } = planSync({
      local: local([
        article('en', { title: 'Install', description: 'Five minutes.', content: '<!-- draft -->\n<!-- later -->' }),
        article('de', { title: 'Installieren' }),
        article('fr', { title: 'Installer' }),
      ]),
      remote: [{ ...remoteA1, fields: { ...remoteA1.fields, title: { ...remoteA1.fields.title, fr: 'Installer' } } }],
      target,
      now,
    });
    // en: the comment-only body is blank, title and description equal: nothing to push
    expect(plan.languages.flatMap((l) => l.pushes)).toEqual([]);
    // fr has no platform content: nothing to list
    expect(plan.blankBodies).toEqual([
      { entryId: 'article:a1', language: 'de', file: 'de/install-a1.md' },
      { entryId: 'article:a1', language: 'en', file: 'en/install-a1.md' },
    ]);
    expect(planHasChanges(plan)).toBe(false);
  });

  it('orders languages source first, then sorted, and pushes by file', () => {
    const { plan } = planSync({
      local: local([
        article('fr', { title: 'b' }, 'b'),
        article('de', { title: 'x' }),
        article('fr', { title: 'a' }),
        article('en', { title: 'e' }),
      ]),
      remote: [remoteA1, { id: 'article:b', type: 'article', fields: {} }],
      target,
      now,
    });
    expect(plan.languages.map((l) => l.language)).toEqual(['en', 'de', 'fr']);
    expect(plan.languages[2]!.pushes.map((p) => p.file)).toEqual(['fr/install-a1.md', 'fr/install-b.md']);
  });

  it('passes moves and the layout summary through, and keeps the loader warnings', () => {
    const move = {
      articleId: 'a1',
      ref: 'install.md',
      file: 'install.md',
      from: { id: 'c1', path: 'Getting started' },
      to: { id: 'c2', path: 'Docs/Setup' },
    };
    const warning = { severity: 'warning' as const, file: 'content/en/x.md', line: 1, message: 'no entry' };
    const { plan } = planSync({
      local: local([], { warnings: [warning] }),
      remote: [],
      target,
      now,
      moves: [move],
      layout: { listed: 1, inPlace: 0, unlisted: 3 },
    });
    expect(plan.moves).toEqual([move]);
    expect(plan.layout).toEqual({ listed: 1, inPlace: 0, unlisted: 3 });
    expect(plan.warnings).toEqual([warning]);
  });

  it('reports plan-time problems naming the file: unknown entries and fields the type does not have', () => {
    const pairs: LocalPair[] = [
      article('en', { title: 'Nope' }, 'missing'),
      {
        entryId: 'collection:c1',
        type: 'collection',
        language: 'en',
        file: 'en/docs/_index.md',
        fields: { title: 'Docs', content: '<p>x</p>' },
      },
      {
        entryId: 'emailtemplate:e1',
        type: 'emailtemplate',
        language: 'en',
        file: 'en/mail.md',
        fields: { subject: 'Hi', content: '<p>x</p>' },
      },
      {
        entryId: 'statictranslation:gone',
        type: 'statictranslation',
        language: 'de',
        file: 'de/_static.yaml',
        line: 7,
        fields: { value: 'x' },
      },
    ];
    const remote: RemoteEntry[] = [
      { id: 'collection:c1', type: 'collection', fields: { title: { en: 'Docs' } } },
      // the listing shows an extra field for this entry: it is allowed
      { id: 'emailtemplate:e1', type: 'emailtemplate', fields: { subject: { en: 'Hi' }, preheader: { en: 'x' } } },
    ];
    const { plan, problems } = planSync({ local: local(pairs), remote, target, now, cwd: '/repo' });
    // in pair order: language, then file
    expect(problems).toEqual([
      {
        severity: 'error',
        file: 'content/de/_static.yaml',
        line: 7,
        message: 'entry statictranslation:gone does not exist on the platform (project p1)',
      },
      {
        severity: 'error',
        file: 'content/en/docs/_index.md',
        message: '"content" is not a field of collection entries (title, description)',
      },
      {
        severity: 'error',
        file: 'content/en/install-missing.md',
        message: 'entry article:missing does not exist on the platform (project p1)',
      },
    ]);
    expect(plan.languages[0]!.pushes.map((p) => p.entryId)).toEqual(['emailtemplate:e1']);
  });

  it('is pure: the same input gives the same plan', () => {
    const input = { local: local([article('de', { title: 'X' })]), remote: [remoteA1], target, now };
    expect(JSON.stringify(planSync(input))).toBe(JSON.stringify(planSync(input)));
  });
});

describe('fingerprintRemote / isPairStale', () => {
  it('changes when a value of that language changes, and only then', () => {
    const fp = fingerprintRemote(remoteA1, 'de');
    const push = { language: 'de', remoteFingerprint: fp };
    expect(isPairStale(push, remoteA1)).toBe(false);
    const reordered: RemoteEntry = {
      ...remoteA1,
      fields: { content: remoteA1.fields.content!, title: remoteA1.fields.title!, description: remoteA1.fields.description! },
    };
    expect(isPairStale(push, reordered)).toBe(false);
    const enEdited: RemoteEntry = { ...remoteA1, fields: { ...remoteA1.fields, description: { en: 'Changed' } } };
    expect(isPairStale(push, enEdited)).toBe(false);
    const deEdited: RemoteEntry = { ...remoteA1, fields: { ...remoteA1.fields, title: { ...remoteA1.fields.title, de: 'Neu' } } };
    expect(isPairStale(push, deEdited)).toBe(true);
    const deAdded: RemoteEntry = { ...remoteA1, fields: { ...remoteA1.fields, description: { en: 'Five minutes.', de: 'Fünf' } } };
    expect(isPairStale(push, deAdded)).toBe(true);
    expect(isPairStale(push, undefined)).toBe(true);
  });
});
