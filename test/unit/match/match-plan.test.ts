// The pure title matcher of `helpsync match` on plain data (expected decisions written out here).
import { describe, expect, it } from 'vitest';
import { normaliseTitle, planMatch, type UnmatchedFile } from '../../../src/match/plan.js';
import type { RemoteEntry } from '../../../src/model.js';

const article = (id: string, en: string, de?: string): RemoteEntry => ({
  id: `article:${id}`,
  type: 'article',
  fields: { title: { en, ...(de ? { de } : {}) } },
});
const collection = (id: string, en: string): RemoteEntry => ({ id: `collection:${id}`, type: 'collection', fields: { title: { en } } });
const email = (id: string, en: string): RemoteEntry => ({ id: `emailtemplate:${id}`, type: 'emailtemplate', fields: { subject: { en } } });
const file = (f: string, title: string | undefined, type: UnmatchedFile['type'] = 'article'): UnmatchedFile => ({ file: f, type, title });

describe('normaliseTitle', () => {
  it('folds case, whitespace, separators and compatibility forms; other punctuation is kept', () => {
    expect(normaliseTitle('  Install   the Widget! ')).toBe('install the widget!');
    expect(normaliseTitle('FAQ: billing & invoices')).toBe('faq billing & invoices');
    expect(normaliseTitle('Ｆｕｌｌｗｉｄｔｈ')).toBe('fullwidth');
    expect(normaliseTitle('Über—uns')).toBe('über uns');
  });
});

describe('planMatch', () => {
  const remote = [
    article('a1', 'Install the widget'),
    article('a2', 'Billing: FAQ'),
    article('a3', 'Reset password'),
    article('a4', 'Reset password'),
    article('a5', 'Already claimed'),
    article('a6', 'German only', 'Nur Deutsch'),
    collection('c1', 'Getting started'),
    email('e1', 'Welcome aboard'),
  ];

  it('matches exactly, then normalised; lists ambiguous and missing; never offers a claimed entry', () => {
    const decisions = planMatch({
      sourceLanguage: 'en',
      claimed: new Set(['article:a5']),
      remote,
      files: [
        file('install.md', 'Install the widget'),
        file('billing/faq.md', 'billing faq'),
        file('reset.md', 'Reset password'),
        file('claimed.md', 'Already claimed'),
        file('nur.md', 'Nur Deutsch'),
        file('getting-started/_index.md', 'Getting Started', 'collection'),
        file('emails/welcome.md', 'Welcome aboard', 'emailtemplate'),
        file('untitled.md', undefined),
        file('wrong-type/_index.md', 'Install the widget', 'collection'),
      ],
    });
    expect(decisions).toEqual([
      { kind: 'matched', file: 'billing/faq.md', entryId: 'article:a2', title: 'Billing: FAQ', how: 'normalised', loose: true },
      { kind: 'missing', file: 'claimed.md', reason: 'no unclaimed article has this title' },
      { kind: 'matched', file: 'emails/welcome.md', entryId: 'emailtemplate:e1', title: 'Welcome aboard', how: 'exact' },
      { kind: 'matched', file: 'getting-started/_index.md', entryId: 'collection:c1', title: 'Getting started', how: 'normalised' },
      { kind: 'matched', file: 'install.md', entryId: 'article:a1', title: 'Install the widget', how: 'exact' },
      { kind: 'missing', file: 'nur.md', reason: 'no unclaimed article has this title' },
      {
        kind: 'ambiguous',
        file: 'reset.md',
        reason: '2 entries have this exact title',
        candidates: [
          { entryId: 'article:a3', title: 'Reset password' },
          { entryId: 'article:a4', title: 'Reset password' },
        ],
      },
      { kind: 'missing', file: 'untitled.md', reason: 'no title to match by' },
      { kind: 'missing', file: 'wrong-type/_index.md', reason: 'no unclaimed collection has this title' },
    ]);
  });

  it('two files that fit one entry are both ambiguous, and the entry is not offered in the normalised pass', () => {
    const decisions = planMatch({
      sourceLanguage: 'en',
      claimed: new Set(),
      remote: [article('a1', 'Install the widget')],
      files: [file('a.md', 'Install the widget'), file('b.md', 'Install the widget'), file('c.md', 'install the WIDGET')],
    });
    expect(decisions).toEqual([
      {
        kind: 'ambiguous',
        file: 'a.md',
        reason: 'b.md has the same title',
        candidates: [{ entryId: 'article:a1', title: 'Install the widget' }],
      },
      {
        kind: 'ambiguous',
        file: 'b.md',
        reason: 'a.md has the same title',
        candidates: [{ entryId: 'article:a1', title: 'Install the widget' }],
      },
      { kind: 'missing', file: 'c.md', reason: 'no unclaimed article has this title' },
    ]);
  });

  it('an exact match wins over a normalised one for another file', () => {
    const decisions = planMatch({
      sourceLanguage: 'en',
      claimed: new Set(),
      remote: [article('a1', 'FAQ'), article('a2', 'F.A.Q.')],
      files: [file('one.md', 'faq'), file('two.md', 'FAQ')],
    });
    expect(decisions).toEqual([
      { kind: 'missing', file: 'one.md', reason: 'no unclaimed article has this title' },
      { kind: 'matched', file: 'two.md', entryId: 'article:a1', title: 'FAQ', how: 'exact' },
    ]);
  });
});
