// The rich-text form's fast path (src/html/simple-html.ts) against its oracle, htmlparser2 itself:
// wherever the scanner accepts a document, its events are exactly those htmlparser2's Parser gives
// (HTML mode, entities not decoded; text events joined, as the normaliser joins them). Inputs: every
// pair of elements the scanner accepts, one inside the other (so each implied close htmlparser2
// makes is seen); hand-written edge cases; the corpus's pages rendered (all 16 languages); random
// documents. The normaliser's output for the accepted documents is checked against rules written
// down in html-richtext.test.ts; here the events, and that the fast path's form (copied from the text
// where the rules leave it as it is) is the form the normaliser writes from htmlparser2's events.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { scanSimpleHtml } from '../../../src/html/simple-html.js';
import { renderMarkdown } from '../../../src/html/render.js';
import { parseFrontMatter } from '../../../src/content/frontmatter.js';
import { toRichTextHtml } from '../../../src/html/richtext.js';
import { createHash } from 'node:crypto';
import { normalizeHtml, rawFormSha1 } from '../../../src/html/normalize.js';
import { CORPUS_DIR, corpusMissing } from '../../helpers/corpus.js';

type Event =
  ['start', string, [string, string, string | null | undefined][], number] | ['close', string, boolean] | ['text', string] | ['other'];

function pushText(events: Event[], data: string): void {
  const last = events[events.length - 1];
  if (last?.[0] === 'text') last[1] += data;
  else events.push(['text', data]);
}

