// The plan is data: a versioned JSON document bound to its target. `helpsync plan --out` writes it,
// `helpsync apply` reads it back and does exactly what it says. It never contains the token.
import type { EntryType, Problem } from '../model.js';
import type { DeferredText, FieldValue } from '../content/types.js';

export type { DeferredText, FieldValue } from '../content/types.js';

/** Why the plan holds a field (the plan document carries it; drift protection decides it). */
export const HELD_EDITED = 'edited on the platform';
export const HELD_RENDERING = 'rendering change likely';
export type HeldReason = typeof HELD_EDITED | typeof HELD_RENDERING;

/**
 * Version 4: `rekeys` (records this repository created before it had a scope, given its scoped
 * externalId through the update operation), `retirements` and `republications` (records whose
 * source was deleted in Git history, by the retire mode; drafts whose source came back), run last.
 * Version 3: `creations` (articles and collections made from new files, with placeholder ids),
 * `totals` (what the plan does, counted), conflicts among the held fields, and a reader-level diff of
 * HTML fields (`FieldChange.diff`). Version 2 added `languages[].held`. An older plan is refused:
 * re-plan (its ids and holds may no longer describe the platform).
 */
export const PLAN_VERSION = 4;
/** Older versions this helpsync still reads: a version 3 plan is version 4 without `rekeys`. */
export const PLAN_VERSIONS_READ: readonly number[] = [3, 4];
export const PLAN_KIND = 'helpsync-plan';

export interface PlanTarget {
  baseUrl: string;
  project: string;
}

export interface FieldChange {
  field: string;
  /** remote value at plan time; null when the remote has no value for this field and language */
  before: string | null;
  /** deferred only where `before` is null and the field is the body (no diff is made) */
  after: FieldValue;
  /**
   * HTML fields: the lines that differ between the canonical renderings of `before` and `after`
   * (one block per line, as readers see them): `- ` removed, `+ ` added. Absent for plain text, and
   * when `before` is null (every block is added: `after` is the whole of it).
   */
  diff?: string[];
}

/** One PUT /translations/entries/<entryId> for one language. */
export interface Push {
  entryId: string;
  type: EntryType;
  language: string;
  /** content file, relative to the content folder, POSIX separators (e.g. de/getting-started/install.md) */
  file: string;
  /** every local field of this (entry, language): what the PUT carries (a deferred body is read back for it) */
  fields: Record<string, FieldValue>;
  /** fingerprint of the remote values of this (entry, language) at plan time (see fingerprintRemote) */
  remoteFingerprint: string;
  /** only the fields that differ, for review */
  changes: FieldChange[];
}

export interface LanguagePlan {
  language: string;
  pushes: Push[];
  /** pairs of this language that are already equal */
  unchanged: number;
  /** fields the platform edited: not pushed unless forced; in plan order (planSync always sets it) */
  held?: HeldField[];
}

/** A field drift protection held back: the platform's value came from no version of the repo. */
export interface HeldField {
  entryId: string;
  type: EntryType;
  language: string;
  /** content file, relative to the content folder, POSIX separators */
  file: string;
  /** the entry's source-language file, relative to the source-language folder (what `--force GLOB` matches) */
  source?: string;
  field: string;
  /** the repo's value (what `--force` / `apply --force` would push) */
  local: string;
  /** the platform's value at plan time */
  remote: string;
  reason: HeldReason;
  /** fingerprint of the pair's remote values at plan time (apply --force refuses a stale one) */
  remoteFingerprint: string;
  /**
   * Whether the repo changed this field too since the last push: true is a conflict (changed on both
   * sides), false a plain platform edit, 'unknown' without the record of what was pushed.
   */
  repoChanged?: boolean | 'unknown';
}

export { NEW_ID_PREFIX, holdsPlaceholder, isPlaceholderEntry } from '../content/binding.js';

/** A record to create on the platform (a new file or folder of the repo), before any move or push. */
export interface Creation {
  kind: 'collection' | 'article';
  /** the placeholder id later creations, moves and links of this plan use (NEW_ID_PREFIX + externalId) */
  ref: string;
  /** helpsync's binding key on the platform: `helpsync:` + the source-language path (folders end in /) */
  externalId: string;
  /** the source-language file (an article's page, a collection's _index.md), relative to the content folder */
  file: string;
  title: string;
  /** the collection it goes into: an existing one (id) or one created earlier in this plan (ref) */
  parent: { id?: string; ref?: string; path: string } | null;
  /** articles: created as a draft (not published) */
  draft?: boolean;
  /** articles: the source-language fields, sent in the creation (apply/create.ts says when the body follows) */
  fields?: Record<string, string>;
}

/** A collection the layout file names by a path that does not exist yet (content/layout-collections.ts): it has no file. */
export function layoutCreation(c: {
  ref: string;
  externalId: string;
  title: string;
  parent: { id: string; path: string } | { ref: string; path: string } | null;
}): Creation {
  const parent =
    c.parent === null ? null : 'id' in c.parent ? { id: c.parent.id, path: c.parent.path } : { ref: c.parent.ref, path: c.parent.path };
  return { kind: 'collection', ref: c.ref, externalId: c.externalId, file: '', title: c.title, parent };
}

