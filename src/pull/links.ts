// Pull's way back for links and images: in the pulled Markdown, a link whose URL matches
// links.articleUrl / collectionUrl becomes a relative link to the entry's file (when that file is
// in the repo, or being pulled, in the linked language), and an image URL under images.baseUrl
// becomes its path when that file exists locally with the same hash (`?v=`); anything else keeps its
// URL. Link destinations only (`](url)`, `href="url"`, `src="url"`), never inside fenced code.
import { contentPathsOf } from '../config/files.js';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../config/config.js';
import { entryOfOtherTemplate, knownEntries, refsForm, type KnownEntries } from '../content/links-canonical.js';
import { matchEntryUrl, relativeLink, type SiteIndex } from '../content/links.js';
import { readRegularFile, realFolder, resolveInside } from '../util/safe-path.js';
import type { PullFile } from './plan.js';
import type { CompareForm } from './keep-list-items.js';
import { canonicalHtml } from '../html/compare.js';
import { renderMarkdown, type RenderOptions } from '../html/render.js';
import { convertHtmlToMarkdown } from '../html/to-markdown.js';

export interface PullLinks {
  /** the pulled files with links and images in repo form */
  files: PullFile[];
  /** canonical form of a rendered body of `file` (content-relative), for comparing with the repo */
  canonical: (html: string, file: string) => string;
}

const DESTINATION = /(\]\(\s*<?|\b(?:href|src|poster)=")(https?:\/\/[^\s)"'<>]+)/g;
const FENCE = /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^\1[^\n]*$|(?![\s\S]))/gm;

/** entry → language → file, from the repo (filesByEntry) and the files being pulled. */
function filesOf(filesByEntry: Readonly<Record<string, string[]>>, pulled: readonly PullFile[]): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  const add = (entryId: string, file: string): void => {
    const language = file.split('/', 1)[0]!;
    let m = out.get(entryId);
    if (!m) out.set(entryId, (m = new Map<string, string>()));
    if (!m.has(language)) m.set(language, file);
  };
  for (const f of pulled) if (f.entryId && f.kind !== 'static') add(f.entryId, f.path);
  for (const [entryId, files] of Object.entries(filesByEntry)) for (const f of files) add(entryId, f);
  return out;
}

function siteOf(files: Map<string, Map<string, string>>, source: string): SiteIndex {
  const site = new Map<string, Map<string, string | undefined>>();
  for (const [entryId, byLanguage] of files) {
    for (const [language, file] of byLanguage) {
      let m = site.get(language);
      if (!m) site.set(language, (m = new Map<string, string | undefined>()));
      m.set(file.slice(language.length + 1), entryId);
    }
  }
  return { sourceLanguage: source, files: site };
}

/**
 * `canonical` of PullLinks over a site (what is in the repo and what is being pulled): drift
 * protection's own form (refsForm), so a URL of an older articleUrl template names its entry here too.
 */
function canonicalOver(config: Config, site: SiteIndex, articleByDocId: ReadonlyMap<number, string>): PullLinks['canonical'] {
  const docIds = new Map([...articleByDocId].map(([docId, id]) => [id, docId]));
  const form = refsForm({
    ...(config.links ? { links: config.links } : {}),
    ...(config.images ? { images: config.images } : {}),
    site,
    docIds,
  });
  return form ?? ((html) => html);
}

/** What turning a platform URL back into a repo link needs. */
interface LinkBack {
  config: Config;
  /** entry → language → file */
  files: Map<string, Map<string, string>>;
  articleByDocId: ReadonlyMap<number, string>;
  /** the entries and languages of the site, to read URLs of an older template (rule) */
  known?: KnownEntries;
  images: ImageCheck;
}

function linkBackContext(config: Config, files: Map<string, Map<string, string>>, articleByDocId: ReadonlyMap<number, string>): LinkBack {
  const site = siteOf(files, config.sourceLanguage);
  return {
    config,
    files,
    articleByDocId,
    ...(config.links ? { known: knownEntries(site, config.links) } : {}),
    images: new ImageCheck(config),
  };
}

export async function relinkPulled(
  config: Config,
  pulled: readonly PullFile[],
  filesByEntry: Readonly<Record<string, string[]>>,
  articleByDocId: ReadonlyMap<number, string>,
): Promise<PullLinks> {
  const files = filesOf(filesByEntry, pulled);
  const canonical = canonicalOver(config, siteOf(files, config.sourceLanguage), articleByDocId);
  if (!config.links && !config.images) return { files: [...pulled], canonical };
  const back = linkBackContext(config, files, articleByDocId);
  const out: PullFile[] = [];
  for (const f of pulled) {
    if (f.kind === 'static' || f.kind === 'collection') {
      out.push(f);
      continue;
    }
    out.push({ ...f, content: await relinkMarkdown(f.content, f.path, back) });
  }
  return { files: out, canonical };
}

