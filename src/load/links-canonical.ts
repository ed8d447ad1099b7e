// The drift-canonical form of a body's links and images (issue 14, used by issue 15's drift check
// and by pull's comparison): a link that names an entry counts as that entry whatever URL template
// (or local path) made it, and an image under images.baseUrl counts as its path, whatever `?v=`.
// PURE: the HTML in, the HTML with each such reference replaced by a stable key out:
//   a link to an entry      → entry:<type>:<id>/<language><?query#fragment as written>
//   an image under baseUrl  → image:<path relative to its folder> (no query)
// Given `site` and `from`, local forms are read too (a relative or site path to a file with an
// entry, an image path the loader would resolve), so a Markdown body and the platform's HTML of the
// same page compare equal.
import { escapeAttribute } from 'entities';
import type { ImagesConfig, LinksConfig } from '../config/links.js';
import { matchEntryUrl, resolveImage, resolveLink, type LinkSource, type SiteIndex } from './links.js';
import { findBodyRefs } from './refs.js';

export interface CanonicalContext {
  links?: LinksConfig;
  images?: Pick<ImagesConfig, 'baseUrl'>;
  /** docId → article record id, when links.articleUrl uses {docId} (else the key names the docId) */
  articleByDocId?: ReadonlyMap<number, string>;
  /** with `from`: local paths are resolved as the loader resolves them */
  site?: SiteIndex;
  from?: LinkSource;
}

function entryKey(href: string, ctx: CanonicalContext): string | undefined {
  if (!ctx.links) return undefined;
  const m = matchEntryUrl(href, ctx.links);
  if (m) {
    const id = m.id ?? (m.docId !== undefined ? (ctx.articleByDocId?.get(m.docId) ?? `docId=${m.docId}`) : undefined);
    if (id !== undefined) return `entry:${m.type}:${id}/${m.language}${m.suffix}`;
  }
  if (ctx.site && ctx.from) {
    const r = resolveLink(href, ctx.from, { ...ctx.site, docIds: undefined }, { ...ctx.links, articleUrl: '{id}', collectionUrl: '{id}' });
    if (r.kind === 'entry') {
      const suffix = /[?#]/.test(href) ? href.slice(href.search(/[?#]/)) : '';
      return `entry:${r.entryId}/${r.language}${suffix}`;
    }
  }
  return undefined;
}

function imageKey(src: string, ctx: CanonicalContext): string | undefined {
  if (!ctx.images) return undefined;
  const base = ctx.images.baseUrl.split('?')[0]!.replace(/\/*$/, '/');
  if (src.startsWith(base)) {
    const p = src.slice(base.length).split(/[?#]/)[0]!;
    try {
      return `image:${p.split('/').map(decodeURIComponent).join('/')}`;
    } catch {
      return `image:${p}`;
    }
  }
  if (ctx.from) {
    const r = resolveImage(src, ctx.from);
    if (r.kind === 'file') return `image:${r.rel}`;
  }
  return undefined;
}

/** The HTML with every link to an entry and every image under images.baseUrl in canonical form. */
export function canonicalizeRefs(html: string, ctx: CanonicalContext): string {
  if (!ctx.links && !ctx.images) return html;
  // platform URLs have a scheme: findBodyRefs skips those, so they are looked at here as well
  const refs = findAllRefs(html);
  let out = '';
  let pos = 0;
  for (const r of refs) {
    const key = r.tag === 'a' ? entryKey(r.value, ctx) : imageKey(r.value, ctx);
    if (key === undefined) continue;
    out += `${html.slice(pos, r.start)}"${escapeAttribute(key)}"`;
    pos = r.end;
  }
  return out + html.slice(pos);
}

/** Every link and image attribute, local or not (findBodyRefs keeps only local ones). */
function findAllRefs(html: string): ReturnType<typeof findBodyRefs> {
  return findBodyRefs(html, '', 1, { all: true });
}