/** What a plan does, counted (the --json document's and the step summary's totals). */
export interface PlanTotals {
  push: number;
  create: number;
  rekey: number;
  /** retirements that send something (not `keep`), and republications */
  retire?: number;
  move: number;
  held: number;
  conflicts: number;
}

export interface CollectionRef {
  id: string;
  /** source-language title path, e.g. "Docs/Getting started" (id when untitled) */
  path: string;
}

/** One PUT /helpcenter/collections/<from>/articles/<articleId>/move. */
export interface Move {
  articleId: string;
  /** the source-language file of the article when known (relative to the source-language folder) */
  file?: string;
  /** what the layout file said (file path, entry id or bare id) */
  ref: string;
  title?: string;
  from: CollectionRef;
  to: CollectionRef;
}

export interface RemoteOnly {
  /** entries on the platform the repo does not mention */
  entries: number;
  /** (entry, language) pairs with remote values for a language the repo does not have for that entry */
  pairs: number;
  /** (entry, language, field) values the repo does not set (left as they are) */
  fields: number;
}

export interface LayoutSummary {
  /** articles listed in the layout file */
  listed: number;
  /** listed and already in place */
  inPlace: number;
  /** articles on the platform the layout does not list (left where they are) */
  unlisted: number;
}

/** A file whose body is blank while the platform has content there: never cleared, only listed. */
export interface BlankBody {
  entryId: string;
  language: string;
  /** relative to the content folder, POSIX */
  file: string;
}

export interface SyncPlan {
  kind: typeof PLAN_KIND;
  version: typeof PLAN_VERSION;
  createdAt: string;
  target: PlanTarget;
  sourceLanguage: string;
  /** creations run first (parents before children), then moves, then pushes language by language */
  creations?: Creation[];
  /** re-keys (a scope added): each record's unscoped externalId replaced by its scoped one, after the creations */
  rekeys?: Rekey[];
  /** moves run first (when a layout is configured), then pushes language by language */
  moves: Move[];
  /** run last, after the pushes: articles before collections (`keep`: listed, nothing sent) */
  retirements?: Retirement[];
  /** drafts whose once-deleted source is back in HEAD: published again, after the pushes */
  republications?: Republication[];
  /** records whose source was deleted but that were edited on the platform: held, not retired (exit 3; --force retires them) */
  retireHeld?: { file: string; entryId?: string; reason: string }[];
  layout?: LayoutSummary;
  /** in push order: the source language first, then the others sorted */
  languages: LanguagePlan[];
  remoteOnly: RemoteOnly;
  /** bodies blank in the repo (comments aside) whose platform content is not: left as is, not a change */
  blankBodies?: BlankBody[];
  /** warnings found while loading or planning (errors stop before a plan exists) */
  warnings: Problem[];
  /** what the plan does, counted after drift protection (planTotals) */
  totals?: PlanTotals;
  /** files without `entry:` bound to the record helpsync created from them (by externalId); `helpsync match` writes their entry lines */
  bound?: BoundFile[];
}

/** A file without `entry:` found on the platform by its externalId (its own name now, or the name it was created under). */
export interface BoundFile {
  /** source-language file, relative to the content folder */
  file: string;
  entryId: string;
  /** the name it had when the record was created, when it was renamed since */
  createdAs?: string;
}

export type ResultStatus = 'done' | 'failed' | 'refused' | 'skipped';

/**
 * The reason of a `done` result for which nothing was sent: a saved plan applied again finds the
 * platform already holding what it would have done (a creation found by its externalId, an article
 * already in its target, a push the platform holds semantically).
 */
export const ALREADY_APPLIED = 'already applied';

/** True for a done result that sent nothing because the platform already held it. */
export function isAlreadyApplied(r: { status: ResultStatus; reason?: string }): boolean {
  return r.status === 'done' && (r.reason?.startsWith(ALREADY_APPLIED) ?? false);
}

export interface PushResult {
  kind: 'push';
  entryId: string;
  language: string;
  file: string;
  status: ResultStatus;
  reason?: string;
}

export interface MoveResult {
  kind: 'move';
  articleId: string;
  ref: string;
  file?: string;
  from: string;
  to: string;
  status: ResultStatus;
  reason?: string;
}

/** One creation: the POST (an article's source-language fields in it; apply/create.ts says when its body follows). */
export interface CreateResult {
  kind: 'create';
  record: Creation['kind'];
  externalId: string;
  file: string;
  title: string;
  /** the id the platform gave it (also when its first push failed: "created without content") */
  id?: string;
  /** the POST's answer was lost and the record was found by its externalId */
  recovered?: boolean;
  status: ResultStatus;
  reason?: string;
}

import type { Rekey, RekeyResult } from './rekey-types.js';
export type { Rekey, RekeyResult };
import type { Republication, RetireMode, RetireResult, Retirement } from './retire-types.js';
export type { Republication, RetireMode, RetireResult, Retirement };

export type OperationResult = PushResult | MoveResult | CreateResult | RekeyResult | RetireResult;

/** The text of a field's value (a deferred one read back now: it throws an InputError naming its file when that changed). */
export function textOf(value: FieldValue): string {
  return typeof value === 'string' ? value : value.read();
}

/** Every field's text, deferred ones read back now (textOf). */
export function fieldTexts(fields: Readonly<Record<string, FieldValue>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) out[field] = textOf(value);
  return out;
}

export function isDeferred(value: FieldValue): value is DeferredText {
  return typeof value !== 'string';
}
