// `helpsync restore <path> | article:<id> | collection:<id>`: undo a retirement. The source file must
// be back in the work tree (otherwise refused with the `git checkout` that brings it back). After
// `unpublish` the record is published again; after `delete` it is re-created from its newest backup
// (.helpsync/backups/, written by the retirement): every language, its collection (re-created first
// when gone too), the same externalId; then the file gets the new record's `entry:` line.
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readPlacement, type Placement } from '../client/placement.js';
import type { PlatformClient } from '../client/types.js';
import { backupsDir } from '../config/state-dir.js';
import { keysFor } from '../content/binding.js';
import { parseFrontMatter } from '../content/frontmatter.js';
import { readEntry } from '../content/entry.js';
import { InputError } from '../errors.js';
import { readHistory } from '../history/log.js';
import { openRepo, toTopPath } from '../history/repo.js';
import { withEntryLine } from '../match/match.js';
import type { RemoteEntry } from '../model.js';
import { sourceFates } from '../retire/history.js';
import type { OperationDeps } from './deps.js';

export interface RestoreOptions {
  /** `en/guide/a.md` (as the dry run lists it), `guide/a.md`, `article:<id>` or `collection:<id>` */
  target: string;
  dryRun: boolean;
}

export interface RestoreRun {
  action: 'republish' | 'recreate' | 'none';
  /** `<kind>:<id>` of the record published or re-created (the new id after a re-creation) */
  entryId: string;
  /** content-relative source file */
  file: string;
  message: string;
}

interface Backup {
  recordKind: string;
  id: string;
  savedAt: string;
  file: string;
  record: { collectionId?: string | null; parentId?: string | null; externalId?: string; lexorank?: string; isDraft?: boolean };
  entry: RemoteEntry | null;
  at: string;
}

export async function restore(opts: RestoreOptions, deps: OperationDeps): Promise<RestoreRun> {
  const { config } = deps;
  const lang = config.sourceLanguage;
  const client = await deps.client();
  const placement = await readPlacement(client, deps.signal);
  const backups = await readBackups(backupsDir(config.configDir));
  const target = await resolve(opts.target, lang, config, placement, backups);
  const abs = path.join(config.contentDir, ...target.file.split('/'));
  if (!existsSync(abs))
    throw new InputError([{ severity: 'error', file: target.file, message: await bringBack(config.contentDir, lang, target.file) }]);
  const { kind, id } = target;
  const onPlatform = kind === 'article' ? placement.placement.has(id) : placement.collections.some((c) => c.id === id);
  if (onPlatform) {
    const hidden =
      kind === 'article' ? placement.drafts.get(id) === true : placement.collections.find((c) => c.id === id)?.unpublished === true;
    const entryId = `${kind}:${id}`;
    if (!hidden) return { action: 'none', entryId, file: target.file, message: `${entryId} is published already: nothing to do` };
    if (!opts.dryRun) {
      if (kind === 'article') await client.updateArticle(placement.placement.get(id)!, id, { isDraft: false });
      else await client.setCollectionUnpublished(id, false);
    }
    return {
      action: 'republish',
      entryId,
      file: target.file,
      message: `${opts.dryRun ? 'would republish' : 'republished'} ${entryId} (${target.file})`,
    };
  }
  const backup = newest(backups, kind, id);
  if (!backup)
    throw new InputError([
      {
        severity: 'error',
        file: target.file,
        message: `${kind}:${id} is gone from the platform and no backup of it is in ${backupsDir(config.configDir)}`,
      },
    ]);
  if (opts.dryRun) {
    return {
      action: 'recreate',
      entryId: `${kind}:${id}`,
      file: target.file,
      message: `would re-create ${kind}:${id} from ${backup.at} and write its entry: line into ${target.file}`,
    };
  }
  const newId = await recreate(client, backup, lang, placement, backups);
  const entryId = `${kind}:${newId}`;
  await writeEntry(abs, entryId);
  return {
    action: 'recreate',
    entryId,
    file: target.file,
    message: `re-created ${kind}:${id} as ${entryId} from ${backup.at}; wrote entry: ${entryId} into ${target.file}`,
  };
}

