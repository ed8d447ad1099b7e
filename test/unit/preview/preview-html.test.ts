// The preview's HTML pieces on plain data: the allowlist sanitiser (every removal leaves a note, no
// obfuscation of a scheme gets through), the word diff (words; characters for CJK), and the changes
// page's wording for conflicts, unknown history and a plan with nothing to do.
import { describe, expect, it } from 'vitest';
import { cleanHtml } from '../../../src/preview/sanitize.js';
import { diffPlain, diffWords } from '../../../src/preview/words.js';
import { headerSection, languageSection, type ChangesInput } from '../../../src/preview/changes.js';
import { buildSiteModel } from '../../../src/preview/model.js';
import type { HeldField, SyncPlan } from '../../../src/apply/types.js';

const notes = (html: string): string[] => [...html.matchAll(/<span class="hs-removed" role="note">([^<]*)<\/span>/g)].map((m) => m[1]!);

describe('cleanHtml', () => {
  it.each([
    ['<a href="javascript:alert(1)">x</a>', 'a href with a javascript: URL'],
    ['<a href="  JaVaScRiPt:alert(1)">x</a>', 'a href with a javascript: URL'],
    ['<a href="java&#x09;script:alert(1)">x</a>', 'a href with a javascript: URL'],
    ['<a href="jav&#10;ascript:alert(1)">x</a>', 'a href with a javascript: URL'],
    ['<a href="vbscript:x">x</a>', 'a href with a vbscript: URL'],
    ['<a href="data:text/html,&lt;script&gt;">x</a>', 'a href with a data: URL'],
    ['<img src="data:image/svg+xml,&lt;svg onload=alert(1)&gt;">', 'img src with a data: URL'],
    ['<img src="//evil.example/x.png">', 'img src to another host: //evil.example/x.png'],
    ['<img src="\\\\evil.example/x.png">', 'img src to another host: \\\\evil.example/x.png'],
    ['<IMG SRC="a.png" ONERROR="alert(1)">', 'removed onerror="alert(1)" from &lt;img&gt;'],
    ['<img src="a.png" srcset="http://evil.example/x.png 2x">', 'removed srcset="http://evil.example/x.png 2x" from &lt;img&gt;'],
    ['<form action="http://evil.example"><input name=q></form>', 'removed &lt;form&gt; (with action)'],
    ['<svg><script>alert(1)</script><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>', 'removed &lt;svg&gt;'],
    ['<math><mtext><script>alert(1)</script></mtext></math>', 'removed &lt;math&gt;'],
    ['<link rel="stylesheet" href="http://evil.example/x.css">', 'removed &lt;link&gt; (with rel, href)'],
  ])('%s → a note: %s', (input, note) => {
    const out = cleanHtml(input);
    expect(notes(out)).toContain(note);
    // what is left once the notes are taken out: none of the payload
    expect(out.replace(/<span class="hs-removed" role="note">[^<]*<\/span>/g, '')).not.toMatch(
      /javascript:|vbscript:|data:|onerror|onload|<script|<svg|<math|<form|<link|evil\.example\/x\.(css|png) 2x"/i,
    );
  });

  it('keeps what readers need, and nothing else of a dropped element’s code', () => {
    expect(
      cleanHtml(
        '<h2 id="a">T</h2><p>x <strong>y</strong> <a href="https://e.org/">e</a></p><pre><code class="language-js">a &lt; b</code></pre>',
      ),
    ).toBe(
      '<h2 id="a">T</h2><p>x <strong>y</strong> <a href="https://e.org/">e</a></p><pre><code class="language-js">a &lt; b</code></pre>',
    );
    expect(cleanHtml('<p>a<script>var secret = 1;</script>b</p>')).toBe(
      '<p>a<span class="hs-removed" role="note">removed &lt;script&gt;</span>b</p>',
    );
    expect(cleanHtml('<img src="http://cdn.example/p.png" alt="p">', { src: (s) => ({ drop: `remote image, not loaded: ${s}` }) })).toBe(
      '<img alt="p"><span class="hs-removed" role="note">remote image, not loaded: http://cdn.example/p.png</span>',
    );
  });
});

