// Links and images that work on the platform: the PURE resolution step. The loader's
// workers render each body with placeholders for internal links and images and list the
// references they saw (cacheable by the file's bytes); after the scan, this module decides what
// each reference becomes, from the set of local files alone. No I/O here: image bytes are hashed
// by the caller, which passes the hashes in.
//
// Rules:
// - a link resolves to an entry when it is a relative path to a Markdown file of the content
//   folder or, with `sitePaths`, a site-absolute path that, minus an optional language prefix,
//   names a file the way static-site generators do (`/a/b/` is `a/b.md`, `a/b/index.md` or
//   `a/b/_index.md`);
// - an explicit language (a `/ja/` prefix, a `../../en/` path) wins; otherwise the linking file's
//   language when that translation exists locally, else the source language;
// - `#fragment` and query are kept; code spans and blocks are never touched (the renderer only
//   calls us for link and image tokens);
// - everything else that looks internal is a problem (a warning; `--strict` makes it an error)
//   and the link is left as written.
import type { ContentPaths } from './content-paths.js';
import path from 'node:path/posix';
import type { LinksConfig } from '../config/links.js';

import { decodePath, pageUrl } from './link-urls.js';
import { missingCandidates, missingPageMessage, type LinkTargetFates, type MissingPage } from './links-missing.js';

export type { ImagesConfig, LinksConfig } from '../config/links.js';
// the URL side lives in link-urls.ts; these stay importable from here
export { matchEntryUrl, pageUrl, relativeLink, type UrlMatch } from './link-urls.js';
export type { LinkHistoryLookup, LinkTargetEvent, LinkTargetFates } from './links-missing.js';

/** What the resolver knows of the content folder: which files exist per language, and their entries. */
export interface SiteIndex {
  sourceLanguage: string;
  /** language folder → (path relative to it, POSIX → entry id of that file, or of its source file) */
  files: ReadonlyMap<string, ReadonlyMap<string, string | undefined>>;
  /** article record id → the platform's docId (docs/platform-api.md), when a template needs it */
  docIds?: ReadonlyMap<string, number>;
  /** what the content repo's history shows of paths that do not exist (renames, deletions), when read */
  fates?: LinkTargetFates;
  /** under files: where each page really is: a relative link the page's own folder explains (and its key does not) */
  paths?: Pick<ContentPaths, 'rel' | 'keyOf'>;
}

export interface LinkSource {
  language: string;
  /** the linking file, relative to its language folder, POSIX */
  rel: string;
}

export type LinkResolution =
  | { kind: 'keep' }
  | { kind: 'entry'; url: string; entryId: string; language: string; file: string }
  /** `missing`: a page that does not exist, as the content-relative paths looked for (history may explain them) */
  | { kind: 'problem'; message: string; missing?: string[] };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A path to a file that is not Markdown (a PDF, an image, a download): never an entry. */
const OTHER_FILE = /\.(?!md$|markdown$)[a-z0-9]{1,8}$/i;

interface SplitHref {
  pathPart: string;
  /** `?query#fragment` as written (may be empty) */
  suffix: string;
}

