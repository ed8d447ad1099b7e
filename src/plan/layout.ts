// PURE layout planning (issue 4): layout spec + local source files + the platform's collections and
// current placement in, moves out. No I/O here: src/pipeline/layout.ts fetches, this decides.
import path from 'node:path';
import type { Collection, Problem } from '../model.js';
import { isValidRecordId, parseEntryId } from '../model.js';
import { escapeWorkflowCommand } from '../util/escape.js';
import type { SourceFile } from '../load/types.js';
import type { LayoutSpec } from '../load/layout.js';
import type { CollectionRef, LayoutSummary, Move } from './types.js';

export interface PlanLayoutInput {
  spec: LayoutSpec;
  /** the layout file as shown in problems */
  layoutFile: string;
  /** every source-language file with an entry (LocalContent.sourceFiles) */
  sourceFiles: SourceFile[];
  /** GET /helpcenter/collections/all, normalised */
  collections: Collection[];
  /** articleId → the collection it is in now (from the articles of each collection) */
  placement: Map<string, string>;
  sourceLanguage: string;
  /**
   * Article ids known to exist on the platform (e.g. from the entries listing). Optional: when
   * given, a listed article that is in no collection is told apart from one that does not exist.
   */
  knownArticleIds?: ReadonlySet<string>;
}

export interface LayoutPlan {
  /** empty whenever `problems` holds an error: a layout with errors moves nothing */
  moves: Move[];
  summary: LayoutSummary;
  problems: Problem[];
}

// ---------------------------------------------------------------------------------------------
// Collection paths

/**
 * Splits a layout path into titles: `/` separates levels, `\/` is a slash inside a title and `\\`
 * a backslash. Titles are trimmed. Returns an error message for an empty level or a dangling `\`.
 */
export function parseCollectionPath(value: string): { segments: string[] } | { error: string } {
  const segments: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === '\\') {
      const next = value[i + 1];
      if (next === '/' || next === '\\') {
        current += next;
        i++;
        continue;
      }
      if (next === undefined) return { error: `path "${value}" ends in a lone "\\" (write \\/ for a slash inside a title)` };
      current += ch;
      continue;
    }
    if (ch === '/') {
      segments.push(current.trim());
      current = '';
      continue;
    }
    current += ch;
  }
  segments.push(current.trim());
  if (segments.some((s) => s === '')) {
    return { error: `path "${value}" has an empty level (titles go between single "/"; write \\/ for a slash inside a title)` };
  }
  return { segments };
}

