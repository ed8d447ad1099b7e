// Content loader (issue 3, "Content conventions" and "Bad input"): reads `<contentDir>/<language>/`
// and returns plain data for the planner. Every problem is collected (never thrown) with its file
// and line; the caller refuses to send anything when `errors` is not empty.
//
// The per-file work (decode, front matter, render) is one pure function (analyze.ts); this module
// does the directory walk, the reading, and the cross-file rules (which entry a file is, duplicates,
// translations without a source). Reading and analysing overlap; analysis runs in a worker pool
// for large inputs (pool.ts) and behind a content-hash cache when `cacheDir` is given (cache.ts).
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { isLanguageCode } from '../config/config.js';
import { ENTRY_TYPES, isValidRecordId, type EntryType, type Problem } from '../model.js';
import { analyzeFile, type AnalyzeOptions, type FileAnalysis, type MarkdownAnalysis } from './analyze.js';
import { openAnalysisCache, type AnalysisCache } from './cache.js';
import type { FrontMatterValue, LocalProblem } from './frontmatter.js';
import { createAnalysisPool, type AnalysisPool } from './pool.js';
import type { LoadContentOptions, LocalContent, LocalPair, SourceFile } from './types.js';

export const STATIC_FILE = '_static.yaml';
export const INDEX_FILE = '_index.md';

/** Front matter keys each entry type pushes; `content` comes from the body (issue 3). */
const FRONT_MATTER_KEYS: Record<Exclude<EntryType, 'statictranslation'>, readonly string[]> = {
  article: ['title', 'description'],
  collection: ['title', 'description'],
  emailtemplate: ['subject'],
};
const BODY_TYPES: ReadonlySet<EntryType> = new Set(['article', 'emailtemplate']);

export interface LoadEngineOptions {
  /** worker threads for analysis: default 2 when there are more than POOL_THRESHOLD files, 0 = main thread only */
  workers?: number;
  /** problems show file paths relative to this folder (default: the working directory) */
  cwd?: string;
}

/** Below this many files a worker pool costs more (thread start, module load) than it saves. */
export const POOL_THRESHOLD = 500;
/** Files read at once: enough to keep the disk and the pool busy, few enough to bound memory. */
const READ_CONCURRENCY = 64;

interface WorkItem {
  language: string;
  /** relative to the language folder, POSIX */
  rel: string;
  abs: string;
  opts: AnalyzeOptions;
}

export async function loadContent(opts: LoadContentOptions): Promise<LocalContent> {
  return loadContentWith(opts, {});
}

