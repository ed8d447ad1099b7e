// Drift protection: PURE. For each field the plan would push, decide whether
// the platform's value is "known" (it came from this repo: absent, the current rendering, a rendering
// of any committed version, or what helpsync itself last pushed) or "held" (somebody edited it on the
// platform). Known values are pushed as today; held values are not, and the pair's other fields
// still go (docs/platform-api.md: the platform merges the fields a PUT gives).
//
// Two forms of a value:
// - the exact form: the planner's semantic equality (html/compare.ts). The pushed record stores its
//   hash, because the platform holds exactly what helpsync pushed (re-serialised), whatever link
//   template or image hash was current then: a later template change cannot make it unknown.
// - the drift-canonical form: the exact form with its links and images read as what they name
//   (`refs`, content/links-canonical.ts: an entry whatever URL template or local path made the link, an
//   image by its path without `?v=`), read from the file the value was rendered from. Renderings of
//   past versions are compared in it, since they hold local paths where the platform holds URLs.
import { hash } from 'node:crypto';
import { decodeHTML } from 'entities';
import { canonicalHtml } from '../html/compare.js';
import { findBodyRefs } from '../content/refs.js';
import { HTML_FIELDS } from '../model.js';

import { HELD_EDITED, HELD_RENDERING, type HeldReason } from '../apply/types.js';
export { HELD_EDITED, HELD_RENDERING, type HeldReason };

/** An HTML value (exact form) with its links and images canonical, local paths read from `file` (content-relative). */
export type RefsForm = (html: string, file: string) => string;

export interface DriftCanonOptions {
  /** undefined: neither `links` nor `images` is configured, values compare in their exact form */
  refs?: RefsForm;
}

/** The planner's semantic form: what the pushed record hashes. */
export function exactForm(field: string, value: string): string {
  return HTML_FIELDS.has(field) ? canonicalHtml(value) : value.trim();
}

/**
 * The form two values are compared in: equal forms mean "the same value" for drift protection.
 * `file` is where the value's local paths are read from (the pair's file, or a past version's path).
 */
export function driftCanonical(field: string, value: string, opts: DriftCanonOptions = {}, file = ''): string {
  const exact = exactForm(field, value);
  return opts.refs && HTML_FIELDS.has(field) ? opts.refs(exact, file) : exact;
}

/**
 * What a reader sees, markup aside: the text, and where its links and images lead (in drift-canonical
 * form, so a template change is not a difference). Equal views with unequal values is a "rendering
 * change"; a link pointed at another page is an edit, even when its text stayed.
 */
interface ReaderView {
  text: string;
  targets: string[];
}

function readerView(field: string, form: string): ReaderView {
  if (!HTML_FIELDS.has(field)) return { text: form.replace(/\s+/g, ' ').trim(), targets: [] };
  const text = decodeHTML(form.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  // a same-page anchor (`#steps`) is markup a renderer may add or drop; any other target is content
  const targets = findBodyRefs(form, '', 1, { all: true })
    .map((r) => r.value)
    .filter((v) => !v.startsWith('#'));
  return { text, targets };
}

/** A target read as what it names (content/links-canonical.ts). */
const NAMED = /^(?:entry|image):/;

/**
 * Two views read the same when their text is equal and each link or image leads to the same place.
 * Two targets that both name something (or both do not) must be equal; one that names an entry and
 * one that could not be read (a URL of a template nobody configured any more) are not told apart.
 */
function sameReading(a: ReaderView, b: ReaderView): boolean {
  if (a.text !== b.text || a.targets.length !== b.targets.length) return false;
  return a.targets.every((x, i) => {
    const y = b.targets[i]!;
    return x === y || NAMED.test(x) !== NAMED.test(y);
  });
}

/** What `.helpsync/pushed/` stores per field: a hash of the exact form, never the value. */
export function driftHash(field: string, value: string): string {
  return hashOf(exactForm(field, value));
}

/** A value this repo may have pushed, and the file (content-relative) its version had, when it differs from the pair's. */
export interface Candidate {
  value: string;
  file?: string;
}

export interface ClassifyFieldInput {
  field: string;
  /** the platform's value; undefined when it has none (always known) */
  remote: string | undefined;
  /** the value the repo gives now (the file on disk, uncommitted changes included) */
  local: string;
  /** the pair's file (content-relative): where the platform's and the local value's paths are read from */
  file?: string;
  /**
   * Values this repo may have pushed, newest first: renderings of each committed version of the
   * file (with and without helpsync's Markdown extensions), each read from the path that version
   * had. Read lazily: the walk stops at the first match, so a caller may pass a generator.
   */
  candidates: Iterable<string | Candidate>;
  /** driftHash of what helpsync last pushed for this field, when the pushed record has it */
  pushedHash?: string;
  canon?: DriftCanonOptions;
}

export type FieldDecision = { held: false } | { held: true; reason: HeldReason };

export function classifyField(input: ClassifyFieldInput): FieldDecision {
  const { field, remote, canon } = input;
  if (remote === undefined) return { held: false };
  const file = input.file ?? '';
  const remoteExact = exactForm(field, remote);
  if (input.pushedHash !== undefined && hashOf(remoteExact) === input.pushedHash) return { held: false };
  const form = (exact: string, from: string): string => (canon?.refs && HTML_FIELDS.has(field) ? canon.refs(exact, from) : exact);
  const target = form(remoteExact, file);
  const forms = [form(exactForm(field, input.local), file)];
  if (forms[0] === target) return { held: false };
  const seen = new Set<string>();
  for (const c of input.candidates) {
    const { value, file: from = file } = typeof c === 'string' ? { value: c } : c;
    const key = `${from}\u0000${value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const candidate = form(exactForm(field, value), from);
    if (candidate === target) return { held: false };
    forms.push(candidate);
  }
  const remoteView = readerView(field, target);
  const rendering = forms.some((f) => sameReading(readerView(field, f), remoteView));
  return { held: true, reason: rendering ? HELD_RENDERING : HELD_EDITED };
}

function hashOf(canonical: string): string {
  return hash('sha256', canonical, 'base64url').slice(0, 32);
}
