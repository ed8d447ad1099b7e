// Links and images of a page, pointed into the preview folder: a link to another entry becomes the
// preview's own page (relative, so the folder works from file://, an artifact or any static host),
// an image from the repo is copied in, and what cannot be shown from the folder (a remote image, a
// link to a repo file that is no page, an SVG as a document) becomes a visible placeholder.
import { imageRel, type ContentPaths } from '../content/content-paths.js';
import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LinksConfig } from '../config/links.js';
import { matchEntryUrl } from '../content/link-urls.js';
import { resolveImage } from '../content/links.js';
import { isInside } from '../util/safe-path.js';
import { entryPage, type SiteModel } from './model.js';
import { relativeUrl } from './page.js';
import type { CleanHooks, Rewrite } from './sanitize.js';

export const ASSETS = 'assets';

export interface RefContext {
  model: SiteModel;
  contentDir: string;
  /** under files: where a page's folder really is (its images are beside its real file) */
  paths?: ContentPaths;
  links?: LinksConfig;
  /** images.root absolute (default the content folder) */
  images?: { baseUrl: string; root: string };
  /** article record id → docId (links.articleUrl with {docId}) */
  docIds?: ReadonlyMap<string, number>;
  /** files to copy in: the folder's relative path → the absolute source (filled as pages are made, emptied per language) */
  copies: Map<string, string>;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function split(href: string): { pathPart: string; suffix: string } {
  const i = href.search(/[?#]/);
  return i < 0 ? { pathPart: href, suffix: '' } : { pathPart: href.slice(0, i), suffix: href.slice(i) };
}

function decode(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}

/** A file inside `root` (symbolic links resolved), a regular file: its real path. */
function fileInside(root: string, rel: string): string | undefined {
  const abs = path.join(root, ...rel.split('/'));
  if (!existsSync(abs)) return undefined;
  try {
    const real = realpathSync(abs);
    return isInside(realpathSync(root), real) && statSync(real).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

function entryOfUrl(ctx: RefContext, url: string): { entryId: string; language: string; suffix: string } | undefined {
  if (!ctx.links) return undefined;
  const m = matchEntryUrl(url, ctx.links);
  if (!m) return undefined;
  let id = m.id;
  if (id === undefined && m.docId !== undefined) for (const [record, doc] of ctx.docIds ?? []) if (doc === m.docId) id = record;
  return id === undefined ? undefined : { entryId: `${m.type}:${id}`, language: m.language, suffix: m.suffix };
}

/** A site-absolute path (`/x/`, `/ja/x/`) or a relative `.md` path → a content file, as a static site finds it. */
function fileOfPath(ctx: RefContext, p: string, language: string, fromRel: string): string | undefined {
  const abs = p.startsWith('/');
  const joined = abs ? p : path.posix.join('/', path.posix.dirname(fromRel), p);
  const segments = path.posix.normalize(decode(joined)).split('/').filter(Boolean);
  const prefixed = segments[0] !== undefined && ctx.model.languages.includes(segments[0]) ? segments.shift() : undefined;
  const slug = segments.join('/');
  const names = /\.(md|markdown)$/i.test(slug)
    ? [slug]
    : slug === ''
      ? ['_index.md']
      : [`${slug}.md`, `${slug}/_index.md`, `${slug}/index.md`];
  for (const l of prefixed ? [prefixed] : [language, ctx.model.sourceLanguage]) {
    for (const n of names) if (ctx.model.entryOfFile.has(`${l}/${n}`)) return `${l}/${n}`;
  }
  return undefined;
}

function pageLink(ctx: RefContext, page: string, entryId: string, language: string, suffix: string): Rewrite {
  const target = entryPage(ctx.model, entryId, language) ?? entryPage(ctx.model, entryId, ctx.model.sourceLanguage);
  if (!target) return { drop: `link to an entry the repo has no page for (${entryId})` };
  return { value: relativeUrl(page, target) + suffix };
}

/** Where a link of `page` (from the content file `<language>/<rel>`) goes in the preview. */
export function rewriteHref(ctx: RefContext, page: string, language: string, rel: string, href: string): Rewrite {
  if (href.startsWith('#')) return { value: href };
  const entry = entryOfUrl(ctx, href);
  if (entry)
    return pageLink(ctx, page, entry.entryId, ctx.model.languages.includes(entry.language) ? entry.language : language, entry.suffix);
  if (SCHEME.test(href)) return { value: href };
  const { pathPart, suffix } = split(href);
  if (/\.svg$/i.test(pathPart)) return { drop: `link to an SVG file (not opened as a document): ${href}` };
  const file = fileOfPath(ctx, pathPart, language, rel);
  const entryId = file ? ctx.model.entryOfFile.get(file) : undefined;
  if (!entryId) return { drop: `link to something that is not a page of the help center: ${href}` };
  const targetLanguage = file!.slice(0, file!.indexOf('/'));
  return pageLink(ctx, page, entryId, targetLanguage, suffix);
}

/** Copies a repo file into assets/ (once) and returns its URL from `page`. */
function copyIn(ctx: RefContext, page: string, folder: 'content' | 'root', rel: string, shown: string): Rewrite {
  const mapped = folder === 'content' && ctx.paths;
  const root = folder === 'root' && ctx.images ? ctx.images.root : mapped ? ctx.paths!.root : ctx.contentDir;
  const real = fileInside(root, mapped ? imageRel(ctx.paths!, rel) : rel);
  if (!real) return { drop: `image not found in the repo: ${shown}` };
  const dest = `${ASSETS}/${folder}/${rel}`;
  ctx.copies.set(dest, real);
  return { value: relativeUrl(page, dest) };
}

/** Where an image of `page` comes from: a copy of the repo's file, or a placeholder. */
export function rewriteSrc(ctx: RefContext, page: string, language: string, rel: string, src: string): Rewrite {
  const base = ctx.images?.baseUrl.replace(/\?.*$/, '');
  if (base && src.startsWith(base)) {
    const p = decode(split(src.slice(base.length)).pathPart).replace(/^\/+/, '');
    const r = copyIn(ctx, page, 'root', p, src);
    return 'value' in r ? r : copyIn(ctx, page, 'content', p, src);
  }
  if (SCHEME.test(src) || src.startsWith('//')) return { drop: `remote image, not loaded: ${src}` };
  const r = resolveImage(src, { language, rel });
  if (r.kind === 'problem') return { drop: r.message };
  if (r.kind === 'keep') return { drop: `image not shown: ${src}` };
  return copyIn(ctx, page, r.folder, r.rel, src);
}

export function hooksFor(ctx: RefContext, page: string, language: string, rel: string): CleanHooks {
  return {
    href: (href) => rewriteHref(ctx, page, language, rel, href),
    src: (src) => rewriteSrc(ctx, page, language, rel, src),
  };
}
