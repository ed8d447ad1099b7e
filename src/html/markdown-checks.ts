// The warnings of about a Markdown body, found on marked's tokens and the rendered HTML
// (so code blocks and code spans never count), then located in the source for a line number.
import { decodeHTML } from 'entities';
import type { Token, Tokens } from 'marked';
import type { HeadingToken } from './markdown-ext.js';

export interface MarkdownDiagnostic {
  /** 1-based, in the Markdown given (the caller adds the body's offset in its file) */
  line?: number;
  message: string;
  /**
   * 'template-expression': a plain `{{ … }}`, which is also the merge-field syntax of email
   * templates (`{{contact.firstName}}`): the caller drops it where that is what it means.
   */
  rule?: 'template-expression';
  /** the warning kind (report/warning-kinds.ts), when it is one per construct name (`template-syntax:<name>`) */
  kind?: string;
}

export interface CheckOptions {
  /** a shortcode's warning kind is its name (`template-syntax:param`): config `site:` names a generator */
  kindByName?: boolean;
}

/** Hugo shortcodes, Liquid/Jekyll tags and Go/Handlebars-style expressions. */
const TEMPLATE = /\{\{<.*?>\}\}|\{\{%.*?%\}\}|\{%.*?%\}|\{\{.*?\}\}/g;