describe('diffWords', () => {
  it('keeps a tag whole when an attribute value holds ">" (inert HTML escapes it)', () => {
    const a = cleanHtml('<p>Go <a href="https://e.org/?q=a>b" title="x > y">there</a> now</p>');
    expect(a).toBe('<p>Go <a href="https://e.org/?q=a&gt;b" title="x &gt; y">there</a> now</p>');
    expect(diffWords(a, a.replace('now', 'later'), 'en').html).toBe(a.replace('now', '<del>now</del><ins>later</ins>'));
  });

  it('marks whole words in English and single characters in Japanese', () => {
    expect(diffPlain('Download invoices now', 'Download receipts now', 'en').html).toBe(
      'Download <del>invoices</del><ins>receipts</ins> now',
    );
    expect(diffPlain('良い例は', '悪い例は', 'ja').html).toBe('<del>良</del><ins>悪</ins>い例は');
    const d = diffWords('<p>One <strong>two</strong> three.</p>', '<p>One <strong>two</strong> four.</p>', 'en');
    expect(d).toEqual({ html: '<p>One <strong>two</strong> <del>three</del><ins>four</ins>.</p>', inserted: 1, deleted: 1 });
  });
});

describe('the changes page', () => {
  const local = {
    contentDir: '/c',
    sourceLanguage: 'en',
    languages: ['en'],
    pairs: [
      { entryId: 'article:a', type: 'article' as const, language: 'en', file: 'en/a.md', fields: { title: 'A', content: '<p>x</p>' } },
    ],
    sourceFiles: [],
    filesByEntry: {},
    warnings: [],
    errors: [],
  };
  const held = (repoChanged: HeldField['repoChanged']): HeldField => ({
    entryId: 'article:a',
    type: 'article',
    language: 'en',
    file: 'en/a.md',
    field: 'title',
    local: 'Repo title',
    remote: 'Platform title',
    reason: 'edited on the platform',
    remoteFingerprint: 'f',
    ...(repoChanged !== undefined ? { repoChanged } : {}),
  });
  const plan = (h: HeldField[]): SyncPlan => ({
    kind: 'helpsync-plan',
    version: 4,
    createdAt: '2026-01-01T00:00:00.000Z',
    target: { baseUrl: 'http://x/v3', project: 'p' },
    sourceLanguage: 'en',
    moves: [],
    languages: [{ language: 'en', pushes: [], unchanged: h.length ? 0 : 1, held: h }],
    remoteOnly: { entries: 0, pairs: 0, fields: 0 },
    warnings: [],
    totals: { push: 0, create: 0, rekey: 0, move: 0, held: h.length, conflicts: h.filter((x) => x.repoChanged === true).length },
  });
  const input = (p: SyncPlan): ChangesInput => ({
    ctx: { model: buildSiteModel(local), contentDir: '/c', copies: new Map() },
    plan: p,
    refusals: [],
    summary: 'S',
    warnings: [],
  });

  it('says why each field is held: a conflict, a platform edit, or history unknown', () => {
    const html = languageSection(input(plan([held(true), held(false), held('unknown')])), 0);
    expect(html).toContain('Conflict: changed in the repo and on the platform since the last push.');
    expect(html).toContain('Held: edited on the platform.');
    expect(html).toContain('Held (edited on the platform); cannot tell whether the repo changed too.');
    expect(html.match(/class="card held conflict"/g)).toHaveLength(1);
    expect(html).toContain('<h4>On the platform (kept)</h4><p>Platform title</p>');
  });

  it('with nothing to do, says so and links to the help center', () => {
    const html = headerSection(input(plan([])));
    expect(html).toContain('No changes: the platform already shows what the repo holds.');
    expect(html).toContain('<a href="en/_index.html">en</a>');
  });
});