function splitHref(href: string): SplitHref {
  const cut = href.search(/[?#]/);
  return cut === -1 ? { pathPart: href, suffix: '' } : { pathPart: href.slice(0, cut), suffix: href.slice(cut) };
}

/** Folder names and URL prefixes that name a language, URL prefix → folder. */
function languagePrefixes(site: SiteIndex, cfg: LinksConfig): Map<string, string> {
  const out = new Map<string, string>();
  for (const language of site.files.keys()) out.set(language, language);
  for (const [folder, prefix] of Object.entries(cfg.sitePrefixes)) if (site.files.has(folder)) out.set(prefix, folder);
  return out;
}

/** The candidate files a path names, the way static-site generators map URLs to files. */
function candidates(p: string): string[] {
  const trimmed = p.replace(/^\/+/, '').replace(/\/+$/, '');
  if (trimmed === '') return ['_index.md', 'index.md'];
  if (/\.md$/i.test(trimmed)) return [trimmed];
  return [`${trimmed}.md`, `${trimmed}/index.md`, `${trimmed}/_index.md`];
}

interface Target {
  /** the language named explicitly, if any */
  explicit?: string;
  /** candidate paths relative to a language folder */
  paths: string[];
}

function siteTarget(pathPart: string, site: SiteIndex, cfg: LinksConfig): Target {
  const segments = pathPart.replace(/^\/+/, '').split('/');
  const folder = languagePrefixes(site, cfg).get(segments[0] ?? '');
  if (folder !== undefined) return { explicit: folder, paths: candidates(segments.slice(1).join('/')) };
  return { paths: candidates(pathPart) };
}

function relativeTarget(pathPart: string, from: LinkSource, site: SiteIndex): Target | { problem: string } {
  const joined = path.normalize(path.join(from.language, path.dirname(from.rel), pathPart));
  if (joined === '..' || joined.startsWith('../') || path.isAbsolute(joined)) {
    return { problem: 'climbs out of the content folder' };
  }
  const [first, ...rest] = joined.split('/');
  const restPath = rest.join('/');
  if (first === undefined || !site.files.has(first)) return { problem: 'is not inside a language folder' };
  const explicit = first === from.language ? undefined : first;
  const paths = /\.md$/i.test(restPath) ? [restPath] : candidates(restPath);
  return { explicit, paths };
}

/** The page a relative link names from the linking page's real file, when there is one (under files:). */
function realTarget(decoded: string, from: LinkSource, site: SiteIndex): { language: string; rel: string } | undefined {
  const dir = path.posix.dirname(site.paths!.rel(`${from.language}/${from.rel}`));
  const key = site.paths!.keyOf(path.posix.normalize(path.posix.join(dir, decoded)));
  if (key === undefined) return undefined;
  const slash = key.indexOf('/');
  const language = key.slice(0, slash);
  const rel = key.slice(slash + 1);
  return site.files.get(language)?.has(rel) ? { language, rel } : undefined;
}

function findFile(site: SiteIndex, language: string, paths: string[]): string | undefined {
  const files = site.files.get(language);
  return files ? paths.find((p) => files.has(p)) : undefined;
}

/** Which language's file a link names: explicit wins; else the linking file's, else the source's. */
function pickFile(site: SiteIndex, from: LinkSource, target: Target): { language: string; rel: string } | undefined {
  const order = target.explicit !== undefined ? [target.explicit] : [from.language, site.sourceLanguage];
  for (const language of order) {
    const rel = findFile(site, language, target.paths);
    if (rel !== undefined) return { language, rel };
  }
  return undefined;
}

/** Is this href one helpsync should try to resolve (a local path), or is it left alone? */
export function isInternalHref(href: string, cfg: LinksConfig | undefined): boolean {
  if (href === '' || href.startsWith('#') || href.startsWith('//') || SCHEME.test(href)) return false;
  const { pathPart } = splitHref(href);
  if (pathPart === '') return false;
  if (pathPart.startsWith('/')) return cfg?.sitePaths === true && !OTHER_FILE.test(pathPart);
  return true;
}

export function resolveLink(href: string, from: LinkSource, site: SiteIndex, cfg: LinksConfig): LinkResolution {
  if (!isInternalHref(href, cfg)) return { kind: 'keep' };
  const { pathPart, suffix } = splitHref(href);
  let decoded = decodePath(pathPart);
  const written: MissingPage['form']['kind'] = decoded.startsWith('/') ? 'site' : /\.(md|markdown)$/i.test(decoded) ? 'file' : 'url';
  // With sitePaths, a relative link that names no Markdown file (`../container/`) is read the way
  // the site generator's reader sees it: relative to the page's URL (`a/b.md` is at /a/b/).
  if (cfg.sitePaths && written === 'url' && !OTHER_FILE.test(decoded)) {
    decoded = new URL(encodeURI(decoded), `http://site${encodeURI(pageUrl(from.rel))}`).pathname;
    decoded = decodePath(decoded);
  }
  const target = decoded.startsWith('/') ? siteTarget(decoded, site, cfg) : relativeTarget(decoded, from, site);
  // messages show the link as a reader wrote it (marked percent-encodes non-ASCII paths)
  const shown = decodePath(href);
  // under files: a link the keys do not explain may name the file from the page's real folder
  // (`../../docs/a.md` from a Docusaurus translation, `b.de.md` beside `a.de.md`)
  const real = written === 'file' && site.paths ? realTarget(decoded, from, site) : undefined;
  if ('problem' in target && !real) return { kind: 'problem', message: `link ${shown} ${target.problem}: left as written` };
  // A relative link to something that is not Markdown (a PDF beside the page) is not an entry link.
  if (!decoded.startsWith('/') && OTHER_FILE.test(decoded)) return { kind: 'keep' };
  const found = ('problem' in target ? undefined : pickFile(site, from, target)) ?? real;
  if (!found) {
    if ('problem' in target) return { kind: 'problem', message: `link ${shown} ${target.problem}: left as written` };
    // an explicit language wins; say where the page does exist, if it does elsewhere
    const elsewhere =
      target.explicit === undefined ? undefined : pickFile(site, { ...from, language: site.sourceLanguage }, { paths: target.paths });
    const prefix = written === 'site' && target.explicit !== undefined ? decoded.replace(/^\/+/, '').split('/', 1)[0] : undefined;
    const page: MissingPage = {
      shown,
      from,
      where: target.explicit ?? site.sourceLanguage,
      languages: target.explicit !== undefined ? [target.explicit] : [...new Set([from.language, site.sourceLanguage])],
      paths: target.paths,
      explicit: target.explicit !== undefined,
      form: written === 'site' ? { kind: 'site', ...(prefix === undefined ? {} : { prefix }) } : { kind: written },
      suffix,
      ...(elsewhere ? { elsewhere: `${elsewhere.language}/${elsewhere.rel}` } : {}),
    };
    return { kind: 'problem', message: missingPageMessage(page, site.fates), missing: missingCandidates(page) };
  }
  const file = `${found.language}/${found.rel}`;
  const entryId = site.files.get(found.language)?.get(found.rel);
  if (entryId === undefined) return { kind: 'problem', message: `link ${shown}: ${file} has no entry: left as written` };
  const url = entryUrl(entryId, found.language, site, cfg);
  if (typeof url !== 'string') return { kind: 'problem', message: `link ${shown} (${file}): ${url.problem}: left as written` };
  return { kind: 'entry', url: url + suffix, entryId, language: found.language, file };
}

function entryUrl(entryId: string, language: string, site: SiteIndex, cfg: LinksConfig): string | { problem: string } {
  const colon = entryId.indexOf(':');
  const type = entryId.slice(0, colon);
  const id = entryId.slice(colon + 1);
  const template = type === 'article' ? cfg.articleUrl : type === 'collection' ? cfg.collectionUrl : undefined;
  if (type !== 'article' && type !== 'collection')
    return { problem: `it is ${type === 'emailtemplate' ? 'an email template' : 'a static translation'}, which has no page` };
  if (template === undefined) return { problem: `links.${type}Url is not configured` };
  let docId: number | undefined;
  if (template.includes('{docId}')) {
    docId = site.docIds?.get(id);
    if (docId === undefined) return { problem: `the platform shows no docId for ${entryId}` };
  }
  return fillTemplate(template, { language, id, docId: docId === undefined ? '' : String(docId) });
}

/** Fill {language}, {id}, {docId}; each value URL-encoded as one path segment. */
export function fillTemplate(template: string, values: Record<'language' | 'id' | 'docId', string>): string {
  return template.replace(/\{(language|id|docId)\}/g, (_, key: 'language' | 'id' | 'docId') => encodeURIComponent(values[key]));
}

// ---- images -------------------------------------------------------------------------------

export type ImageResolution =
  | { kind: 'keep' }
  /** a local file, `rel` (POSIX) inside `folder`: the content folder, or `images.root` for site-absolute paths */
  | { kind: 'file'; folder: 'content' | 'root'; rel: string }
  | { kind: 'problem'; message: string };

/**
 * Where an image reference points: relative to the page (under the content folder), or
 * site-absolute under `images.root`. Which bytes it has is the caller's business (I/O).
 */
export function resolveImage(src: string, from: LinkSource): ImageResolution {
  if (src === '' || src.startsWith('//') || SCHEME.test(src) || src.startsWith('#')) return { kind: 'keep' };
  const { pathPart } = splitHref(src);
  const decoded = decodePath(pathPart);
  if (decoded.startsWith('/')) {
    const rel = path.normalize(decoded).replace(/^\/+/, '');
    if (rel === '' || rel === '.' || rel === '..' || rel.startsWith('../'))
      return { kind: 'problem', message: `image ${src} is not a file under the images root` };
    return { kind: 'file', folder: 'root', rel };
  }
  const rel = path.normalize(path.join(from.language, path.dirname(from.rel), decoded));
  if (rel === '..' || rel.startsWith('../')) return { kind: 'problem', message: `image ${src} climbs out of the content folder` };
  return { kind: 'file', folder: 'content', rel };
}

/** baseUrl + path (each segment URL-encoded) + `?v=` (or `&v=`) + the first 8 hex of the SHA-256. */
export function imageUrl(baseUrl: string, urlPath: string, sha256hex: string): string {
  const encoded = urlPath.split('/').map(encodeURIComponent).join('/');
  const q = baseUrl.indexOf('?');
  const base = q === -1 ? baseUrl : baseUrl.slice(0, q);
  const query = q === -1 ? '' : baseUrl.slice(q);
  const joined = base.endsWith('/') ? `${base}${encoded}` : `${base}/${encoded}`;
  const v = `v=${sha256hex.slice(0, 8)}`;
  return query === '' || query === '?' ? `${joined}?${v}` : `${joined}${query}&${v}`;
}

/** A Git LFS pointer file (checkout without `lfs: true`) is not the image. */
export function isLfsPointer(bytes: Uint8Array): boolean {
  if (bytes.length > 1024) return false;
  return Buffer.from(bytes).toString('latin1').startsWith('version https://git-lfs.github.com/spec/v1\n');
}
