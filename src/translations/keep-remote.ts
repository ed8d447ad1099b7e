// What a sync keeps of the remote listing, decided entry by entry as the listing streams (PURE).
// The planner needs a remote value only where it may differ from the local one: a pair whose
// fields are all equal (as the planner judges them) keeps the local strings in place of the
// remote ones, and a language with no local pair keeps only which fields it has. So an in-sync
// help center holds its text once, not twice, and a language outside this run holds none.
// With `release`, an unchanged pair also gives up its own text: its fields and the kept remote
// values become one marker, so the HTML of an in-sync pair is freed as the listing streams (the
// loaded text of every pair is what dominates a sync's memory). The planner then finds the pair
// unchanged as before; only a caller that needs no local value of an unchanged pair afterwards
// may ask for it (the preview renders every pair, --verify compares every pair again).
// The plan made from what is kept equals the plan made from the whole listing: a changed pair
// keeps every remote value (its push carries their fingerprint), and so does a pair whose body
// is blank (the planner reads the remote body to report it).
import { pairKey, type RemoteEntry } from '../model.js';
import type { LocalPair } from '../content/types.js';
import { hashText } from '../html/compare.js';
import { ListedText, listedText, type ListedEntry, type ListedValue } from '../util/listed-text.js';
import { fieldEqual, withoutBlankBody } from './plan.js';

/** Presence without the text: the planner counts remote-only fields and languages by `typeof`. */
const ELIDED = '';

/**
 * What a released unchanged pair holds in place of each field's text, on both sides: equal to
 * itself for the planner, not blank, and no text a writer types (it starts with a NUL), so a
 * value mistaken for content is seen at once.
 */
export const RELEASED = '\u0000unchanged';

export interface KeepOptions {
  /** replace an unchanged pair's local fields (and the kept remote values) with RELEASED */
  release?: boolean;
  /**
   * A pair's set-aside body read back (the loader's; undefined when it cannot be): asked only where
   * a remote value matches neither of the body's hashes, and then compared as any pair is.
   */
  textOf?: (pair: LocalPair) => string | undefined;
}

/**
 * A `keep` for client.listEntries: each entry reduced to what planSync reads. `pairs` are the
 * local pairs the plan is made from; a key given by more than one file is kept whole (the plan
 * refuses it anyway). A set-aside body is compared with the remote value by hash, which a long value
 * gives without being decoded (ListedText): its JSON token's against JSON.stringify of the body's
 * (where the platform escapes as JSON.stringify does), else the text's; a value kept is decoded then.
 */
export function remoteKeeper(
  pairs: readonly LocalPair[],
  richHashOf?: (html: string) => string,
  opts: KeepOptions = {},
): (entry: ListedEntry) => RemoteEntry {
  const byKey = new Map<string, LocalPair | null>();
  for (const p of pairs) {
    const key = pairKey(p.entryId, p.language);
    byKey.set(key, byKey.has(key) ? null : p);
  }
  return (entry) => keepOf(entry, byKey, richHashOf, opts);
}

function keepOf(
  entry: ListedEntry,
  byKey: ReadonlyMap<string, LocalPair | null>,
  richHashOf: ((html: string) => string) | undefined,
  opts: KeepOptions,
): RemoteEntry {
  const languages = new Set<string>();
  for (const values of Object.values(entry.fields)) for (const l of Object.keys(values)) languages.add(l);
  const kept: Record<string, Record<string, ListedValue>> = {};
  for (const field of Object.keys(entry.fields)) kept[field] = { ...entry.fields[field] };
  for (const language of languages) {
    const key = pairKey(entry.id, language);
    const pair = byKey.get(key);
    if (pair === null) continue;
    if (pair === undefined) {
      for (const values of Object.values(kept)) if (values[language] !== undefined) values[language] = elided(values[language]);
      continue;
    }
    const setAside = pair.setAside !== undefined;
    let local = setAside ? unchangedSetAside(pair, entry, richHashOf, opts.textOf) : unchangedFields(pair, entry, richHashOf);
    if (!local) continue;
    // a pair whose body was set aside holds no text to share: it is released whatever the caller asked
    if (opts.release === true || setAside) {
      local = Object.fromEntries(Object.keys(local).map((field) => [field, RELEASED]));
      // the loaded pair is this run's own object: its text is dropped here, not copied
      pair.fields = local;
      pair.setAside = undefined; // not `delete` (a dictionary-mode object per pair)
    }
    for (const [field, values] of Object.entries(kept)) {
      if (values[language] !== undefined) values[language] = local[field] ?? elided(values[language]);
    }
  }
  return { id: entry.id, type: entry.type, fields: decoded(kept) };
}