export async function loadContentWith(opts: LoadContentOptions, engine: LoadEngineOptions): Promise<LocalContent> {
  const contentDir = path.resolve(opts.contentDir);
  const cwd = engine.cwd ?? process.cwd();
  const show = (contentRel: string): string => {
    const abs = path.join(contentDir, contentRel);
    const rel = path.relative(cwd, abs);
    return (rel === '' ? '.' : rel).split(path.sep).join('/');
  };
  const source = opts.sourceLanguage;
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  const result = (
    languages: string[],
    pairs: LocalPair[],
    sourceFiles: SourceFile[],
    filesByEntry: Record<string, string[]>,
  ): LocalContent => {
    if (opts.strict) {
      for (const w of warnings) errors.push({ ...w, severity: 'error', message: `${w.message} (--strict)` });
      warnings.length = 0;
    }
    return { contentDir, sourceLanguage: source, languages, pairs, sourceFiles, filesByEntry, warnings, errors };
  };

  // ---- language folders -------------------------------------------------------------------
  let dirents;
  try {
    if (!(await stat(contentDir)).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    dirents = await readdir(contentDir, { withFileTypes: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    errors.push({
      severity: 'error',
      file: show(''),
      message:
        code === 'ENOENT'
          ? 'content folder not found (set contentDir in the config)'
          : `cannot read the content folder: ${(err as Error).message}`,
    });
    return result([source], [], [], {});
  }
  const configured = opts.languages ? [...new Set([source, ...opts.languages])] : undefined;
  const folders = new Set<string>();
  for (const d of dirents) {
    if (d.name.startsWith('.')) continue;
    if (d.isDirectory()) {
      if (configured ? configured.includes(d.name) : isLanguageCode(d.name)) folders.add(d.name);
      else {
        warnings.push({
          severity: 'warning',
          file: show(d.name),
          message: configured
            ? `folder "${d.name}" is not one of the configured languages (${configured.join(', ')}): ignored`
            : `folder "${d.name}" is not a language code: ignored`,
        });
      }
    } else if (d.isFile() && d.name.toLowerCase().endsWith('.md')) {
      warnings.push({ severity: 'warning', file: show(d.name), message: 'Markdown file outside a language folder: ignored' });
    }
  }
  if (!folders.has(source)) {
    errors.push({ severity: 'error', file: show(source), message: `source language folder "${source}" not found in the content folder` });
    return result([source], [], [], {});
  }
  const allLanguages = orderLanguages(source, configured ?? [...folders]);
  let scope = allLanguages;
  if (opts.selectLanguages) {
    for (const l of opts.selectLanguages) {
      if (!allLanguages.includes(l)) {
        errors.push({
          severity: 'error',
          message: `--languages: "${l}" is not a language of the content folder (${allLanguages.join(', ')})`,
        });
      }
    }
    scope = orderLanguages(
      source,
      opts.selectLanguages.filter((l) => allLanguages.includes(l)),
    ).filter((l) => l !== source || opts.selectLanguages?.includes(source));
  }
  const inScope = new Set(scope);

  // ---- files ----------------------------------------------------------------------------------
  const filesByLanguage = new Map<string, { md: string[]; hasStatic: boolean }>();
  await Promise.all(
    allLanguages
      .filter((l) => folders.has(l))
      .map(async (l) => {
        const dir = path.join(contentDir, l);
        const md = (await fg('**/*.md', { cwd: dir, onlyFiles: true, dot: false, followSymbolicLinks: true })).sort(comparePaths);
        let hasStatic = false;
        try {
          hasStatic = (await stat(path.join(dir, STATIC_FILE))).isFile();
        } catch {
          hasStatic = false;
        }
        filesByLanguage.set(l, { md, hasStatic });
      }),
  );
  let selected: (rel: string) => boolean = () => true;
  if (opts.only && opts.only.length > 0) {
    const sourceDir = path.join(contentDir, source);
    const matched = new Set<string>();
    for (const pattern of opts.only) {
      const hits = await fg(pattern, { cwd: sourceDir, onlyFiles: true, dot: false });
      if (hits.length === 0) warnings.push({ severity: 'warning', message: `--only "${pattern}" matches no file in ${show(source)}` });
      for (const h of hits) matched.add(h);
    }
    selected = (rel) => matched.has(rel);
  }

  // Source-language files are always read (they say which entry every path is); a translation
  // is read only when its language is selected. Rendering only for what will be pushed.
  const work: WorkItem[] = [];
  for (const l of allLanguages) {
    const files = filesByLanguage.get(l);
    if (!files) continue;
    const wanted = inScope.has(l);
    if (l !== source && !wanted) continue;
    for (const rel of files.md) {
      const render = wanted && selected(rel) ? 'auto' : 'never';
      work.push({
        language: l,
        rel,
        abs: path.join(contentDir, l, rel),
        opts: { kind: 'markdown', isIndex: path.posix.basename(rel) === INDEX_FILE, render, ...labelsFor(opts.alertLabels, l) },
      });
    }
    if (files.hasStatic) {
      work.push({
        language: l,
        rel: STATIC_FILE,
        abs: path.join(contentDir, l, STATIC_FILE),
        opts: { kind: 'static', isIndex: false, render: 'never' },
      });
    }
  }
  const analyses = await analyzeAll(work, opts.cacheDir, engine.workers);

  // ---- cross-file rules -----------------------------------------------------------------------
  const byKey = new Map<string, { item: WorkItem; analysis: FileAnalysis | ReadFailure }>();
  work.forEach((item, i) => byKey.set(`${item.language}/${item.rel}`, { item, analysis: analyses[i]! }));
  const report = (file: string, problems: LocalProblem[]): void => {
    for (const p of problems)
      (p.severity === 'error' ? errors : warnings).push({ severity: p.severity, file: show(file), line: p.line, message: p.message });
  };
  const reportable = (language: string, rel: string): boolean => language === source || (inScope.has(language) && selected(rel));

  interface SourceInfo {
    entryId: string;
    type: EntryType;
  }
  const sourceByRel = new Map<string, SourceInfo | null>();
  const owner = new Map<string, string>();
  const sourceFiles: SourceFile[] = [];
  const filesByEntry: Record<string, string[]> = {};
  const pairs: LocalPair[] = [];

  for (const rel of filesByLanguage.get(source)?.md ?? []) {
    const file = `${source}/${rel}`;
    const a = byKey.get(file)!.analysis;
    if (a.kind === 'read-failure') {
      report(file, [a.problem]);
      sourceByRel.set(rel, null);
      continue;
    }
    if (a.kind !== 'markdown') continue;
    report(file, a.problems);
    const hadErrors = a.problems.some((p) => p.severity === 'error');
    const entry = readEntry(a.entry);
    if (!entry.ok) {
      if (entry.problem) report(file, [entry.problem]);
      else if (!hadErrors) {
        report(file, [{ severity: 'warning', line: 1, message: 'no "entry" in front matter (e.g. entry: article:<id>): skipped' }]);
      }
      sourceByRel.set(rel, null);
      continue;
    }
    const first = owner.get(entry.entryId);
    if (first !== undefined) {
      report(file, [
        { severity: 'error', line: entry.line, message: `entry ${entry.entryId} is also claimed by ${show(first)}: one file per entry` },
      ]);
      sourceByRel.set(rel, null);
      continue;
    }
    owner.set(entry.entryId, file);
    sourceByRel.set(rel, { entryId: entry.entryId, type: entry.type });
    const title = a.fields.title?.kind === 'text' ? a.fields.title.value.trim() : undefined;
    sourceFiles.push(title ? { path: rel, entryId: entry.entryId, title } : { path: rel, entryId: entry.entryId });
    filesByEntry[entry.entryId] = [file];
  }

  for (const l of allLanguages) {
    const files = filesByLanguage.get(l);
    if (!files) continue;
    for (const rel of files.md) {
      const file = `${l}/${rel}`;
      const info = sourceByRel.get(rel);
      if (l !== source && info) filesByEntry[info.entryId]!.push(file);
      if (!inScope.has(l) || !selected(rel)) continue;
      const found = byKey.get(file);
      if (!found) continue;
      const a = found.analysis;
      if (a.kind === 'read-failure') {
        if (l !== source) report(file, [a.problem]);
        continue;
      }
      if (a.kind !== 'markdown') continue;
      if (l !== source) report(file, a.problems);
      if (a.problems.some((p) => p.severity === 'error')) continue;
      if (info === undefined) {
        report(file, [
          {
            severity: 'warning',
            line: 1,
            message: `no source-language file ${show(`${source}/${rel}`)}: skipped (a translation sits at the same path as its source)`,
          },
        ]);
        continue;
      }
      if (info === null) {
        const sourceA = byKey.get(`${source}/${rel}`)?.analysis;
        const sourceFailed = !sourceA || sourceA.kind === 'read-failure' || sourceA.problems.some((p) => p.severity === 'error');
        // The source file's own error is already reported; a second message here would be noise.
        if (l !== source && !sourceFailed) {
          report(file, [{ severity: 'warning', line: 1, message: `its source file ${show(`${source}/${rel}`)} names no entry: skipped` }]);
        }
        continue;
      }
      if (l !== source && a.entry) {
        const own = readEntry(a.entry);
        if (!own.ok) {
          if (own.problem) {
            report(file, [own.problem]);
            continue;
          }
        } else if (own.entryId !== info.entryId) {
          report(file, [
            {
              severity: 'error',
              line: own.line,
              message: `entry ${own.entryId} does not match ${info.entryId} of its source file ${show(`${source}/${rel}`)}`,
            },
          ]);
          continue;
        }
      }
      let analysis: MarkdownAnalysis = a;
      if (BODY_TYPES.has(info.type) && !a.rendered) {
        // The file-name guess in analyzeFile was wrong (e.g. an article kept in an `_index.md`).
        const again = analyzeFile(await readFile(found.item.abs), { ...found.item.opts, render: 'always' });
        if (again.kind === 'markdown') analysis = again;
      }
      const pair = buildPair(info.entryId, info.type, l, file, analysis, (problems) => report(file, problems));
      if (pair) pairs.push(pair);
    }
  }

  // ---- static translations ----------------------------------------------------------------------
  const sourceStatic = byKey.get(`${source}/${STATIC_FILE}`)?.analysis;
  const sourceKeys = new Set<string>();
  if (sourceStatic?.kind === 'static') for (const v of sourceStatic.values) sourceKeys.add(v.key);
  for (const l of allLanguages) {
    const file = `${l}/${STATIC_FILE}`;
    if (!filesByLanguage.get(l)?.hasStatic) continue;
    const found = byKey.get(file);
    if (!found) {
      // an unselected language: listed for filesByEntry by key only when read; nothing else to do
      continue;
    }
    const a = found.analysis;
    const pushable = inScope.has(l) && selected(STATIC_FILE);
    if (a.kind === 'read-failure') {
      if (reportable(l, STATIC_FILE)) report(file, [a.problem]);
      continue;
    }
    if (a.kind !== 'static') continue;
    if (reportable(l, STATIC_FILE)) report(file, a.problems);
    if (a.problems.some((p) => p.severity === 'error')) continue;
    for (const v of a.values) {
      const entryId = `statictranslation:${v.key}`;
      if (l !== source && !sourceKeys.has(v.key)) {
        if (pushable) {
          report(file, [
            {
              severity: 'warning',
              line: v.line,
              message: `key "${v.key}" is not in ${show(`${source}/${STATIC_FILE}`)}: skipped`,
            },
          ]);
        }
        continue;
      }
      (filesByEntry[entryId] ??= []).push(file);
      if (pushable) pairs.push({ entryId, type: 'statictranslation', language: l, file, line: v.line, fields: { value: v.value } });
    }
  }

  warnings.sort(byFileAndLine);
  errors.sort(byFileAndLine);
  return result(scope, pairs, sourceFiles, filesByEntry);
}

function buildPair(
  entryId: string,
  type: EntryType,
  language: string,
  file: string,
  a: MarkdownAnalysis,
  report: (problems: LocalProblem[]) => void,
): LocalPair | undefined {
  if (type === 'statictranslation') return undefined;
  const fields: Record<string, string> = {};
  const problems: LocalProblem[] = [];
  for (const key of FRONT_MATTER_KEYS[type]) {
    const v = a.fields[key];
    if (!v || v.kind === 'absent') continue;
    if (v.kind !== 'text') {
      problems.push({ severity: 'error', line: v.line, message: `"${key}" must be text, not ${describe(v)}` });
      continue;
    }
    const text = v.value.trim();
    // Empty text would clear the platform's value: helpsync never clears (issue 3, "Plan").
    if (text !== '') fields[key] = text;
  }
  if (type === 'emailtemplate' && !('subject' in fields) && a.fields.title?.kind === 'text') {
    problems.push({
      severity: 'warning',
      line: a.fields.title.line,
      message: 'email templates have a "subject", not a "title": the title is not pushed',
    });
  }
  if (BODY_TYPES.has(type)) {
    if (a.content !== undefined) fields.content = a.content;
    problems.push(...a.linkWarnings);
    // `{{contact.firstName}}` is an email template's merge field, not stray template syntax (issue 13)
    if (type !== 'emailtemplate') problems.push(...(a.expressionWarnings ?? []));
  }
  report(problems);
  if (problems.some((p) => p.severity === 'error')) return undefined;
  if (Object.keys(fields).length === 0) return undefined;
  const pair: LocalPair = { entryId, type, language, file, fields };
  if (fields.content !== undefined && a.contentRichHash !== undefined) pair.richHashes = { content: a.contentRichHash };
  return pair;
}

function describe(v: FrontMatterValue): string {
  return v.kind === 'list' ? 'a list' : v.kind === 'map' ? 'a map' : 'an alias';
}

type EntryRead = { ok: true; entryId: string; type: EntryType; line: number } | { ok: false; problem?: LocalProblem };

/** `entry` of a Markdown file: `{}` when absent, a problem when malformed. */
function readEntry(v: FrontMatterValue | undefined): EntryRead {
  if (!v || v.kind === 'absent') return { ok: false };
  if (v.kind !== 'text')
    return {
      ok: false,
      problem: { severity: 'error', line: v.line, message: `"entry" must be text such as article:<id>, not ${describe(v)}` },
    };
  const value = v.value.trim();
  const line = v.line;
  const i = value.indexOf(':');
  const types = ENTRY_TYPES.filter((t) => t !== 'statictranslation').join(', ');
  if (i <= 0)
    return {
      ok: false,
      problem: { severity: 'error', line, message: `malformed entry "${value}": expected <type>:<id> with a type of ${types}` },
    };
  const type = value.slice(0, i);
  const id = value.slice(i + 1);
  if (type === 'statictranslation') {
    return {
      ok: false,
      problem: { severity: 'error', line, message: `static translations live in <language>/${STATIC_FILE}, not in Markdown files` },
    };
  }
  if (!(ENTRY_TYPES as readonly string[]).includes(type)) {
    return {
      ok: false,
      problem: { severity: 'error', line, message: `unknown entry type "${type}" in "${value}": expected one of ${types}` },
    };
  }
  if (!isValidRecordId(id)) {
    return {
      ok: false,
      problem: {
        severity: 'error',
        line,
        message: id === '' ? `entry "${value}" has no id` : `invalid id "${id}" in entry "${value}": ids have no spaces or slashes`,
      },
    };
  }
  return { ok: true, entryId: `${type}:${id}`, type: type as EntryType, line };
}

function orderLanguages(source: string, languages: readonly string[]): string[] {
  const rest = [...new Set(languages)].filter((l) => l !== source).sort();
  return [source, ...rest];
}

/** Plain code-unit order: stable across machines and locales. */
function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function byFileAndLine(a: Problem, b: Problem): number {
  const fa = a.file ?? '';
  const fb = b.file ?? '';
  if (fa !== fb) return comparePaths(fa, fb);
  return (a.line ?? 0) - (b.line ?? 0);
}

interface ReadFailure {
  kind: 'read-failure';
  problem: LocalProblem;
}

async function analyzeAll(
  work: WorkItem[],
  cacheDir: string | undefined,
  workers: number | undefined,
): Promise<(FileAnalysis | ReadFailure)[]> {
  const cache: AnalysisCache | undefined = cacheDir ? await openAnalysisCache(cacheDir) : undefined;
  const poolSize = workers ?? (work.length > POOL_THRESHOLD ? 2 : 0);
  // Started on the first cache miss: a warm run never pays for thread start-up.
  let pool: AnalysisPool | undefined;
  let poolTried = false;
  const getPool = (): AnalysisPool | undefined => {
    if (!poolTried && poolSize > 0) {
      poolTried = true;
      pool = createAnalysisPool(poolSize);
    }
    return pool;
  };
  const out = new Array<FileAnalysis | ReadFailure>(work.length);
  let next = 0;
  const runOne = async (i: number): Promise<void> => {
    const item = work[i]!;
    let bytes: Uint8Array;
    try {
      bytes = await readFile(item.abs);
    } catch (err) {
      out[i] = { kind: 'read-failure', problem: { severity: 'error', message: `cannot read the file: ${(err as Error).message}` } };
      return;
    }
    const key = cache?.keyOf(bytes, item.opts);
    const hit = key === undefined ? undefined : cache!.get(key);
    if (hit) {
      out[i] = hit;
      return;
    }
    let analysis: FileAnalysis;
    try {
      const p = getPool();
      analysis = p ? await p.analyze(bytes, item.opts) : analyzeFile(bytes, item.opts);
    } catch {
      // a worker failed: the same pure function on this thread gives the same result
      analysis = analyzeFile(bytes, item.opts);
    }
    if (key !== undefined) cache!.set(key, analysis);
    out[i] = analysis;
  };
  const lane = async (): Promise<void> => {
    while (next < work.length) await runOne(next++);
  };
  try {
    await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, Math.max(1, work.length)) }, lane));
  } finally {
    await pool?.close();
  }
  if (cache) await cache.save();
  return out;
}

/** The alert labels of one language, when the config gives any (issue 13): part of the cache key. */
function labelsFor(all: LoadContentOptions['alertLabels'], language: string): Pick<AnalyzeOptions, 'alertLabels'> {
  const labels = all && Object.hasOwn(all, language) ? all[language] : undefined;
  return labels ? { alertLabels: labels } : {};
}
