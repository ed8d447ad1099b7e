// PURE: what `helpsync pull` would write (issue 5), from the platform's state and the repo's
// existing entry files. No I/O: the caller fetches, reads the repo, compares with disk and writes.
import path from 'node:path';
import { convertHtmlToMarkdown } from '../html/to-markdown.js';
import { isLanguageCode } from '../config/config.js';
import { parseEntryId, type Collection, type EntryType, type Problem, type RemoteEntry } from '../model.js';
import type { LocalContent } from '../load/types.js';
import { slugFromId, slugFromTitle } from './slug.js';
import { markdownDocument, staticDocument, yamlScalar } from './write-format.js';

export const INDEX_FILE = '_index.md';
export const STATIC_FILE = '_static.yaml';
/** Folder (in each language folder) for email templates, which belong to no collection. */
export const EMAIL_TEMPLATE_FOLDER = 'email-templates';

export interface PullPlanInput {
  entries: RemoteEntry[];
  collections: Collection[];
  /** articleId → collectionId: where each article is now (articles of each collection) */
  placement: ReadonlyMap<string, string>;
  /** what the repo holds now (filesByEntry: entryId → files relative to the content folder) */
  existing: Pick<LocalContent, 'filesByEntry'>;
  /** every file under the content folder, relative to it, POSIX (new names must not collide) */
  takenPaths: readonly string[];
  sourceLanguage: string;
  /** languages to write (the source language's files are always written: they carry `entry`); default: every language the platform has */
  languages?: readonly string[];
  /** the layout file to create (config `layout`, shown as given), when configured and missing */
  layoutFile?: string;
}

export type PullFileKind = 'article' | 'collection' | 'emailtemplate' | 'static';

export interface PullFile {
  /** relative to the content folder, POSIX: de/getting-started/install.md */
  path: string;
  language: string;
  kind: PullFileKind;
  /** the entry a Markdown file is for (static files: none) */
  entryId?: string;
  content: string;
  /** the HTML body could not be written as Markdown that renders back equal (sync would push it) */
  inexact?: boolean;
}

export interface PullPlan {
  files: PullFile[];
  /** the layout file's text, when one is to be written */
  layout?: { file: string; content: string };
  /** languages written, the source language first */
  languages: string[];
  problems: Problem[];
}

