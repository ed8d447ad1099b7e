// Semantic HTML equality as api-contract.md defines it: equal modulo the six rich-text rules and
// nothing else. Entities are decoded (`&amp;` and `&#38;` are the same text); a changed word, link
// target, image source or list structure is a difference.
import { createHash } from 'node:crypto';
import { normalizeHtml } from './normalize.js';

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
  return createHash('sha256').update(canonicalHtml(html)).digest('base64url').slice(0, 22);
}
