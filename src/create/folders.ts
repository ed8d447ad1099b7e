// Which file stands for a folder when the folder has no `_index.md`, under a named generator
// (config `site:`), PURE. The generators make a section of every folder of pages; helpsync makes
// the folder's collection with the title the generator shows: a label the caller hands in
// (`folderLabels`; nothing reads Docusaurus's `_category_` labels into it yet), else the folder's
// own index page's title (Docusaurus's category index, MkDocs's section page), else the folder
// name as the generators humanise it. The pages at the top of the content go into one top-level
// collection, the home. Its key is the folder's, so a later `_index.md` for the folder takes the
// same record.
import type { Problem } from '../model.js';
import type { UnboundSource } from '../content/types.js';
import type { SiteName } from '../html/site-conventions.js';

/** The folder name as Hugo, Docusaurus and MkDocs show it without a title: `-`/`_` to spaces, each word capitalised. */
export function humanise(name: string): string {
  return name
    .split(/[-_\s]+/)
    .filter((w) => w !== '')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

const baseName = (p: string): string => p.slice(p.lastIndexOf('/') + 1);
export const parentFolder = (p: string): string => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');

/** A Hugo leaf bundle's page (`about/index.md`): one page, which belongs to the folder above. */
export function isLeafBundle(path: string, site: SiteName | undefined): boolean {
  return site === 'hugo' && baseName(path) === 'index.md';
}

/** The folder a page goes into: its own, or for a Hugo leaf bundle the one above. */
export function pageFolder(path: string, site: SiteName | undefined): string {
  const folder = parentFolder(path);
  return isLeafBundle(path, site) ? parentFolder(folder) : folder;
}

/** The pages that stand for their folder under Docusaurus and MkDocs (the category or section index). */
function indexPages(folder: string, site: SiteName): string[] {
  const name = baseName(folder);
  if (site === 'docusaurus')
    return ['index.md', 'README.md', `${name}.md`, 'index.mdx', 'README.mdx', `${name}.mdx`].map((f) => `${folder}/${f}`);
  if (site === 'mkdocs') return ['index.md', 'README.md'].map((f) => `${folder}/${f}`);
  return [];
}

export type FolderTitle = { title: string; from: 'label' | 'page' | 'name' | 'home' };

/**
 * The title of the collection for `folder` (no `_index.md`): a label the site gives it, else its
 * index page's title, else its name humanised. The top folder (''): the home page's title, else the
 * site's title, else "Home".
 */
export function folderTitle(
  folder: string,
  site: SiteName,
  pages: ReadonlyMap<string, UnboundSource>,
  labels: ReadonlyMap<string, string> | undefined,
): FolderTitle {
  const label = labels?.get(folder);
  if (label !== undefined && label.trim() !== '') return { title: label.trim(), from: folder === '' ? 'home' : 'label' };
  if (folder === '') return { title: pages.get('_index.md')?.title ?? 'Home', from: 'home' };
  for (const p of indexPages(folder, site)) {
    const t = pages.get(p)?.title;
    if (t) return { title: t, from: 'page' };
  }
  return { title: humanise(baseName(folder)), from: 'name' };
}

/** The grouped `folder-title` warning for a collection titled from its folder name or made the home (undefined otherwise). */
export function folderTitleWarning(folder: string, t: FolderTitle, show: (file: string) => string): Problem | undefined {
  if (t.from !== 'name' && t.from !== 'home') return undefined;
  const why =
    t.from === 'home'
      ? 'the pages at the top of the content go into a top-level collection'
      : 'its collection is titled from the folder name';
  return {
    severity: 'warning',
    file: show(folder === '' ? '' : `${folder}/`),
    message: `no _index.md: ${why}, "${t.title}" (add an _index.md with a title to choose another)`,
    kind: 'folder-title',
  };
}
