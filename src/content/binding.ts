// Binding files without `entry:` to the records helpsync created from them: the pure part of the
// binding step (operations/pipeline/binding.ts does its reads; docs/ARCHITECTURE.md "The binding
// step"). A created record carries `externalId` = `helpsync:` + the source-language path it was
// created from (folders end in `/`; docs/platform-api.md "Ids and externalId"), minted by one
// RecordKeys. The file may have been renamed since (git mv, a rename with edits, a move, a renamed
// folder): the caller passes each file's former names, read from Git history, and any of them finds
// the record. A record is bound to one file at most.
import type { EntryType } from '../model.js';
import type { Collection } from '../model.js';
import type { UnboundSource } from './types.js';

export const EXTERNAL_ID_PREFIX = 'helpsync:';

/** A placeholder for the id a creation in this plan will get: `new:<externalId>`. */
export const NEW_ID_PREFIX = 'new:';

const PLACEHOLDER_MARKS = [NEW_ID_PREFIX, encodeURIComponent(NEW_ID_PREFIX)];

/** Whether `text` holds a creation's placeholder, as written or percent-encoded in a URL (a link to a page created in this run). */
export function holdsPlaceholder(text: string): boolean {
  return PLACEHOLDER_MARKS.some((m) => text.includes(m));
}

/** Whether an entry id (`<type>:<id>`) is a creation's placeholder: its record is made in this run. */
export function isPlaceholderEntry(entryId: string): boolean {
  return entryId.includes(`:${NEW_ID_PREFIX}`);
}

/** A record of the platform that carries a helpsync externalId. */
export interface KeyedRecord {
  entryId: string;
  type: Extract<EntryType, 'article' | 'collection'>;
  externalId: string;
}

export interface Binding {
  /** the file, relative to the source-language folder */
  path: string;
  entryId: string;
  type: Extract<EntryType, 'article' | 'collection'>;
  externalId: string;
  /** the file's name when the record was created, when it differs from its name now */
  formerName?: string;
  /**
   * the record carries an unscoped key (`helpsync:<path>`) and this repository now has a scope: the
   * key the record should carry (`helpsync:<scope>:<path now>`), set by a re-key
   */
  rekeyTo?: string;
}

/** The folder a `_index.md` stands for (`a/b/_index.md` → `a/b`), or undefined for a page. */
export function indexFolder(path: string): string | undefined {
  const parts = path.split('/');
  if (parts.pop() !== '_index.md') return undefined;
  return parts.join('/');
}

/**
 * How this repository's record keys (externalIds) are made and recognised: the one place that mints
 * them, for creation (create/plan.ts), the layout's collections and binding. Today unscoped; a scope
 * (`helpsync:<scope>:<path>`, the hardening issue) is `recordKeys(scope)` passed where this is.
 */
export interface RecordKeys {
  /** `<prefix>a/b/new.md` for a page, `<prefix>a/b/` for the folder of `a/b/_index.md` */
  ofFile(path: string): string;
  /** `<prefix>layout:<path>`: a collection the layout file made (keyed by its path, never by a file) */
  ofLayout(shown: string): string;
  /** whether an externalId is one of this repository's keys */
  owns(externalId: string): boolean;
}

/** A scoped key's head: `helpsync:<12 hex>:` (config.ts SCOPE_FORM). */
const SCOPED_HEAD = /^helpsync:[0-9a-f]{12}:/;

/**
 * The record keys under `prefix`. The unscoped keys (`helpsync:`) never own a scoped key: a
 * repository without a scope does not bind, hold or match another repository's scoped records.
 */
export function recordKeys(prefix: string = EXTERNAL_ID_PREFIX): RecordKeys {
  const scoped = SCOPED_HEAD.test(prefix);
  return {
    ofFile: (path) => {
      const folder = indexFolder(path);
      return prefix + (folder === undefined ? path : `${folder}/`);
    },
    ofLayout: (shown) => `${prefix}layout:${shown}`,
    owns: (externalId) => externalId.startsWith(prefix) && (scoped || !SCOPED_HEAD.test(externalId)),
  };
}

/** The keys of a repository: `helpsync:<scope>:` when its config has a scope, else the unscoped keys of before. */
export function keysFor(scope: string | undefined): RecordKeys {
  return scope === undefined ? RECORD_KEYS : recordKeys(`${EXTERNAL_ID_PREFIX}${scope}:`);
}

