// The line bookkeeping and shapes shared by the generators' conventions (site-conventions.ts):
// code is skipped, blocks are found by their opening and closing lines, and every construct comes
// out as an alert or a titled section, each output line remembering the input line it came from.

export interface SiteDiagnostic {
  /** 1-based, in the Markdown given */
  line: number;
  message: string;
  /** the warning kind: one per construct name (`template-syntax:<Foo>`) */
  kind: string;
}

export interface Line {
  text: string;
  /** 1-based input line */
  at: number;
}

export const GITHUB_KINDS = new Set(['note', 'tip', 'important', 'warning', 'caution']);

/** An alert marker for a generator's callout kind: GitHub's five in GitHub's form, any other as written. */
export function marker(kind: string, fold = ''): string {
  const k = kind.trim();
  const word = /^[A-Za-z][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*$/.test(k) ? k : 'note';
  return `[!${GITHUB_KINDS.has(word.toLowerCase()) && fold === '' ? word.toUpperCase() : word.toLowerCase()}]${fold}`;
}

export const FENCE = /^( {0,3})(`{3,}|~{3,})/;

/** The index after a fenced block opened at `i` (its closing line included), or i when `i` opens none. */
export function fenceEnd(lines: readonly Line[], i: number, indent = 0): number {
  const m = FENCE.exec(lines[i]!.text.slice(indent));
  if (!m || (m[2]![0] === '`' && lines[i]!.text.slice(indent + m[0].length).includes('`'))) return i;
  const close = new RegExp(`^ {0,3}${m[2]![0] === '`' ? '`' : '~'}{${m[2]!.length},}[ \\t]*$`);
  for (let j = i + 1; j < lines.length; j++) if (close.test(lines[j]!.text.slice(Math.min(indent, leading(lines[j]!.text))))) return j + 1;
  return lines.length;
}

export function leading(text: string): number {
  return /^[ \t]*/.exec(text)![0].replace(/\t/g, '    ').length;
}

/** `fn` applied to the parts of one line outside code spans. */
export function outsideCodeSpans(text: string, fn: (part: string) => string): string {
  if (!text.includes('`')) return fn(text);
  let out = '';
  let i = 0;
  const span = /(`+)[^`]*?(?:`(?!\1)[^`]*?)*\1(?!`)/g;
  for (const m of text.matchAll(span)) {
    out += fn(text.slice(i, m.index)) + m[0];
    i = m.index + m[0].length;
  }
  return out + fn(text.slice(i));
}

export function dedent(lines: readonly Line[], n: number): Line[] {
  return lines.map((l) => {
    let cut = 0;
    while (cut < n && cut < l.text.length && l.text[cut] === ' ') cut++;
    return { text: l.text.slice(cut), at: l.at };
  });
}

export const blank = (at: number): Line => ({ text: '', at });

/** Lines as an alert: the marker line, the body quoted, a blank line so nothing after joins it. */
export function asAlert(indent: string, mark: string, title: string | undefined, body: Line[], at: number, endAt: number): Line[] {
  const head = { text: `${indent}> ${mark}${title ? ` ${title}` : ''}`, at };
  while (body.length > 0 && body[0]!.text.trim() === '') body.shift();
  while (body.length > 0 && body[body.length - 1]!.text.trim() === '') body.pop();
  return [blank(at), head, ...body.map((l) => ({ text: l.text === '' ? `${indent}>` : `${indent}> ${l.text}`, at: l.at })), blank(endAt)];
}

/** A tab as a titled section: its title in bold on a line of its own, then its content. */
export function asSection(indent: string, title: string, body: Line[], at: number, endAt: number): Line[] {
  return [
    blank(at),
    { text: `${indent}**${title.trim()}**`, at },
    blank(at),
    ...body.map((l) => ({ text: indent + l.text, at: l.at })),
    blank(endAt),
  ];
}

export interface Step {
  lines: Line[];
  next: number;
}

/** What a generator's block reader gets: the walk itself (a block's body holds blocks too) and the warnings. */
export interface Ctx {
  convert: (lines: readonly Line[]) => Line[];
  diags: SiteDiagnostic[];
}

export function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|\\{["'\`]([^"'\`]*)["'\`]\\}|([^\\s>"']+))`).exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3] ?? m[4]) : undefined;
}

export function minIndent(lines: readonly Line[]): number {
  const indents = lines.filter((l) => l.text.trim() !== '').map((l) => leading(l.text));
  return indents.length === 0 ? 0 : Math.min(...indents);
}

/**
 * The index of the line closing the block opened at `i`: the first `isClose` line not taken by a
 * nested opening (`isOpen`), fenced code skipped. Undefined when it is never closed (kept as written).
 */
export function closingLine(
  lines: readonly Line[],
  i: number,
  isClose: (t: string) => boolean,
  isOpen: (t: string) => boolean,
): number | undefined {
  let depth = 0;
  for (let j = i + 1; j < lines.length;) {
    const end = fenceEnd(lines, j, leading(lines[j]!.text));
    if (end > j) {
      j = end;
      continue;
    }
    const t = lines[j]!.text;
    if (isClose(t)) {
      if (depth === 0) return j;
      depth--;
    } else if (isOpen(t)) depth++;
    j++;
  }
  return undefined;
}
