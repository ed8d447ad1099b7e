// Docusaurus: admonitions (`:::note[Title]` … `:::`), `<Tabs>`/`<TabItem>`, MDX import/export lines.
import { asAlert, asSection, attr, blank, closingLine, dedent, marker, minIndent, type Ctx, type Line, type Step } from './lines.js';

export const DOCUSAURUS_OPEN = /^([ \t]*)(:{3,})([A-Za-z][\w-]*)(?:\[([^\]\n]*)\])?(?:\{[^}\n]*\})?[ \t]*(.*?)[ \t]*$/;

export function docusaurusBlock(lines: readonly Line[], i: number, ctx: Ctx): Step | undefined {
  const line = lines[i]!;
  const text = line.text;
  // MDX import/export: an ESM block ends at a blank line; never pushed
  if (/^(import|export)[\s{*]/.test(text)) {
    let j = i;
    while (j < lines.length && lines[j]!.text.trim() !== '') j++;
    return { lines: lines.slice(i, j).map((l) => blank(l.at)), next: j };
  }
  const open = DOCUSAURUS_OPEN.exec(text);
  if (open) {
    const [, indent = '', colons = '', kind = '', bracket, rest] = open;
    const close = closingLine(
      lines,
      i,
      (t) => new RegExp(`^[ \\t]*:{${colons.length},}[ \\t]*$`).test(t),
      // a nested admonition of fewer colons closes with fewer: only as many or more are a nesting to count
      (t) => new RegExp(`^[ \\t]*:{${colons.length},}[A-Za-z]`).test(t),
    );
    if (close !== undefined) {
      const body = ctx.convert(dedent(lines.slice(i + 1, close), indent.length));
      const title = bracket ?? (rest === '' ? undefined : rest);
      return { lines: asAlert(indent, marker(kind), title, body, line.at, lines[close]!.at), next: close + 1 };
    }
  }
  const tabs = /^([ \t]*)<Tabs\b[^>]*>[ \t]*$/.exec(text);
  if (tabs) {
    const close = closingLine(
      lines,
      i,
      (t) => /^[ \t]*<\/Tabs>[ \t]*$/.test(t),
      (t) => /^[ \t]*<Tabs\b/.test(t),
    );
    if (close !== undefined) {
      // the items' indentation is JSX nesting, not Markdown: the items start at the pane's column
      const inner = lines.slice(i + 1, close);
      const body = ctx.convert(dedent(inner, minIndent(inner)));
      const indent = tabs[1]!;
      return {
        lines: [blank(line.at), ...body.map((l) => ({ text: l.text === '' ? '' : indent + l.text, at: l.at })), blank(lines[close]!.at)],
        next: close + 1,
      };
    }
  }
  const item = /^([ \t]*)<TabItem\b([^>]*)>[ \t]*$/.exec(text);
  if (item) {
    const close = closingLine(
      lines,
      i,
      (t) => /^[ \t]*<\/TabItem>[ \t]*$/.test(t),
      (t) => /^[ \t]*<TabItem\b/.test(t),
    );
    if (close !== undefined) {
      const attrs = item[2]!;
      const title = attr(attrs, 'label') ?? attr(attrs, 'value') ?? '';
      const inner = lines.slice(i + 1, close);
      const body = ctx.convert(dedent(inner, minIndent(inner)));
      return { lines: asSection(item[1]!, title, body, line.at, lines[close]!.at), next: close + 1 };
    }
  }
  return undefined;
}
