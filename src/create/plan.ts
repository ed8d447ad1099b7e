// Which files become new articles and collections: PURE. Files in, decisions out: the creations
// (collections parents first, then articles), the placeholder entry each new file is planned under
// (`article:new:helpsync:<path>`), and every problem. The guards refuse the whole run (errors):
// a title that an unclaimed record already has (adopting a repo beside an existing help center must
// never clone it), more creations than --max-creates, creation without Git history or of a file Git
// does not track (its binding would not survive the next rename).
import type { Problem } from '../model.js';
import type { UnboundSource } from '../content/types.js';
import { escapeTitle, pathIn } from '../content/collection-path.js';
import { NEW_ID_PREFIX, type Creation } from '../apply/types.js';
import type { EntryType } from '../model.js';
import { indexFolder, keysFor } from '../content/binding.js';
import { candidacy } from './candidates.js';
import { layoutTargets, type Target } from './placement.js';
import { pathOf, type CreatePlan, type CreatePlanInput } from './types.js';

export type { CreatePlan, CreatePlanInput } from './types.js';
export { pathOf } from './types.js';
import { titleCollisions } from './guards.js';
import { folderTitle, folderTitleWarning, pageFolder, parentFolder } from './folders.js';

/** More creations than this in one run need --max-creates (a wrong contentDir must not create 900 articles). */
export const DEFAULT_MAX_CREATES = 20;

export function planCreations(input: CreatePlanInput): CreatePlan {
  const problems: Problem[] = [];
  const entries = new Map<string, { entryId: string; type: EntryType }>();
  for (const b of input.bindings) entries.set(b.path, { entryId: b.entryId, type: b.type });
  const byId = new Map(input.collections.map((c) => [c.id, c]));
  const folders = new Map<string, Target | null>();
  const planned = new Map<string, Target>();
  // existing collections by folder: `_index.md` files with an entry, or bound by externalId
  for (const f of [...input.sourceFiles, ...input.bindings.map((b) => ({ path: b.path, entryId: b.entryId }))]) {
    const folder = indexFolder(f.path);
    const id = f.entryId.startsWith('collection:') ? f.entryId.slice('collection:'.length) : undefined;
    if (folder !== undefined && id !== undefined && byId.has(id)) folders.set(folder, { id, path: pathIn(byId, id, input.sourceLanguage) });
  }
  problems.push(...movedWarnings(input));
  const wanted = candidacy(input, problems);
  const creations: Creation[] = [];
  const indexes = new Map(wanted.filter((f) => f.isIndex).map((f) => [indexFolder(f.path)!, f]));
  const keys = keysFor(input.scope);
  const byKey = new Map(input.collections.filter((c) => c.externalId).map((c) => [c.externalId!, c]));
  const pages = new Map(input.unbound.map((f) => [f.path, f]));
  // a folder without `_index.md` under a named generator: the collection the generator's section is
  const folderCollection = (folder: string, parent: Target | null): Target | null => {
    if (!input.site) return parent;
    const key = keys.ofFile(folder === '' ? '_index.md' : `${folder}/_index.md`);
    const bound = byKey.get(key);
    if (bound) return { id: bound.id, path: pathIn(byId, bound.id, input.sourceLanguage) };
    const t = folderTitle(folder, input.site, pages, input.folderLabels);
    const file = `${input.sourceLanguage}/${folder === '' ? '' : `${folder}/`}`;
    const c: Creation = { kind: 'collection', ref: NEW_ID_PREFIX + key, externalId: key, file, title: t.title, parent: parentOf(parent) };
    creations.push(c);
    const warned = folderTitleWarning(folder, t, input.show);
    if (warned) problems.push(warned);
    const target = { ref: c.ref, path: `${parent ? `${parent.path}/` : ''}${escapeTitle(t.title)}` };
    planned.set(target.path, target);
    return target;
  };
  const targetOf = (folder: string): Target | null => {
    if (folders.has(folder)) return folders.get(folder)!;
    const index = indexes.get(folder);
    const parent = folder === '' ? null : targetOf(parentFolder(folder));
    let target: Target | null = parent;
    if (index && folder !== '') {
      const c = newRecord('collection', index, parent, input);
      creations.push(c);
      target = { ref: c.ref, path: `${parent ? `${parent.path}/` : ''}${escapeTitle(index.title!)}` };
      planned.set(target.path, target);
    } else if (folder !== '') target = folderCollection(folder, parent);
    folders.set(folder, target);
    return target;
  };
  let home: Target | null | undefined;
  const homeTarget = (): Target | null => (home === undefined ? (home = folderCollection('', null)) : home);
  for (const f of wanted.filter((x) => x.isIndex)) targetOf(indexFolder(f.path)!);
  const layout = layoutTargets(input, problems, planned);
  for (const f of wanted.filter((x) => !x.isIndex)) {
    const folder = pageFolder(f.path, input.site);
    if (input.placements?.has(f.path)) {
      const placed = layout.targetOf(f.path);
      if (placed) creations.push(newRecord('article', f, placed, input));
      continue;
    }
    const target = targetOf(folder) ?? (folder === '' ? homeTarget() : null);
    if (!target) {
      problems.push(error(input.show(f.path), noCollectionMessage(folder)));
      continue;
    }
    creations.push(newRecord('article', f, target, input));
  }
  creations.push(...layout.creations);
  creations.sort(parentsFirst);
  for (const c of creations) if (c.file !== '') entries.set(pathOf(c), { entryId: `${c.kind}:${c.ref}`, type: c.kind });
  problems.push(...titleCollisions(creations, input));
  if (creations.length > input.maxCreates) problems.push(tooManyCreations(creations.length, input.maxCreates));
  return { creations, entries, problems };
}

