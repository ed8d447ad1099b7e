// References in a rendered body: the links and image paths of one page, found by the
// worker in the HTML it rendered (so code spans and blocks, which the renderer escapes, never count)
// and kept with the analysis (cacheable by the file's bytes). Each records where its attribute value
// sits in the HTML: the pure resolution step (resolve-refs.ts) substitutes there, nothing else moves.
import { decodeHTML } from 'entities';
import type { LocalProblem } from './frontmatter.js';

/** The tags and attributes that name a page or an image (`<img src>`, `<source src>`, `<video poster>`). */
export type RefTag = 'a' | 'img' | 'source' | 'video';

export interface BodyRef {
  tag: RefTag;
  /** the attribute value, HTML entities decoded (as a browser reads it) */
  value: string;
  /** offsets of the attribute value in the HTML, quotes included: what a substitution replaces */
  start: number;
  end: number;
  /** line in the Markdown file, when the value is found in the source */
  line?: number;
}

const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;
const TAG = /<(a|img|source|video)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTR = /\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
const WANTED: Record<RefTag, string> = { a: 'href', img: 'src', source: 'src', video: 'poster' };
/**
 * A tag whose first attribute is the one wanted, quoted, its value starting with a scheme: a URL,
 * known without reading every attribute and decoding the value (a page's links are mostly such).
 */
const FIRST_IS_URL = Object.fromEntries(
  Object.entries(WANTED).map(([tag, attr]) => [tag, new RegExp(`^\\s+${attr}\\s*=\\s*["']${SCHEME.source.slice(1)}`)]),
) as Record<RefTag, RegExp>;
/** Text where a tag is not markup to a reader: comments, and what script, style and textarea hold. */
const OPAQUE = /<!--[\s\S]*?(?:-->|$)|<(script|style|textarea)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;

/** Is this a path helpsync may resolve (not a URL with a scheme, not `//host`, not a bare #fragment)? */
export function isLocalValue(value: string): boolean {
  return value !== '' && !SCHEME.test(value) && !value.startsWith('//') && !value.startsWith('#');
}

/** Every local link and image path in the rendered HTML, in document order, with its line in `body`. */
export function findBodyRefs(html: string, body: string, bodyLine: number, opts: { all?: boolean } = {}): BodyRef[] {
  const out: BodyRef[] = [];
  if (!/<(?:a|img|source|video)\b/i.test(html)) return out;
  const opaque = [...html.matchAll(OPAQUE)].map((m) => [m.index, m.index + m[0].length] as const);
  const inOpaque = (at: number): boolean => opaque.some(([s, e]) => at > s && at < e);
  const from = new Map<string, number>();
  for (const m of html.matchAll(TAG)) {
    if (inOpaque(m.index)) continue;
    const tag = m[1]!.toLowerCase() as RefTag;
    if (!opts.all && FIRST_IS_URL[tag].test(m[2]!)) continue;
    const attrsAt = m.index + 1 + m[1]!.length;
    for (const a of m[2]!.matchAll(ATTR)) {
      if (a[1]!.toLowerCase() !== WANTED[tag] || a[2] === undefined) continue;
      const raw = a[2];
      const quoted = raw.startsWith('"') || raw.startsWith("'");
      const value = decodeHTML(quoted ? raw.slice(1, -1) : raw).trim();
      if (!opts.all && !isLocalValue(value)) break;
      const start = attrsAt + a.index + a[0].length - raw.length;
      const line = locate(body, value, from, bodyLine);
      out.push({ tag, value, start, end: start + raw.length, ...(line === undefined ? {} : { line }) });
      break;
    }
  }
  return out;
}

/**
 * Without `links` / `images` configured: today's warnings: links to local Markdown files
 * and relative image paths will not resolve on the platform.
 */
export function unresolvedRefWarnings(refs: readonly BodyRef[], which: { links: boolean; images: boolean }): LocalProblem[] {
  const out: LocalProblem[] = [];
  for (const r of refs) {
    let message: string;
    if (r.tag === 'a') {
      if (!which.links) continue;
      const pathPart = r.value.split(/[?#]/, 1)[0] ?? '';
      if (!/\.(md|markdown)$/i.test(pathPart)) continue;
      message = `link to a local Markdown file "${r.value}" will not resolve on the platform`;
    } else {
      if (!which.images || r.tag !== 'img') continue;
      message = `relative image path "${r.value}" will not resolve on the platform: use an absolute URL`;
    }
    out.push({ severity: 'warning', ...(r.line === undefined ? {} : { line: r.line }), message });
  }
  return out;
}

/** The line of `target` in the Markdown body; a repeated target is found at each of its places in turn. */
function locate(body: string, target: string, from: Map<string, number>, bodyLine: number): number | undefined {
  const candidates = [target];
  try {
    const decoded = decodeURI(target);
    if (decoded !== target) candidates.push(decoded);
  } catch {
    // not percent-encoded text: the raw form is the only candidate
  }
  try {
    const encoded = encodeURI(target);
    if (encoded !== target) candidates.push(encoded);
  } catch {
    // a lone surrogate: no encoded form
  }
  const start = from.get(target) ?? 0;
  for (const c of candidates) {
    const at = body.indexOf(c, start);
    if (at !== -1) {
      from.set(target, at + c.length);
      let line = bodyLine;
      for (let i = body.indexOf('\n'); i !== -1 && i < at; i = body.indexOf('\n', i + 1)) line++;
      return line;
    }
  }
  return undefined;
}
