// The layout file (config key `layout`, issue 4): which articles belong in which collection.
// Read with the `yaml` package's document API and a LineCounter, so that every problem names the
// layout file and the line it is about. This module only reads and checks the file's shape; refs
// and collection paths are resolved against the platform by the pure planner (src/plan/layout.ts).
import path from 'node:path';
import { isMap, isScalar, isSeq, type Node as YamlNode, type Pair } from 'yaml';
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

/** The checks of loadLayoutFile on text already read (`shown` is the file name used in problems). */
export function parseLayout(text: string, shown: string): { spec: LayoutSpec; problems: Problem[] } {
  const parsed = parseYaml(text, { warnings: true });
  const { doc } = parsed;
  const problems: Problem[] = parsed.problems.map((p) => ({ ...p, file: shown }));
  const spec: LayoutSpec = { collections: [] };
  const lineAt = (node: unknown): number | undefined => {
    const range = (node as YamlNode | null | undefined)?.range;
    return range ? parsed.lineAt(range[0]) : undefined;
  };
  const error = (line: number | undefined, message: string): void => {
    problems.push({ severity: 'error', file: shown, line, message });
  };

  if (doc.errors.length) return { spec, problems };

  const root = doc.contents;
  if (root === null || (isScalar(root) && (root.value === null || root.value === ''))) {
    error(undefined, 'the layout file is empty: expected a "collections:" list');
    return { spec, problems };
  }
  if (!isMap(root)) {
    error(lineAt(root), 'the layout file must be a map with one key, "collections"');
    return { spec, problems };
  }
  for (const pair of root.items) {
    const key = keyName(pair);
    if (!(TOP_KEYS as readonly string[]).includes(key)) {
      error(lineAt(pair.key), `unknown key "${key}" (the layout file has one key: collections)`);
    }
  }
  const collectionsPair = root.items.find((p) => keyName(p) === 'collections');
  if (!collectionsPair) {
    error(lineAt(root), 'missing key "collections" (a list of collections, each with an id or a path and its articles)');
    return { spec, problems };
  }
  const list = collectionsPair.value;
  if (!isSeq(list)) {
    error(lineAt(list) ?? lineAt(collectionsPair.key), '"collections" must be a list (items starting with "- ")');
    return { spec, problems };
  }

  // Identical refs anywhere in the file: the same article cannot be in two places, and listing it
  // twice in one collection is a typo worth pointing at. (Different refs to the same article, such
  // as a file and its bare id, are found by the planner once refs are resolved.)
  const seenRefs = new Map<string, number | undefined>();

  list.items.forEach((item, index) => {
    const where = `collections[${index}]`;
    if (!isMap(item)) {
      error(lineAt(item) ?? lineAt(list), `${where} must be a map with "id" or "path", and "articles"`);
      return;
    }
    const entry: LayoutCollectionSpec = { line: lineAt(item), articles: [] };
    let valid = true;
    for (const pair of item.items) {
      const key = keyName(pair);
      if (!(COLLECTION_KEYS as readonly string[]).includes(key)) {
        error(lineAt(pair.key), `unknown key "${key}" in ${where} (allowed: id, path, articles)`);
        valid = false;
      }
    }
    const idPair = item.items.find((p) => keyName(p) === 'id');
    const pathPair = item.items.find((p) => keyName(p) === 'path');
    const articlesPair = item.items.find((p) => keyName(p) === 'articles');

    if (idPair && pathPair) {
      error(lineAt(pathPair.key), `${where} has both "id" and "path": give exactly one`);
      valid = false;
    } else if (!idPair && !pathPair) {
      error(lineAt(item), `${where} has neither "id" nor "path": give exactly one (helpsync collections lists both)`);
      valid = false;
    }
    for (const [name, pair] of [
      ['id', idPair],
      ['path', pathPair],
    ] as const) {
      if (!pair) continue;
      const value = stringValue(pair.value);
      const line = lineAt(pair.value) ?? lineAt(pair.key);
      if (value === undefined) {
        error(line, `${where}.${name} must be a string${quoteHint(pair.value)}`);
        valid = false;
      } else if (value.trim() === '') {
        error(line, `${where}.${name} is empty`);
        valid = false;
      } else if (name === 'id' && /[\s/]/.test(value)) {
        // api-contract.md "Ids": non-empty, no `/`, no whitespace.
        error(line, `${where}.id "${value}" is not a collection id (ids have no spaces or "/"; for a path of titles use "path:")`);
        valid = false;
      } else {
        entry[name] = value;
        entry.line = line;
      }
    }

    if (!articlesPair) {
      error(lineAt(item), `${where} has no "articles" list`);
      valid = false;
    } else if (isScalar(articlesPair.value) && articlesPair.value.value === null) {
      // `articles:` with nothing after it: an empty list, allowed (nothing to place there).
    } else if (!isSeq(articlesPair.value)) {
      error(lineAt(articlesPair.value) ?? lineAt(articlesPair.key), `${where}.articles must be a list of article refs`);
      valid = false;
    } else {
      for (const refNode of articlesPair.value.items) {
        const line = lineAt(refNode) ?? lineAt(articlesPair.key);
        const value = stringValue(refNode);
        if (value === undefined) {
          error(line, `an article ref must be a string (a .md file, article:<id> or an article id)${quoteHint(refNode)}`);
          valid = false;
          continue;
        }
        const ref = value.trim();
        if (ref === '') {
          error(line, 'an article ref is empty');
          valid = false;
          continue;
        }
        const key = normaliseRefKey(ref);
        if (seenRefs.has(key)) {
          const first = seenRefs.get(key);
          error(line, `article "${ref}" is listed twice (lines ${first ?? '?'} and ${line ?? '?'}): an article belongs in one collection`);
          valid = false;
          continue;
        }
        seenRefs.set(key, line);
        entry.articles.push({ ref, line });
      }
    }
    if (valid) spec.collections.push(entry);
  });
  return { spec, problems };
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