/** The keys every run uses without a scope. */
export const RECORD_KEYS: RecordKeys = recordKeys();

/** `helpsync:a/b/new.md` for a page, `helpsync:a/b/` for the folder of `a/b/_index.md`. */
export function externalIdOf(path: string): string {
  return RECORD_KEYS.ofFile(path);
}

/** What the binding step decides from: every input it needs, as values. */
export interface BindingInput {
  /**
   * the files without `entry:`, each by its identity path: the path its record key names, from the
   * one mapping of files to identities (operations/pipeline/binding.ts `fileIdentity`)
   */
  files: readonly UnboundSource[];
  /** the platform's records that carry an externalId */
  records: readonly KeyedRecord[];
  /** each file's former identity paths (its Git renames), newest first */
  formerNames: ReadonlyMap<string, readonly string[]>;
  /** entry ids named by `entry:` lines already: never bound again */
  claimed: ReadonlySet<string>;
  /** how keys are made (RECORD_KEYS when absent) */
  keys?: RecordKeys;
  /**
   * with a scope: the unscoped keys of before, which bind a file only when no record carries its
   * scoped key (the upgrade: such a binding carries `rekeyTo`)
   */
  legacy?: RecordKeys;
}

/**
 * Whether former names could bind anything the names now do not: some record of ours is unclaimed
 * and not found under any file's name now (a layout collection is keyed by its path: no rename).
 * The binding step reads Git history only then.
 */
export function needsFormerNames(input: Omit<BindingInput, 'formerNames'>): boolean {
  const all = [input.keys ?? RECORD_KEYS, ...(input.legacy ? [input.legacy] : [])];
  return all.some((keys) => {
    const exact = new Set(input.files.map((f) => keys.ofFile(f.path)));
    const layout = keys.ofLayout('');
    return input.records.some(
      (r) => keys.owns(r.externalId) && !input.claimed.has(r.entryId) && !exact.has(r.externalId) && !r.externalId.startsWith(layout),
    );
  });
}

/**
 * Binds each file to the record whose externalId names it, by its name now first (every file),
 * then by its former names (newest first). Records already claimed by an `entry:` line are skipped.
 * With `legacy` (a scope added), the files still unbound are then bound by the unscoped keys the
 * same way, each such binding carrying the scoped key it is to get.
 */
export function bindFiles(input: BindingInput): Binding[] {
  const keys = input.keys ?? RECORD_KEYS;
  const taken = new Set(input.claimed);
  const bound = new Map<string, Binding>();
  bindWith(input, keys, taken, bound);
  if (input.legacy) {
    const before = new Set(bound.keys());
    bindWith(input, input.legacy, taken, bound);
    for (const [path, b] of bound) if (!before.has(path)) b.rekeyTo = keys.ofFile(path);
  }
  return input.files.flatMap((f) => bound.get(f.path) ?? []);
}

function bindWith(input: BindingInput, keys: RecordKeys, taken: Set<string>, bound: Map<string, Binding>): void {
  const { files, records, formerNames } = input;
  const byKey = new Map<string, KeyedRecord>();
  for (const r of records) if (keys.owns(r.externalId) && !byKey.has(r.externalId)) byKey.set(r.externalId, r);
  const tryBind = (file: UnboundSource, name: string): void => {
    if (bound.has(file.path) || (indexFolder(name) === undefined) !== !file.isIndex) return;
    const record = byKey.get(keys.ofFile(name));
    if (!record || taken.has(record.entryId) || (record.type === 'collection') !== file.isIndex) return;
    taken.add(record.entryId);
    const b: Binding = { path: file.path, entryId: record.entryId, type: record.type, externalId: record.externalId };
    if (name !== file.path) b.formerName = name;
    bound.set(file.path, b);
  };
  for (const f of files) tryBind(f, f.path);
  const depth = Math.max(0, ...files.map((f) => (formerNames.get(f.path) ?? []).length));
  for (let i = 0; i < depth; i++) for (const f of files) tryBind(f, formerNames.get(f.path)?.[i] ?? f.path);
}

/** A file whose `entry:` line names its record (by its identity path, as BindingInput's files). */
export interface EntryBoundFile {
  path: string;
  entryId: string;
}