/** A title as written in a path: `/` and `\` escaped. */
export function escapeTitle(title: string): string {
  return title.replace(/\\/g, '\\\\').replace(/\//g, '\\/');
}

function titleOf(c: Collection, sourceLanguage: string): string | undefined {
  const t = c.title[sourceLanguage];
  return t === undefined || t.trim() === '' ? undefined : t.trim();
}

interface Tree {
  byId: Map<string, Collection>;
  roots: Collection[];
  children: Map<string, Collection[]>;
}

function buildTree(collections: Collection[]): Tree {
  const byId = new Map(collections.map((c) => [c.id, c]));
  const roots: Collection[] = [];
  const children = new Map<string, Collection[]>();
  for (const c of collections) {
    // A parent the listing does not contain: treat the collection as a root rather than lose it.
    if (c.parentId === null || !byId.has(c.parentId) || c.parentId === c.id) {
      roots.push(c);
    } else {
      const list = children.get(c.parentId) ?? [];
      list.push(c);
      children.set(c.parentId, list);
    }
  }
  return { byId, roots, children };
}

/**
 * The path of source-language titles from the root to a collection, for display and for the
 * layout file (`Docs/Getting started`). An untitled level shows as its id; an unknown id as itself.
 */
export function collectionPath(collections: Collection[], id: string, sourceLanguage: string): string {
  const byId = new Map(collections.map((c) => [c.id, c]));
  return pathIn(byId, id, sourceLanguage);
}

function pathIn(byId: Map<string, Collection>, id: string, sourceLanguage: string): string {
  const parts: string[] = [];
  const seen = new Set<string>();
  let c = byId.get(id);
  if (!c) return id;
  while (c && !seen.has(c.id)) {
    seen.add(c.id);
    const t = titleOf(c, sourceLanguage);
    parts.unshift(t === undefined ? c.id : escapeTitle(t));
    c = c.parentId === null ? undefined : byId.get(c.parentId);
  }
  return parts.join('/');
}

export type CollectionResolution = { ok: true; collection: Collection } | { ok: false; message: string };

/** Resolves a layout path against the collection tree (source-language titles, exact match). */
export function resolveCollectionPath(collections: Collection[], value: string, sourceLanguage: string): CollectionResolution {
  const parsed = parseCollectionPath(value);
  if ('error' in parsed) return { ok: false, message: parsed.error };
  const tree = buildTree(collections);
  const show = (c: Collection): string => `${pathIn(tree.byId, c.id, sourceLanguage)} (id ${c.id})`;
  let level: Collection[] = tree.roots;
  let matched: Collection[] = [];
  for (let depth = 0; depth < parsed.segments.length; depth++) {
    const want = parsed.segments[depth] as string;
    matched = level.filter((c) => titleOf(c, sourceLanguage) === want);
    if (matched.length === 0) {
      const where = depth === 0 ? 'at the top level' : `under ${parsed.segments.slice(0, depth).map(escapeTitle).join('/')}`;
      const candidates = level.map(show);
      const close = level.filter((c) => titleOf(c, sourceLanguage)?.toLowerCase() === want.toLowerCase());
      const hint = close.length
        ? ` Did you mean ${close.map((c) => `"${escapeTitle(titleOf(c, sourceLanguage) ?? c.id)}"`).join(' or ')}? Titles match exactly.`
        : '';
      return {
        ok: false,
        message:
          `no collection "${escapeTitle(want)}" ${where} (path "${value}", ${sourceLanguage} titles).${hint} ` +
          (candidates.length ? `Candidates: ${candidates.join('; ')}.` : 'There are no collections there.') +
          ' helpsync cannot create collections (the platform offers no such operation to it): create it on the platform first, then run "helpsync collections" to see its path and id.',
      };
    }
    level = matched.flatMap((c) => tree.children.get(c.id) ?? []);
  }
  if (matched.length > 1) {
    return {
      ok: false,
      message: `path "${value}" is ambiguous: ${matched.length} collections have it: ${matched.map(show).join('; ')}. Use "id:" for the one you mean.`,
    };
  }
  return { ok: true, collection: matched[0] as Collection };
}

// ---------------------------------------------------------------------------------------------
// Article refs

export type RefResolution = { ok: true; articleId: string; file?: string; title?: string } | { ok: false; message: string };

/**
 * `*.md` → a source-language file, resolved through its `entry` (which must be an article);
 * `article:<id>` → that article; anything else → a bare article id.
 */
export function resolveArticleRef(ref: string, sourceFiles: SourceFile[], sourceLanguage: string): RefResolution {
  if (ref.toLowerCase().endsWith('.md')) {
    const wanted = path.posix.normalize(ref.replace(/\\/g, '/')).replace(/^\/+/, '');
    const file = sourceFiles.find((f) => f.path === wanted);
    if (!file) {
      const base = path.posix.basename(wanted);
      const similar = sourceFiles.filter((f) => path.posix.basename(f.path) === base).map((f) => f.path);
      return {
        ok: false,
        message:
          `no source-language file "${ref}" with an entry (paths are relative to the ${sourceLanguage} content folder)` +
          (similar.length ? `; files with that name: ${similar.join(', ')}` : ''),
      };
    }
    const entry = parseEntryId(file.entryId);
    if (!entry || entry.type !== 'article') {
      return {
        ok: false,
        message: `"${ref}" is the ${entry?.type ?? 'unknown'} entry ${file.entryId}, not an article: only articles are placed in collections`,
      };
    }
    return { ok: true, articleId: entry.id, file: file.path, title: file.title };
  }
  let articleId: string;
  const colon = ref.indexOf(':');
  const prefix = colon > 0 ? ref.slice(0, colon) : '';
  if (prefix === 'article') {
    const entry = parseEntryId(ref);
    if (!entry) return { ok: false, message: `"${ref}" is not a valid entry id (article:<id>, the id without spaces or "/")` };
    articleId = entry.id;
  } else if (prefix === 'collection' || prefix === 'emailtemplate' || prefix === 'statictranslation') {
    return { ok: false, message: `"${ref}" is a ${prefix} entry, not an article: only articles are placed in collections` };
  } else {
    if (!isValidRecordId(ref)) {
      return { ok: false, message: `"${ref}" is not an article ref: give a .md file, article:<id>, or an article id (no spaces or "/")` };
    }
    articleId = ref;
  }
  const file = sourceFiles.find((f) => f.entryId === `article:${articleId}`);
  return { ok: true, articleId, file: file?.path, title: file?.title };
}

// ---------------------------------------------------------------------------------------------
// The plan

/**
 * Computes the moves that make the platform match the layout. A move is planned only for a listed
 * article that is not already in its target collection, so a re-run after a successful apply plans
 * nothing. Every problem names the layout file and line; when any is an error, `moves` is empty
 * and the caller must refuse before any write.
 */
export function planLayout(input: PlanLayoutInput): LayoutPlan {
  const { spec, layoutFile, sourceFiles, collections, placement, sourceLanguage } = input;
  const problems: Problem[] = [];
  const error = (line: number | undefined, message: string): void => {
    problems.push({ severity: 'error', file: layoutFile, line, message });
  };
  const byId = new Map(collections.map((c) => [c.id, c]));
  const ref = (id: string): CollectionRef => ({ id, path: pathIn(byId, id, sourceLanguage) });

  const moves: Move[] = [];
  const listed = new Map<string, { ref: string; line: number | undefined }>();
  let inPlace = 0;

  for (const entry of spec.collections) {
    let target: Collection | undefined;
    if (entry.id !== undefined) {
      target = byId.get(entry.id);
      if (!target) {
        error(
          entry.line,
          `no collection with id "${entry.id}" on the platform. helpsync cannot create collections (the platform offers no such operation to it): create it on the platform first, then run "helpsync collections" to see its id`,
        );
      }
    } else if (entry.path !== undefined) {
      const r = resolveCollectionPath(collections, entry.path, sourceLanguage);
      if (r.ok) target = r.collection;
      else error(entry.line, r.message);
    } else {
      error(entry.line, 'a collection entry needs "id" or "path"');
    }

    for (const a of entry.articles) {
      const r = resolveArticleRef(a.ref, sourceFiles, sourceLanguage);
      if (!r.ok) {
        error(a.line, r.message);
        continue;
      }
      const earlier = listed.get(r.articleId);
      if (earlier) {
        error(
          a.line,
          `${describeArticle(r.articleId, a.ref, r.file)} is listed twice (lines ${earlier.line ?? '?'} and ${a.line ?? '?'}, the first as "${earlier.ref}"): an article belongs in one collection`,
        );
        continue;
      }
      listed.set(r.articleId, { ref: a.ref, line: a.line });
      const current = placement.get(r.articleId);
      if (current === undefined) {
        const what = describeArticle(r.articleId, a.ref, r.file);
        const known = input.knownArticleIds;
        if (known && !known.has(r.articleId)) {
          error(a.line, `${what} does not exist on the platform`);
        } else if (known) {
          error(
            a.line,
            `${what} is in no collection on the platform, so it cannot be moved (a move needs its current collection): put it in a collection on the platform first`,
          );
        } else {
          error(
            a.line,
            `${what} was not found in any collection on the platform: it does not exist, or it is in no collection and cannot be moved (a move needs its current collection)`,
          );
        }
        continue;
      }
      if (!target) continue;
      if (current === target.id) {
        inPlace++;
        continue;
      }
      moves.push({
        articleId: r.articleId,
        ...(r.file !== undefined ? { file: r.file } : {}),
        ref: a.ref,
        ...(r.title !== undefined ? { title: r.title } : {}),
        from: ref(current),
        to: ref(target.id),
      });
    }
  }

  let unlisted = 0;
  for (const articleId of placement.keys()) if (!listed.has(articleId)) unlisted++;
  const hasErrors = problems.some((p) => p.severity === 'error');
  return {
    moves: hasErrors ? [] : moves,
    summary: { listed: listed.size, inPlace: hasErrors ? 0 : inPlace, unlisted },
    problems,
  };
}

/** `article 665… (guide/install.md)`, `article 665… ("article:665…")`, or just `article 665…` for a bare id. */
function describeArticle(articleId: string, ref: string, file: string | undefined): string {
  if (file !== undefined) return `article ${articleId} (${file})`;
  return ref === articleId ? `article ${articleId}` : `article ${articleId} ("${ref}")`;
}

/** The ids of listed articles the placement does not know (to decide whether to ask which exist). */
export function unplacedArticleIds(input: Pick<PlanLayoutInput, 'spec' | 'sourceFiles' | 'placement' | 'sourceLanguage'>): string[] {
  const out: string[] = [];
  for (const entry of input.spec.collections) {
    for (const a of entry.articles) {
      const r = resolveArticleRef(a.ref, input.sourceFiles, input.sourceLanguage);
      if (r.ok && !input.placement.has(r.articleId)) out.push(r.articleId);
    }
  }
  return out;
}

/** `install.md: Getting started → Docs/Setup` */
export function formatMove(move: Move): string {
  return escapeWorkflowCommand(`${move.file ?? move.ref}: ${move.from.path} → ${move.to.path}`);
}

/** `Layout: 3 to move, 12 in place, 40 not listed (left where they are).` */
export function formatLayoutSummary(moves: number, summary: LayoutSummary): string {
  return `Layout: ${moves.toLocaleString('en-US')} to move, ${summary.inPlace.toLocaleString('en-US')} in place, ${summary.unlisted.toLocaleString('en-US')} not listed (left where they are).`;
}