/** One body at a time, for `pull --drifted`: the platform's HTML as pull would write it. */
export interface BodyRelinker {
  /** the HTML as Markdown, its links and images back in repo form (relative paths, image paths) */
  pulledBody(html: string, file: string): Promise<string>;
  /** how a block of `file` compares: rendered, links and images as what they name */
  form(file: string): CompareForm;
}

/** Undefined without `links` and `images`: there is no form of a link to keep. */
export function bodyRelinker(
  config: Config,
  filesByEntry: Readonly<Record<string, string[]>>,
  articleByDocId: ReadonlyMap<number, string>,
): BodyRelinker | undefined {
  if (!config.links && !config.images) return undefined;
  const files = filesOf(filesByEntry, []);
  const canonical = canonicalOver(config, siteOf(files, config.sourceLanguage), articleByDocId);
  const back = linkBackContext(config, files, articleByDocId);
  const labels = (file: string): RenderOptions => {
    const language = file.slice(0, file.indexOf('/'));
    const own = config.alertLabels && Object.hasOwn(config.alertLabels, language) ? config.alertLabels[language] : undefined;
    // a local body renders as sync renders it, in the conventions of `site:`
    return { ...(own ? { alertLabels: own } : {}), ...(config.site ? { site: config.site } : {}) };
  };
  return {
    pulledBody: (html, file) => relinkMarkdown(convertHtmlToMarkdown(html, labels(file)).markdown, file, back),
    form: (file) => (md) => canonicalHtml(canonical(renderMarkdown(md, labels(file)), file)),
  };
}

async function relinkMarkdown(md: string, from: string, back: LinkBack): Promise<string> {
  const fenced = [...md.matchAll(FENCE)].map((m) => [m.index, m.index + m[0].length] as const);
  let out = '';
  let pos = 0;
  for (const m of md.matchAll(DESTINATION)) {
    const at = m.index + m[1]!.length;
    if (fenced.some(([s, e]) => at >= s && at < e)) continue;
    const url = m[2]!;
    const local = linkBack(url, from, back) ?? (await back.images.back(url, from));
    if (local === undefined) continue;
    out += md.slice(pos, at) + local;
    pos = at + url.length;
  }
  return out + md.slice(pos);
}

function linkBack(url: string, from: string, back: LinkBack): string | undefined {
  const { config, files, articleByDocId } = back;
  if (!config.links) return undefined;
  const m = matchEntryUrl(url, config.links);
  let target: { entryId: string; language: string; suffix: string } | undefined;
  if (m) {
    const id = m.id ?? (m.docId !== undefined ? articleByDocId.get(m.docId) : undefined);
    if (id !== undefined) target = { entryId: `${m.type}:${id}`, language: m.language, suffix: m.suffix };
  } else if (back.known) {
    // a URL of an older articleUrl template, read as drift protection reads it
    target = entryOfOtherTemplate(url, back.known, articleByDocId);
  }
  const file = target && files.get(target.entryId)?.get(target.language);
  // only a file in the linked language: any other would resolve to another URL on the next sync
  return file === undefined ? undefined : relativeLink(from, file) + target!.suffix;
}

/** Image URLs back to paths, only for a local file with the same hash. */
class ImageCheck {
  private readonly hashes = new Map<string, Promise<string | undefined>>();
  constructor(private readonly config: Config) {}

  async back(url: string, from: string): Promise<string | undefined> {
    const images = this.config.images;
    if (!images) return undefined;
    const base = images.baseUrl.split('?')[0]!.replace(/\/*$/, '/');
    if (!url.startsWith(base)) return undefined;
    const [p, query = ''] = url.slice(base.length).split('?', 2) as [string, string?];
    const v = /(?:^|&)v=([0-9a-f]{8})(?:&|$)/.exec(query)?.[1];
    let rel: string;
    try {
      rel = p.split('/').map(decodeURIComponent).join('/');
    } catch {
      return undefined;
    }
    if (v === undefined || rel.split('/').includes('..')) return undefined;
    // under files: an image beside a page has its path below the repository in its URL (images.root's default)
    const paths = contentPathsOf(this.config);
    const inContent = path.resolve(images.root) === path.resolve(paths.root);
    const sha = await this.hash(inContent ? paths.root : images.root, rel);
    if (sha?.slice(0, 8) !== v) return undefined;
    if (!inContent) return `/${rel}`;
    // under files: from the page's real file (the link the repo writes beside it)
    return relativeLink(paths.mapped ? paths.rel(from) : from, rel);
  }

  private hash(folder: string, rel: string): Promise<string | undefined> {
    const key = `${folder}\u0000${rel}`;
    let h = this.hashes.get(key);
    if (!h) this.hashes.set(key, (h = hashInside(folder, rel)));
    return h;
  }
}

async function hashInside(folder: string, rel: string): Promise<string | undefined> {
  try {
    const root = await realFolder(folder);
    const where = await resolveInside(root, path.join(root, ...rel.split('/')), 'file');
    if (!where.ok) return undefined;
    const read = await readRegularFile(where.real, 256 * 1024 * 1024);
    return read.ok ? createHash('sha256').update(read.bytes).digest('hex') : undefined;
  } catch {
    return undefined;
  }
}