/** The record and file a target names: an id (its file from its backup or its key), or a path (its key, its entry: line, a backup). */
async function resolve(
  target: string,
  lang: string,
  config: OperationDeps['config'],
  placement: Placement,
  backups: readonly Backup[],
): Promise<{ kind: 'article' | 'collection'; id: string; file: string }> {
  const keys = keysFor(config.scope);
  const m = /^(article|collection):(.+)$/.exec(target);
  if (m) {
    const kind = m[1] as 'article' | 'collection';
    const id = m[2]!;
    const b = newest(backups, kind, id);
    const key = kind === 'article' ? placement.externalIds.get(id) : placement.collections.find((c) => c.id === id)?.externalId;
    const file = b?.file ?? (key && keys.owns(key) ? fileOfKey(key, keys.ofFile(''), lang) : undefined);
    if (!file)
      throw new InputError([
        { severity: 'error', message: `${target}: no backup and no key of this configuration says which file it was; restore by its path` },
      ]);
    return { kind, id, file };
  }
  const source = target.startsWith(`${lang}/`) ? target.slice(lang.length + 1) : target;
  const file = `${lang}/${source}`;
  const kind = path.posix.basename(source) === '_index.md' ? 'collection' : 'article';
  const abs = path.join(config.contentDir, lang, ...source.split('/'));
  if (existsSync(abs)) {
    const entry = readEntry(parseFrontMatter(await readFile(abs, 'utf8')).data.get('entry'));
    if (entry.ok && entry.entryId.startsWith(`${kind}:`)) return { kind, id: entry.entryId.slice(kind.length + 1), file };
  }
  const key = keys.ofFile(source);
  const byKey =
    kind === 'article'
      ? [...placement.externalIds].find(([, k]) => k === key)?.[0]
      : placement.collections.find((c) => c.externalId === key)?.id;
  if (byKey) return { kind, id: byKey, file };
  const b = backups.filter((x) => x.recordKind === kind && x.file === file).sort(bySavedAt)[0];
  if (b) return { kind, id: b.id, file };
  throw new InputError([{ severity: 'error', file, message: 'no record on the platform and no backup names this file' }]);
}

/** `helpsync:<scope>:guide/a.md` → `en/guide/a.md` (a folder's key `guide/` → `en/guide/_index.md`). */
function fileOfKey(key: string, prefix: string, lang: string): string {
  const rest = key.slice(prefix.length);
  return `${lang}/${rest.endsWith('/') ? `${rest}_index.md` : rest}`;
}

/** The refusal for a file not in the work tree: the `git checkout` of the version before its deletion. */
async function bringBack(contentDir: string, lang: string, file: string): Promise<string> {
  const opened = await openRepo(contentDir);
  if (opened.kind !== 'repo' || !opened.repo.head) return 'the file is not in the work tree: put it back first';
  const history = await readHistory(opened.repo, { pagesOnly: true });
  const fate = sourceFates(history.commits, lang, new Set()).deleted.find((d) => `${lang}/${d.path}` === file);
  if (!fate) return 'the file is not in the work tree: put it back first';
  return `the file is not in the work tree: bring it back with \`git checkout ${fate.commit}^ -- ${toTopPath(opened.repo, file)}\` (from the repository's top folder), then run restore again`;
}

async function readBackups(dir: string): Promise<Backup[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const out: Backup[] = [];
  for (const n of names.filter((x) => x.endsWith('.json'))) {
    try {
      const doc = JSON.parse(await readFile(path.join(dir, n), 'utf8')) as {
        kind?: string;
        recordKind?: string;
        id?: string;
        savedAt?: string;
        record?: { file?: string; record?: Backup['record']; entry?: RemoteEntry | null };
      };
      if (doc.kind !== 'helpsync-backup' || (doc.recordKind !== 'article' && doc.recordKind !== 'collection')) continue;
      if (!doc.id || !doc.record?.file || !doc.record.record) continue;
      out.push({
        recordKind: doc.recordKind,
        id: doc.id,
        savedAt: doc.savedAt ?? '',
        file: doc.record.file,
        record: doc.record.record,
        entry: doc.record.entry ?? null,
        at: path.join(dir, n),
      });
    } catch {
      // not a retirement backup (an admin deletion's, a damaged file): not ours to read
    }
  }
  return out;
}

