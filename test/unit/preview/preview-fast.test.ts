// The preview's sanitising on real and hostile input: every glossary page keeps its text (a note only for a
// dropped image class), the library pass alone (js-xss, the boundary) leaves nothing active of a payload, and
// the placeholders are where the visibility pass puts them; the page-to-page URL against path.relative.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toRichTextHtml } from '../../../src/html/richtext.js';
import { Parser } from 'htmlparser2';
import { boundary, cleanHtml, cleanHtmlWithNotes, type CleanHooks } from '../../../src/preview/sanitize.js';
import { relativeUrl } from '../../../src/preview/page.js';
import { corpusMissing, renderedCorpusPages } from '../../helpers/corpus.js';

const missing = corpusMissing();

/** Rewriters like the preview's: a link to the help center becomes a page, an image a copy. */
const hooks = (): CleanHooks & { calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    href: (h) => (calls.push(h), h.startsWith('mailto:') ? { drop: `no mail links: ${h}` } : { value: `../p/${h.length}.html` }),
    src: (s) => (calls.push(s), /^https?:/.test(s) ? { drop: `remote image, not loaded: ${s}` } : { value: `assets/${s}` }),
  };
};

/** The document a browser builds (elements, sorted attributes, text; entities decoded), by a parse of its own. */
function shape(html: string): string[] {
  const out: string[] = [];
  const parser = new Parser(
    {
      onopentag: (name, attribs) => out.push(`<${name} ${JSON.stringify(Object.entries(attribs).sort())}>`),
      onclosetag: (name) => out.push(`</${name}>`),
      ontext: (t) => (typeof out.at(-1) === 'string' && !out.at(-1)!.startsWith('<') ? (out[out.length - 1] += t) : out.push(t)),
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return out;
}

/** The text a browser shows (entities decoded), by a parse of its own. */
function visibleText(html: string): string {
  let text = '';
  const parser = new Parser({ ontext: (t) => (text += t) }, { decodeEntities: true });
  parser.end(html);
  return text;
}

describe('sanitising', () => {
  it.skipIf(missing !== undefined)('keeps every glossary page’s text, and its rich-text form’s', async () => {
    let pages = 0;
    for await (const { name, html } of renderedCorpusPages()) {
      for (const form of [html, toRichTextHtml(html)]) {
        const out = cleanHtml(form, { href: (h) => ({ value: h }), src: (s) => ({ value: s }) });
        // the one pass (js-xss alone, where nothing needs a placeholder) builds what the two passes build
        expect(shape(out), name).toEqual(shape(cleanHtmlWithNotes(form, { href: (h) => ({ value: h }), src: (s) => ({ value: s }) })));
        // the corpus has a few images with a class (not kept): a note for each, no element removed
        const notes = [...out.matchAll(/<span class="hs-removed" role="note">([^<]*)<\/span>/g)].map((m) => m[1]!);
        for (const note of notes) expect(note, name).toMatch(/^removed class="[^"]*" from &lt;img&gt;$/);
        const shown = out.replace(/<span class="hs-removed" role="note">[^<]*<\/span>/g, '');
        expect(visibleText(shown), name).toBe(visibleText(form));
      }
      pages++;
    }
    expect(pages).toBeGreaterThan(900);
  });

  it.each([
    '<script>window.x=1</script>',
    '<img src=x onerror="window.x=1">',
    '<svg onload="window.x=1"><circle/></svg>',
    '<iframe srcdoc="&lt;script&gt;window.x=1&lt;/script&gt;"></iframe>',
    '<a href="javascript:window.x=1">j</a>',
    '<a href="jav&Tab;ascript:window.x=1">j</a>',
    '<a href="java&#x09;script:window.x=1">j</a>',
    '<a href=" JAVASCRIPT:window.x=1">j</a>',
    '<object data="evil.swf"></object><embed src="evil.swf">',
    '<meta http-equiv="refresh" content="0;url=javascript:window.x=1"><base href="https://evil.example/">',
    '<p style="background:url(https://evil.example/x.png)">s</p>',
    '<img src="https://evil.example/x.png"><img src="//evil.example/x.png"><img src="\\\\evil.example/x.png">',
    '<a href="//evil.example/"><a href="\\/evil.example/">h</a></a>',
  ])('the library pass alone leaves nothing active of %s', (input) => {
    const out = boundary(input);
    // elements and attributes outside the allowlist are gone or written as text (escaped)
    expect(out).not.toMatch(/<(script|svg|iframe|object|embed|meta|base)\b/i);
    expect(out).not.toMatch(/<[^>]*\s(on\w+|style|srcdoc|data|content)=/i);
    // no URL attribute keeps a scheme other than http(s)/mailto, an image URL none, nor another host
    // (in an element, not in a disallowed one written as text)
    for (const m of out.matchAll(/<(a|img)\b[^>]*?\s(href|src)="([^"]*)"/g)) {
      expect(m[3]).not.toMatch(m[1] === 'img' ? /^\s*[a-z][a-z0-9+.-]*:/i : /^\s*(?!https?:|mailto:)[a-z][a-z0-9+.-]*:/i);
      expect(m[3]).not.toMatch(/^\s*[\\/]{2}|&/);
    }
  });

  it.each([
    ['<p>a <a href="https://e.org/x">link</a> and <img src="i.png" alt="i"></p>', 0],
    ['<p>a <a href="mailto:x@e.org">mail</a></p>', 1],
    ['<p>an <img src="https://cdn.example/p.png" alt="p"></p>', 1],
    [
      '<p><img alt="a &quot;b&quot; &amp; <c>" src="https://cdn.example/q.png?a=1&amp;b=&quot;2&quot;" title=t><a href="mailto:&lt;x&gt;" title="data-hs-note=&quot;x&quot;">m</a> data-hs-note="y"</p>',
      2,
    ],
    ['<p><img src="x.png" data-hs-note="forged"> <a href="mailto:z@e.org" data-hs-note="forged">z</a></p>', 3],
    ['<p style="color:red">styled</p>', 1],
    ['<p>a<script>alert(1)</script>b <font>old</font></p>', 2],
    ['<ul><li>unclosed <b>bold<li>next</ul><p>tail &amp; &lt;tag&gt;', 0],
    ['<div class="hs-x other">x</div><pre class="language-js evil"><code>a &lt; b</code></pre>', 0],
    ['<input type="checkbox" checked disabled> done <input type="text">', 0],
  ])('%s: %i placeholders', (input, placeholders) => {
    const out = cleanHtml(input, hooks());
    expect(shape(out)).toEqual(shape(cleanHtmlWithNotes(input, hooks())));
    expect(out.match(/class="hs-removed"/g) ?? []).toHaveLength(placeholders);
  });
});

it('keeps only the allowed classes', () => {
  expect(
    cleanHtml(
      '<div class="hs-x other markdown-alert-note">x</div><pre class="language-js evil xlanguage-y"><code class="language-ts">a</code></pre><span class="hs-a b">s</span>',
    ),
  ).toBe(
    '<div class="hs-x markdown-alert-note">x</div><pre class="language-js"><code class="language-ts">a</code></pre><span class="hs-a">s</span>',
  );
});

describe('relativeUrl', () => {
  const pages = [
    'index.html',
    'style.css',
    'en/_index.html',
    'en/a.html',
    'en/x/_index.html',
    'en/x/y/b c.html',
    'de/x/y/b c.html',
    'en/x/y/_index.html',
    'assets/content/en/img #1.png',
    'en/xy/z.html',
  ];
  it('is what path.relative gives, each segment encoded', () => {
    for (const from of pages) {
      for (const to of pages) {
        const expected = (path.posix.relative(path.posix.dirname(from), to) || path.posix.basename(to))
          .split('/')
          .map(encodeURIComponent)
          .join('/');
        expect(relativeUrl(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
    expect(relativeUrl('en/x/y/b c.html', 'en/a.html')).toBe('../../a.html');
    expect(relativeUrl('en/x/_index.html', 'en/xy/z.html')).toBe('../xy/z.html');
  });
});
