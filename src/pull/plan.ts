// PURE: what `helpsync pull` would write, from the platform's state and the repo's
// existing entry files. No I/O: the caller fetches, reads the repo, compares with disk and writes.
// planPull is a chain of named steps, each testable on plain data: readEntries → languagesToWrite →
// existingPaths → CollectionFolders (names: Namer) → entryFiles → staticFiles → layout → writeOrder.
import { isLanguageCode } from '../config/config.js';
import type { AlertLabels } from '../html/alerts.js';
import type { SiteName } from '../html/site-conventions.js';
import type { Collection, Problem, RemoteEntry } from '../model.js';
import type { LocalContent } from '../content/types.js';
import { Namer } from './names.js';
import { CollectionFolders, byCodeUnit } from './plan-folders.js';
import { entryDocument, fileFieldsOf, readEntries, staticFiles, type PulledEntry, type PullFile } from './plan-entries.js';
import { slugFromId, slugFromTitle } from './slug.js';
import { yamlScalar } from './write-format.js';

export { INDEX_FILE } from './names.js';
export { EMAIL_TEMPLATE_FOLDER } from './plan-folders.js';
export { STATIC_FILE, type PullFile, type PullFileKind } from './plan-entries.js';

export interface PullPlanInput {
  entries: RemoteEntry[];
  collections: Collection[];
  /** articleId → collectionId: where each article is now (articles of each collection) */
  placement: ReadonlyMap<string, string>;
  /**
   * what the repo holds now (filesByEntry: entryId → files relative to the content folder), and
   * the entries whose source file is bound by externalId (`keyed`: written without an `entry:` line,
   * as sync created it; match is the one writer of that line)
   */
  existing: Pick<LocalContent, 'filesByEntry'> & { keyed?: ReadonlySet<string> };
  /** every file under the content folder, relative to it, POSIX (new names must not collide) */
  takenPaths: readonly string[];
  sourceLanguage: string;
  /** languages to write, exactly (the source language only if listed); default: every language the platform has, the source language always */
  languages?: readonly string[];
  /** the layout file to create (config `layout`, shown as given), when configured and missing */
  layoutFile?: string;
  /** config `alertLabels`: language → labels, so labelled quotes become alerts again */
  alertLabels?: Readonly<Record<string, AlertLabels>>;
  /** config `site:`: bodies are pulled in a form that renders back under the generator's conventions */
  site?: SiteName;
  /** the longest path relative to the content folder that stays within Windows' 260 characters */
  maxPathLength?: number;
}

export interface PullPlan {
  /** in write order: each entry's source-language file before its translations */
  files: PullFile[];
  /** the layout file's text, when one is to be written */
  layout?: { file: string; content: string };
  /** languages written, the source language first */
  languages: string[];
  problems: Problem[];
}

export function planPull(input: PullPlanInput): PullPlan {
  const source = input.sourceLanguage;
  const read = readEntries(input.entries);
  const problems = read.problems;
  const languages = languagesToWrite(input, read.languages);
  const existingRel = existingPaths(input.existing.filesByEntry, source);
  const namer = new Namer({
    takenPaths: input.takenPaths,
    sourceLanguage: source,
    existingRel: existingRel.values(),
    maxPathLength: input.maxPathLength,
    longestLanguage: Math.max(...languages.map((l) => l.length)),
  });
  const folders = new CollectionFolders(namer, existingRel, problems);
  folders.addAll(input.collections, (c) => read.entries.get(`collection:${c.id}`)?.fields.title?.[source] ?? c.title[source]);
  const sorted = [...read.entries.entries()].sort(([a], [b]) => byCodeUnit(a, b));
  const files = entryFiles({ input, sorted, languages, existingRel, namer, folders, problems });
  files.push(...staticFiles(sorted, languages, problems));
  let layout: PullPlan['layout'];
  if (input.layoutFile !== undefined) {
    layout = { file: input.layoutFile, content: layoutDocument(input, folders, articlePaths(files, existingRel, source), source) };
  }
  return { files: writeOrder(files, source), layout, languages, problems };
}

/**
 * Step: the languages to write, the source language first. `--languages` means what it means for
 * sync (config/policy.ts): exactly these, the source language only if listed; without it, every
 * language the platform has, the source language always.
 */
export function languagesToWrite(
  input: Pick<PullPlanInput, 'languages' | 'sourceLanguage' | 'collections'>,
  remote: ReadonlySet<string>,
): string[] {
  const all = new Set(remote);
  for (const c of input.collections) for (const l of [...Object.keys(c.title), ...Object.keys(c.description)]) all.add(l);
  const chosen = input.languages ?? [input.sourceLanguage, ...[...all].filter(isLanguageCode)];
  const source = chosen.includes(input.sourceLanguage) ? [input.sourceLanguage] : [];
  return [...source, ...[...new Set(chosen)].filter((l) => l !== input.sourceLanguage).sort(byCodeUnit)];
}

