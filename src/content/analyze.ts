// The per-file work of the loader as ONE pure function: bytes in, parsed fields + rendered HTML +
// problems out. No I/O, no shared state, plain-data result: it runs the same on the main thread,
// in a worker thread (pool.ts) and behind the cache (cache.ts, keyed by a hash of the bytes and
// the code version), so all three give identical results.
import type { AlertLabels } from '../html/alerts.js';
import { htmlToPlainText } from '../html/plain-text.js';
import { renderMarkdownChecked, type MarkdownDiagnostic, type RenderOptions } from '../html/render.js';
import type { SiteName } from '../html/site-conventions.js';
import { ENTRY_TYPES } from '../model.js';
import { parseFrontMatter, type FrontMatterValue, type LocalProblem } from './frontmatter.js';
import { parseStaticTranslations, type StaticValue } from './static.js';
import { findBodyRefs, unresolvedRefWarnings, type BodyRef } from './refs.js';
import { siteTitle } from './site-title.js';
import type { SetAsideText } from './types.js';

/** Bump when the shape or meaning of FileAnalysis changes (the cache also hashes the code itself). */
export const ANALYSIS_FORMAT = 9;

/** Front matter keys helpsync reads; everything else is ignored. */
export const FRONT_MATTER_FIELDS = ['title', 'description', 'subject'] as const;

export interface MarkdownAnalysis {
  kind: 'markdown';
  /** the `entry` value as written, when the key is present */
  entry?: FrontMatterValue;
  /** `draft` as written, when the key is present (read for new articles only: it applies at creation) */
  draft?: FrontMatterValue;
  /** title / description / subject as found (type checks happen once the entry type is known) */
  fields: Record<string, FrontMatterValue>;
  /** whether the body went through the renderer */
  rendered: boolean;
  /** rendered HTML of the body; absent when not rendered or the body is blank */
  content?: string;
  /** in place of `content`, once the loader has set the rendered body aside (links resolved) */
  contentSetAside?: SetAsideText;
  problems: LocalProblem[];
  /** warnings about the pushed body (; link and image problems are added after the scan) */
  linkWarnings: LocalProblem[];
  /** plain `{{ … }}` in the body: a warning, except in email templates where it is a merge field */
  expressionWarnings?: LocalProblem[];
  /** the local links and image paths of `content`, where they sit (resolve-refs.ts substitutes them) */
  refs?: BodyRef[];
  /**
   * a collection's file (a section page) whose body has prose, which no body field takes: where the
   * body starts and its rendered text as plain text (config `sectionPages` decides its fate, entry.ts)
   */
  sectionProse?: SectionProse;
}

export interface SectionProse {
  /** the body's first line */
  line: number;
  /** the rendered body's text, whitespace collapsed (htmlToPlainText) */
  text: string;
}

export interface StaticAnalysis {
  kind: 'static';
  values: StaticValue[];
  problems: LocalProblem[];
}

export type FileAnalysis = MarkdownAnalysis | StaticAnalysis;

export interface AnalyzeOptions {
  kind: 'markdown' | 'static';
  /** the file is a folder's `_index.md` (a collection: its body is not pushed) */
  isIndex: boolean;
  /**
   * 'auto': render when the body is pushed (see analyzeFile); 'never': the file is outside
   * --only / --languages (front matter only); 'always': the loader found the guess wrong.
   */
  render: 'auto' | 'never' | 'always';
  /** the language's GitHub alert labels (config `alertLabels`,) */
  alertLabels?: AlertLabels;
  /** config `site:`: the generator whose conventions the body is written in */
  site?: SiteName;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decode strictly; a UTF-8 BOM is dropped. Returns the text or a problem with its line. */
export function decodeText(bytes: Uint8Array): { text: string } | { problem: LocalProblem } {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    return { problem: { severity: 'error', line: 1, message: 'file is UTF-16 encoded: save it as UTF-8' } };
  }
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    // A line number inside binary data means nothing to anyone: the file as a whole is wrong.
    return { problem: { severity: 'error', line: 1, message: 'binary file (it contains NUL bytes): expected UTF-8 text' } };
  }
  try {
    return { text: utf8.decode(bytes) };
  } catch {
    const bad = firstInvalidUtf8(bytes);
    return {
      problem: { severity: 'error', line: lineOfByte(bytes, bad), message: `not valid UTF-8 (byte offset ${bad}): save the file as UTF-8` },
    };
  }
}