const bySavedAt = (a: Backup, b: Backup): number => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0);

function newest(backups: readonly Backup[], kind: string, id: string): Backup | undefined {
  return backups.filter((b) => b.recordKind === kind && b.id === id).sort(bySavedAt)[0];
}

/** Re-creates the record (its collection first when that is gone too) and pushes every language; its new id. */
async function recreate(
  client: PlatformClient,
  b: Backup,
  lang: string,
  placement: Placement,
  backups: readonly Backup[],
): Promise<string> {
  const fields = b.entry?.fields ?? {};
  const inLang = (f: string): Record<string, string> | undefined =>
    fields[f]?.[lang] !== undefined ? { [lang]: fields[f][lang] } : undefined;
  const title = inLang('title') ?? { [lang]: path.posix.basename(b.file, '.md') };
  let id: string;
  if (b.recordKind === 'collection') {
    const parent = b.record.parentId ?? null;
    const parentId =
      parent === null || placement.collections.some((c) => c.id === parent)
        ? parent
        : await recreateParent(client, parent, lang, placement, backups);
    const created = await client.createCollection({
      title,
      ...(inLang('description') ? { description: inLang('description')! } : {}),
      parentId,
      externalId: b.record.externalId ?? '',
      ...(b.record.lexorank ? { lexorank: b.record.lexorank } : {}),
    });
    id = created.record.id;
  } else {
    const from = b.record.collectionId ?? '';
    const collectionId = placement.collections.some((c) => c.id === from)
      ? from
      : await recreateParent(client, from, lang, placement, backups);
    const created = await client.createArticle({
      collectionId,
      title,
      isDraft: false,
      externalId: b.record.externalId ?? '',
      ...(inLang('content') ? { content: inLang('content')! } : {}),
      ...(b.record.lexorank ? { lexorank: b.record.lexorank } : {}),
    });
    id = created.record.id;
  }
  // every language as the backup has it (the source language's other fields too)
  const languages = new Set(Object.values(fields).flatMap((m) => Object.keys(m)));
  for (const l of languages) {
    const values: Record<string, string> = {};
    for (const [f, m] of Object.entries(fields)) if (m[l] !== undefined) values[f] = m[l];
    await client.pushTranslation(`${b.recordKind}:${id}`, l, values);
  }
  return id;
}

async function recreateParent(
  client: PlatformClient,
  id: string,
  lang: string,
  placement: Placement,
  backups: readonly Backup[],
): Promise<string> {
  const b = newest(backups, 'collection', id);
  if (!b)
    throw new InputError([
      { severity: 'error', message: `its collection ${id} is gone too, and no backup of it is there to re-create it` },
    ]);
  const newId = await recreate(client, b, lang, placement, backups);
  placement.collections.push({ id: newId, parentId: b.record.parentId ?? null, title: {}, description: {} });
  return newId;
}

/** The file's `entry:` line set to the new record (replacing the one of the deleted record, if any). */
async function writeEntry(abs: string, entryId: string): Promise<void> {
  const raw = await readFile(abs, 'utf8');
  const fm = /^(\uFEFF?---[^\r\n]*\r?\n)([\s\S]*?)(\r?\n---)/.exec(raw);
  const replaced =
    fm && /^entry:.*$/m.test(fm[2]!)
      ? raw.replace(fm[0], `${fm[1]}${fm[2]!.replace(/^entry:.*$/m, `entry: ${entryId}`)}${fm[3]}`)
      : undefined;
  const next = replaced ?? withEntryLine(raw, entryId);
  if (next === undefined)
    throw new InputError([{ severity: 'error', file: abs, message: `no front matter to write entry: ${entryId} into` }]);
  await writeFile(abs, next, 'utf8');
}
