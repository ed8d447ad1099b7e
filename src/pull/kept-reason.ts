// Why plain pull keeps a file (follow-up): which fields differ from what pull would write,
// and, with `links` configured, the loader's own hint for each link of the repo's body to a page that
// does not exist ("renamed to X in <commit>" when history says so). PURE: the history comes in as
// `fates`, read by the caller (one bulk read through a lookup the command layer passes in, as sync's
// `linkHistory`), and only when there are such links.
import type { LinksConfig } from '../config/links.js';
import { htmlEqual } from '../html/compare.js';
import { htmlToPlainText } from '../html/plain-text.js';
import { renderMarkdown, type RenderOptions } from '../html/render.js';
import type { SectionPages } from '../config/site.js';
import { parseFrontMatter } from '../content/frontmatter.js';
import { resolveLink, type SiteIndex } from '../content/links.js';
import { siteTitle } from '../content/site-title.js';
import type { LinkTargetFates } from '../content/links-missing.js';
import { findBodyRefs } from '../content/refs.js';
import { parseStaticTranslations } from '../content/static.js';
import type { PullFile } from './plan.js';

export interface KeptReason {
  /** what differs from the platform: front-matter fields, `body`, static keys; `front matter` when it cannot be read */
  fields: string[];
  /** the loader's hints for links of the repo's body to pages that do not exist, with the line of each */
  missingLinks?: MissingLinkHint[];
}

export interface MissingLinkHint {
  /** the line in the file, when the link could be located */
  line?: number;
  message: string;
}

const FIELDS = ['entry', 'title', 'description', 'subject'] as const;

/**
 * What differs between the repo's text and what pull would write; empty when they say the same
 * (reformatted front matter, Markdown that renders to semantically equal HTML, links and images
 * compared as what they name: sync would find nothing to push).
 */
export function differingFields(
  f: PullFile,
  current: string,
  render: RenderOptions,
  canonical: (html: string, file: string) => string,
  sectionPages: SectionPages = 'skip',
): string[] {
  const text = current.replace(/^\uFEFF/, '');
  if (f.kind === 'static') return differingStatic(text, f.content);
  const a = parseFrontMatter(text);
  const b = parseFrontMatter(f.content);
  if (a.problems.length || b.problems.length) return ['front matter'];
  const out: string[] = [];
  // under `site:`, the repo's page says the title its generator shows, and its body lacks the
  // heading taken for it, as sync reads it (content/site-title.ts)
  const own = render.site ? siteTitle(a.data, a.body, a.bodyLine, render.site) : { body: a.body };
  for (const key of FIELDS) {
    const va = key === 'title' && own.title ? own.title : a.data.get(key);
    const vb = b.data.get(key);
    let ta = va?.kind === 'text' ? va.value.trim() : va === undefined || va.kind === 'absent' ? '' : null;
    // under `sectionPages: description`, a section page's prose is its description (content/entry.ts)
    if (key === 'description' && ta === '' && f.kind === 'collection' && sectionPages === 'description' && a.body.trim() !== '') {
      ta = htmlToPlainText(renderMarkdown(a.body, render));
    }
    const tb = vb?.kind === 'text' ? vb.value.trim() : vb === undefined || vb.kind === 'absent' ? '' : null;
    if (ta === null || ta !== tb) out.push(key);
  }
  if (f.kind === 'collection') return out; // a collection's body is no field of it
  const ba = own.body.trim() === '' ? '' : renderMarkdown(own.body, render);
  const bb = b.body.trim() === '' ? '' : renderMarkdown(b.body, render);
  if (!htmlEqual(canonical(ba, f.path), canonical(bb, f.path))) out.push('body');
  return out;
}

/** The keys of a `_static.yaml` whose values differ (or are on one side only). */
function differingStatic(current: string, pulled: string): string[] {
  const a = parseStaticTranslations(current);
  const b = parseStaticTranslations(pulled);
  if (a.problems.length || b.problems.length) return ['values'];
  const have = new Map(a.values.map((v) => [v.key, v.value]));
  const want = new Map(b.values.map((v) => [v.key, v.value]));
  const keys = new Set([...have.keys(), ...want.keys()]);
  return [...keys].filter((k) => have.get(k) !== want.get(k));
}

/** A kept file's repo text, for the link check. */
export interface KeptText {
  /** relative to the content folder, POSIX */
  path: string;
  text: string;
  render: RenderOptions;
}

export interface MissingLinks {
  /** file → the hint for each of its links to a missing page, in body order */
  byFile: Map<string, MissingLinkHint[]>;
  /** every content-relative path history could explain (what the loader's lookup gets) */
  candidates: string[];
}

/** The links of each kept body to pages that do not exist in `site`, as the loader words them (with `fates` when read). */
export function missingLinks(kept: readonly KeptText[], site: SiteIndex, links: LinksConfig, fates?: LinkTargetFates): MissingLinks {
  const byFile = new Map<string, MissingLinkHint[]>();
  const candidates = new Set<string>();
  const withFates: SiteIndex = fates ? { ...site, fates } : site;
  for (const k of kept) {
    const slash = k.path.indexOf('/');
    if (slash === -1 || !k.path.endsWith('.md')) continue;
    const from = { language: k.path.slice(0, slash), rel: k.path.slice(slash + 1) };
    const fm = parseFrontMatter(k.text.replace(/^\uFEFF/, ''));
    if (fm.problems.length || fm.body.trim() === '') continue;
    for (const ref of findBodyRefs(renderMarkdown(fm.body, k.render), fm.body, fm.bodyLine)) {
      if (ref.tag !== 'a') continue;
      const res = resolveLink(ref.value, from, withFates, links);
      if (res.kind !== 'problem' || !res.missing) continue;
      for (const c of res.missing) candidates.add(c);
      const list = byFile.get(k.path) ?? [];
      list.push({ ...(ref.line === undefined ? {} : { line: ref.line }), message: res.message });
      byFile.set(k.path, list);
    }
  }
  return { byFile, candidates: [...candidates] };
}

/**
 * The site the repo will be after the pull, for the link check: every Markdown file in a language
 * folder (the repo's and the pulled ones), each with its entry when known (a translation: its
 * source file's).
 */
export function siteAfterPull(
  paths: Iterable<string>,
  filesByEntry: Readonly<Record<string, readonly string[]>>,
  sourceLanguage: string,
): SiteIndex {
  const entryOf = new Map<string, string>();
  for (const [entryId, files] of Object.entries(filesByEntry)) for (const file of files) entryOf.set(file, entryId);
  const files = new Map<string, Map<string, string | undefined>>();
  for (const p of paths) {
    const slash = p.indexOf('/');
    if (slash <= 0 || !p.endsWith('.md')) continue;
    const language = p.slice(0, slash);
    const rel = p.slice(slash + 1);
    let m = files.get(language);
    if (!m) files.set(language, (m = new Map<string, string | undefined>()));
    m.set(rel, entryOf.get(p) ?? entryOf.get(`${sourceLanguage}/${rel}`));
  }
  return { sourceLanguage, files };
}