function tooManyCreations(n: number, max: number): Problem {
  return {
    severity: 'error',
    message:
      `${n} articles and collections to create in one run: more than ${max} need ` +
      `--max-creates ${n} (check contentDir: a wrong folder must not create hundreds of articles)`,
  };
}

/** A created article whose file moved to another folder stays where it is: the layout moves articles. */
function movedWarnings(input: CreatePlanInput): Problem[] {
  // a renamed folder whose collection is bound too: its pages moved with it
  const renamed = new Map(
    input.bindings.filter((b) => b.type === 'collection' && b.formerName).map((b) => [indexFolder(b.formerName!)!, indexFolder(b.path)!]),
  );
  const now = (folder: string): string => renamed.get(folder) ?? folder;
  return input.bindings
    .filter((b) => b.type === 'article' && b.formerName !== undefined && now(parentFolder(b.formerName)) !== parentFolder(b.path))
    .map((b) => ({
      severity: 'warning' as const,
      file: input.show(b.path),
      message:
        `moved from ${b.formerName} to another folder: the article (${b.entryId}) stays in its collection on the platform; ` +
        'to move it, place it in the layout file (or move it on the platform)',
    }));
}

function newRecord(kind: Creation['kind'], f: UnboundSource, parent: Target | null, input: CreatePlanInput): Creation {
  const externalId = keysFor(input.scope).ofFile(f.path);
  const c: Creation = {
    kind,
    ref: NEW_ID_PREFIX + externalId,
    externalId,
    file: `${input.sourceLanguage}/${f.path}`,
    title: f.title!,
    parent: parentOf(parent),
  };
  if (kind === 'article') c.draft = f.draft === 'true' ? true : f.draft === 'false' ? false : input.draftByDefault;
  return c;
}

function parentOf(parent: Target | null): Creation['parent'] {
  return parent === null ? null : 'id' in parent ? { id: parent.id, path: parent.path } : { ref: parent.ref, path: parent.path };
}

function noCollectionMessage(folder: string): string {
  const where = folder === '' ? 'the top of the language folder' : `folder "${folder}"`;
  return (
    `a new article needs a collection, and ${where} maps to none: add an _index.md with a title to its folder ` +
    '(or to a folder above it), or place the page in the layout file'
  );
}

function parentsFirst(a: Creation, b: Creation): number {
  if (a.kind !== b.kind) return a.kind === 'collection' ? -1 : 1;
  // the layout's collections (no file) after the folders': a layout path may go through a new
  // folder's collection, a folder's collection never has a layout collection as its parent
  if ((a.file === '') !== (b.file === '')) return a.file === '' ? 1 : -1;
  if (a.file === '') return 0;
  const depth = (c: Creation): number => c.file.split('/').length;
  if (a.kind === 'collection' && depth(a) !== depth(b)) return depth(a) - depth(b);
  return a.file < b.file ? -1 : a.file > b.file ? 1 : 0;
}

export function error(file: string, message: string): Problem {
  return { severity: 'error', file, message };
}
