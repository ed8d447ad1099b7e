// A docs generator's own Markdown conventions (config `site:`), rewritten to the Markdown helpsync
// already renders, before marked reads the body: callouts become alerts (`> [!KIND] Title`, the
// form GitHub alerts get, so pull writes them back as alerts and a re-sync renders the same HTML),
// tabs become titled sections (a bold line, then the tab's content, in order), `{ #id }` becomes
// `{#id}`, Hugo refs become plain link targets, comments and MDX import/export lines go. Code
// (fenced blocks and code spans) is never touched. Anything else in template syntax is kept as
// written: an unknown shortcode is warned about by the renderer's checks (markdown-checks.ts),
// a JSX component here, each by its name (a warning kind per name).
//
// Line-oriented on purpose: every construct is told by its own lines (an opening and a closing
// line, or an indented body), as the generators read them. Every output line remembers the input
// line it came from, so warnings name the line the author wrote.
import { docusaurusBlock } from './site/docusaurus.js';
import { dropHugoComments, hugoBlock } from './site/hugo.js';
import { fenceEnd, leading, outsideCodeSpans, type Line, type SiteDiagnostic } from './site/lines.js';
import { mkdocsBlock } from './site/mkdocs.js';

export type { SiteDiagnostic } from './site/lines.js';

export const SITE_KINDS = ['hugo', 'docusaurus', 'mkdocs'] as const;
export type SiteName = (typeof SITE_KINDS)[number];

export interface SiteMarkdown {
  markdown: string;
  /** output line (0-based) → input line (1-based); empty when nothing was rewritten (the lines are the input's) */
  origin: number[];
  diagnostics: SiteDiagnostic[];
}

/** What every construct of a generator holds somewhere (an attribute-list heading id too). */
const MAY_HOLD: Record<SiteName, RegExp> = {
  docusaurus: /:::|^[ \t]*(?:import|export)[\s{*]|<\/?[A-Z]|\{[ \t]*#|\{\/\*/m,
  mkdocs: /^[ \t]*(?:!!!|\?\?\?|===|\/\/\/)|\{[ \t]*#/m,
  hugo: /\{\{|\{[ \t]*#/,
};

/** Rewrite `markdown` in the conventions of `site`; the identity (but for line bookkeeping) without a site. */
export function siteToMarkdown(markdown: string, site: SiteName): SiteMarkdown {
  // most pages use none of the conventions: one search, and no line is split or copied
  if (!MAY_HOLD[site].test(markdown)) return { markdown, origin: [], diagnostics: [] };
  const src = markdown.includes('\r') ? markdown.replace(/\r\n?/g, '\n') : markdown;
  const diagnostics: SiteDiagnostic[] = [];
  let lines: Line[] = src.split('\n').map((text, i) => ({ text, at: i + 1 }));
  if (site === 'hugo') lines = dropHugoComments(lines);
  const out = convert(lines, site, diagnostics);
  return { markdown: out.map((l) => l.text).join('\n'), origin: out.map((l) => l.at), diagnostics };
}

// ---- the walk ----

function convert(lines: readonly Line[], site: SiteName, diags: SiteDiagnostic[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length;) {
    const end = fenceEnd(lines, i, leading(lines[i]!.text));
    if (end > i) {
      out.push(...lines.slice(i, end));
      i = end;
      continue;
    }
    const ctx = { convert: (inner: readonly Line[]) => convert(inner, site, diags), diags };
    const step =
      site === 'docusaurus' ? docusaurusBlock(lines, i, ctx) : site === 'mkdocs' ? mkdocsBlock(lines, i, ctx) : hugoBlock(lines, i, ctx);
    if (step) {
      out.push(...step.lines);
      i = step.next;
      continue;
    }
    out.push({ text: inline(lines[i]!.text, site, lines[i]!.at, diags), at: lines[i]!.at });
    i++;
  }
  return out;
}

/** Heading ids `{ #id }` (and `{#id .class}` attribute lists) as `{#id}`; Hugo refs; JSX components. */
function inline(text: string, site: SiteName, at: number, diags: SiteDiagnostic[]): string {
  let t = text;
  const heading = /^( {0,3}#{1,6}[ \t].*?)[ \t]*\{[ \t]*#([A-Za-z0-9_-]+)(?:[ \t]+[^}]*)?\}[ \t]*$/.exec(t);
  if (heading) t = `${heading[1]} {#${heading[2]}}`;
  else if (/^ {0,3}(=+|-+)[ \t]*$/.test(t)) return t;
  return outsideCodeSpans(t, (part) => {
    let p = part;
    if (site === 'hugo' && p.includes('ref')) {
      // `{{< ref "x.md" >}}`, `{{< relref path="x.md#a" >}}`: the target, which link resolution reads as any link
      p = p.replace(/\{\{([<%])\s*(?:rel)?ref\s+(?:path=)?(?:"([^"]*)"|'([^']*)'|([^\s>%]+))\s*[>%]\}\}/g, (_m, _d, a, b, c) =>
        String(a ?? b ?? c ?? ''),
      );
    }
    // an MDX comment (`{/* truncate */}`) on its line: never shown by Docusaurus
    if (site === 'docusaurus' && p.includes('{/*')) p = p.replace(/\{\/\*.*?\*\/\}/g, '');
    if (site === 'docusaurus' && p.includes('<')) {
      // a JSX component (a capitalised tag): kept as text, warned about by its name
      p = p.replace(/<(\/?)([A-Z][A-Za-z0-9_.]*)(?=[\s/>])([^<>]*)>/g, (_m, slash: string, name: string, rest: string) => {
        if (slash === '')
          diags.push({ line: at, message: `JSX component <${name}> is not rendered: pushed as text`, kind: `template-syntax:<${name}>` });
        return `&lt;${slash}${name}${rest}&gt;`;
      });
    }
    return p;
  });
}
