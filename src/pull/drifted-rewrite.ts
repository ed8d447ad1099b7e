// `helpsync pull --drifted`: take a field edited on the platform into its file while
// touching nothing else. PURE: file text in, file text out.
//   - a title / description / subject: only the value of its front matter key is rewritten;
//   - a static translation: only the value of its key in `_static.yaml`;
//   - a body: block by block. Each top-level Markdown block whose rendering equals one of the
//     platform's blocks is kept byte for byte; only the platform's blocks nothing matches are
//     converted (html/to-markdown.ts). If the result would not render to the platform's value, the
//     whole body is converted instead (a sync after the pull must have nothing to push or hold).
import { Lexer, type Token } from 'marked';
import { parseDocument as parseHtml } from 'htmlparser2';
import renderDom from 'dom-serializer';
import { isMap, isScalar, parseDocument, type Node as YamlNode } from 'yaml';
import { canonicalHtml, htmlEqual } from '../html/compare.js';
import { renderMarkdown } from '../html/render.js';
import { htmlToMarkdown } from '../html/to-markdown.js';
import { commonPairs } from './common-pairs.js';
import { yamlScalar } from './write-format.js';

const FRONT_MATTER = /^(\uFEFF?---[ \t]*\r?\n)([\s\S]*?\r?\n)?(---[ \t]*(?:\r?\n|$))/;

/** The YAML node of a key (dotted keys may be nested maps or flat keys), or undefined. */
function findNode(root: unknown, key: string): YamlNode | undefined {
  if (!isMap(root)) return undefined;
  for (const pair of root.items) {
    const k = isScalar(pair.key) ? String(pair.key.value) : undefined;
    if (k === undefined) continue;
    if (k === key) return (pair.value as YamlNode | null) ?? undefined;
    if (key.startsWith(`${k}.`)) {
      const found = findNode(pair.value, key.slice(k.length + 1));
      if (found) return found;
    }
  }
  return undefined;
}

/** Replaces one scalar's source text in a YAML document; undefined when the key is not a scalar there. */
export function replaceYamlValue(yaml: string, key: string, value: string): string | undefined {
  const doc = parseDocument(yaml, { schema: 'failsafe', keepSourceTokens: true });
  if (doc.errors.length > 0) return undefined;
  const node = findNode(doc.contents, key);
  if (!node || !isScalar(node) || !node.range) return undefined;
  const [start, end] = node.range;
  // A block scalar's range takes in its closing line break: keep that.
  const trailing = /\s*$/.exec(yaml.slice(start, end))?.[0] ?? '';
  return `${yaml.slice(0, start)}${yamlScalar(value)}${trailing}${yaml.slice(end)}`;
}

/** A front matter key's value replaced; undefined when the file has no such key (the caller reports it). */
export function rewriteFrontMatterField(text: string, key: string, value: string): string | undefined {
  const m = FRONT_MATTER.exec(text);
  if (!m) return undefined;
  const block = m[2] ?? '';
  const replaced = replaceYamlValue(block, key, value);
  if (replaced === undefined) return undefined;
  return `${m[1]}${replaced}${m[3]}${text.slice(m[0].length)}`;
}

/** The body of a Markdown file (after its front matter) and where it starts. */
export function splitBody(text: string): { head: string; body: string } {
  const m = FRONT_MATTER.exec(text);
  return m ? { head: text.slice(0, m[0].length), body: text.slice(m[0].length) } : { head: '', body: text };
}

export interface LocalBlock {
  raw: string;
  canonical: string;
  /** link reference definitions written right after this block (they render to nothing) */
  defs: string[];
}

/**
 * Top-level Markdown blocks with their rendering (link definitions appended, so references resolve).
 * `render` gives the form blocks are compared in (pull's keeps links as the entries they name).
 */
export function markdownBlocks(body: string, render: (md: string) => string = (md) => canonicalHtml(renderMarkdown(md))): LocalBlock[] {
  const tokens: Token[] = Lexer.lex(body, { gfm: true });
  const defs = tokens
    .filter((t) => t.type === 'def')
    .map((t) => t.raw.trim())
    .join('\n');
  // Definitions before the first block hang on a block that renders to nothing and always matches.
  const blocks: LocalBlock[] = [{ raw: '', canonical: '', defs: [] }];
  for (const t of tokens) {
    if (t.type === 'space') continue;
    const raw = t.raw.replace(/\n+$/, '');
    if (t.type === 'def') blocks[blocks.length - 1]!.defs.push(raw);
    else blocks.push({ raw, canonical: render(defs ? `${raw}\n\n${defs}\n` : raw), defs: [] });
  }
  return blocks;
}

/** The platform's HTML as top-level blocks (canonical form), inter-block whitespace dropped. */
function htmlBlocks(html: string): string[] {
  const dom = parseHtml(canonicalHtml(html));
  const out: string[] = [];
  for (const node of dom.children) {
    const s = renderDom(node, { decodeEntities: false });
    if (s.trim() !== '') out.push(canonicalHtml(s));
  }
  return out;
}

/** Common subsequence pairs (i in a, j in b), in order, in linear memory (`common-pairs.ts`). */
export function lcsPairs(a: string[], b: string[]): [number, number][] {
  return commonPairs(a, b);
}

export interface MergedBody {
  body: string;
  /** blocks kept byte for byte, and blocks converted from the platform's HTML */
  kept: number;
  converted: number;
  /** the block merge did not reproduce the platform's value: the whole body was converted */
  whole: boolean;
}

/** The body with the platform's content, keeping every block the platform did not change. */
export function mergeBody(body: string, remoteHtml: string): MergedBody {
  const crlf = body.includes('\r\n');
  const lf = crlf ? body.replace(/\r\n/g, '\n') : body;
  const [start, ...local] = markdownBlocks(lf);
  const remote = htmlBlocks(remoteHtml);
  const matchOf = new Map(
    lcsPairs(
      remote,
      local.map((b) => b.canonical),
    ),
  );
  const parts: string[] = [...start!.defs];
  let kept = 0;
  const used = new Set<number>();
  for (const [j, html] of remote.entries()) {
    const i = matchOf.get(j);
    if (i !== undefined) {
      parts.push(local[i]!.raw, ...local[i]!.defs);
      used.add(i);
      kept++;
    } else parts.push(htmlToMarkdown(html).replace(/\n+$/, ''));
  }
  // Definitions of blocks the platform removed still serve the others: they go last.
  for (const [i, b] of local.entries()) if (!used.has(i)) parts.push(...b.defs);
  const leading = /^\n*/.exec(lf)?.[0] ?? '';
  let merged = parts.length ? `${leading}${parts.join('\n\n')}\n` : '';
  let whole = false;
  if (!htmlEqual(renderMarkdown(merged), remoteHtml)) {
    merged = `${leading}${htmlToMarkdown(remoteHtml)}`;
    whole = true;
  }
  return {
    body: crlf ? merged.replace(/\n/g, '\r\n') : merged,
    kept: whole ? 0 : kept,
    converted: whole ? remote.length : remote.length - kept,
    whole,
  };
}
