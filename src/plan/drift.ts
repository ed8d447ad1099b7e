// Drift protection (issue 15, "The rule"): PURE. For each field the plan would push, decide whether
// the platform's value is "known" (it came from this repo: absent, the current rendering, a rendering
// of any committed version, or what helpsync itself last pushed) or "held" (somebody edited it on the
// platform). Known values are pushed as today; held values are not, and the pair's other fields
// still go (api-contract.md: the platform merges the fields a PUT gives).
//
// The comparison is "drift-canonical": the planner's semantic equality (html/compare.ts) plus the
// two hooks below, so a value that differs only by how a link or an image URL was written is known.
import { createHash } from 'node:crypto';
import { decodeHTML } from 'entities';
import { canonicalHtml } from '../html/compare.js';
import { HTML_FIELDS } from '../model.js';

export const HELD_EDITED = 'edited on the platform';
export const HELD_RENDERING = 'rendering change likely';
export type HeldReason = typeof HELD_EDITED | typeof HELD_RENDERING;

/**
 * The URL forms that must not count as edits. `resolveLink` is the links feature's hook (issue 14):
 * given an href, the entry id it resolves to (whatever URL template made it), or undefined.
 * `imageBaseUrl`: an image under it counts as its path without the `?v=` cache-buster.
 */
export interface DriftCanonOptions {
  resolveLink?: (href: string) => string | undefined;
  imageBaseUrl?: string;
}

const ATTR = /<(a|img)\b([^>]*?)\s(href|src)="([^"]*)"/g;

/** The form two values are compared in: equal forms mean "the same value" for drift protection. */
export function driftCanonical(field: string, value: string, opts: DriftCanonOptions = {}): string {
  if (!HTML_FIELDS.has(field)) return value.trim();
  const canonical = canonicalHtml(value);
  if (!opts.resolveLink && !opts.imageBaseUrl) return canonical;
  const base = opts.imageBaseUrl?.replace(/\/+$/, '');
  return canonical.replace(ATTR, (whole, tag: string, between: string, attr: string, raw: string) => {
    const url = decodeHTML(raw);
    if (tag === 'a' && attr === 'href' && opts.resolveLink) {
      const entry = opts.resolveLink(url);
      if (entry !== undefined) return `<a${between} href="entry:${entry}"`;
    }
    if (tag === 'img' && attr === 'src' && base && url.startsWith(`${base}/`)) {
      return `<img${between} src="${withoutVersion(url.slice(base.length))}"`;
    }
    return whole;
  });
}

/** `/img/a.png?v=3&x=1` → `/img/a.png?x=1`; `?v=` alone goes entirely. */
function withoutVersion(pathAndQuery: string): string {
  const q = pathAndQuery.indexOf('?');
  if (q === -1) return pathAndQuery;
  const kept = pathAndQuery
    .slice(q + 1)
    .split('&')
    .filter((p) => p !== '' && !p.startsWith('v='));
  return kept.length ? `${pathAndQuery.slice(0, q)}?${kept.join('&')}` : pathAndQuery.slice(0, q);
}

/** The text a reader sees, markup aside: equal text with unequal markup is a "rendering change". */
export function visibleText(field: string, value: string): string {
  const html = HTML_FIELDS.has(field) ? decodeHTML(canonicalHtml(value).replace(/<[^>]*>/g, ' ')) : value;
  return html.replace(/\s+/g, ' ').trim();
}

/** What `.helpsync/pushed/` stores per field: a hash of the drift-canonical form, never the value. */
export function driftHash(field: string, value: string, opts: DriftCanonOptions = {}): string {
  return hashOf(driftCanonical(field, value, opts));
}

export interface ClassifyFieldInput {
  field: string;
  /** the platform's value; undefined when it has none (always known) */
  remote: string | undefined;
  /** the value the repo gives now (the file on disk, uncommitted changes included) */
  local: string;
  /**
   * Values this repo may have pushed, newest first: renderings of each committed version of the
   * file (with and without helpsync's Markdown extensions). Read lazily: the walk stops at the
   * first match, so a caller may pass a generator that reads history only as far as needed.
   */
  candidates: Iterable<string>;
  /** driftHash of what helpsync last pushed for this field, when the pushed record has it */
  pushedHash?: string;
  canon?: DriftCanonOptions;
}

export type FieldDecision = { held: false } | { held: true; reason: HeldReason };

export function classifyField(input: ClassifyFieldInput): FieldDecision {
  const { field, remote, canon } = input;
  if (remote === undefined) return { held: false };
  const target = driftCanonical(field, remote, canon);
  if (driftCanonical(field, input.local, canon) === target) return { held: false };
  if (input.pushedHash !== undefined && hashOf(target) === input.pushedHash) return { held: false };
  const texts = [input.local];
  for (const candidate of input.candidates) {
    if (driftCanonical(field, candidate, canon) === target) return { held: false };
    texts.push(candidate);
  }
  const remoteText = visibleText(field, remote);
  const rendering = texts.some((t) => visibleText(field, t) === remoteText);
  return { held: true, reason: rendering ? HELD_RENDERING : HELD_EDITED };
}

function hashOf(canonical: string): string {
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 32);
}