function lineOfByte(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/** Offset of the first byte that does not start a well-formed UTF-8 sequence (only called on failure). */
function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i]!;
    let n = 0;
    let min = 0;
    if (c < 0x80) {
      i++;
      continue;
    } else if (c >= 0xc2 && c <= 0xdf) {
      n = 1;
      min = 0x80;
    } else if (c >= 0xe0 && c <= 0xef) {
      n = 2;
      min = 0x800;
    } else if (c >= 0xf0 && c <= 0xf4) {
      n = 3;
      min = 0x10000;
    } else return i;
    let cp = c & (0x3f >> n);
    for (let k = 1; k <= n; k++) {
      const cc = b[i + k];
      if (cc === undefined || (cc & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (cc & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += n + 1;
  }
  return b.length;
}

/**
 * Lone carriage returns (classic Mac OS line ends) are line breaks to a reader but not to the YAML
 * and Markdown parsers: read them as "\n", with a warning. CRLF is left as it is.
 */
export function normaliseLineEnds(text: string): { text: string; problems: LocalProblem[] } {
  if (!/\r(?!\n)/.test(text)) return { text, problems: [] };
  return {
    text: text.replace(/\r(?!\n)/g, '\n'),
    problems: [
      {
        severity: 'warning',
        line: 1,
        message: 'line breaks are carriage returns only (CR): read as line breaks; save the file with LF line endings',
      },
    ],
  };
}

/** The entry type a file names in its own front matter, when it names a valid one. */
function ownEntryType(entry: FrontMatterValue | undefined): string | undefined {
  if (entry?.kind !== 'text') return undefined;
  const type = entry.value.trim().split(':', 1)[0] ?? '';
  return (ENTRY_TYPES as readonly string[]).includes(type) ? type : undefined;
}

export function analyzeFile(bytes: Uint8Array, opts: AnalyzeOptions): FileAnalysis {
  const decoded = decodeText(bytes);
  if ('problem' in decoded) {
    return opts.kind === 'static'
      ? { kind: 'static', values: [], problems: [decoded.problem] }
      : { kind: 'markdown', fields: {}, rendered: false, problems: [decoded.problem], linkWarnings: [] };
  }
  const { text, problems: lineEnds } = normaliseLineEnds(decoded.text);
  if (opts.kind === 'static') {
    const parsed = parseStaticTranslations(text);
    return { kind: 'static', values: parsed.values, problems: [...lineEnds, ...parsed.problems] };
  }
  const fm = parseFrontMatter(text);
  const result: MarkdownAnalysis = {
    kind: 'markdown',
    fields: {},
    rendered: false,
    problems: [...lineEnds, ...fm.problems],
    linkWarnings: [],
  };
  const entry = fm.data.get('entry');
  if (entry) result.entry = detached(entry);
  const draft = fm.data.get('draft');
  if (draft) result.draft = detached(draft);
  for (const key of FRONT_MATTER_FIELDS) {
    const v = fm.data.get(key);
    if (v) result.fields[key] = detached(v);
  }
  if (fm.problems.some((p) => p.severity === 'error')) return result;
  // under `site:`, a page without `title` has the one its generator shows (site-title.ts); a
  // leading heading taken for it leaves the body
  let body = fm.body;
  if (opts.site) {
    const found = siteTitle(fm.data, fm.body, fm.bodyLine, opts.site);
    if (found.title) result.fields.title = detached(found.title);
    body = found.body;
  }
  // Which bodies are pushed depends on the entry type. A translation usually does not repeat
  // `entry`, so the file name decides for it: `_index.md` is a collection (body not pushed),
  // anything else is an article or email template. The loader re-renders the rare file this
  // guesses wrong (an article kept in an `_index.md` of another language).
  const type = ownEntryType(entry);
  const wantsBody = type !== undefined ? type === 'article' || type === 'emailtemplate' : !opts.isIndex;
  if (opts.render === 'never') return result;
  if (opts.render === 'auto' && !wantsBody) {
    // a collection's body is no field of it: its prose is kept as text so that it is never lost
    // without a word (config `sectionPages`: warned about, or the collection's description)
    const prose = sectionProseOf(body, fm.bodyLine, opts);
    if (prose) result.sectionProse = prose;
    return result;
  }
  renderBody(result, body, fm.bodyLine, { ...(opts.alertLabels ? { alertLabels: opts.alertLabels } : {}), ...(opts.site ? { site: opts.site } : {}) });
  return result;
}

/** The prose of a collection's body, or undefined when its rendered text is empty. */
function sectionProseOf(body: string, bodyLine: number, opts: AnalyzeOptions): SectionProse | undefined {
  if (body.trim() === '') return undefined;
  let text: string;
  try {
    const html = renderMarkdownChecked(body, { ...(opts.alertLabels ? { alertLabels: opts.alertLabels } : {}), ...(opts.site ? { site: opts.site } : {}) }).html;
    text = htmlToPlainText(html);
  } catch {
    // a body the renderer refuses is still text that is not pushed: counted as prose, as written
    text = body.replace(/\s+/g, ' ').trim();
  }
  return text === '' ? undefined : { line: bodyLine, text: copyString(text) };
}

/**
 * A front matter value that holds no reference to the file's text. V8 keeps a value cut out of a
 * longer string as a slice of it, so a title kept for the plan would keep the whole file (its
 * Markdown body) alive until the run ends: heap that grows with every file loaded.
 */
function detached(v: FrontMatterValue): FrontMatterValue {
  return v.kind === 'text' ? { ...v, value: copyString(v.value) } : v;
}

/** A flat copy (JSON.parse makes a new string; a short one is never a slice anyway). */
function copyString(s: string): string {
  return s.length < 13 ? s : (JSON.parse(JSON.stringify(s)) as string);
}

/** Render a Markdown body into `result` (content, link warnings). */
function renderBody(result: MarkdownAnalysis, body: string, bodyLine: number, render: RenderOptions): void {
  result.rendered = true;
  if (body.trim() === '') return;
  let html: string;
  let bodyWarnings: LocalProblem[];
  try {
    const rendered = renderMarkdownChecked(body, render);
    html = rendered.html;
    // template syntax, duplicate ids, dangling #fragments (warnings of the pushed body)
    const toProblem = (d: MarkdownDiagnostic): LocalProblem => ({
      severity: 'warning',
      ...(d.line === undefined ? {} : { line: bodyLine + d.line - 1 }),
      message: d.message,
      // a construct's own kind (`template-syntax:<name>`): one group per name
      ...(d.kind === undefined ? {} : { kind: d.kind }),
    });
    bodyWarnings = rendered.diagnostics.filter((d) => d.rule === undefined).map(toProblem);
    const expressions = rendered.diagnostics.filter((d) => d.rule === 'template-expression').map(toProblem);
    if (expressions.length > 0) result.expressionWarnings = expressions;
  } catch (err) {
    result.problems.push({ severity: 'error', line: bodyLine, message: `cannot render the Markdown body: ${(err as Error).message}` });
    return;
  }
  // No rich-text hash here: the planner computes it only for a remote value that is not
  // byte-identical (translations/plan.ts), through the cache's memo.
  result.content = html;
  // links and images are resolved after the scan (resolve-refs.ts), from where they sit
  const refs = findBodyRefs(html, body, bodyLine);
  if (refs.length > 0) result.refs = refs;
  result.linkWarnings = bodyWarnings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** Links to local Markdown files and relative image paths, as warnings (today's rule,). */
export function findLocalReferences(html: string, body: string, bodyLine: number): LocalProblem[] {
  return unresolvedRefWarnings(findBodyRefs(html, body, bodyLine), { links: true, images: true });
}
