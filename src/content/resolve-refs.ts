// The links step of the loader, between analyze and assemble: PURE. Given what the scan
// found (every Markdown file of every language and the entry each is), the analyses (rendered HTML
// with the places of its links and images) and the hashes of the images it needs, it writes each
// reference's platform URL into the HTML, recomputes the platform-form hash of what changed, and
// adds the problems of the references to the body's warnings (reported when the body is pushed).
// The image bytes are read by the I/O shell (content.ts) between imagesNeeded and resolveRefs.
import { escapeAttribute } from 'entities';
import type { LinksConfig } from '../config/links.js';
import type { MarkdownAnalysis } from './analyze.js';
import type { ContentFiles, FileResult, SourceIndex } from './assemble.js';
import type { LocalProblem } from './frontmatter.js';
import { imageUrl, resolveImage, resolveLink, type LinkSource, type SiteIndex } from './links.js';
import { unresolvedRefWarnings, type BodyRef } from './refs.js';

export interface RefsConfig {
  links?: LinksConfig;
  images?: { baseUrl: string };
  /** article record id → docId (docs/platform-api.md), when links.articleUrl uses {docId} */
  docIds?: ReadonlyMap<string, number>;
}

/** An image file the page needs: under the content folder, or under images.root (site-absolute paths). */
export interface ImageFile {
  folder: 'content' | 'root';
  /** POSIX, relative to that folder */
  rel: string;
}

/** What reading an image gave: its SHA-256 (hex), or why it cannot be used (an error of each page that shows it). */
/** `urlPath`: under files:, the image's path below the repository (its key's path is no file there) */
export type ImageRead = { sha256: string; urlPath?: string } | { problem: string };

export const imageKey = (f: ImageFile): string => `${f.folder}:${f.rel}`;

/** The site as the resolver sees it: per language, every Markdown file and the entry it belongs to. */
export function siteIndex(c: ContentFiles, sources: SourceIndex, docIds?: ReadonlyMap<string, number>): SiteIndex {
  const files = new Map<string, Map<string, string | undefined>>();
  for (const [language, folder] of c.files) {
    const m = new Map<string, string | undefined>();
    for (const rel of folder.md) m.set(rel, sources.byRel.get(rel)?.entryId);
    files.set(language, m);
  }
  return { sourceLanguage: c.source, files, ...(docIds ? { docIds } : {}), ...(c.paths ? { paths: c.paths } : {}) };
}

function fromOf(key: string): LinkSource {
  const slash = key.indexOf('/');
  return { language: key.slice(0, slash), rel: key.slice(slash + 1) };
}

function withRefs(a: FileResult | undefined): (MarkdownAnalysis & { refs: BodyRef[]; content: string }) | undefined {
  if (a?.kind !== 'markdown' || a.refs === undefined || a.content === undefined) return undefined;
  return a as MarkdownAnalysis & { refs: BodyRef[]; content: string };
}

/** Every image file the rendered bodies name (only when `images` is configured). */
export function imagesNeeded(analyses: ReadonlyMap<string, FileResult>, cfg: RefsConfig): ImageFile[] {
  if (!cfg.images) return [];
  const out = new Map<string, ImageFile>();
  for (const [key, a] of analyses) {
    const r = withRefs(a);
    if (!r) continue;
    for (const ref of r.refs) {
      if (ref.tag === 'a') continue;
      const res = resolveImage(ref.value, fromOf(key));
      if (res.kind === 'file') out.set(imageKey(res), { folder: res.folder, rel: res.rel });
    }
  }
  return [...out.values()];
}

/**
 * The content-relative paths every link to a page that does not exist looked for: what the content
 * repo's history may explain (a rename, a deletion). Empty when every link names a page.
 */
export function missingTargets(analyses: ReadonlyMap<string, FileResult>, site: SiteIndex, links: LinksConfig): string[] {
  const out = new Set<string>();
  for (const [key, a] of analyses) {
    const r = withRefs(a);
    if (!r) continue;
    for (const ref of r.refs) {
      if (ref.tag !== 'a' || ref.end > r.content.length) continue;
      const res = resolveLink(ref.value, fromOf(key), site, links);
      if (res.kind === 'problem') for (const m of res.missing ?? []) out.add(m);
    }
  }
  return [...out];
}

/** The analyses with every reference resolved; analyses without references are the same objects. */
export function resolveRefs(
  analyses: ReadonlyMap<string, FileResult>,
  site: SiteIndex,
  cfg: RefsConfig,
  images: ReadonlyMap<string, ImageRead>,
): Map<string, FileResult> {
  const out = new Map(analyses);
  for (const [key, a] of analyses) {
    const r = withRefs(a);
    if (r) out.set(key, resolveOne(key, r, site, cfg, images));
  }
  return out;
}

interface Edit {
  start: number;
  end: number;
  url: string;
}

function resolveOne(
  key: string,
  a: MarkdownAnalysis & { refs: BodyRef[]; content: string },
  site: SiteIndex,
  cfg: RefsConfig,
  images: ReadonlyMap<string, ImageRead>,
): MarkdownAnalysis {
  const problems: LocalProblem[] = unresolvedRefWarnings(a.refs, { links: !cfg.links, images: !cfg.images });
  const edits: Edit[] = [];
  const from = fromOf(key);
  const at = (ref: BodyRef): { line?: number } => (ref.line === undefined ? {} : { line: ref.line });
  for (const ref of a.refs) {
    if (ref.end > a.content.length) continue; // not ours: a cache entry is checked, but never trusted past its text
    if (ref.tag === 'a') {
      if (!cfg.links) continue;
      const res = resolveLink(ref.value, from, site, cfg.links);
      if (res.kind === 'entry') edits.push({ start: ref.start, end: ref.end, url: res.url });
      else if (res.kind === 'problem') problems.push({ severity: 'warning', ...at(ref), message: res.message });
      continue;
    }
    if (!cfg.images) continue;
    const res = resolveImage(ref.value, from);
    if (res.kind === 'problem') problems.push({ severity: 'warning', ...at(ref), message: `${res.message}: left as written` });
    if (res.kind !== 'file') continue;
    const read = images.get(imageKey(res));
    if (read === undefined) continue;
    if ('problem' in read) {
      problems.push({ severity: 'error', ...at(ref), message: `image ${ref.value}: ${read.problem}` });
      continue;
    }
    edits.push({ start: ref.start, end: ref.end, url: imageUrl(cfg.images.baseUrl, read.urlPath ?? res.rel, read.sha256) });
  }
  const { refs: _refs, ...result }: MarkdownAnalysis = a;
  if (problems.length > 0) result.linkWarnings = [...a.linkWarnings, ...problems].sort((x, y) => (x.line ?? 0) - (y.line ?? 0));
  if (edits.length === 0) return result;
  let html = '';
  let pos = 0;
  for (const e of edits) {
    html += `${a.content.slice(pos, e.start)}"${escapeAttribute(e.url)}"`;
    pos = e.end;
  }
  html += a.content.slice(pos);
  result.content = html;
  return result;
}
