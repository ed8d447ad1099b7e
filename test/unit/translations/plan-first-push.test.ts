// A field with no remote value (a first push) carries no diff in the plan: every block is added,
// which `after` already says, and a first push of 200k pages must not hold a second copy of each.
// The expected change is written down.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LocalContent, LocalPair } from '../../../src/content/types.js';
import type { RemoteEntry } from '../../../src/model.js';
import { planSync } from '../../../src/translations/plan.js';

const target = { baseUrl: 'http://127.0.0.1:1/v3', project: 'p1' };
const now = new Date('2025-01-02T03:04:05.000Z');

function local(pairs: LocalPair[]): LocalContent {
  return {
    contentDir: path.resolve('/repo/content'),
    sourceLanguage: 'en',
    languages: ['en', 'ja'],
    pairs,
    sourceFiles: [],
    filesByEntry: { 'article:a1': pairs.map((p) => p.file) },
    warnings: [],
    errors: [],
  };
}

function article(language: string, fields: Record<string, string>): LocalPair {
  return { entryId: 'article:a1', type: 'article', language, file: `${language}/install-a1.md`, fields };
}

const remoteA1: RemoteEntry = {
  id: 'article:a1',
  type: 'article',
  fields: { title: { en: 'Install', ja: 'インストール' }, content: { en: '<p>Alt</p>' } },
};

describe('planSync, a first push', () => {
  it('gives a field with no remote value no diff: every block is added, and `after` says so', () => {
    const { plan } = planSync({
      local: local([article('ja', { title: 'インストール', content: '<p>新しい</p>\n' })]),
      remote: [remoteA1],
      target,
      now,
    });
    const ja = plan.languages.find((l) => l.language === 'ja')!;
    expect(ja.pushes[0]!.changes).toEqual([{ field: 'content', before: null, after: '<p>新しい</p>\n' }]);
  });
});
