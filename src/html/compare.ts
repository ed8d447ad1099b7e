// Semantic HTML equality as docs/platform-api.md defines it: equal modulo the six rich-text rules and
// nothing else. Entities are decoded (`&amp;` and `&#38;` are the same text); a changed word, link
// target, image source or list structure is a difference.
import { hash } from 'node:crypto';
import { normalizeHtml, rawFormSha1 } from './normalize.js';
import { HTML_FIELDS } from '../model.js';

/** A normal form: two HTML strings are semantically equal exactly when their canonical forms are. */
export function canonicalHtml(html: string): string {
  return normalizeHtml(html, 'canonical');
}

export function htmlEqual(a: string, b: string): boolean {
  // The common case in a dry run is an unchanged, byte-identical document: no parse at all.
  if (a === b) return true;
  return canonicalHtml(a) === canonicalHtml(b);
}

/** A short, stable hash of the canonical form (for caches and plan fingerprints). */
export function htmlFingerprint(html: string): string {
  return hash('sha256', canonicalHtml(html), 'base64url').slice(0, 22);
}

/**
 * A cheap hint computed once per local document (in the loader's workers, then cached): a hash of
 * the form the platform serves it in (toRichTextHtml). A remote value whose hash matches is the
 * platform's re-serialisation of this very document, hence semantically equal, without parsing
 * the remote HTML at all. A miss proves nothing: the caller falls back to htmlEqual.
 */
export function richTextHash(html: string): string {
  // hashText(toRichTextHtml(html)), without making the form as one string
  return rawFormSha1(html);
}

export function hashText(text: string): string {
  return hash('sha1', text, 'base64url');
}

/**
 * htmlEqual with the local document's richTextHash as a shortcut: `richHashOf` (richTextHash or a
 * memo of it) is called only when the two are not byte-identical, the common case of a platform
 * that serves the HTML as sent costing no hash at all. A hash already computed may be given instead.
 */
export function htmlEqualWithHint(local: string, remote: string, richHashOf?: string | ((html: string) => string)): boolean {
  if (local === remote) return true;
  if (richHashOf !== undefined && hashText(remote) === (typeof richHashOf === 'string' ? richHashOf : richHashOf(local))) return true;
  return canonicalHtml(local) === canonicalHtml(remote);
}

/**
 * Equal as the platform would see it: HTML fields semantically, plain text exactly after trimming.
 * The one comparison the sync planner, a saved plan's `already applied` check and a read-back use.
 */
export function fieldEqual(
  field: string,
  local: string,
  remote: string | undefined,
  /** richTextHash or a memo of it; a hash of `local` already computed may be given instead */
  richHashOf: string | ((html: string) => string) = richTextHash,
): boolean {
  if (remote === undefined) return false;
  if (HTML_FIELDS.has(field)) return htmlEqualWithHint(local, remote, richHashOf);
  return local.trim() === remote.trim();
}

const STARTS_WITH_CONTENT = /^\s*(?!<!--|<\?)\S/;

/**
 * Blank as a body: nothing but whitespace and comments (`<?...>` included, which HTML
 * reads as a comment). A comment never renders, so a body of comments is no content to push.
 */
export function isBlankHtml(html: string): boolean {
  // Asked for every body of every run: a body that starts with anything but a comment is not
  // blank, known without copying it (the general case below makes a copy of the whole text).
  if (STARTS_WITH_CONTENT.test(html)) return false;
  return html.replace(/<!--[\s\S]*?(?:-->|$)|<\?[^>]*>?/g, '').trim() === '';
}
