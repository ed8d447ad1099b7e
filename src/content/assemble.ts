// The loader's cross-file rules as pure steps on plain data: which entry each file
// is, duplicates, translations without a source, static keys without a source key. Inputs are what
// the scan found and what analysis said of each file; no I/O, so they are tested like planSync.
//
//   identifySources: the source-language files → which entry each path is (it also decides, before
//                    translations are analysed, whether their bodies are rendered: renderFor)
//   assemble:        every selected file → pairs, problems, filesByEntry
import type { ContentPaths } from './content-paths.js';
import type { AlertLabels } from '../html/alerts.js';
import type { SectionPages } from '../config/site.js';
import type { SiteName } from '../html/site-conventions.js';
import type { EntryType, Problem } from '../model.js';
import type { AnalyzeOptions, FileAnalysis, MarkdownAnalysis } from './analyze.js';
import { BODY_TYPES, buildPair, readEntry } from './entry.js';
import type { LocalProblem } from './frontmatter.js';
import { INDEX_FILE, STATIC_FILE, type ScannedFolder } from './types.js';
import type { LocalPair, SourceFile, UnboundSource } from './types.js';

/** A file that could not be read (refused or failed): its one problem. */
export interface ReadFailure {
  kind: 'read-failure';
  problem: LocalProblem;
}
export type FileResult = FileAnalysis | ReadFailure;

/** What the scan found, as plain data. Keys of `analyses` maps are `<language>/<rel>`. */
export interface ContentFiles {
  source: string;
  /** every language, the source first */
  allLanguages: string[];
  /** the languages selected for pairs (--languages) */
  scope: string[];
  /** --only: the matching paths of the source folder; undefined: every file */
  only?: ReadonlySet<string>;
  files: ReadonlyMap<string, ScannedFolder>;
  /** shown before content-relative paths in problems ('' when the content folder is the working folder) */
  shownRoot: string;
  /** under `files:`: a key as the user sees it (the file the mapping names, relative to the working folder) */
  show?: (key: string) => string;
  /** under `files:`: where each key's file is (relative links resolve from the real file too) */
  paths?: ContentPaths;
  /** config `alertLabels`: language → GitHub alert labels */
  alertLabels?: Readonly<Record<string, AlertLabels>>;
  /** config `site:`: the generator whose conventions bodies are rendered in */
  site?: SiteName;
  /** config `sectionPages:` (absent: `skip`): what a collection's prose becomes (entry.ts buildPair) */
  sectionPages?: SectionPages;
  /** list files without `entry:` (SourceIndex.unbound) rather than warn about them */
  collectUnbound?: boolean;
  /** source rel → the entry a file without `entry:` is bound to (by externalId, or a creation's placeholder) */
  bindings?: ReadonlyMap<string, SourceInfo>;
}

/** The alert labels of one language, when the config gives any: part of the cache key. */
function labelsFor(c: ContentFiles, language: string): Pick<AnalyzeOptions, 'alertLabels' | 'site'> {
  const labels = c.alertLabels && Object.hasOwn(c.alertLabels, language) ? c.alertLabels[language] : undefined;
  return { ...(labels ? { alertLabels: labels } : {}), ...(c.site ? { site: c.site } : {}) };
}

export interface SourceInfo {
  entryId: string;
  type: EntryType;
}

export interface SourceIndex {
  /** source rel → its entry; null: the file names none (or a broken one) */
  byRel: Map<string, SourceInfo | null>;
  sourceFiles: SourceFile[];
  filesByEntry: Record<string, string[]>;
  problems: Problem[];
  /** with collectUnbound: source files without `entry:` and without a binding */
  unbound: UnboundSource[];
}

export interface Assembled {
  pairs: LocalPair[];
  sourceFiles: SourceFile[];
  filesByEntry: Record<string, string[]>;
  problems: Problem[];
}

/** A content-relative path as the user sees it. */
export function showPath(shownRoot: string, contentRel: string): string {
  if (shownRoot === '' || shownRoot === '.') return contentRel === '' ? '.' : contentRel;
  return contentRel === '' ? shownRoot : `${shownRoot}/${contentRel}`;
}

/** A key of `c` as the user sees it: under `files:` the mapped file, else below the content folder. */
export function showFile(c: Pick<ContentFiles, 'shownRoot' | 'show'>, key: string): string {
  return c.show ? c.show(key) : showPath(c.shownRoot, key);
}

const selectedIn = (c: ContentFiles, rel: string): boolean => c.only === undefined || c.only.has(rel);

function reporter(c: ContentFiles, out: Problem[]) {
  return (file: string, problems: LocalProblem[]): void => {
    for (const p of problems)
      out.push({ severity: p.severity, file: showFile(c, file), line: p.line, message: p.message, ...(p.kind ? { kind: p.kind } : {}) });
  };
}

