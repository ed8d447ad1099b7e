// Links and images on the real CNCF glossary: its pages link each other
// site-absolute (`/scalability/`), with language prefixes (`/ja/scalability/`) and page-relative
// (`../container/`), and show images under `/images/...` that the corpus does not hold (the test
// creates them under the images root it configures). Every internal link and image of every pushed
// page is checked against the URL this test computes itself from the corpus paths, by the rule
// written below (not helpsync's resolver). A second sync pushes nothing.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeHTML } from 'entities';
import { describe, expect, it } from 'vitest';
import { copyCorpus, corpusMissing, type CorpusCopy } from '../helpers/corpus.js';
import { startTestEmulator, writeTestConfig } from '../helpers/emulator.js';
import { helpsync, onCleanup, tempFolder, useCleanups } from '../helpers/fixture.js';

useCleanups();

const missing = corpusMissing();
if (missing) console.warn(missing);

const HELP = 'https://help.example.com';
const ASSETS = 'https://docs.example.com/assets/';

// ---- the test's own rule, from the corpus paths ---------------------------------

/** Hugo's URL of a page: `a/b.md` is /a/b/, `a/_index.md` is /a/, `_index.md` is /. */
function pageUrlOf(rel: string): string {
  if (rel === '_index.md') return '/';
  if (rel.endsWith('/_index.md')) return `/${rel.slice(0, -'/_index.md'.length)}/`;
  return `/${rel.slice(0, -'.md'.length)}/`;
}

