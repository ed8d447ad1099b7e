// Domain types shared by every stage of the pipeline (load → plan → apply).
// Remote shapes here are the *normalised* ones: src/client/adapter.ts turns whatever the
// platform sends (see ../shared/docs/platform-api.md shapes) into these.
import { isValidRecordId } from './contract/ids.js';
import type { ListedValue } from './util/listed-text.js';

// docs/platform-api.md "Ids and externalId": the rule lives in src/contract; re-exported (src/index.ts exports this module).
export { checkRecordId, isValidRecordId } from './contract/ids.js';

/** Seed 2.5: the four translatable entry types. */
export const ENTRY_TYPES = ['article', 'collection', 'emailtemplate', 'statictranslation'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** Field keys per entry type (docs/platform-api.md "Translations"). The listing wins when it shows more. */
export const FIELDS_BY_TYPE: Record<EntryType, readonly string[]> = {
  article: ['title', 'description', 'content'],
  collection: ['title', 'description'],
  emailtemplate: ['subject', 'content'],
  statictranslation: ['value'],
};

/** Fields holding HTML (compared semantically); all others are plain text (compared trimmed, exactly). */
/** The key of one (entry, language) pair in maps and sets. */
export function pairKey(entryId: string, language: string): string {
  return `${entryId}\u0000${language}`;
}

export const HTML_FIELDS: ReadonlySet<string> = new Set(['content']);

/** A translatable entry as listed by GET /translations/entries, field-major. */
export interface RemoteEntry {
  /** `<type>:<id>` */
  id: string;
  type: EntryType;
  /** field → language → value. A language missing under a field: no translation yet. */
  fields: Record<string, Record<string, string>>;
}

/**
 * An entry as a streamed listing hands it to a `keep` (client.listEntries): a very long value may
 * still be its JSON bytes (ListedText: its hash without its text). What a `keep` returns holds text only.
 */
export interface ListedEntry {
  id: string;
  type: EntryType;
  fields: Record<string, Record<string, ListedValue>>;
}

/** A help-center collection (docs/platform-api.md), normalised. */
export interface Collection {
  id: string;
  /** null for a root collection */
  parentId: string | null;
  /** language → title */
  title: Record<string, string>;
  /** language → description */
  description: Record<string, string>;
  /** free text kept on the record; helpsync's key for what it created (docs/platform-api.md "Ids and externalId") */
  externalId?: string;
  /** its place among its siblings (docs/platform-api.md "Order: lexorank"), when the record has one */
  lexorank?: string;
  /** true: hidden on the help center with what it holds (the publish toggle) */
  unpublished?: boolean;
}

/** A help-center article record (docs/platform-api.md), normalised to what helpsync uses. */
export interface ArticleRecord {
  id: string;
  /** The collection the article is in now, or null when the record does not say. */
  collectionId: string | null;
  title?: Record<string, string> | string;
  /** the article's number on the platform (docs/platform-api.md), optional there; links may use it */
  docId?: number;
  /** free text kept on the record; helpsync's key for what it created (docs/platform-api.md "Ids and externalId") */
  externalId?: string;
  /** whether the article is a draft (not published); seed 2.2 requires it, so absent means the record did not say */
  isDraft?: boolean;
  /** its place in its collection (docs/platform-api.md "Order: lexorank"), when the record has one */
  lexorank?: string;
}

/** A problem found in local input or in a plan: always names the file, with a line when there is one. */
export interface Problem {
  severity: 'error' | 'warning';
  /** Path as shown to the user (relative to the working directory or the content folder). */
  file?: string;
  line?: number;
  column?: number;
  message: string;
}

/** Split `<type>:<id>`; returns null when malformed or of an unknown type. */
export function parseEntryId(value: string): { type: EntryType; id: string } | null {
  const i = value.indexOf(':');
  if (i <= 0) return null;
  const type = value.slice(0, i);
  const id = value.slice(i + 1);
  if (!(ENTRY_TYPES as readonly string[]).includes(type) || id.length === 0) return null;
  if (type !== 'statictranslation' && !isValidRecordId(id)) return null;
  return { type: type as EntryType, id };
}