export function checkMarkdown(markdown: string, tokens: readonly Token[], html: string, opts: CheckOptions = {}): MarkdownDiagnostic[] {
  const src = markdown.includes('\r') ? markdown.replace(/\r\n?/g, '\n') : markdown;
  const out: MarkdownDiagnostic[] = [];
  // The walk below looks for text that is rare in a page, and they copy every token's text: a
  // token's text holds only characters of its source, so a token whose source has no "{" holds no
  // template syntax.
  let cursor = 0;
  for (const t of tokens) {
    const at = t.raw === '' ? -1 : src.indexOf(t.raw, cursor);
    const start = at === -1 ? cursor : at;
    if (at !== -1) cursor = at + t.raw.length;
    for (const snippet of mayHoldTemplate(t) ? templateSnippets(t, opts.kindByName === true) : []) {
      const found = src.indexOf(snippet, start);
      const expression = !/^\{\{[<%]|^\{%/.test(snippet);
      const name = opts.kindByName ? /^\{\{[<%]\s*\/?\s*([^\s>%}]+)/.exec(snippet)?.[1] : undefined;
      out.push({
        line: lineAt(src, found === -1 ? start : found),
        message: `template syntax "${snippet}" outside code is pushed as text`,
        ...(expression ? { rule: 'template-expression' as const } : {}),
        ...(name === undefined ? {} : { kind: `template-syntax:${name}` }),
      });
    }
  }
  out.push(...checkIds(src, tokens, html));
  return out.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

function mayHoldTemplate(t: Token): boolean {
  return t.raw === '' || t.type === 'blockquote' || t.raw.includes('{');
}

function lineAt(src: string, offset: number): number {
  let line = 1;
  for (let i = src.indexOf('\n'); i !== -1 && i < offset; i = src.indexOf('\n', i + 1)) line++;
  return line;
}

/** Template syntax in the text of a token and its children; code blocks and code spans excluded. */
function templateSnippets(t: Token, spanning: boolean): string[] {
  const text = textOf(t);
  if (!text.includes('{')) return [];
  const found = [...text.matchAll(TEMPLATE)];
  const out = found.map((m) => m[0]);
  if (!spanning) return out;
  // a shortcode whose parameters run over several lines (`{{< homepage/stat\n  title="…" >}}`):
  // its opening line, where no one-line match covers it
  for (const m of text.matchAll(OPENING)) {
    if (found.some((f) => m.index >= f.index && m.index < f.index + f[0].length)) continue;
    out.push(m[0].trimEnd());
  }
  return out;
}

/** A shortcode's opening up to the end of its line. */
const OPENING = /\{\{[<%][^\n]*/g;

/** The source text of a token with code left out (a NUL stands for a code span so nothing spans it). */
function textOf(t: Token): string {
  switch (t.type) {
    case 'code':
      return '';
    case 'codespan':
      return '\u0000';
    case 'list':
      return (t as Tokens.List).items.map((i) => i.tokens.map(textOf).join('')).join('\n');
    case 'table': {
      const table = t as Tokens.Table;
      const cells = [...table.header, ...table.rows.flat()];
      return cells.map((c) => c.tokens.map(textOf).join('')).join('\n');
    }
    default:
      if ('tokens' in t && Array.isArray(t.tokens)) return t.tokens.map(textOf).join(t.type === 'blockquote' ? '\n' : '');
      return t.raw;
  }
}

const ID_ATTR = /<[a-zA-Z][^>]*?\s(id|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;
const FRAGMENT_LINK = /<a\b[^>]*?\shref\s*=\s*(?:"#([^"]*)"|'#([^']*)')/g;
/** What every ID_ATTR match holds: a page without it (most) is not searched tag by tag. */
const MAY_HAVE_ID = /\s(?:id|name)\s*=/;

/** Duplicate ids, and `#fragment` links that match no id of the page. */
function checkIds(src: string, tokens: readonly Token[], html: string): MarkdownDiagnostic[] {
  const out: MarkdownDiagnostic[] = [];
  const ids = new Map<string, number>();
  const anchors = new Set<string>();
  for (const m of MAY_HAVE_ID.test(html) ? html.matchAll(ID_ATTR) : []) {
    const value = decodeHTML(m[2] ?? m[3] ?? m[4] ?? '');
    if (m[1]!.toLowerCase() === 'name') {
      anchors.add(value);
      continue;
    }
    ids.set(value, (ids.get(value) ?? 0) + 1);
  }
  let headingIds: Set<string> | undefined;
  for (const [id, count] of ids) {
    if (count < 2) continue;
    headingIds ??= collectHeadingIds(tokens);
    const line = headingIds.has(id) ? lineOfText(src, `{#${id}}`, true) : lineOfText(src, id, true);
    out.push({ line, message: `id "${id}" is used by ${count} elements of this page: links to "#${id}" reach only the first` });
  }
  const reported = new Set<string>();
  // every FRAGMENT_LINK match holds a quote then '#'
  for (const m of html.includes('"#') || html.includes("'#") ? html.matchAll(FRAGMENT_LINK) : []) {
    const raw = decodeHTML(m[1] ?? m[2] ?? '');
    let fragment = raw;
    try {
      fragment = decodeURIComponent(raw);
    } catch {
      // not percent-encoded text: compare as written
    }
    if (fragment === '' || fragment === 'top' || ids.has(fragment) || ids.has(raw) || anchors.has(fragment) || reported.has(raw)) continue;
    reported.add(raw);
    out.push({
      line: lineOfText(src, `#${raw}`),
      message: `link to "#${raw}" matches no heading id of this page (the platform has no automatic anchors: add {#${fragment}} to the heading)`,
    });
  }
  return out;
}

function collectHeadingIds(tokens: readonly Token[], into = new Set<string>()): Set<string> {
  for (const t of tokens) {
    if (t.type === 'heading' && (t as HeadingToken).headingId !== undefined) into.add((t as HeadingToken).headingId!);
    else if (t.type === 'blockquote') collectHeadingIds((t as Tokens.Blockquote).tokens, into);
    else if (t.type === 'list') for (const i of (t as Tokens.List).items) collectHeadingIds(i.tokens, into);
  }
  return into;
}

/** The line of the first (or, for a duplicate, the last) place `text` occurs. */
function lineOfText(src: string, text: string, last = false): number | undefined {
  const at = last ? src.lastIndexOf(text) : src.indexOf(text);
  return at === -1 ? undefined : lineAt(src, at);
}