/** Analysis options of a source-language file (its own `entry` decides whether the body renders). */
export function sourceOptions(c: ContentFiles, rel: string): AnalyzeOptions {
  const render = c.scope.includes(c.source) && selectedIn(c, rel) ? 'auto' : 'never';
  return { kind: 'markdown', isIndex: rel.split('/').pop() === INDEX_FILE, render, ...labelsFor(c, c.source) };
}

/**
 * Analysis options of a translation: its body renders exactly when it is selected and its source
 * file's entry type pushes a body. Known before it is read, so no file is ever read twice.
 */
export function translationOptions(c: ContentFiles, sources: SourceIndex, rel: string, language: string): AnalyzeOptions {
  const info = sources.byRel.get(rel);
  const wanted = c.scope.includes(language) && selectedIn(c, rel);
  // a collection's `_index.md` is analysed as its source is ('auto'): its prose is read, never pushed as a body
  const section = info?.type === 'collection' && rel.split('/').pop() === INDEX_FILE;
  const render = wanted && info && BODY_TYPES.has(info.type) ? 'always' : wanted && section ? 'auto' : 'never';
  return { kind: 'markdown', isIndex: rel.split('/').pop() === INDEX_FILE, render, ...labelsFor(c, language) };
}

/** The source-language Markdown files: which entry each is, and the duplicates. */
export function identifySources(c: ContentFiles, analyses: ReadonlyMap<string, FileResult>): SourceIndex {
  const index: SourceIndex = { byRel: new Map(), sourceFiles: [], filesByEntry: {}, problems: [], unbound: [] };
  const report = reporter(c, index.problems);
  const owner = new Map<string, string>();
  for (const rel of c.files.get(c.source)?.md ?? []) {
    const file = `${c.source}/${rel}`;
    const a = analyses.get(file);
    if (!a || a.kind === 'read-failure') {
      if (a) report(file, [a.problem]);
      index.byRel.set(rel, null);
      continue;
    }
    if (a.kind !== 'markdown') continue;
    report(file, a.problems);
    const read = readEntry(a.entry);
    const bound = !read.ok && !read.problem ? c.bindings?.get(rel) : undefined;
    const entry = bound ? { ok: true as const, ...bound, line: 1 } : read;
    if (!entry.ok) {
      if (entry.problem) report(file, [entry.problem]);
      else if (c.collectUnbound) {
        if (!a.problems.some((p) => p.severity === 'error')) index.unbound.push(unboundOf(rel, a, c.scope.includes(c.source) && selectedIn(c, rel)));
      }
      else if (!a.problems.some((p) => p.severity === 'error')) {
        report(file, [{ severity: 'warning', line: 1, message: 'no "entry" in front matter (e.g. entry: article:<id>): skipped' }]);
      }
      index.byRel.set(rel, null);
      continue;
    }
    const first = owner.get(entry.entryId);
    if (first !== undefined) {
      const message = `entry ${entry.entryId} is also claimed by ${showFile(c, first)}: one file per entry`;
      report(file, [{ severity: 'error', line: entry.line, message }]);
      index.byRel.set(rel, null);
      continue;
    }
    owner.set(entry.entryId, file);
    index.byRel.set(rel, { entryId: entry.entryId, type: entry.type });
    const title = a.fields.title?.kind === 'text' ? a.fields.title.value.trim() : undefined;
    const draft = a.draft?.kind === 'text' ? a.draft.value.trim() : undefined;
    index.sourceFiles.push({ path: rel, entryId: entry.entryId, ...(title ? { title } : {}), ...(draft !== undefined ? { draft } : {}) });
    index.filesByEntry[entry.entryId] = [file];
  }
  return index;
}

function unboundOf(rel: string, a: MarkdownAnalysis, selected: boolean): UnboundSource {
  const title = a.fields.title?.kind === 'text' ? a.fields.title.value.trim() : '';
  const draft = a.draft?.kind === 'text' ? a.draft.value.trim() : undefined;
  return {
    path: rel,
    isIndex: rel.split('/').pop() === INDEX_FILE,
    ...(title ? { title } : {}),
    ...(draft !== undefined ? { draft } : {}),
    subject: a.fields.subject?.kind === 'text',
    selected,
    ...(a.sectionProse ? { proseLine: a.sectionProse.line } : {}),
  };
}