/** Step: entryId → path relative to the language folder, from the repo's source-language file. */
export function existingPaths(filesByEntry: Readonly<Record<string, string[]>>, source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [entryId, files] of Object.entries(filesByEntry)) {
    const own = files.find((f) => f.startsWith(`${source}/`)) ?? files[0];
    if (own) out.set(entryId, own.slice(own.indexOf('/') + 1));
  }
  return out;
}

/**
 * Step: the order files are written in. Each entry's source-language file comes before its
 * translations (it carries `entry`: a translation without it is an orphan nobody reads), so an
 * interrupted pull leaves no orphan; then by path.
 */
export function writeOrder(files: readonly PullFile[], source: string): PullFile[] {
  const rank = (f: PullFile): number => (f.language === source ? 0 : 1);
  return [...files].sort((a, b) => rank(a) - rank(b) || byCodeUnit(a.path, b.path));
}

interface EntryFilesContext {
  input: PullPlanInput;
  sorted: readonly [string, PulledEntry][];
  languages: readonly string[];
  existingRel: ReadonlyMap<string, string>;
  namer: Namer;
  folders: CollectionFolders;
  problems: Problem[];
}

/** Step: the Markdown files of every article, collection and email template. */
export function entryFiles(ctx: EntryFilesContext): PullFile[] {
  const { input, problems } = ctx;
  const source = input.sourceLanguage;
  const files: PullFile[] = [];
  for (const [entryId, e] of ctx.sorted) {
    if (e.type === 'statictranslation') continue;
    const keys = fileFieldsOf(e.type);
    for (const field of Object.keys(e.fields)) {
      if (!keys.includes(field))
        problems.push({ severity: 'warning', message: `${entryId}: field "${field}" has no place in a ${e.type} file: not written` });
    }
    const withContent = ctx.languages.filter((l) => keys.some((k) => (e.fields[k]?.[l] ?? '') !== ''));
    if (withContent.length === 0) continue;
    const sourceListed = ctx.languages.includes(source);
    if (!sourceListed && !ctx.existingRel.has(entryId)) {
      // A translation without its source-language file (which carries `entry`) is read by nobody.
      problems.push({
        severity: 'warning',
        message: `${entryId}: not written in ${withContent.join(', ')}: the repo has no ${source} file for it yet (add ${source} to --languages)`,
      });
      continue;
    }
    const rel = ctx.existingRel.get(entryId) ?? newPath(ctx, entryId, e);
    if (rel === undefined) continue;
    // The source-language file carries `entry`: when its language is written, it is written whenever
    // any language has content, since a translation without its source file is not read.
    const write = new Set(sourceListed ? [source, ...withContent] : withContent);
    for (const language of ctx.languages) {
      if (!write.has(language)) continue;
      const alertLabels = input.alertLabels && Object.hasOwn(input.alertLabels, language) ? input.alertLabels[language] : undefined;
      files.push(
        entryDocument(
          {
            entryId,
            entry: e,
            rel,
            language,
            sourceLanguage: source,
            ...(alertLabels ? { alertLabels } : {}),
            ...(input.site ? { site: input.site } : {}),
            ...(input.existing.keyed?.has(entryId) ? { keyed: true } : {}),
          },
          problems,
        ),
      );
    }
  }
  return files;
}

/** A new entry's path: a collection's folder, an article in its collection's folder, a template in theirs. */
function newPath(ctx: EntryFilesContext, entryId: string, e: PulledEntry): string | undefined {
  const { folders, problems } = ctx;
  const source = ctx.input.sourceLanguage;
  if (e.type === 'collection') {
    if (!folders.has(e.id)) {
      problems.push({
        severity: 'warning',
        message: `${entryId}: not in the collection tree: its _index.md goes in a folder at the top level`,
      });
      folders.addOrphan(e.id, e.fields.title?.[source]);
    }
    return folders.indexPath(e.id);
  }
  let folder = '';
  let title = e.fields.subject?.[source];
  if (e.type === 'article') {
    title = e.fields.title?.[source];
    const collectionId = ctx.input.placement.get(e.id);
    if (collectionId !== undefined && folders.has(collectionId)) folder = folders.folderOf(collectionId);
    else if (collectionId !== undefined) {
      problems.push({
        severity: 'warning',
        message: `${entryId}: its collection ${collectionId} is not in the collection tree: written at the top level`,
      });
    }
  } else folder = folders.emailFolder();
  const rel = ctx.namer.claimFile(folder, slugFromTitle(title) ?? slugFromId(e.id), e.id);
  if (rel === undefined) {
    problems.push({
      severity: 'error',
      message: `${entryId}: no file name fits in ${folder || 'the language folder'} (Windows' 260-character paths): not written`,
    });
  }
  return rel;
}

function articlePaths(files: readonly PullFile[], existingRel: ReadonlyMap<string, string>, source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of files)
    if (f.kind === 'article' && f.language === source && f.entryId) out.set(f.entryId, f.path.slice(source.length + 1));
  for (const [entryId, rel] of existingRel) if (entryId.startsWith('article:')) out.set(entryId, rel);
  return out;
}

/** The layout file (format) describing where each article is now. */
function layoutDocument(input: PullPlanInput, folders: CollectionFolders, relOfArticle: Map<string, string>, source: string): string {
  const nodes = folders.nodes;
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