interface Node {
  id: string;
  parentId: string | null;
  title?: string;
  /** relative to the language folder ('' for the root) */
  folder?: string;
}

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function planPull(input: PullPlanInput): PullPlan {
  const source = input.sourceLanguage;
  const problems: Problem[] = [];
  let emailFolderName: string | undefined;
  const entryProblem = (entryId: string, message: string, severity: Problem['severity'] = 'error'): void => {
    problems.push({ severity, message: `${entryId}: ${message}` });
  };

  // ---- entries: check what the platform sent ---------------------------------------------------
  const entries = new Map<string, { type: EntryType; id: string; fields: Record<string, Record<string, string>> }>();
  const remoteLanguages = new Set<string>();
  for (const e of input.entries) {
    const parsed = parseEntryId(e.id);
    if (!parsed) {
      entryProblem(e.id, 'the platform listed an entry with a malformed id (expected <type>:<id>): not written');
      continue;
    }
    if (parsed.type !== e.type) {
      entryProblem(e.id, `the platform says type "${String(e.type)}" but the id says "${parsed.type}": not written`);
      continue;
    }
    if (entries.has(e.id)) {
      entryProblem(e.id, 'the platform listed this entry twice: the first one is written', 'warning');
      continue;
    }
    const fields: Record<string, Record<string, string>> = {};
    let bad = false;
    for (const [field, byLang] of Object.entries(e.fields ?? {})) {
      if (byLang === null || typeof byLang !== 'object') {
        entryProblem(e.id, `field "${field}" is not a map of language to text`);
        bad = true;
        continue;
      }
      for (const [lang, value] of Object.entries(byLang)) {
        if (typeof value !== 'string') {
          entryProblem(e.id, `field "${field}" in "${lang}" is not text`);
          bad = true;
          continue;
        }
        if (!isLanguageCode(lang)) {
          entryProblem(e.id, `language "${lang}" is not a language code: its "${field}" is not written`, 'warning');
          continue;
        }
        (fields[field] ??= {})[lang] = value;
        remoteLanguages.add(lang);
      }
    }
    if (bad) continue;
    entries.set(e.id, { type: parsed.type, id: parsed.id, fields });
  }
  for (const c of input.collections) {
    for (const l of [...Object.keys(c.title), ...Object.keys(c.description)]) if (isLanguageCode(l)) remoteLanguages.add(l);
  }

  const languages = [source, ...[...new Set(input.languages ?? [...remoteLanguages])].filter((l) => l !== source).sort(byCodeUnit)];
  const selected = new Set(languages);

  // ---- names: what exists, what is taken ------------------------------------------------------
  /** entryId → path relative to the language folder, from the repo's source-language file */
  const existingRel = new Map<string, string>();
  for (const [entryId, files] of Object.entries(input.existing.filesByEntry)) {
    const own = files.find((f) => f.startsWith(`${source}/`)) ?? files[0];
    if (own) existingRel.set(entryId, own.slice(own.indexOf('/') + 1));
  }
  const taken = new Set<string>();
  const takenPrefixes = new Set<string>();
  const onDiskLanguages = new Set<string>([source, ...languages]);
  for (const p of input.takenPaths) {
    const i = p.indexOf('/');
    if (i <= 0) continue;
    onDiskLanguages.add(p.slice(0, i));
    const rel = p.slice(i + 1);
    taken.add(rel);
    for (let d = path.posix.dirname(rel); d !== '.' && d !== ''; d = path.posix.dirname(d)) takenPrefixes.add(d);
  }
  for (const rel of existingRel.values()) taken.add(rel);
  /** a new file name in `folder` free in every language folder */
  const claimFile = (folder: string, slug: string, id: string): string => {
    const join = (name: string): string => (folder ? `${folder}/${name}.md` : `${name}.md`);
    for (const name of candidates(slug, id)) {
      const rel = join(name);
      if (!taken.has(rel) && !takenPrefixes.has(rel) && name !== '_index') {
        taken.add(rel);
        return rel;
      }
    }
    throw new Error('unreachable: no free file name');
  };
  // A folder belongs to the collection whose `_index.md` it holds; other existing folders are
  // plain containers a new collection may use (file names inside are checked one by one).
  const ownedFolders = new Set<string>();
  for (const rel of taken) if (path.posix.basename(rel) === INDEX_FILE) ownedFolders.add(path.posix.dirname(rel));
  const claimFolder = (parent: string, slug: string, id: string): string => {
    for (const name of candidates(slug, id)) {
      const rel = parent ? `${parent}/${name}` : name;
      if (!taken.has(rel) && !ownedFolders.has(rel)) {
        ownedFolders.add(rel);
        takenPrefixes.add(rel);
        return rel;
      }
    }
    throw new Error('unreachable: no free folder name');
  };

  // ---- collections: folders follow the tree -----------------------------------------------------
  const nodes = new Map<string, Node>();
  for (const c of input.collections) {
    const entry = entries.get(`collection:${c.id}`);
    const title = entry?.fields.title?.[source] ?? c.title[source];
    nodes.set(c.id, { id: c.id, parentId: c.parentId, title });
  }
  const folderOf = (id: string, seen: Set<string> = new Set()): string => {
    const node = nodes.get(id);
    if (!node) return '';
    if (node.folder !== undefined) return node.folder;
    const existing = existingRel.get(`collection:${id}`);
    if (existing !== undefined) {
      node.folder = path.posix.dirname(existing) === '.' ? '' : path.posix.dirname(existing);
      return node.folder;
    }
    let parent = '';
    if (node.parentId !== null) {
      if (seen.has(id) || !nodes.has(node.parentId)) {
        problems.push({
          severity: 'warning',
          message: `collection:${id}: ${seen.has(id) ? 'its parents form a loop' : `its parent ${node.parentId} is not in the collection tree`}: placed at the top level`,
        });
      } else {
        seen.add(id);
        parent = folderOf(node.parentId, seen);
      }
    }
    if (node.folder !== undefined) return node.folder; // set while resolving a loop
    node.folder = claimFolder(parent, slugFromTitle(node.title) ?? slugFromId(id), id);
    return node.folder;
  };
  // Deterministic order: parents before children, siblings by id.
  const collectionIds = [...nodes.keys()].sort(byCodeUnit);
  for (const id of collectionIds) folderOf(id);

  // ---- files --------------------------------------------------------------------------------------
  const files: PullFile[] = [];
  const hasAny = (fields: Record<string, Record<string, string>>, keys: readonly string[], lang: string): boolean =>
    keys.some((k) => (fields[k]?.[lang] ?? '') !== '');
  const sortedEntries = [...entries.entries()].sort(([a], [b]) => byCodeUnit(a, b));

  for (const [entryId, e] of sortedEntries) {
    if (e.type === 'statictranslation') continue;
    const keys =
      e.type === 'article'
        ? ['title', 'description', 'content']
        : e.type === 'collection'
          ? ['title', 'description']
          : ['subject', 'content'];
    for (const field of Object.keys(e.fields)) {
      if (!keys.includes(field)) entryProblem(entryId, `field "${field}" has no place in a ${e.type} file: not written`, 'warning');
    }
    const withContent = languages.filter((l) => hasAny(e.fields, keys, l));
    if (withContent.length === 0) continue;
    let rel = existingRel.get(entryId);
    if (rel === undefined) {
      if (e.type === 'collection') {
        if (!nodes.has(e.id)) {
          entryProblem(entryId, 'not in the collection tree: its _index.md goes in a folder at the top level', 'warning');
          nodes.set(e.id, { id: e.id, parentId: null, title: e.fields.title?.[source] });
        }
        rel = `${folderOf(e.id)}/${INDEX_FILE}`.replace(/^\//, '');
      } else if (e.type === 'article') {
        const collectionId = input.placement.get(e.id);
        let folder = '';
        if (collectionId !== undefined && nodes.has(collectionId)) folder = folderOf(collectionId);
        else if (collectionId !== undefined)
          entryProblem(entryId, `its collection ${collectionId} is not in the collection tree: written at the top level`, 'warning');
        rel = claimFile(folder, slugFromTitle(e.fields.title?.[source]) ?? slugFromId(e.id), e.id);
      } else {
        rel = claimFile(emailFolder(), slugFromTitle(e.fields.subject?.[source]) ?? slugFromId(e.id), e.id);
      }
    }
    // The source-language file carries `entry`: it is written whenever any language has content,
    // since a translation without its source file is not read (issue 3).
    const write = new Set([source, ...withContent]);
    for (const lang of languages) {
      if (!write.has(lang)) continue;
      const f = (k: string): string | undefined => {
        const v = e.fields[k]?.[lang];
        return v === undefined || v.trim() === '' ? undefined : v.trim();
      };
      const entryLine: [string, string | undefined] = ['entry', lang === source ? entryId : undefined];
      let body = '';
      let inexact = false;
      if (e.type !== 'collection') {
        const html = e.fields.content?.[lang];
        if (html !== undefined && html.trim() !== '') {
          const converted = convertHtmlToMarkdown(html);
          body = converted.markdown;
          inexact = !converted.exact;
        }
      }
      const front: [string, string | undefined][] =
        e.type === 'emailtemplate'
          ? [entryLine, ['subject', f('subject')]]
          : [entryLine, ['title', f('title')], ['description', f('description')]];
      const file: PullFile = { path: `${lang}/${rel}`, language: lang, kind: e.type, entryId, content: markdownDocument(front, body) };
      if (inexact) {
        file.inexact = true;
        problems.push({
          severity: 'warning',
          file: file.path,
          message: `${entryId}: the content's HTML has no exact Markdown form here; "helpsync sync" will push it back as rendered from this file`,
        });
      }
      files.push(file);
    }
  }

  // ---- static translations ----------------------------------------------------------------------------
  const statics = new Map<string, Record<string, string>>();
  for (const [entryId, e] of sortedEntries) {
    if (e.type !== 'statictranslation') continue;
    for (const [lang, value] of Object.entries(e.fields.value ?? {})) {
      if (!selected.has(lang) || value.trim() === '') continue;
      (statics.get(lang) ?? statics.set(lang, {}).get(lang)!)[e.id] = value;
    }
    for (const field of Object.keys(e.fields)) {
      if (field !== 'value') entryProblem(entryId, `field "${field}" has no place in ${STATIC_FILE}: not written`, 'warning');
    }
  }
  for (const lang of languages) {
    const values = statics.get(lang);
    if (values) files.push({ path: `${lang}/${STATIC_FILE}`, language: lang, kind: 'static', content: staticDocument(values) });
  }

  // ---- the layout file ------------------------------------------------------------------------------
  let layout: PullPlan['layout'];
  if (input.layoutFile !== undefined) {
    const relOfArticle = new Map<string, string>();
    for (const f of files)
      if (f.kind === 'article' && f.language === source && f.entryId) relOfArticle.set(f.entryId, f.path.slice(source.length + 1));
    for (const [entryId, rel] of existingRel) if (entryId.startsWith('article:')) relOfArticle.set(entryId, rel);
    layout = { file: input.layoutFile, content: layoutDocument(input, nodes, relOfArticle, source) };
  }

  files.sort((a, b) => byCodeUnit(a.path, b.path));
  return { files, layout, languages, problems };

  /**
   * Email templates share one folder: the one existing templates already live in, else
   * `email-templates` (also when it exists: it is the conventional place), unless a collection's
   * folder has that name.
   */
  function emailFolder(): string {
    if (emailFolderName !== undefined) return emailFolderName;
    const existingTemplate = [...existingRel.entries()]
      .filter(([id]) => id.startsWith('emailtemplate:'))
      .map(([, rel]) => path.posix.dirname(rel))
      .sort(byCodeUnit)[0];
    if (existingTemplate !== undefined) return (emailFolderName = existingTemplate === '.' ? '' : existingTemplate);
    const collectionFolders = new Set([...nodes.values()].map((n) => n.folder));
    let name = EMAIL_TEMPLATE_FOLDER;
    for (let n = 2; collectionFolders.has(name); n++) name = `${EMAIL_TEMPLATE_FOLDER}-${n}`;
    return (emailFolderName = name);
  }
}

/** Names to try, in order: the slug, then the slug with the id's tail, then numbered. */
function* candidates(slug: string, id: string): Generator<string> {
  yield slug;
  const tail = slugFromId(id).slice(-6);
  if (tail && !slug.endsWith(tail)) yield `${slug}-${tail}`;
  for (let n = 2; ; n++) yield `${slug}-${n}`;
}

/** The layout file (issue 4's format) describing where each article is now. */
function layoutDocument(input: PullPlanInput, nodes: Map<string, Node>, relOfArticle: Map<string, string>, source: string): string {
  const titlePath = (id: string): string => {
    const parts: string[] = [];
    const seen = new Set<string>();
    for (let n = nodes.get(id); n && !seen.has(n.id); n = n.parentId ? nodes.get(n.parentId) : undefined) {
      seen.add(n.id);
      parts.unshift((n.title ?? n.id).replace(/\//g, '\\/'));
    }
    return parts.join('/');
  };
  const byCollection = new Map<string, string[]>();
  for (const [articleId, collectionId] of input.placement) {
    const ref = relOfArticle.get(`article:${articleId}`) ?? `article:${articleId}`;
    (byCollection.get(collectionId) ?? byCollection.set(collectionId, []).get(collectionId)!).push(ref);
  }
  const lines = [
    '# Where each article is: written by "helpsync pull" from the platform\'s current placement.',
    '# Move an article by listing it under another collection, then run "helpsync layout --dry-run".',
    `# Articles are named by their ${source} file (or article:<id> when they have none).`,
    'collections:',
  ];
  const ids = [...byCollection.keys()].sort((a, b) => byCodeUnit(titlePath(a), titlePath(b)) || byCodeUnit(a, b));
  for (const id of ids) {
    const refs = (byCollection.get(id) ?? []).sort(byCodeUnit);
    const comment = nodes.has(id) ? `  # ${titlePath(id).replace(/[\r\n]+/g, ' ')}` : '';
    lines.push(`  - id: ${yamlScalar(id)}${comment}`, '    articles:');
    for (const ref of refs) lines.push(`      - ${yamlScalar(ref)}`);
  }
  if (ids.length === 0) lines[lines.length - 1] = 'collections: []';
  return `${lines.join('\n')}\n`;
}
