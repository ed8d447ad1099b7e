// The planner asks for a body's rich-text hash only where the platform did not return it byte for
// byte (the hash lets it recognise the platform's re-serialisation without parsing the remote HTML).
// Expected plans written down; the hash function is a recording wrapper around the real one.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { richTextHash } from '../../../src/html/compare.js';
import { toRichTextHtml } from '../../../src/html/richtext.js';
import type { LocalContent, LocalPair } from '../../../src/content/types.js';
import type { RemoteEntry } from '../../../src/model.js';
import { planSync } from '../../../src/translations/plan.js';

const HTML = (n: string) => `<p>Article ${n}: <b>bold</b> and <a href="https://x.org" title="X">a link</a>.<br/></p>\n`;

function article(id: string, content: string): LocalPair {
  return { entryId: `article:${id}`, type: 'article', language: 'en', file: `en/${id}.md`, fields: { title: id, content } };
}

function local(pairs: LocalPair[]): LocalContent {
  return {
    contentDir: path.resolve('/repo/content'),
    sourceLanguage: 'en',
    languages: ['en'],
    pairs,
    sourceFiles: [],
    filesByEntry: Object.fromEntries(pairs.map((p) => [p.entryId, [p.file]])),
    warnings: [],
    errors: [],
  };
}

const remote = (id: string, content: string): RemoteEntry => ({
  id: `article:${id}`,
  type: 'article',
  fields: { title: { en: id }, content: { en: content } },
});

describe('planSync and the rich-text hash', () => {
  it('is asked only for bodies the platform did not return byte for byte', () => {
    expect(toRichTextHtml(HTML('b'))).not.toBe(HTML('b'));
    const asked: string[] = [];
    const richHashOf = (html: string) => {
      asked.push(html);
      return richTextHash(html);
    };
    const { plan, problems } = planSync({
      local: local([article('a', HTML('a')), article('b', HTML('b')), article('c', HTML('c'))]),
      // a: as sent; b: the platform's rich-text form of the same; c: another text
      remote: [remote('a', HTML('a')), remote('b', toRichTextHtml(HTML('b'))), remote('c', HTML('changed'))],
      target: { baseUrl: 'http://127.0.0.1:1/v3', project: 'p1' },
      now: new Date('2025-01-02T03:04:05.000Z'),
      richHashOf,
    });
    expect(problems).toEqual([]);
    expect(asked).toEqual([HTML('b'), HTML('c')]);
    const en = plan.languages.find((l) => l.language === 'en')!;
    expect(en.unchanged).toBe(2);
    expect(en.pushes.map((p) => [p.entryId, p.changes.map((c) => c.field)])).toEqual([['article:c', ['content']]]);
  });
});
