// The plan document's re-keys (version 4; docs/ARCHITECTURE.md "A new kind of change inside the plan").
/** the same union as types.ts ResultStatus (kept here: types.ts imports this file) */
type ResultStatus = 'done' | 'failed' | 'refused' | 'skipped';

/** A record this repository created before it had a scope: its externalId `from` becomes `to`. */
export interface Rekey {
  record: 'article' | 'collection';
  id: string;
  /** an article's collection (the update operation names it) */
  collectionId?: string;
  /** the source file the record is bound to, relative to the content folder */
  file: string;
  from: string;
  to: string;
}

export interface RekeyResult {
  kind: 'rekey';
  record: Rekey['record'];
  id: string;
  file: string;
  from: string;
  to: string;
  status: ResultStatus;
  reason?: string;
}
