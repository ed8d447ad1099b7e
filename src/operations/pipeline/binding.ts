// The binding step: which record is each source file without `entry:`? Every operation that needs to
// know calls this (sync, plan, preview, pull --drifted and pull's kept reasons through the pipeline's
// creation step, layout through the pipeline too, match, and pull), and nothing else decides it
// (test/unit/operations/binding-callers.test.ts). Its reads (the platform's keyed records, the files' Git renames, read only
// when a rename could bind something) are here; the decision is content/binding.ts (pure).
//
// Where the next issues plug in (docs/ARCHITECTURE.md "The binding step"):
//   scoped keys      `scope` (the config's): keysFor(scope); unscoped records bind as legacy, to be re-keyed,
//                    and so are records `entry:` lines name that still carry the file's unscoped key
//                    (rekeysOfEntryBound)
//   file identities  `fileIdentity`: the one mapping from a file to the path its key names
//                    (under `files:` the loader hands over identities already: content/content-paths.ts)
import type { Placement } from '../../client/placement.js';
import {
  bindFiles,
  entryRekeys,
  entryRekeysNeedFormerNames,
  isPlaceholderEntry,
  keyedRecords,
  keysFor,
  needsFormerNames,
  NEW_ID_PREFIX,
  RECORD_KEYS,
  type Binding,
  type RecordKeys,
} from '../../content/binding.js';
import type { UnboundSource } from '../../content/types.js';
import { formerNamesUnder } from '../../history/log.js';
import type { Repo } from '../../history/repo.js';

/**
 * The one mapping from a source file (its path under the source-language folder) to its identity:
 * the path its record key names: the same path (under `files:` the loader's path is the identity,
 * the path below the entry's fixed part, so the patterns need nothing here).
 */
export function fileIdentity(sourcePath: string): string {
  return sourcePath;
}

export interface BindingStepInput {
  sourceLanguage: string;
  /** the files without `entry:`, by their path under the source-language folder */
  files: readonly UnboundSource[];
  /** entry ids named by `entry:` lines already */
  claimed: ReadonlySet<string>;
  /** the run's one read of the collections and their articles (the per-collection lists carry externalIds) */
  placement: () => Promise<Placement>;
  /** the content's repository, asked only when a rename could bind a file (undefined: no history) */
  repo: () => Promise<Repo | undefined>;
  /** the config's scope: keys `helpsync:<scope>:…`, and unscoped records bound to be re-keyed */
  scope?: string;
}

/**
 * With no platform to read (`preview --offline`): each file without `entry:` is the record a sync
 * would bind or create for it, under the placeholder of the key it would carry (`new:<key>`), so
 * it renders in its folder's collection like any other page. Keyed by the path under the source folder.
 */
export function offlineBindings(
  files: readonly UnboundSource[],
  keys: RecordKeys = RECORD_KEYS,
): Map<string, { entryId: string; type: 'article' | 'collection' }> {
  const out = new Map<string, { entryId: string; type: 'article' | 'collection' }>();
  for (const f of files) {
    if (f.subject) continue; // an email template is never created
    const type = f.isIndex ? 'collection' : 'article';
    out.set(f.path, { entryId: `${type}:${NEW_ID_PREFIX}${keys.ofFile(fileIdentity(f.path))}`, type });
  }
  return out;
}

/** Binds the files to the records helpsync created from them, following their renames. Reads nothing when no file is unbound. */
export async function bindSourceFiles(input: BindingStepInput): Promise<Binding[]> {
  if (input.files.length === 0) return [];
  const placement = await input.placement();
  const records = keyedRecords(placement.collections, placement.externalIds);
  const pathOf = new Map(input.files.map((f) => [fileIdentity(f.path), f.path]));
  const files = input.files.map((f) => ({ ...f, path: fileIdentity(f.path) }));
  const decided = { files, records, claimed: input.claimed, keys: keysFor(input.scope), ...(input.scope ? { legacy: RECORD_KEYS } : {}) };
  const formerNames = new Map<string, string[]>();
  if (needsFormerNames(decided)) {
    const repo = await input.repo();
    const former = repo
      ? await formerNamesUnder(
          repo,
          input.sourceLanguage,
          input.files.map((f) => f.path),
        )
      : new Map<string, string[]>();
    for (const [file, names] of former) formerNames.set(fileIdentity(file), names.map(fileIdentity));
  }
  return bindFiles({ ...decided, formerNames }).map((b) => ({ ...b, path: pathOf.get(b.path) ?? b.path }));
}

export interface EntryRekeyStepInput {
  sourceLanguage: string;
  /** the config's scope (nothing is re-keyed without one) */
  scope: string | undefined;
  /** the files with `entry:`, by their path under the source-language folder */
  files: readonly { path: string; entryId: string }[];
  placement: () => Promise<Placement>;
  repo: () => Promise<Repo | undefined>;
}

/**
 * With a scope: the files an `entry:` line binds whose record still carries the file's unscoped key
 * (name now or a former one), as bindings with `rekeyTo` (create/rekeys.ts plans them). Reads the
 * platform's keyed records (the run's one placement read) and, only when a key names another path,
 * the files' Git renames.
 */
export async function rekeysOfEntryBound(input: EntryRekeyStepInput): Promise<Binding[]> {
  const named = input.files.filter((f) => !isPlaceholderEntry(f.entryId) && /^(article|collection):/.test(f.entryId));
  if (!input.scope || named.length === 0) return [];
  const placement = await input.placement();
  const records = keyedRecords(placement.collections, placement.externalIds);
  const pathOf = new Map(named.map((f) => [fileIdentity(f.path), f.path]));
  const decided = {
    files: named.map((f) => ({ ...f, path: fileIdentity(f.path) })),
    records,
    keys: keysFor(input.scope),
    legacy: RECORD_KEYS,
  };
  const formerNames = new Map<string, string[]>();
  if (entryRekeysNeedFormerNames(decided)) {
    const repo = await input.repo();
    const former = repo ? await formerNamesUnder(repo, input.sourceLanguage, [...pathOf.values()]) : new Map<string, string[]>();
    for (const [file, names] of former) formerNames.set(fileIdentity(file), names.map(fileIdentity));
  }
  return entryRekeys({ ...decided, formerNames }).map((b) => ({ ...b, path: pathOf.get(b.path) ?? b.path }));
}
