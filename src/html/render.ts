// Markdown → HTML: the one renderer sync (article and email-template bodies) and pull's round-trip
// check share. Configured Marked instances, never the global one, so no other code's `marked.use()`
// can change what we push: one instance per option set, built once and kept.
import { Marked } from 'marked';
import type { AlertLabels } from './alerts.js';
import { helpsyncExtension } from './markdown-ext.js';
import { checkMarkdown, type MarkdownDiagnostic } from './markdown-checks.js';
import { siteToMarkdown, type SiteName } from './site-conventions.js';

export type { MarkdownDiagnostic } from './markdown-checks.js';

export interface RenderOptions {
  /**
   * helpsync's Markdown extensions (GitHub alerts, `{#id}` heading ids); default true. `false` is
   * plain GFM exactly as helpsync rendered before (what earlier versions pushed).
   */
  extensions?: boolean;
  /** the language's alert labels (config `alertLabels.<language>`), over the English defaults */
  alertLabels?: AlertLabels;
  /**
   * config `site:`: the generator whose conventions the body is written in (callouts, tabs, refs,
   * `{ #id }`), rewritten first (site-conventions.ts). Absent: `none`, the body as it is.
   */
  site?: SiteName;
}

// GFM (tables, strikethrough, task lists, autolinks); no soft-break-to-<br>; marked ≥ 8 writes no
// heading ids of its own, so output depends on the input alone.
const BASE = { gfm: true, breaks: false, pedantic: false, async: false } as const;

const instances = new Map<string, Marked>();

function instanceFor(opts: RenderOptions): Marked {
  const extensions = opts.extensions !== false;
  const key = extensions ? JSON.stringify(opts.alertLabels ?? {}) : '';
  let m = instances.get(key);
  if (!m) {
    m = new Marked(BASE);
    if (extensions) m.use(helpsyncExtension(BASE, opts.alertLabels));
    instances.set(key, m);
  }
  return m;
}

export function renderMarkdown(markdown: string, opts: RenderOptions = {}): string {
  const md = opts.site === undefined ? markdown : siteToMarkdown(markdown, opts.site).markdown;
  return instanceFor(opts).parse(md, { async: false });
}

export interface MarkdownAnalysisResult {
  html: string;
  /** warnings about the body (template syntax, duplicate ids, dangling #fragments), lines 1-based in `markdown` */
  diagnostics: MarkdownDiagnostic[];
}

/** renderMarkdown plus the checks of, on one lexing of the body. */
export function renderMarkdownChecked(markdown: string, opts: RenderOptions = {}): MarkdownAnalysisResult {
  const m = instanceFor(opts);
  const site = opts.site === undefined ? undefined : siteToMarkdown(markdown, opts.site);
  const md = site ? site.markdown : markdown;
  const tokens = m.lexer(md);
  const processed = m.defaults.hooks?.processAllTokens(tokens) ?? tokens;
  const html = m.parser(processed);
  const diagnostics = checkMarkdown(md, processed, html, { kindByName: site !== undefined });
  if (!site) return { html, diagnostics };
  // lines of the rewritten body back to the lines the author wrote
  const mapped = diagnostics.map((d) => (d.line === undefined ? d : { ...d, line: site.origin[d.line - 1] ?? d.line }));
  const own = site.diagnostics.map((d) => ({ line: d.line, message: d.message, kind: d.kind }));
  return { html, diagnostics: [...mapped, ...own].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)) };
}