/** Every selected file → pairs and problems (the source index's own problems included). */
export function assemble(c: ContentFiles, analyses: ReadonlyMap<string, FileResult>, sources: SourceIndex): Assembled {
  const out: Assembled = {
    pairs: [],
    sourceFiles: [...sources.sourceFiles],
    filesByEntry: Object.fromEntries(Object.entries(sources.filesByEntry).map(([k, v]) => [k, [...v]])),
    problems: [...sources.problems],
  };
  for (const l of c.allLanguages) {
    for (const rel of c.files.get(l)?.md ?? []) assembleMarkdown(c, analyses, sources, out, l, rel);
  }
  assembleStatic(c, analyses, out);
  return out;
}

function assembleMarkdown(
  c: ContentFiles,
  analyses: ReadonlyMap<string, FileResult>,
  sources: SourceIndex,
  out: Assembled,
  l: string,
  rel: string,
): void {
  const report = reporter(c, out.problems);
  const show = (p: string): string => showFile(c, p);
  const isSource = l === c.source;
  const file = `${l}/${rel}`;
  const info = sources.byRel.get(rel);
  if (!isSource && info) out.filesByEntry[info.entryId]!.push(file);
  if (!c.scope.includes(l) || !selectedIn(c, rel)) return;
  const a = analyses.get(file);
  if (!a) return;
  if (a.kind === 'read-failure') {
    if (!isSource) report(file, [a.problem]);
    return;
  }
  if (a.kind !== 'markdown') return;
  if (!isSource) report(file, a.problems);
  if (a.problems.some((p) => p.severity === 'error')) return;
  const sourceFile = `${c.source}/${rel}`;
  if (info === undefined) {
    const message = `no source-language file ${show(sourceFile)}: skipped (a translation sits at the same path as its source)`;
    report(file, [{ severity: 'warning', line: 1, message }]);
    return;
  }
  if (info === null) {
    const s = analyses.get(sourceFile);
    const sourceFailed = !s || s.kind === 'read-failure' || s.problems.some((p) => p.severity === 'error');
    // The source file's own error is already reported; a second message here would be noise.
    if (!isSource && !sourceFailed) {
      report(file, [{ severity: 'warning', line: 1, message: `its source file ${show(sourceFile)} names no entry: skipped` }]);
    }
    return;
  }
  if (!isSource && a.entry && !ownEntryAgrees(a, info, file, show(sourceFile), report)) return;
  const analysis: MarkdownAnalysis = a;
  const pair = buildPair(info.entryId, info.type, l, file, analysis, (problems) => report(file, problems), c.sectionPages);
  if (pair) out.pairs.push(pair);
}

/** A translation that repeats `entry` must name its source's entry. */
function ownEntryAgrees(
  a: MarkdownAnalysis,
  info: SourceInfo,
  file: string,
  shownSource: string,
  report: (file: string, problems: LocalProblem[]) => void,
): boolean {
  const own = readEntry(a.entry);
  if (!own.ok) {
    if (own.problem) report(file, [own.problem]);
    return !own.problem;
  }
  if (own.entryId === info.entryId) return true;
  const message = `entry ${own.entryId} does not match ${info.entryId} of its source file ${shownSource}`;
  report(file, [{ severity: 'error', line: own.line, message }]);
  return false;
}

function assembleStatic(c: ContentFiles, analyses: ReadonlyMap<string, FileResult>, out: Assembled): void {
  const report = reporter(c, out.problems);
  const sourceStatic = analyses.get(`${c.source}/${STATIC_FILE}`);
  const sourceKeys = new Set<string>();
  if (sourceStatic?.kind === 'static') for (const v of sourceStatic.values) sourceKeys.add(v.key);
  for (const l of c.allLanguages) {
    const file = `${l}/${STATIC_FILE}`;
    if (!c.files.get(l)?.hasStatic) continue;
    // an unselected translation is not read: nothing to do
    const a = analyses.get(file);
    if (!a) continue;
    const pushable = c.scope.includes(l) && selectedIn(c, STATIC_FILE);
    const reportable = l === c.source || pushable;
    if (a.kind === 'read-failure') {
      if (reportable) report(file, [a.problem]);
      continue;
    }
    if (a.kind !== 'static') continue;
    if (reportable) report(file, a.problems);
    if (a.problems.some((p) => p.severity === 'error')) continue;
    for (const v of a.values) {
      const entryId = `statictranslation:${v.key}`;
      if (l !== c.source && !sourceKeys.has(v.key)) {
        if (pushable) {
          const message = `key "${v.key}" is not in ${showFile(c, `${c.source}/${STATIC_FILE}`)}: skipped`;
          report(file, [{ severity: 'warning', line: v.line, message }]);
        }
        continue;
      }
      (out.filesByEntry[entryId] ??= []).push(file);
      if (pushable) out.pairs.push({ entryId, type: 'statictranslation', language: l, file, line: v.line, fields: { value: v.value } });
    }
  }
}