/** htmlparser2's events for `html` (the oracle). */
function oracle(html: string): Event[] {
  const events: Event[] = [];
  let attrs: [string, string, string | null | undefined][] = [];
  const parser = new Parser(
    {
      onopentagname: () => (attrs = []),
      onattribute: (name, value, quote) => attrs.push([name, value, quote]),
      onopentag: (name) => events.push(['start', name, attrs, parser.endIndex]),
      onclosetag: (name, implied) => events.push(['close', name, implied]),
      ontext: (data) => pushText(events, data),
      oncomment: () => events.push(['other']),
      onprocessinginstruction: () => events.push(['other']),
      oncdatastart: () => events.push(['other']),
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return events;
}

/** The scanner's events, or undefined where it gives up. */
function scanned(html: string): Event[] | undefined {
  const events: Event[] = [];
  const ok = scanSimpleHtml(html, {
    start: (name, attrs, end) => events.push(['start', name, attrs.map((a) => [a.name, a.value, a.quote]), end]),
    close: (name, implied) => events.push(['close', name, implied]),
    text: (from, to) => pushText(events, html.slice(from, to)),
  });
  return ok ? events : undefined;
}

const sha1 = (text: string): string => createHash('sha1').update(text, 'utf8').digest('base64url');

/** Accepted documents agree with htmlparser2; returns how many were accepted. */
function agree(docs: readonly string[]): number {
  let accepted = 0;
  for (const html of docs) {
    const mine = scanned(html);
    if (mine === undefined) continue;
    accepted++;
    expect(mine, html).toEqual(oracle(html));
    const form = normalizeHtml(html, 'raw', { fullParse: true });
    expect(normalizeHtml(html, 'raw'), html).toBe(form);
    expect(rawFormSha1(html), html).toBe(sha1(form));
  }
  return accepted;
}

const ELEMENTS = (
  'a abbr b blockquote br caption code col colgroup dd del details div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 ' +
  'hr i img input ins kbd li mark ol p picture pre s samp small source span strong sub summary sup table tbody td ' +
  'tfoot th thead tr u ul var video'
).split(' ');

describe('scanSimpleHtml: the events htmlparser2 gives, or none', () => {
  it('agrees for every element inside every other, and gives up where htmlparser2 closes one implicitly', () => {
    const docs: string[] = [];
    for (const outer of ELEMENTS) {
      for (const inner of ELEMENTS) {
        docs.push(`<${outer}><${inner}>x</${inner}></${outer}>`, `<${outer}>a<${inner}>b`, `<${outer} id="o"><${inner} class='c' hidden>`);
      }
    }
    const accepted = agree(docs);
    // the pairs with a plain reading are accepted (the fast path is used), not only the trivial ones
    expect(accepted).toBeGreaterThan(ELEMENTS.length * ELEMENTS.length * 0.7);
    // written down: htmlparser2 closes the outer element on these openings, so the scanner gives up
    for (const html of [
      '<p><p>x</p></p>',
      '<li><li>x</li></li>',
      '<p><ul><li>x</li></ul></p>',
      '<td><tr>x</tr></td>',
      '<th><td>x</td></th>',
      '<h1><h2>x</h2></h1>',
      '<a href="#"><a>x</a></a>',
      '<dd><dt>x</dt></dd>',
      '<p><hr></p>',
    ]) {
      expect(scanned(html), html).toBeUndefined();
    }
  });

  it('agrees on edge cases and gives up on what it does not read', () => {
    const docs = [
      '',
      'plain text, no tags & an &amp; entity',
      '<p>one</p>\n<p>two &#39;quoted&#39; &quot;text&quot;</p>\n',
      '<img src="a.png" alt="A &quot;B&quot;" title=\'t\'><br/><hr />',
      '<p>a<br>b</p><input checked="" disabled="" type="checkbox"> done',
      '<a href="x>y" data-x="1"\n  title="multi\nline">t</a>',
      '<pre><code class="language-js">if (a &lt; b) {}\n</code></pre>',
      '<table>\n<thead>\n<tr>\n<th align="left">h</th>\n</tr>\n</thead>\n<tbody><tr><td>c</td></tr></tbody></table>',
      '<div class="markdown-alert"><p class="markdown-alert-title">Note</p><p>x</p></div>',
      '<ul>\n<li><p>loose</p>\n</li>\n<li>tight</li>\n</ul>',
    ];
    expect(agree(docs)).toBe(docs.length);
    const refused = [
      '<!-- a comment --><p>x</p>',
      '<p>a < b</p>',
      '<P>upper</P>',
      '<p CLASS="x">y</p>',
      '<p class=x>unquoted</p>',
      '<span/>self-closing',
      '<p>unclosed',
      '</p>',
      '<p>x</div>',
      '<script>a<b</script>',
      '<svg><path d="M0"/></svg>',
      '<custom-element>x</custom-element>',
      '<p title="a"title="b">x</p>',
      '<br / >',
      '<?php echo 1 ?>',
      '<!DOCTYPE html>',
    ];
    for (const html of refused) expect(scanned(html), html).toBeUndefined();
    // what it gives up on is still put in the platform's form, by htmlparser2
    expect(toRichTextHtml('<p CLASS="x" id="y">a<b>b</b></p>\n<p>c</p>')).toBe('<p class="x" id="y">a<strong>b</strong></p><p>c</p>');
  });

  it('hashes the form as it writes it: long pages, astral characters at every piece boundary, the parser path too', () => {
    const emoji = '\u{1F600}';
    const page = (i: number): string =>
      `<p>${emoji.repeat(i % 5)}text ${i} &#39;q&#39; ${emoji}</p>\n<ul>\n<li>${emoji}<b>b</b>${emoji}</li>\n</ul>\n<img src="a.png" alt="${emoji}"/>`;
    const simple = Array.from({ length: 6000 }, (_, i) => page(i)).join('');
    expect(simple.length).toBeGreaterThan(3 * 65536);
    // the oracle: the form made whole, hashed with node:crypto; and the parser path (a comment makes the scanner give up)
    for (const html of [simple, `<!-- c -->${simple}`, `${simple}<p>a < b</p>`]) {
      expect(rawFormSha1(html)).toBe(sha1(toRichTextHtml(html)));
      expect(rawFormSha1(html, { fullParse: true })).toBe(sha1(toRichTextHtml(html)));
    }
    expect(rawFormSha1('')).toBe(sha1(''));
  });

  it('agrees on random documents', () => {
    let seed = 7;
    const rand = (n: number): number => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed % n);
    const pieces = ['<', '>', '/', '"', "'", '=', ' ', '\n', 'a', 'p', 'li', 'ul', 'td', 'tr', 'br', 'img', 'x', '&amp;', '&#39;', '-'];
    const docs: string[] = [];
    for (let i = 0; i < 4000; i++) {
      const parts: string[] = [];
      const depth: string[] = [];
      for (let j = rand(12); j >= 0; j--) {
        const k = rand(10);
        if (k < 3) {
          const t = ELEMENTS[rand(ELEMENTS.length)]!;
          const attr = rand(3) === 0 ? ` ${['id', 'class', 'href', 'data-x'][rand(4)]}${['', '="v"', "='w'", '="a>b"'][rand(4)]}` : '';
          parts.push(`<${t}${attr}${rand(8) === 0 ? '/' : ''}>`);
          depth.push(t);
        } else if (k < 5 && depth.length > 0) parts.push(`</${depth.pop()}>`);
        else if (k < 8) parts.push(['text', ' ', '\n', '&amp;', '&#39;', 'a "q" b'][rand(6)]!);
        else parts.push(pieces[rand(pieces.length)]!);
      }
      if (rand(2) === 0) while (depth.length > 0) parts.push(`</${depth.pop()}>`);
      docs.push(parts.join(''));
    }
    const accepted = agree(docs);
    console.log(`random: ${accepted} of ${docs.length} accepted`);
    expect(accepted).toBeGreaterThan(200);
  });

  it.skipIf(corpusMissing() !== undefined)('agrees on the corpus pages as rendered, and accepts most of them', () => {
    const docs: string[] = [];
    const walk = (dir: string): void => {
      for (const d of readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, d.name);
        if (d.isDirectory()) walk(p);
        else if (d.name.endsWith('.md')) docs.push(renderMarkdown(parseFrontMatter(readFileSync(p, 'utf8')).body));
      }
    };
    walk(CORPUS_DIR);
    expect(docs.length).toBeGreaterThan(900);
    const accepted = agree(docs);
    console.log(`corpus: ${accepted} of ${docs.length} accepted`);
    expect(accepted / docs.length).toBeGreaterThan(0.5);
  });
});