/** ELIDED in place of a remote value, which is checked first when it was never read (ListedText.check). */
function elided(value: ListedValue | undefined): string {
  if (value instanceof ListedText) value.check();
  return ELIDED;
}

/** The kept values as text: a very long value still kept is decoded here (the plan compares or shows it). */
function decoded(kept: Record<string, Record<string, ListedValue>>): Record<string, Record<string, string>> {
  for (const values of Object.values(kept)) {
    for (const [language, value] of Object.entries(values)) if (value instanceof ListedText) values[language] = value.text();
  }
  return kept as Record<string, Record<string, string>>;
}

/**
 * For a pair whose body the loader set aside: its fields (the set-aside ones marked RELEASED) when
 * each remote value is the very text that was set aside, as sent or as the platform re-serialises it
 * (htmlEqualWithHint's first two tests, by hash). A remote value that matches neither is compared
 * with the body read back (`textOf`), which then stays in the pair (its fields, as the loader would
 * have given them) when the pair is not unchanged. No remote value: undefined, the text not read (a
 * first push: the sync reads it back after the listing). A set-aside body is never blank.
 */
function unchangedSetAside(
  pair: LocalPair,
  entry: ListedEntry,
  richHashOf: ((html: string) => string) | undefined,
  textOf: KeepOptions['textOf'],
): Record<string, string> | undefined {
  if (entry.type !== pair.type) return undefined;
  for (const [field, value] of Object.entries(pair.fields)) {
    if (!(field in entry.fields)) return undefined;
    if (!fieldEqual(field, value, listedText(entry.fields[field]?.[pair.language]), richHashOf)) return undefined;
  }
  const fields: Record<string, string> = { ...pair.fields };
  for (const [field, hashes] of Object.entries(pair.setAside ?? {})) {
    const remote = entry.fields[field]?.[pair.language];
    if (remote === undefined) return undefined;
    // the token as the platform wrote it, against JSON.stringify of either text: no decoding at all
    const { json } = hashes;
    if (json && remote instanceof ListedText) {
      const token = remote.jsonSha1;
      if (token === json.text || token === json.rich) {
        fields[field] = RELEASED;
        continue;
      }
    }
    const hash = remote instanceof ListedText ? remote.sha1 : hashText(remote);
    if (hash === hashes.text || hash === hashes.rich) {
      fields[field] = RELEASED;
      continue;
    }
    const html = field === 'content' ? textOf?.(pair) : undefined;
    if (html === undefined) return undefined;
    pair.fields = { ...pair.fields, content: html };
    pair.setAside = undefined;
    return unchangedFields(pair, entry, richHashOf);
  }
  return fields;
}

/** The pair's local fields when the planner would find it unchanged (and its body not blank), else undefined. */
function unchangedFields(
  pair: LocalPair,
  entry: ListedEntry,
  richHashOf: ((html: string) => string) | undefined,
): Record<string, string> | undefined {
  if (entry.type !== pair.type) return undefined;
  const { fields, blank } = withoutBlankBody(pair, entry);
  if (blank || fields !== pair.fields) return undefined;
  for (const [field, value] of Object.entries(fields)) {
    if (!(field in entry.fields)) return undefined;
    if (!fieldEqual(field, value, listedText(entry.fields[field]?.[pair.language]), richHashOf)) return undefined;
  }
  return fields;
}
