// `helpsync status`, the pure part: file lists and what Git history said about each
// translation in, one state per (source page, language) out. No I/O: src/status/status.ts gathers
// the facts (the bulk history reads) and hands them here.

export const STATUS_STATES = ['current', 'outdated', 'missing', 'orphaned', 'no-base'] as const;
export type StatusState = (typeof STATUS_STATES)[number];

/** What the history said about one translation whose source exists. */
export type TranslationFact =
  /** compared: did the source's content change between merge-base(base, HEAD) and now */
  | { kind: 'compared'; base?: string; changed: boolean }
  /** the base key is absent, or names no commit of the repository (a warning with file and line) */
  | { kind: 'no-base'; reason: string; line?: number };

export interface StatusInput {
  sourceLanguage: string;
  /** the translation languages reported, in order (never the source language) */
  languages: readonly string[];
  /** source pages, relative to the source-language folder, `/`-separated (statusExclude and --only applied) */
  sourcePages: readonly string[];
  /** language → translation files relative to its folder (the same exclusions applied) */
  translations: ReadonlyMap<string, readonly string[]>;
  /** `<language>/<path>` → fact; absent for every translation when there is no history */
  facts: ReadonlyMap<string, TranslationFact>;
  /** false: not a Git work tree, or --no-history: only missing and orphaned can be told */
  history: boolean;
  /** source path (relative to the source folder) that no longer exists → where history says it went */
  renames: ReadonlyMap<string, string>;
}

/** One file's state; paths relative to the content folder with `/` (`--json`). */
export interface StatusFile {
  file: string;
  language: string;
  source: string;
  state: StatusState;
  /**
   * current/outdated: the commit the comparison started from (the one the translation names, or its
   * last commit); absent for a translation with uncommitted changes without sourceCommitKey (made now)
   */
  base?: string;
  /** orphaned: the source's path now, when history shows it was renamed (fix: `git mv file <that path in the language>`) */
  renamedTo?: string;
  /** no-base: why, and the front matter line when there is one */
  reason?: string;
  line?: number;
}

export interface LanguageStatus {
  language: string;
  sourcePages: number;
  /** null without history: not known */
  current: number | null;
  outdated: number | null;
  missing: number;
  orphaned: number;
  noBase: number | null;
}

export interface StatusReport {
  sourceLanguage: string;
  history: boolean;
  languages: LanguageStatus[];
  /** every file with a known state, per language in order, then by path; without history only missing and orphaned */
  files: StatusFile[];
}

export function planStatus(input: StatusInput): StatusReport {
  const src = input.sourceLanguage;
  const sources = new Set(input.sourcePages);
  const languages: LanguageStatus[] = [];
  const files: StatusFile[] = [];
  for (const language of input.languages) {
    const counts: LanguageStatus = {
      language,
      sourcePages: sources.size,
      current: input.history ? 0 : null,
      outdated: input.history ? 0 : null,
      missing: 0,
      orphaned: 0,
      noBase: input.history ? 0 : null,
    };
    const existing = input.translations.get(language) ?? [];
    const present = new Set(existing);
    const rows: StatusFile[] = [];
    for (const page of input.sourcePages) {
      if (!present.has(page)) rows.push({ file: `${language}/${page}`, language, source: `${src}/${page}`, state: 'missing' });
    }
    for (const rel of existing) {
      const row = translationRow(input, language, rel, sources.has(rel));
      if (row) rows.push(row);
    }
    rows.sort((a, b) => comparePaths(a.file, b.file));
    for (const r of rows) count(counts, r.state);
    languages.push(counts);
    files.push(...rows);
  }
  return { sourceLanguage: src, history: input.history, languages, files };
}

function translationRow(input: StatusInput, language: string, rel: string, hasSource: boolean): StatusFile | undefined {
  const base = { file: `${language}/${rel}`, language, source: `${input.sourceLanguage}/${rel}` };
  if (!hasSource) {
    const to = input.renames.get(rel);
    return to === undefined ? { ...base, state: 'orphaned' } : { ...base, state: 'orphaned', renamedTo: `${input.sourceLanguage}/${to}` };
  }
  if (!input.history) return undefined;
  const fact = input.facts.get(base.file);
  if (!fact) throw new Error(`status: no history fact for ${base.file}`);
  if (fact.kind === 'no-base')
    return { ...base, state: 'no-base', reason: fact.reason, ...(fact.line !== undefined ? { line: fact.line } : {}) };
  return { ...base, state: fact.changed ? 'outdated' : 'current', ...(fact.base !== undefined ? { base: fact.base } : {}) };
}

function count(c: LanguageStatus, state: StatusState): void {
  if (state === 'missing') c.missing++;
  else if (state === 'orphaned') c.orphaned++;
  else if (state === 'current') c.current = (c.current ?? 0) + 1;
  else if (state === 'outdated') c.outdated = (c.outdated ?? 0) + 1;
  else c.noBase = (c.noBase ?? 0) + 1;
}

/**
 *: "translated %" = (current + outdated) / source pages, "up to date %" = current / source
 * pages. Without history only "translated" is known: the source pages that have a translation.
 * Percentages are floored, so 100% means every page (999 of 1,000 is 99%, not a rounded 100%).
 */
export function percentages(l: LanguageStatus): { translated: number; upToDate: number | null } {
  if (l.sourcePages === 0) return { translated: 100, upToDate: l.current === null ? null : 100 };
  const translated = l.current === null ? l.sourcePages - l.missing : l.current + (l.outdated ?? 0);
  const pct = (n: number) => Math.floor((100 * n) / l.sourcePages);
  return { translated: pct(translated), upToDate: l.current === null ? null : pct(l.current) };
}

/** The files in any of `states` (for --fail-on and --list). */
export function filesIn(report: StatusReport, states: readonly StatusState[]): StatusFile[] {
  const wanted = new Set(states);
  return report.files.filter((f) => wanted.has(f.state));
}

/** Parses a comma-separated state list; throws a message naming the bad value and the valid ones. */
export function parseStates(values: readonly string[], flag: string): StatusState[] {
  const out: StatusState[] = [];
  for (const v of values.flatMap((x) => x.split(',')).map((x) => x.trim())) {
    if (!v) continue;
    if (!(STATUS_STATES as readonly string[]).includes(v))
      throw new Error(`${flag}: unknown state "${v}" (use ${STATUS_STATES.join(', ')})`);
    if (!out.includes(v as StatusState)) out.push(v as StatusState);
  }
  return out;
}

/** Byte order of UTF-16 code units, the same everywhere (not locale-dependent). */
function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
