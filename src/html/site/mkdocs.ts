// MkDocs (Material, pymdownx): `!!! note "Title"`, `??? note`, `=== "Tab"` and `/// kind | Title` … `///` blocks.
import { asAlert, asSection, closingLine, dedent, leading, marker, type Ctx, type Line, type Step } from './lines.js';

export const MKDOCS_ADMONITION = /^([ \t]*)(!!!|\?\?\?\+?)[ \t]+([A-Za-z][\w-]*)(?:[ \t]+[\w-]+)*?(?:[ \t]+"([^"]*)")?[ \t]*$/;
export const MKDOCS_TAB = /^([ \t]*)===!?[ \t]+"([^"]*)"[ \t]*$/;
export const MKDOCS_BLOCK = /^([ \t]*)(\/{3,})[ \t]*([A-Za-z][\w-]*)(?:[ \t]*\|[ \t]*(.*?))?[ \t]*$/;
export const MKDOCS_CALLOUTS = new Set([
  'admonition',
  'details',
  'note',
  'attention',
  'caution',
  'danger',
  'error',
  'tip',
  'hint',
  'warning',
  'important',
  'info',
  'abstract',
  'summary',
  'tldr',
  'success',
  'check',
  'done',
  'question',
  'help',
  'faq',
  'failure',
  'fail',
  'missing',
  'bug',
  'example',
  'quote',
  'cite',
  'todo',
  'settings',
]);

export function mkdocsBlock(lines: readonly Line[], i: number, ctx: Ctx): Step | undefined {
  const line = lines[i]!;
  const adm = MKDOCS_ADMONITION.exec(line.text);
  const tab = adm ? undefined : MKDOCS_TAB.exec(line.text);
  if (adm || tab) {
    const indent = (adm ?? tab)![1]!;
    const inner = indent.length + 4;
    let j = i + 1;
    let last = i;
    for (; j < lines.length; j++) {
      const t = lines[j]!.text;
      if (t.trim() === '') continue;
      if (leading(t) < inner) break;
      last = j;
    }
    const body = ctx.convert(dedent(lines.slice(i + 1, last + 1), inner));
    const endAt = lines[last]!.at;
    if (tab) return { lines: asSection(indent, tab[2]!, body, line.at, endAt), next: last + 1 };
    const fold = adm![2] === '!!!' ? '' : adm![2] === '???' ? '-' : '+';
    // `!!! note ""`: MkDocs shows no title bar; the kind's label stands in
    const title = adm![4] === undefined || adm![4] === '' ? undefined : adm![4];
    return { lines: asAlert(indent, marker(adm![3]!, fold), title, body, line.at, endAt), next: last + 1 };
  }
  const block = MKDOCS_BLOCK.exec(line.text);
  if (block) {
    const [, indent = '', slashes = '', name = '', title] = block;
    const close = closingLine(
      lines,
      i,
      (t) => new RegExp(`^[ \\t]*/{${slashes.length}}[ \\t]*$`).test(t),
      (t) => new RegExp(`^[ \\t]*/{${slashes.length}}[ \\t]*[A-Za-z]`).test(t),
    );
    if (close === undefined) return undefined;
    const lower = name.toLowerCase();
    if (lower !== 'tab' && !MKDOCS_CALLOUTS.has(lower)) {
      ctx.diags.push({
        line: line.at,
        message: `MkDocs block "/// ${name}" is not rendered: pushed as text`,
        kind: `template-syntax:/// ${name}`,
      });
      return undefined;
    }
    // the block's options: indented `key: value` lines right after its header
    let start = i + 1;
    let kind = lower;
    while (start < close && /^[ \t]{2,}[\w-]+:[ \t]*\S/.test(lines[start]!.text)) {
      const opt = /^[ \t]*type:[ \t]*([\w-]+)/.exec(lines[start]!.text);
      if (opt && (lower === 'admonition' || lower === 'details')) kind = opt[1]!;
      start++;
    }
    const body = ctx.convert(dedent(lines.slice(start, close), indent.length));
    const endAt = lines[close]!.at;
    if (lower === 'tab') return { lines: asSection(indent, title ?? '', body, line.at, endAt), next: close + 1 };
    const shown = title === undefined || title === '' ? undefined : title;
    return {
      lines: asAlert(indent, marker(kind === 'admonition' ? 'note' : kind, lower === 'details' ? '-' : ''), shown, body, line.at, endAt),
      next: close + 1,
    };
  }
  return undefined;
}
