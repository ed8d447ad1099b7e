// What the loaders hand to the planners: plain data, no I/O left to do.
import type { EntryType, Problem } from '../model.js';
import type { AlertLabels } from '../html/alerts.js';
import type { SiteName } from '../html/site-conventions.js';
import type { LinksConfig } from '../config/links.js';
import type { SectionPages } from '../config/site.js';
import type { FileMap } from './file-map.js';
import type { ContentPaths } from './content-paths.js';
import type { LinkHistoryLookup } from './links-missing.js';

/** A language folder's static translations file, and a folder's collection page. */
export const STATIC_FILE = '_static.yaml';
export const INDEX_FILE = '_index.md';

/** One language folder as the walk found it. */
export interface ScannedFolder {
  /** Markdown files relative to the language folder, POSIX, sorted */
  md: string[];
  hasStatic: boolean;
}

/** The local values of one (entry, language) pair. */
export interface LocalPair {
  entryId: string;
  type: EntryType;
  language: string;
  /** file relative to the content folder, POSIX separators (de/getting-started/install.md, en/_static.yaml) */
  file: string;
  /** line of the value in the file when it is not the whole file (static translations) */
  line?: number;
  /** field → value: plain text trimmed, HTML rendered from Markdown; absent fields are not here */
  fields: Record<string, string>;
  /**
   * Fields whose text the loader set aside (a sync holds no body it may not need): what tells an
   * unchanged remote value without the text. The sync reads the text again (and checks it is the
   * same) for a pair its plan needs; no planner sees a pair that still has this.
   */
  setAside?: Record<string, SetAsideText>;
  /**
   * Fields whose text is not held (a body set aside that the plan pushes with no remote value to
   * compare, as in a first push): read back when something needs the text. Never also in `fields`.
   */
  deferred?: Record<string, DeferredText>;
}

/**
 * A field's text not held in memory, read back when something needs it (the PUT, a plan file):
 * checked against the hash taken when it was loaded, so what is read is what the plan was made
 * from, or `read` throws an InputError naming the file that changed meanwhile. Serialised (toJSON)
 * as its text, read then.
 */
export interface DeferredText {
  /** content file, relative to the content folder, POSIX */
  readonly file: string;
  /** the text's lines as a reader sees them (report/diff.ts htmlToLines): what a plan shows of a new body */
  readonly lines: number;
  /** the file's text now, checked (what a push sends) */
  read(): string;
  /** the text the plan was made from (printed, saved, recorded as pushed): kept by the cache, else read as `read` does */
  toJSON(): string;
}

/** A field's value in a plan: its text, or the text deferred until something needs it. */
export type FieldValue = string | DeferredText;

/** A body set aside after loading: hashes of it (html/compare.ts `hashText`), not the text. */
export interface SetAsideText {
  /** hashText of the text as rendered (a platform that serves HTML as sent) */
  text: string;
  /** richTextHash of the text (the platform's re-serialisation of it) */
  rich: string;
  /**
   * The same two texts as JSON.stringify writes them, hashed (loader/hash-lines.ts jsonHash): a
   * listing's value whose JSON token has either hash is that text, known without decoding it. Kept
   * for a body the cache remembers both hashes of (one with links to resolve has none: compared by
   * the two above).
   */
  json?: { text: string; rich: string };
}

/** A source-language Markdown file that names an entry (for layout refs and pull). */
export interface SourceFile {
  /** relative to the source-language folder, POSIX (getting-started/install.md) */
  path: string;
  entryId: string;
  title?: string;
  /** `draft:` as written (trimmed), when present: it counts only when helpsync creates the article */
  draft?: string;
}

/**
 * A source-language Markdown file whose front matter names no entry (and has no error): a candidate
 * for a new article or collection, decided by src/create (the loader only reports what it found).
 */
export interface UnboundSource {
  /** relative to the source-language folder, POSIX (getting-started/new.md) */
  path: string;
  /** a folder's `_index.md` */
  isIndex: boolean;
  title?: string;
  /** `draft:` as written (trimmed text), when present */
  draft?: string;
  /** a front matter `subject` (what email templates have) */
  subject: boolean;
  /** selected by this run (--only, and the source language in --languages): only selected files are created */
  selected: boolean;
  /** a collection's file whose body has prose (MarkdownAnalysis.sectionProse): where the body starts */
  proseLine?: number;
}

export interface LocalContent {
  contentDir: string;
  /** under `files:`: where each key's file is (content/content-paths.ts); absent: `<contentDir>/<key>` */
  paths?: ContentPaths;
  sourceLanguage: string;
  /** languages found (or configured), the source language first */
  languages: string[];
  pairs: LocalPair[];
  /** every source-language file with an entry, whatever --only / --languages select */
  sourceFiles: SourceFile[];
  /** every file (any language) with an entry: entryId → files, relative to the content folder (pull uses it) */
  filesByEntry: Record<string, string[]>;
  /** article record id → docId, when they were read for links.articleUrl's {docId} (drift protection reads links with them) */
  docIds?: ReadonlyMap<string, number>;
  /** with `collectUnbound`: the source files without `entry:` that `bindings` did not bind */
  unbound?: UnboundSource[];
  warnings: Problem[];
  errors: Problem[];
  /** files the load read, and files it found in the analysis cache by their stamp without reading them */
  reads?: { read: number; byStamp: number };
}

export interface LoadContentOptions {
  contentDir: string;
  /**
   * config `files:` (content/file-map.ts) and the folder its paths are relative to: pages and
   * translations are where the patterns say. Absent: today's `<contentDir>/<language>/<path>` walk.
   */
  fileMap?: { map: FileMap; root: string };
  sourceLanguage: string;
  /** configured languages (config `languages`); default: folders whose names are language codes */
  languages?: string[];
  /** --languages: exactly these languages are selected for pairs */
  selectLanguages?: string[];
  /** --only: globs relative to the source-language folder; selects entries in every language */
  only?: string[];
  /** --strict: every warning becomes an error */
  strict?: boolean;
  /** for the cache (.helpsync/cache beside the config); none when undefined */
  cacheDir?: string;
  /** a content file larger than this (bytes) is refused by name before it is read (config maxFileSize) */
  maxFileSize?: number;
  /** analysis worker threads (config `workers`): 'auto' (default), 0 or a number */
  workers?: 'auto' | number;
  /** config `alertLabels`: language → GitHub alert labels */
  alertLabels?: Record<string, AlertLabels>;
  /** config `site:`: the generator whose conventions bodies are rendered in */
  site?: SiteName;
  /** config `sectionPages:` (absent: `skip`): what a section page's prose becomes */
  sectionPages?: SectionPages;
  /** config `links`: links between entries become platform URLs */
  links?: LinksConfig;
  /** config `images`; `root` absolute */
  images?: { baseUrl: string; root: string };
  /** article record id → the platform's docId (docs/platform-api.md): read only when links.articleUrl uses {docId} */
  docIds?: ReadonlyMap<string, number>;
  /**
   * What the content repo's history shows of paths that do not exist (a link to a missing
   * page names the rename). Called at most once per load, and only when such a link exists.
   */
  linkHistory?: LinkHistoryLookup;
  /**
   * Source files without `entry:` listed in `unbound` instead of warned about (sync decides what
   * they become: src/create).
   */
  collectUnbound?: boolean;
  /** source path (relative to the source-language folder) → the entry a file without `entry:` is bound to */
  bindings?: ReadonlyMap<string, { entryId: string; type: EntryType }>;
}

export { DEFAULT_MAX_FILE_SIZE } from '../config/config.js';
