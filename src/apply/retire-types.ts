// The plan document's retirements (version 4; docs/ARCHITECTURE.md "A new kind of change inside the
// plan"): records whose source file was deleted in Git history, and drafts whose source came back.
/** the same union as types.ts ResultStatus (kept here: types.ts imports this file) */
type ResultStatus = 'done' | 'failed' | 'refused' | 'skipped';

/** `keep`: listed as "would retire", nothing sent; `unpublish`: draft / unpublished; `delete`: backup, then gone. */
export type RetireMode = 'keep' | 'unpublish' | 'delete';

/** One record leaving the help center. */
export interface Retirement {
  kind: 'article' | 'collection';
  id: string;
  /** `<language>/<path>` of the deleted source, relative to the content folder */
  file: string;
  title: string;
  /** an article's collection (the path of its update and delete) */
  collectionId?: string;
  /** `keep` lists it as "would retire" and sends nothing */
  action: RetireMode;
  /** the commit that deleted its source */
  deletedIn: string;
}

/** A draft record whose once-deleted source is back in HEAD: a run publishes it again. */
export interface Republication {
  kind: 'article' | 'collection';
  id: string;
  file: string;
  title: string;
  collectionId?: string;
}

export interface RetireResult {
  kind: 'retire';
  record: Retirement['kind'];
  id: string;
  file: string;
  /** what was done: unpublish, delete, or republish (a restored source) */
  action: 'unpublish' | 'delete' | 'republish';
  /** delete: where the backup was written */
  backup?: string;
  status: ResultStatus;
  reason?: string;
}
