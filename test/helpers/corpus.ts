// The corpus harness (; shared with the status and links work): the real CNCF glossary
// (../shared/corpus/cncf-glossary, 955 pages in 16 languages, CC BY 4.0) copied into a temporary
// content folder, with `entry:` lines written into the copies and a matching emulator seed: an
// article per source page, a collection per folder (its `_index.md`), the folder tree as the
// collection tree. The corpus itself is never touched.
import { createHash } from 'node:crypto';
import { cp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { renderMarkdown } from '../../src/html/render.js';
import { REPO_ROOT } from './cli.js';
import type { EmulatorData } from './fixture.js';

/** Where the corpus is: `HELPSYNC_CORPUS`, else `../shared/corpus/cncf-glossary` beside the project. */
export const CORPUS_DIR =
  process.env.HELPSYNC_CORPUS ??
  // `../shared` beside the project (the brief's layout), or two levels up from a worktree under wt/
  [path.resolve(REPO_ROOT, '../shared/corpus/cncf-glossary'), path.resolve(REPO_ROOT, '../../shared/corpus/cncf-glossary')].find((p) =>
    existsSync(p),
  ) ??
  path.resolve(REPO_ROOT, '../shared/corpus/cncf-glossary');

/** A message for `it.skipIf`/`describe.skipIf` when the corpus is absent; undefined when present. */
export function corpusMissing(): string | undefined {
  return existsSync(path.join(CORPUS_DIR, 'en'))
    ? undefined
    : `corpus not found at ${CORPUS_DIR} (set HELPSYNC_CORPUS): corpus tests skipped`;
}

/**
 * Every Markdown page of the corpus, as helpsync renders it (front matter removed), in folder order:
 * `name` is `<language>/<path>` (for assertion messages).
 */
export async function* renderedCorpusPages(): AsyncGenerator<{ name: string; html: string }> {
  for (const language of readdirSync(CORPUS_DIR, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const dir = path.join(CORPUS_DIR, language.name);
    for (const rel of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'))) {
      const text = await readFile(path.join(dir, rel), 'utf8');
      yield { name: `${language.name}/${rel}`, html: renderMarkdown(text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')) };
    }
  }
}

/** Not a page: Hugo's template for new entries. */
const NOT_PAGES = new Set(['_TEMPLATE.md']);

export interface CorpusCopy {
  /** the content folder (one folder per language) */
  contentDir: string;
  /** the emulator seed matching it */
  data: EmulatorData;
  /** en path (relative to en/) → entry id */
  entries: Map<string, string>;
  /** every language folder copied */
  languages: string[];
  /** Markdown pages in all languages (templates left out) */
  pages: number;
}

/** A stable 24-hex id (the platform's id shape) for a path. */
const idFor = (kind: string, rel: string): string => createHash('sha256').update(`${kind}:${rel}`).digest('hex').slice(0, 24);

async function walk(dir: string, rel = ''): Promise<string[]> {
  const out: string[] = [];
  for (const d of await readdir(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${d.name}` : d.name;
    if (d.isDirectory()) out.push(...(await walk(dir, child)));
    else if (d.isFile() && d.name.endsWith('.md') && !NOT_PAGES.has(d.name)) out.push(child);
  }
  return out.sort();
}

/** Front matter gains `entry:` as its first key; a file without front matter gets some. */
function withEntry(text: string, entryId: string): string {
  const m = /^---\r?\n([ \t]*)/.exec(text);
  // the same indentation as the keys already there (a page writes ` title: ...`, YAML takes it)
  if (m) return text.replace(/^---\r?\n/, `---\n${m[1]}entry: ${entryId}\n`);
  return `---\nentry: ${entryId}\n---\n${text}`;
}

/** Copies the corpus into `<dir>/content` with `entry:` lines, and builds the emulator seed. */
export async function copyCorpus(dir: string, opts: { project?: string } = {}): Promise<CorpusCopy> {
  const contentDir = path.join(dir, 'content');
  await cp(CORPUS_DIR, contentDir, { recursive: true });
  for (const name of await readdir(contentDir))
    if (name.endsWith('.md') || name === 'README.md') await rm(path.join(contentDir, name), { force: true });
  const languages = (await readdir(contentDir, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  for (const l of languages) for (const t of NOT_PAGES) await rm(path.join(contentDir, l, t), { force: true });
  const sourcePages = await walk(path.join(contentDir, 'en'));
  const collections = new Map<string, { id: string; parent: string | null }>();
  const folderId = (folder: string): string | null => (collections.has(folder) ? collections.get(folder)!.id : null);
  // folders with an `_index.md` are collections, parents before children
  for (const rel of sourcePages.filter((p) => path.posix.basename(p) === '_index.md')) {
    const folder = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
    let parent = folder === '' ? null : path.posix.dirname(folder) === '.' ? '' : path.posix.dirname(folder);
    while (parent !== null && !collections.has(parent))
      parent = parent === '' ? null : path.posix.dirname(parent) === '.' ? '' : path.posix.dirname(parent);
    collections.set(folder, { id: idFor('collection', folder), parent: parent === null ? null : folderId(parent) });
  }
  const entries = new Map<string, string>();
  const data: EmulatorData = { project: opts.project ?? 'cncf-glossary', entries: [], collections: [], articles: [] };
  for (const [folder, c] of collections) {
    entries.set(folder ? `${folder}/_index.md` : '_index.md', `collection:${c.id}`);
    data.collections!.push({ id: c.id, parent: c.parent });
    data.entries!.push({ id: `collection:${c.id}`, type: 'collection', fields: {} });
  }
  for (const rel of sourcePages) {
    if (path.posix.basename(rel) === '_index.md') continue;
    const id = idFor('article', rel);
    entries.set(rel, `article:${id}`);
    data.entries!.push({ id: `article:${id}`, type: 'article', fields: {} });
    let folder = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
    while (!collections.has(folder) && folder !== '') folder = path.posix.dirname(folder) === '.' ? '' : path.posix.dirname(folder);
    const collection = folderId(folder);
    if (collection !== null) data.articles!.push({ id, collection });
  }
  for (const [rel, entryId] of entries) {
    const file = path.join(contentDir, 'en', rel);
    await writeFile(file, withEntry(await readFile(file, 'utf8'), entryId), 'utf8');
  }
  let pages = 0;
  for (const l of languages) pages += (await walk(path.join(contentDir, l))).length;
  return { contentDir, data, entries, languages, pages };
}
