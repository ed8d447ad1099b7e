// Hugo (Docsy): comments, `{{< alert >}}`, `{{< tabpane >}}`/`{{% tab %}}`.
import { asAlert, asSection, attr, blank, dedent, fenceEnd, leading, marker, minIndent, type Ctx, type Line, type Step } from './lines.js';

// Hugo comments ({{/* and */}} around any text), and `{{% comment %}}` … `{{% /comment %}}`: dropped
// (outside fenced code), each line kept so warnings keep their line numbers.
export function dropHugoComments(lines: Line[]): Line[] {
  if (!lines.some((l) => l.text.includes('{{'))) return lines;
  const out: Line[] = [];
  let open: RegExp | undefined;
  for (let i = 0; i < lines.length;) {
    const end = open ? i : fenceEnd(lines, i, leading(lines[i]!.text));
    if (end > i) {
      out.push(...lines.slice(i, end));
      i = end;
      continue;
    }
    let text = lines[i]!.text;
    let kept = '';
    for (;;) {
      if (open) {
        const m = open.exec(text);
        if (!m) {
          text = '';
          break;
        }
        text = text.slice(m.index + m[0].length);
        open = undefined;
        continue;
      }
      const m = /\{\{-?\s*\/\*|\{\{([<%])\s*comment\s*[>%]\}\}/.exec(text);
      if (!m) break;
      kept += text.slice(0, m.index);
      text = text.slice(m.index + m[0].length);
      open = m[1] === undefined ? /\*\/\s*-?\}\}/ : /\{\{[<%]\s*\/comment\s*[>%]\}\}/;
    }
    out.push({ text: kept + text, at: lines[i]!.at });
    i++;
  }
  return out;
}

export const SHORTCODE_OPEN = (name: string): RegExp =>
  new RegExp(`^([ \\t]*)\\{\\{([<%])\\s*${name}\\b((?:[^>%]|>(?!\\}\\})|%(?!\\}\\}))*)[>%]\\}\\}`);
export const shortcodeClose = (name: string): RegExp => new RegExp(`\\{\\{[<%]\\s*/${name}\\s*[>%]\\}\\}`);

export function hugoBlock(lines: readonly Line[], i: number, ctx: Ctx): Step | undefined {
  const line = lines[i]!;
  if (!line.text.includes('{{')) return undefined;
  // Docsy's `pageinfo` is a box of its own colour without a title: an alert too
  for (const name of ['alert', 'pageinfo', 'tabpane', 'tab']) {
    const open = SHORTCODE_OPEN(name).exec(line.text);
    if (!open) continue;
    const region = shortcodeRegion(lines, i, open[0].length, name);
    if (!region) return undefined;
    const indent = open[1]!;
    const params = open[3]!;
    if (name === 'alert' || name === 'pageinfo') {
      const body = ctx.convert(dedent(region.body, indent.length));
      return {
        lines: [
          ...asAlert(indent, marker(alertKind(attr(params, 'color'))), attr(params, 'title'), body, line.at, region.endAt),
          ...region.after,
        ],
        next: region.next,
      };
    }
    if (name === 'tabpane') {
      // the pane's own params (lang, text) are its tabs' defaults
      const pane = { lang: attr(params, 'lang'), text: attr(params, 'text') };
      const body = hugoTabs(dedent(region.body, indent.length), pane, ctx);
      return {
        lines: [blank(line.at), ...body.map((l) => ({ text: indent + l.text, at: l.at })), blank(region.endAt), ...region.after],
        next: region.next,
      };
    }
    const body = hugoTabs(lines.slice(i, region.next), {}, ctx);
    return { lines: body, next: region.next };
  }
  return undefined;
}

export interface Region {
  /** the content between the opening and the closing shortcode, as lines */
  body: Line[];
  /** text after the closing shortcode on its line */
  after: Line[];
  endAt: number;
  next: number;
}

/** The content of a shortcode opened on line `i` (at column `from`) and closed on the same or a later line. */
export function shortcodeRegion(lines: readonly Line[], i: number, from: number, name: string): Region | undefined {
  const close = shortcodeClose(name);
  const openAgain = new RegExp(`\\{\\{[<%]\\s*${name}\\b`);
  const first = lines[i]!.text.slice(from);
  const same = close.exec(first);
  const tail = (l: Line, rest: string): Line[] => (rest.trim() === '' ? [] : [{ text: rest.trim(), at: l.at }]);
  if (same && !openAgain.test(first.slice(0, same.index))) {
    return {
      body: [{ text: first.slice(0, same.index).trim(), at: lines[i]!.at }],
      after: tail(lines[i]!, first.slice(same.index + same[0].length)),
      endAt: lines[i]!.at,
      next: i + 1,
    };
  }
  const body: Line[] = first.trim() === '' ? [] : [{ text: first.trim(), at: lines[i]!.at }];
  let depth = 0;
  for (let j = i + 1; j < lines.length; j++) {
    const t = lines[j]!.text;
    const c = close.exec(t);
    if (openAgain.test(t) && !(c && c.index < t.search(openAgain))) depth++;
    if (c) {
      if (depth === 0) {
        const before = t.slice(0, c.index);
        if (before.trim() !== '') body.push({ text: before.trimEnd(), at: lines[j]!.at });
        return { body, after: tail(lines[j]!, t.slice(c.index + c[0].length)), endAt: lines[j]!.at, next: j + 1 };
      }
      depth--;
    }
    body.push(lines[j]!);
  }
  return undefined;
}

/** Docsy's alert colours as alert kinds: the box's colour says how serious it is. */
export function alertKind(color: string | undefined): string {
  // the first word: Docsy's colour may carry more classes (`warning td-max-width-on-larger-screens`)
  switch ((color ?? '').trim().split(/\s+/)[0]!.toLowerCase()) {
    case 'warning':
      return 'warning';
    case 'danger':
      return 'caution';
    case 'success':
      return 'tip';
    default:
      return 'note';
  }
}

/**
 * The tabs of a tabpane, each a titled section in order. A `{{< tab >}}` tab's content is code in
 * the tab's (or the pane's) `lang` unless `text=true`, as Docsy shows it; a `{{% tab %}}` tab's is Markdown.
 */
export function hugoTabs(lines: readonly Line[], pane: { lang?: string; text?: string }, ctx: Ctx): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length;) {
    const open = SHORTCODE_OPEN('tab').exec(lines[i]!.text);
    const region = open ? shortcodeRegion(lines, i, open[0].length, 'tab') : undefined;
    if (!open || !region) {
      if (lines[i]!.text.trim() !== '') out.push(...ctx.convert([lines[i]!]));
      i++;
      continue;
    }
    const params = open[3]!;
    const title = attr(params, 'header') ?? attr(params, 'title') ?? '';
    const lang = attr(params, 'lang') ?? pane.lang;
    const text = (attr(params, 'text') ?? pane.text) === 'true';
    const inner = dedent(region.body, minIndent(region.body));
    const at = lines[i]!.at;
    const body =
      open[2] === '<' && !text ? [{ text: `\`\`\`${lang ?? ''}`, at }, ...inner, { text: '```', at: region.endAt }] : ctx.convert(inner);
    out.push(...asSection(open[1]!, title, body, at, region.endAt), ...region.after);
    i = region.next;
  }
  return out;
}