/** What the re-keys of files bound by `entry:` are decided from (a scope added). */
export interface EntryRekeyInput {
  files: readonly EntryBoundFile[];
  records: readonly KeyedRecord[];
  /** each file's former identity paths (its Git renames), newest first */
  formerNames: ReadonlyMap<string, readonly string[]>;
  /** the scope's keys */
  keys: RecordKeys;
  /** the unscoped keys of before */
  legacy: RecordKeys;
}

/** The record an `entry:` line names, when it carries an unscoped key of a file (not a layout key). */
function unscopedFileRecord(f: EntryBoundFile, byEntry: ReadonlyMap<string, KeyedRecord>, legacy: RecordKeys): KeyedRecord | undefined {
  const r = byEntry.get(f.entryId);
  if (!r || !legacy.owns(r.externalId) || r.externalId.startsWith(legacy.ofLayout(''))) return undefined;
  return r;
}

/**
 * Whether Git history could matter to entryRekeys: some `entry:` line names a record with an unscoped
 * file key that is not the file's name now (a rename since, or a key of another file: the history says which).
 */
export function entryRekeysNeedFormerNames(input: Omit<EntryRekeyInput, 'formerNames'>): boolean {
  const byEntry = new Map(input.records.map((r) => [r.entryId, r]));
  return input.files.some((f) => {
    const r = unscopedFileRecord(f, byEntry, input.legacy);
    return r !== undefined && r.externalId !== input.legacy.ofFile(f.path);
  });
}

/**
 * The files bound by an `entry:` line whose record still carries this repository's unscoped key for
 * that file (`helpsync:<path>`, its name now or a former one), each with the scoped key it is to get
 * (`rekeyTo`): an `entry:` line binds a record whatever its key, but an unscoped key is still found
 * by another unscoped repository with a file at that path. A record whose key names another path
 * (another repository's file, or a record `match` paired), a scoped key, or a layout key is left as
 * it is: only the key of the file the line is in is this repository's to change.
 */
export function entryRekeys(input: EntryRekeyInput): Binding[] {
  const byEntry = new Map(input.records.map((r) => [r.entryId, r]));
  return input.files.flatMap((f) => {
    const r = unscopedFileRecord(f, byEntry, input.legacy);
    if (!r) return [];
    const isIndex = indexFolder(f.path) !== undefined;
    if ((r.type === 'collection') !== isIndex) return [];
    const name = [f.path, ...(input.formerNames.get(f.path) ?? [])].find(
      (n) => (indexFolder(n) !== undefined) === isIndex && input.legacy.ofFile(n) === r.externalId,
    );
    if (name === undefined) return [];
    const b: Binding = { path: f.path, entryId: r.entryId, type: r.type, externalId: r.externalId, rekeyTo: input.keys.ofFile(f.path) };
    if (name !== f.path) b.formerName = name;
    return [b];
  });
}

/** bindFiles with positional arguments and today's keys. */
export function bindByExternalId(
  files: readonly UnboundSource[],
  records: readonly KeyedRecord[],
  formerNames: ReadonlyMap<string, readonly string[]>,
  claimed: ReadonlySet<string>,
): Binding[] {
  return bindFiles({ files, records, formerNames, claimed });
}

/** The platform's records that carry a helpsync externalId (collections, and articles from the per-collection lists). */
export function keyedRecords(collections: readonly Collection[], articleExternalIds: ReadonlyMap<string, string>): KeyedRecord[] {
  return [
    ...collections.flatMap((c) => (c.externalId ? [{ entryId: `collection:${c.id}`, type: 'collection' as const, externalId: c.externalId }] : [])),
    ...[...articleExternalIds].map(([id, externalId]) => ({ entryId: `article:${id}`, type: 'article' as const, externalId })),
  ].filter((r) => r.externalId.startsWith(EXTERNAL_ID_PREFIX));
}

/**
 * The records keyed by another repository: another scope's keys (with a scope, the unscoped keys are
 * this repository's own of before; without one, every scoped key is another's).
 */
export function foreignKeyed(records: readonly KeyedRecord[], scope: string | undefined): KeyedRecord[] {
  const keys = keysFor(scope);
  return records.filter((r) => !keys.owns(r.externalId) && !(scope !== undefined && RECORD_KEYS.owns(r.externalId)));
}
