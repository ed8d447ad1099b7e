// A page's title as its generator reads it (config `site:`), PURE: front matter `title`;
// else the key the generator shows in its place (`linkTitle` for Hugo, `sidebar_label` for
// Docusaurus); else the body's first `# Heading`, which MkDocs and Docusaurus show as the page's
// title. A heading taken for the title is blanked out of the body: the platform shows the title
// above the article already, and pushing it again would show it twice. The line stays (empty), so
// every later warning still names the line the author wrote.
//
// Shared by the loader (analyze.ts) and drift protection (drift/versions.ts): both must read a
// version the same way, or a title derived today would be taken for an edit on the platform.
import { htmlToPlainText } from '../html/plain-text.js';
import { renderMarkdown } from '../html/render.js';
import type { SiteName } from '../html/site-conventions.js';
import type { FrontMatterValue } from './frontmatter.js';

/** The front matter key a generator shows where `title` is absent. */
const LABEL_KEY: Record<SiteName, string | undefined> = { hugo: 'linkTitle', docusaurus: 'sidebar_label', mkdocs: undefined };

export interface SiteTitle {
  /** the title found where front matter has none (absent: `title` is given, or nothing stands for it) */
  title?: { kind: 'text'; value: string; line: number };
  /** the body, its heading line blanked when the heading is the title */
  body: string;
  /** when the heading is the title: where its line ends in the body (after its line break) */
  headingEnd?: number;
}

const isText = (v: FrontMatterValue | undefined): v is { kind: 'text'; value: string; line: number } =>
  v?.kind === 'text' && v.value.trim() !== '';

/**
 * The title of a page without front matter `title` under `site`. A `title` that is present but not
 * text (a list, a map) is left to the entry's own checks (entry.ts), never replaced.
 */
export function siteTitle(data: ReadonlyMap<string, FrontMatterValue>, body: string, bodyLine: number, site: SiteName): SiteTitle {
  const own = data.get('title');
  if (own && own.kind !== 'absent' && (own.kind !== 'text' || own.value.trim() !== '')) return { body };
  const key = LABEL_KEY[site];
  const label = key === undefined ? undefined : data.get(key);
  if (isText(label)) return { title: { kind: 'text', value: label.value.trim(), line: label.line }, body };
  const heading = leadingHeading(body, site);
  if (!heading) return { body };
  const lines = body.split('\n');
  const headingEnd = Math.min(body.length, lines.slice(0, heading.index + 1).join('\n').length + 1);
  lines[heading.index] = lines[heading.index]!.endsWith('\r') ? '\r' : '';
  return { title: { kind: 'text', value: heading.text, line: bodyLine + heading.index }, body: lines.join('\n'), headingEnd };
}

/**
 * The body's `# Heading` when it is the first thing in it (blank lines before it, and under
 * Docusaurus the MDX `import`/`export` lines, which are never pushed): where the generators take
 * their title from. A level-1 heading further down is a heading of the text, and stays. Its text
 * is plain text (inline Markdown rendered and stripped), its `{#id}` / `{ #id }` suffix dropped.
 */
function leadingHeading(body: string, site: SiteName): { index: number; text: string } | undefined {
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '');
    if (line.trim() === '') continue;
    if (site === 'docusaurus' && /^(?:import|export)[\s{*]/.test(line)) continue;
    const m = /^ {0,3}#[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (!m) return undefined;
    const raw = m[1]!.replace(/[ \t]*\{[ \t]*#[A-Za-z0-9_-]+(?:[ \t]+[^}]*)?\}$/, '');
    const text = htmlToPlainText(renderMarkdown(raw, { extensions: false })).trim();
    return text === '' ? undefined : { index: i, text };
  }
  return undefined;
}
