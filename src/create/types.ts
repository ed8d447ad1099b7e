// The create planner's input and output (src/create/plan.ts), shared by its pure helpers.
import type { Collection, EntryType, Problem } from '../model.js';
import type { SourceFile, UnboundSource } from '../content/types.js';
import type { Creation } from '../apply/types.js';
import type { Binding } from '../content/binding.js';
import type { SiteName } from '../html/site-conventions.js';

/** Source path → where the layout file places the page: a collection by id, or by title path. */
export type Placements = ReadonlyMap<string, { id?: string; path?: string }>;

export interface CreatePlanInput {
  /** the layout file's placement of pages by file: it wins over the page's folder */
  placements?: Placements;
  sourceLanguage: string;
  /** config `site:`: a folder without `_index.md` still stands for a collection (create/folders.ts) */
  site?: SiteName;
  /** folder → the title its generator gives it (Docusaurus `_category_` labels, MkDocs `nav` sections) */
  folderLabels?: ReadonlyMap<string, string>;
  /** the config's record-key scope: new records are keyed `helpsync:<scope>:<path>` */
  scope?: string;
  /** source files without `entry:` (bound ones included: `bindings` says which) */
  unbound: readonly UnboundSource[];
  bindings: readonly Binding[];
  /** source files with `entry:` */
  sourceFiles: readonly SourceFile[];
  collections: readonly Collection[];
  /** entry id → its source-language title, for every article and collection of the platform */
  titles: ReadonlyMap<string, string>;
  /** config `exclude` (statusExclude): paths that are not pages */
  excluded: (path: string) => boolean;
  /** Git: false under --no-history or outside a work tree; untracked: source paths Git does not track */
  history: { available: boolean; why?: string; untracked: ReadonlySet<string> };
  /** config `newArticles` */
  draftByDefault: boolean;
  maxCreates: number;
  /** a source path as shown in problems */
  show: (path: string) => string;
}

export interface CreatePlan {
  creations: Creation[];
  /** source path → the entry the file is planned under (placeholders for creations, ids for bindings) */
  entries: Map<string, { entryId: string; type: EntryType }>;
  problems: Problem[];
}

/** The source path of a creation (its file without the language folder). */
export function pathOf(c: Creation): string {
  return c.file.slice(c.file.indexOf('/') + 1);
}
