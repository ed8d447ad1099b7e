// The token never appears in output, logs, plan files, backups, summaries or errors. Every string
// that leaves the process through our printers and logger passes through scrub().
//
// scrub() replaces exactly the registered secret's value and the encodings of it that can really
// occur, never a pattern: a pattern (the old `Bearer a.b.c` rule) also matched example commands in
// articles, so a saved plan carried `Bearer [REDACTED]` to the platform and every later plan proposed
// the same push again. Scrubbing never alters content: a content value holding the token
// itself is refused before any request instead (secretProblems below).
//
// Encodings scrubbed, and why:
// - the value itself: what the Authorization header carries (`Bearer <token>`, docs/platform-api.md), and
//   what a server or proxy echoes back in an error page;
// - JSON-escaped: a JSON error body or document quoting it (identical for a JWT, whose alphabet
//   needs no escaping, but a token that fails the JWT check is still scrubbed from that error);
// - URL-encoded (upper- and lower-case hex): a token pasted into a query string or echoed in a
//   logged URL; differs from the value only in `=` padding for a JWT.
// Not scrubbed: base64 of the token. helpsync never base64-encodes it (no Basic auth anywhere in
// docs/platform-api.md), and inside a longer base64 text it has three alignment-dependent forms whose
// ends are not characters of the token: matching those would mean matching fragments, the kind of
// rule that corrupted content.
import type { Problem } from '../model.js';

export const REDACTED = '[REDACTED]';
/** The only secret helpsync holds comes from this variable (docs/platform-api.md). */
export const SECRET_NAME = 'HELPSYNC_TOKEN';

const secrets = new Set<string>();
/** Every form scrubbed, longest first (so a longer encoding is replaced before a form it contains). */
let forms: string[] = [];

/** Register a secret (the token) so scrub() removes it from any string. */
export function registerSecret(value: string | undefined): void {
  if (!value || value.length < 8 || secrets.has(value)) return;
  secrets.add(value);
  const all = new Set(forms);
  for (const s of secrets) for (const f of encodingsOf(s)) all.add(f);
  forms = [...all].sort((a, b) => b.length - a.length);
  jsonForms = undefined;
  generation++;
}

/** The secrets registered now (to restore them after a command run inside another program). */
export function registeredSecrets(): string[] {
  return [...secrets];
}

/** Forget every registered secret (tests and long-lived library hosts switching tokens). */
export function clearSecrets(): void {
  secrets.clear();
  forms = [];
  jsonForms = undefined;
  generation++;
}

function encodingsOf(value: string): string[] {
  const json = JSON.stringify(value).slice(1, -1);
  const url = encodeURIComponent(value);
  const urlLower = url.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());
  return [...new Set([value, json, url, urlLower])];
}

export function scrub(text: string): string {
  let out = text;
  for (const f of forms) {
    if (out.includes(f)) out = out.split(f).join(REDACTED);
  }
  return out;
}

/** Deep-scrub a JSON-able value (for documents written to stdout or disk). */
export function scrubDeep<T>(value: T): T {
  if (forms.length === 0) return value;
  return JSON.parse(scrub(JSON.stringify(value))) as T;
}

/** Does this text hold a registered secret (in any scrubbed form)? */
export function containsSecret(text: string): boolean {
  return forms.some((f) => text.includes(f));
}

/**
 * Whether a JSON string's text (its bytes as JSON.stringify wrote them, UTF-8) may hold a registered
 * secret, without decoding it. JSON.stringify escapes character by character, so a text holding an
 * ASCII form holds it escaped the same way in its JSON: no false "no". A form that is not ASCII is
 * never ruled out (a "maybe": the caller decodes the text and asks containsSecret).
 */
export function mayHoldSecretInJson(json: Buffer): boolean {
  if (jsonForms === undefined) {
    const ascii = forms.every(isAsciiText);
    jsonForms = ascii ? [...new Set(forms.map((f) => JSON.stringify(f).slice(1, -1)))].map((f) => Buffer.from(f, 'latin1')) : null;
  }
  return jsonForms === null || jsonForms.some((f) => json.includes(f));
}

/** The forms' bytes as JSON.stringify writes them inside a string (null: one is not ASCII); made again when forms change. */
let jsonForms: Buffer[] | null | undefined;
let generation = 0;

/** A number that changes whenever the registered forms do (a search's result holds for one generation). */
export function secretFormsGeneration(): number {
  return generation;
}

function isAsciiText(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(text);
}

/** Does any of these values hold a registered secret? */
export function holdsSecret(fields: Record<string, string>): boolean {
  return forms.length > 0 && Object.values(fields).some(containsSecret);
}

export interface OutgoingValues {
  /** where the values come from, as shown to the user (content file, or plan file) */
  file: string;
  line?: number;
  /** what the request would carry: field → value */
  fields: Record<string, string>;
  /** shown after the field name (e.g. "in de of article:…") */
  what?: string;
}

/**
 * One error per field that would publish the token: sending it is refused before any request
 *. The message names the variable and the field, never the value.
 */
export function secretProblems(items: Iterable<OutgoingValues>): Problem[] {
  if (forms.length === 0) return [];
  const problems: Problem[] = [];
  for (const item of items) {
    for (const [field, value] of Object.entries(item.fields)) {
      if (!containsSecret(value)) continue;
      problems.push({
        severity: 'error',
        file: item.file,
        ...(item.line ? { line: item.line } : {}),
        message: `would publish ${SECRET_NAME}: field "${field}"${item.what ? ` ${item.what}` : ''} contains the token's value; remove it from the content`,
      });
    }
  }
  return problems;
}