/** What the pushed page must show for a link written `href` in `<language>/<rel>`. */
function expectedLink(corpus: CorpusCopy, href: string, language: string, rel: string): string {
  const m = /^([^?#]*)(.*)$/.exec(href)!;
  const [, p, suffix] = m as unknown as [string, string, string];
  const abs = p.startsWith('/') ? p : new URL(p, `http://site${pageUrlOf(rel)}`).pathname;
  const segments = decodeURIComponent(abs).split('/').filter(Boolean);
  const explicit = corpus.languages.includes(segments[0] ?? '') ? segments.shift() : undefined;
  const slug = segments.join('/');
  // a path that ends in .md names that file; else the page's file as Hugo finds it
  const files =
    slug === '' ? ['_index.md', 'index.md'] : slug.endsWith('.md') ? [slug] : [`${slug}.md`, `${slug}/index.md`, `${slug}/_index.md`];
  for (const l of explicit ? [explicit] : [language, 'en']) {
    const file = files.find((f) => existsSync(path.join(corpus.contentDir, l, f)));
    if (!file) continue;
    const entry = corpus.entries.get(file);
    if (!entry) return href;
    const [type, id] = entry.split(':') as [string, string];
    return `${HELP}/${l}/${type === 'article' ? 'articles' : 'collections'}/${id}${suffix}`;
  }
  return href;
}

/** Markdown links and images outside code: [text](href) and ![alt](src), as written. */
function markdownRefs(body: string): { links: string[]; images: string[]; definitions: string[] } {
  const text = body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
  const links: string[] = [];
  const images: string[] = [];
  for (const m of text.matchAll(/(!?)\[(?:[^\]\\]|\\.)*\]\(\s*<?((?:[^()\s>]|\([^()\s]*\))+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const href = m[2]!;
    if (/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(href)) continue;
    (m[1] ? images : links).push(href);
  }
  // reference definitions (`[^1]: note` is one too, for a renderer without footnotes): used any number of times
  const definitions = [...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s.*)?$/gm)].map((m) => m[1]!);
  // raw HTML images (`<img src="/images/...">`)
  for (const m of text.matchAll(/<img\b[^>]*\ssrc="([^"]+)"/g)) if (!/^[a-z]+:|^\/\//i.test(m[1]!)) images.push(m[1]!);
  return { links, images, definitions: definitions.filter((d) => !/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(d)) };
}

/** Hrefs and srcs of the pushed HTML that are not external URLs of the corpus itself. */
function htmlRefs(html: string): { links: string[]; images: string[] } {
  const internal = (v: string): boolean => !/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(v) || v.startsWith(HELP) || v.startsWith(ASSETS);
  const read = (v: string): string => {
    const d = decodeHTML(v);
    return d.startsWith(HELP) || d.startsWith(ASSETS) ? d : decodeURI(d);
  };
  const links = [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((m) => read(m[1]!)).filter(internal);
  const images = [...html.matchAll(/<img\b[^>]*\ssrc="([^"]*)"/g)].map((m) => read(m[1]!)).filter(internal);
  return { links, images };
}

const sorted = (xs: string[]): string[] => [...xs].sort();

describe.skipIf(missing !== undefined)('links and images on the CNCF glossary corpus', () => {
  it('rewrites every internal link and image of every pushed page to the URL the corpus paths give; a re-run pushes nothing', async () => {
    const dir = await tempFolder('helpsync-links-corpus-');
    const corpus = await copyCorpus(dir);
    // the images the corpus shows, created under the images root (bytes differ per image)
    const imageHash = new Map<string, string>();
    for (const l of corpus.languages) {
      for (const rel of await pagesOf(corpus, l)) {
        for (const src of markdownRefs(await readFile(path.join(corpus.contentDir, l, rel), 'utf8')).images) {
          if (!src.startsWith('/images/') || imageHash.has(src)) continue;
          const bytes = Buffer.from(`picture ${src}\n`);
          await mkdir(path.dirname(path.join(dir, 'static', src)), { recursive: true });
          await writeFile(path.join(dir, 'static', src), bytes);
          imageHash.set(src, createHash('sha256').update(bytes).digest('hex').slice(0, 8));
        }
      }
    }
    expect(imageHash.size).toBeGreaterThan(10);
    const emu = await startTestEmulator({ data: corpus.data });
    onCleanup(() => emu.close());
    const configPath = await writeTestConfig(dir, emu, {
      rateLimit: { requests: 5000, perSeconds: 1 },
      links: { articleUrl: `${HELP}/{language}/articles/{id}`, collectionUrl: `${HELP}/{language}/collections/{id}`, sitePaths: true },
      images: { baseUrl: ASSETS, root: 'static' },
    });
    const f = { dir, emu, configPath };

    // every warning listed (by default they are grouped by kind, a few examples each)
    const first = await helpsync(f, ['sync', '--warnings', 'all'], { timeoutMs: 300_000 });
    expect(first.stderr).not.toMatch(/: error/);
    expect(first.code).toBe(0);
    // a Hindi page links Hindi slugs the site does not have: a warning with file and line, left as written
    // (corpus hi/vertical-scaling.md:14; the copy has no entry line in translations)
    expect(first.stderr).toMatch(/content\/hi\/vertical-scaling\.md:14: warning: link \/क्षैतिज-स्केलिंग\/: no such page/);

    let links = 0;
    let rewritten = 0;
    let images = 0;
    for (const [rel, entryId] of corpus.entries) {
      if (!entryId.startsWith('article:')) continue;
      for (const l of corpus.languages) {
        const html = emu.store.value(entryId, 'content', l);
        if (typeof html !== 'string') continue;
        const md = markdownRefs(await readFile(path.join(corpus.contentDir, l, rel), 'utf8'));
        const got = htmlRefs(html);
        const want = md.links.map((h) => expectedLink(corpus, h, l, rel));
        const shown = (h: string): string => (h.startsWith(HELP) ? h : decodeURI(h));
        // inline links one for one; what is left may only be what a reference definition gives
        const rest = [...got.links];
        for (const w of want.map(shown)) {
          const i = rest.indexOf(w);
          expect(i, `${l}/${rel}: ${w} in ${JSON.stringify(got.links)}`).not.toBe(-1);
          rest.splice(i, 1);
        }
        const byDefinition = new Set(md.definitions.map((d) => shown(expectedLink(corpus, d, l, rel))));
        for (const r of rest) expect(byDefinition, `${l}/${rel}: ${r}`).toContain(r);
        const wantImages = md.images.map((s) => (imageHash.has(s) ? `${ASSETS}${s.slice(1)}?v=${imageHash.get(s)}` : s));
        expect(sorted(got.images), `${l}/${rel} images`).toEqual(sorted(wantImages));
        links += want.length;
        rewritten += want.filter((h) => h.startsWith(HELP)).length;
        images += wantImages.length;
      }
    }
    // the corpus's own numbers: hundreds of internal links, most of them to pages that exist
    expect(links).toBeGreaterThan(500);
    expect(rewritten).toBeGreaterThan(400);
    console.info(`corpus: ${links} internal links checked, ${rewritten} of them to entries`);
    // the corpus shows its images (/images/how-to/...) only on section pages (contribute/_index.md):
    // collections, whose bodies are not pushed; images on pushed pages are proven in links.test.ts
    expect(images).toBe(0);

    const writes = emu.writes().length;
    const again = await helpsync(f, ['sync'], { timeoutMs: 300_000 });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('No changes.');
    expect(emu.writes().length).toBe(writes);
  }, 600_000);
});

async function pagesOf(corpus: CorpusCopy, language: string): Promise<string[]> {
  const fg = (await import('fast-glob')).default;
  return fg('**/*.md', { cwd: path.join(corpus.contentDir, language) });
}
