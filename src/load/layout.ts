// The layout file (config key `layout`, issue 4): which articles belong in which collection.
// Read with the `yaml` package's document API and a LineCounter, so that every problem names the
// layout file and the line it is about. This module only reads and checks the file's shape; refs
// and collection paths are resolved against the platform by the pure planner (src/plan/layout.ts).
import path from 'node:path';
import { isMap, isScalar, isSeq, type Node as YamlNode, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import { parseYaml } from '../util/yaml.js';
import { readRegularFile } from '../util/safe-path.js';
import { DEFAULT_MAX_FILE_SIZE } from '../config/config.js';
import type { Problem } from '../model.js';

/** One article ref as written: `dir/file.md`, `article:<id>` or a bare article id. */
export interface LayoutArticleRef {
  ref: string;
  /** 1-based line in the layout file */
  line?: number;
}

/** One item of `collections:`: exactly one of `id` or `path`, and the articles that belong there. */
export interface LayoutCollectionSpec {
  id?: string;
  /** source-language titles from the root, `/` between levels, `\/` for a slash inside a title */
  path?: string;
  /** line of the `id:` / `path:` value (or of the item when neither is there) */
  line?: number;
  articles: LayoutArticleRef[];
}

export interface LayoutSpec {
  collections: LayoutCollectionSpec[];
}

const TOP_KEYS = ['collections'] as const;
const COLLECTION_KEYS = ['id', 'path', 'articles'] as const;

/** A path as shown to the user: relative to the working directory when it is below it. */
export function displayPath(file: string, cwd: string = process.cwd()): string {
  const rel = path.relative(cwd, file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : file;
}

/**
 * Reads and checks the layout file. Never throws for bad input: every problem is returned (with
 * the file as shown to the user and a line), so the caller can report them all at once before any
 * request. `spec` holds what could be read; use it only when `problems` has no error.
 */
export async function loadLayoutFile(file: string): Promise<{ spec: LayoutSpec; problems: Problem[] }> {
  const shown = displayPath(file);
  // A regular file only: a FIFO or device would be read without end (issue 10).
  const read = await readRegularFile(file, DEFAULT_MAX_FILE_SIZE);
  if (!read.ok) {
    const message =
      read.message === 'cannot read it: not found'
        ? 'layout file not found (the config key "layout" names it, relative to the config file\'s folder)'
        : `cannot read the layout file: ${read.message}`;
    return { spec: { collections: [] }, problems: [{ severity: 'error', file: shown, message }] };
  }
  const text = read.bytes.toString('utf8');
  return parseLayout(text, shown);
}

/** Where problems go while one layout text is checked: the file as shown and a node → line map. */
interface Checker {
  lineAt: (node: unknown) => number | undefined;
  error: (line: number | undefined, message: string) => void;
  /** identical refs anywhere in the file → the line of the first (see checkArticles) */
  seenRefs: Map<string, number | undefined>;
}

/** The checks of loadLayoutFile on text already read (`shown` is the file name used in problems). */
export function parseLayout(text: string, shown: string): { spec: LayoutSpec; problems: Problem[] } {
  const parsed = parseYaml(text, { warnings: true });
  const { doc } = parsed;
  const problems: Problem[] = parsed.problems.map((p) => ({ ...p, file: shown }));
  const spec: LayoutSpec = { collections: [] };
  if (doc.errors.length) return { spec, problems };
  const c: Checker = {
    lineAt: (node) => {
      const range = (node as YamlNode | null | undefined)?.range;
      return range ? parsed.lineAt(range[0]) : undefined;
    },
    error: (line, message) => {
      problems.push({ severity: 'error', file: shown, line, message });
    },
    seenRefs: new Map(),
  };
  const list = collectionsList(doc.contents, c);
  list?.items.forEach((item, index) => {
    const entry = checkCollection(item, index, list, c);
    if (entry) spec.collections.push(entry);
  });
  return { spec, problems };
}

/** The top level: a map with one key, `collections`, holding a list; undefined when it is not there. */
function collectionsList(root: unknown, c: Checker): YAMLSeq | undefined {
  if (root === null || (isScalar(root) && (root.value === null || root.value === ''))) {
    c.error(undefined, 'the layout file is empty: expected a "collections:" list');
    return undefined;
  }
  if (!isMap(root)) {
    c.error(c.lineAt(root), 'the layout file must be a map with one key, "collections"');
    return undefined;
  }
  for (const pair of root.items) {
    const key = keyName(pair);
    if (!(TOP_KEYS as readonly string[]).includes(key)) {
      c.error(c.lineAt(pair.key), `unknown key "${key}" (the layout file has one key: collections)`);
    }
  }
  const collectionsPair = root.items.find((p) => keyName(p) === 'collections');
  if (!collectionsPair) {
    c.error(c.lineAt(root), 'missing key "collections" (a list of collections, each with an id or a path and its articles)');
    return undefined;
  }
  const list = collectionsPair.value;
  if (!isSeq(list)) {
    c.error(c.lineAt(list) ?? c.lineAt(collectionsPair.key), '"collections" must be a list (items starting with "- ")');
    return undefined;
  }
  return list;
}

/** One item of `collections:`; undefined when it has any error. */
function checkCollection(item: unknown, index: number, list: YAMLSeq, c: Checker): LayoutCollectionSpec | undefined {
  const where = `collections[${index}]`;
  if (!isMap(item)) {
    c.error(c.lineAt(item) ?? c.lineAt(list), `${where} must be a map with "id" or "path", and "articles"`);
    return undefined;
  }
  const entry: LayoutCollectionSpec = { line: c.lineAt(item), articles: [] };
  let valid = true;
  for (const pair of item.items) {
    const key = keyName(pair);
    if (!(COLLECTION_KEYS as readonly string[]).includes(key)) {
      c.error(c.lineAt(pair.key), `unknown key "${key}" in ${where} (allowed: id, path, articles)`);
      valid = false;
    }
  }
  const idPair = item.items.find((p) => keyName(p) === 'id');
  const pathPair = item.items.find((p) => keyName(p) === 'path');
  if (idPair && pathPair) {
    c.error(c.lineAt(pathPair.key), `${where} has both "id" and "path": give exactly one`);
    valid = false;
  } else if (!idPair && !pathPair) {
    c.error(c.lineAt(item), `${where} has neither "id" nor "path": give exactly one (helpsync collections lists both)`);
    valid = false;
  }
  if (idPair && !checkTarget('id', idPair, where, entry, c)) valid = false;
  if (pathPair && !checkTarget('path', pathPair, where, entry, c)) valid = false;
  if (!checkArticles(item, where, entry, c)) valid = false;
  return valid ? entry : undefined;
}

/** `id:` or `path:` of one collection item; sets it on `entry` when it is good. */
function checkTarget(name: 'id' | 'path', pair: Pair, where: string, entry: LayoutCollectionSpec, c: Checker): boolean {
  const value = stringValue(pair.value);
  const line = c.lineAt(pair.value) ?? c.lineAt(pair.key);
  if (value === undefined) {
    c.error(line, `${where}.${name} must be a string${quoteHint(pair.value)}`);
    return false;
  }
  if (value.trim() === '') {
    c.error(line, `${where}.${name} is empty`);
    return false;
  }
  if (name === 'id' && /[\s/]/.test(value)) {
    // api-contract.md "Ids": non-empty, no `/`, no whitespace.
    c.error(line, `${where}.id "${value}" is not a collection id (ids have no spaces or "/"; for a path of titles use "path:")`);
    return false;
  }
  entry[name] = value;
  entry.line = line;
  return true;
}

/** `articles:` of one collection item; the good refs go into `entry.articles`. */
function checkArticles(item: YAMLMap, where: string, entry: LayoutCollectionSpec, c: Checker): boolean {
  const articlesPair = item.items.find((p) => keyName(p) === 'articles');
  if (!articlesPair) {
    c.error(c.lineAt(item), `${where} has no "articles" list`);
    return false;
  }
  // `articles:` with nothing after it: an empty list, allowed (nothing to place there).
  if (isScalar(articlesPair.value) && articlesPair.value.value === null) return true;
  if (!isSeq(articlesPair.value)) {
    c.error(c.lineAt(articlesPair.value) ?? c.lineAt(articlesPair.key), `${where}.articles must be a list of article refs`);
    return false;
  }
  let valid = true;
  for (const refNode of articlesPair.value.items) {
    const line = c.lineAt(refNode) ?? c.lineAt(articlesPair.key);
    const ref = checkRef(refNode, line, c);
    if (ref === undefined) valid = false;
    else entry.articles.push({ ref, line });
  }
  return valid;
}

/**
 * One article ref, trimmed; undefined when it is bad. Identical refs anywhere in the file: the same
 * article cannot be in two places, and listing it twice in one collection is a typo worth pointing
 * at. (Different refs to the same article, such as a file and its bare id, are found by the planner
 * once refs are resolved.)
 */
function checkRef(refNode: unknown, line: number | undefined, c: Checker): string | undefined {
  const value = stringValue(refNode);
  if (value === undefined) {
    c.error(line, `an article ref must be a string (a .md file, article:<id> or an article id)${quoteHint(refNode)}`);
    return undefined;
  }
  const ref = value.trim();
  if (ref === '') {
    c.error(line, 'an article ref is empty');
    return undefined;
  }
  const key = normaliseRefKey(ref);
  if (c.seenRefs.has(key)) {
    const first = c.seenRefs.get(key);
    c.error(line, `article "${ref}" is listed twice (lines ${first ?? '?'} and ${line ?? '?'}): an article belongs in one collection`);
    return undefined;
  }
  c.seenRefs.set(key, line);
  return ref;
}

function keyName(pair: Pair): string {
  return isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
}

/** The string value of a scalar node; undefined for anything else (numbers, booleans, null, maps, lists). */
function stringValue(node: unknown): string | undefined {
  return isScalar(node) && typeof node.value === 'string' ? node.value : undefined;
}

function quoteHint(node: unknown): string {
  if (isScalar(node) && (typeof node.value === 'number' || typeof node.value === 'boolean')) {
    return ` (YAML read ${String(node.source ?? node.value)} as a ${typeof node.value}: put it in quotes)`;
  }
  if (isScalar(node) && node.value === null) return ' (it is empty)';
  if (isMap(node)) return ' (found a map; is a ":" or an indent out of place?)';
  if (isSeq(node)) return ' (found a list)';
  return '';
}

/** Two spellings of one file ref (`./a.md`, `a.md`) count as the same ref. */
function normaliseRefKey(ref: string): string {
  return ref.toLowerCase().endsWith('.md') ? path.posix.normalize(ref.replace(/\\/g, '/')).replace(/^\/+/, '') : ref;
}
