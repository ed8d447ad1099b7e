// The retire planner's input and output (src/retire/plan.ts): values only, so the decision of what
// leaves the help center is a pure function a unit test drives with written-down facts.
import type { Problem } from '../model.js';
import type { Republication, RetireMode, Retirement } from '../apply/retire-types.js';

export type { Republication, RetireMode, Retirement } from '../apply/retire-types.js';

export const RETIRE_MODES: readonly RetireMode[] = ['keep', 'unpublish', 'delete'];

/**
 * One commit as the history module reads it (src/history/log.ts Commit), structurally: this folder
 * is pure and does not import the history reads, the caller passes what it read.
 */
export interface HistoryCommit {
  id: string;
  changes: readonly { status: string; path: string; oldPath?: string; oldBlob?: string }[];
}

/** A source page (or `_index.md`) Git history shows deleted, not renamed, and not in HEAD. */
export interface DeletedSource {
  /** relative to the source-language folder */
  path: string;
  /** the commit that deleted it */
  commit: string;
  /** its last committed version (where its `entry:` line, if any, is read) */
  blob?: string;
  /** its names, newest first: `path`, then the names it had before renames */
  names: string[];
}

/** A platform article as the planner needs it. */
export interface RetireArticle {
  id: string;
  collectionId: string;
  title: string;
  isDraft: boolean;
  externalId?: string;
}

/** A platform collection as the planner needs it. */
export interface RetireCollection {
  id: string;
  parentId: string | null;
  title: string;
  unpublished: boolean;
  externalId?: string;
}

/** A file in HEAD whose source was deleted once in the history and came back. */
export interface RestoredSource {
  path: string;
  /** the record the file is bound to now (its `entry:` line or its binding) */
  entryId: string;
  /** the file's `draft:` value, when it says one */
  draft?: 'true' | 'false';
}

/** Why a run may not retire anything: the facts, the planner words them. */
export interface RunScope {
  /** --only given */
  only?: boolean;
  /** --languages given (the run's languages) */
  languages?: readonly string[];
  /** Git history read (false under --no-history, outside a work tree, a shallow clone) */
  history: { available: boolean; why?: string };
  /** the content folder exists */
  contentFolder: boolean;
  /** source pages the scan found */
  pagesFound: number;
  /** source files that failed to load (their `entry:` lines are unknown) */
  failedFiles: readonly string[];
}

export interface RetirePlanInput {
  mode: RetireMode;
  sourceLanguage: string;
  /** the config's record-key scope: only its keys bind a deleted file by externalId */
  scope?: string;
  run: RunScope;
  deleted: readonly DeletedSource[];
  /** a deleted source's path → the entry id its last committed version's `entry:` line names */
  entryLines: ReadonlyMap<string, string>;
  articles: readonly RetireArticle[];
  collections: readonly RetireCollection[];
  /** entry ids a file in HEAD claims now (`entry:` lines and bindings): such a record moved, it is not retired */
  claimedNow: ReadonlySet<string>;
  /** config `exclude` */
  excluded: (path: string) => boolean;
  /** translation files in HEAD: language → paths under its folder (a retired page's are orphaned) */
  translations: ReadonlyMap<string, ReadonlySet<string>>;
  restored: readonly RestoredSource[];
  /** entry ids with a platform value no committed version explains (drift protection's rule) */
  drifted: ReadonlySet<string>;
  /** --force: matches the deleted source path */
  forced: (path: string) => boolean;
  /** --max-retires; undefined: the defaults (10 and 10% of bound records) */
  maxRetires?: number;
  /** a preview never needs --max-retires */
  preview?: boolean;
  show: (path: string) => string;
}

/** A deleted source whose record is not retired, and why. */
export interface NotRetired {
  file: string;
  entryId?: string;
  reason: string;
}

export interface RetirePlan {
  /** articles first, then collections (deepest first): the order they are applied in */
  retirements: Retirement[];
  /** records with a platform edit no committed version explains: exit 3 unless --force */
  held: NotRetired[];
  /** collections kept because they still hold something, deleted sources claimed elsewhere, excluded… */
  kept: NotRetired[];
  republications: Republication[];
  /** translation files left behind by a retired page (no operation clears one language) */
  orphaned: string[];
  /** translation files deleted while their source stays: the platform keeps that language (set by the reads) */
  removedTranslations?: string[];
  /** set when this run retires nothing whatever the history says, and why */
  skipped?: string;
  problems: Problem[];
}
