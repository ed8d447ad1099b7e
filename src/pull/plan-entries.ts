// The entries pull writes, as named pure steps: check what the platform sent, then the
// Markdown documents of each entry and the static-translation files.
import { isLanguageCode } from '../config/config.js';
import type { AlertLabels } from '../html/alerts.js';
import type { SiteName } from '../html/site-conventions.js';
import { convertHtmlToMarkdown } from '../html/to-markdown.js';
import { parseEntryId, type EntryType, type Problem, type RemoteEntry } from '../model.js';
import { markdownDocument, staticDocument } from './write-format.js';

export const STATIC_FILE = '_static.yaml';

/** field → language → text. Null-prototype maps: a key such as `__proto__` is a key like any other. */
export type FieldMap = Record<string, Record<string, string>>;

export interface PulledEntry {
  type: EntryType;
  id: string;
  fields: FieldMap;
}

export type PullFileKind = 'article' | 'collection' | 'emailtemplate' | 'static';

export interface PullFile {
  /** relative to the content folder, POSIX: de/getting-started/install.md */
  path: string;
  language: string;
  kind: PullFileKind;
  /** the entry a Markdown file is for (static files: none) */
  entryId?: string;
  content: string;
  /** the HTML body could not be written as Markdown that renders back equal (sync would push it) */
  inexact?: boolean;
}

const record = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/** Step 1: the platform's entries, checked; each problem names the entry. */
export function readEntries(list: readonly RemoteEntry[]): {
  entries: Map<string, PulledEntry>;
  languages: Set<string>;
  problems: Problem[];
} {
  const entries = new Map<string, PulledEntry>();
  const languages = new Set<string>();
  const problems: Problem[] = [];
  const report = (id: string, message: string, severity: Problem['severity'] = 'error'): void => {
    problems.push({ severity, message: `${id}: ${message}` });
  };
  for (const e of list) {
    const parsed = parseEntryId(e.id);
    if (!parsed) report(e.id, 'the platform listed an entry with a malformed id (expected <type>:<id>): not written');
    else if (parsed.type !== e.type)
      report(e.id, `the platform says type "${String(e.type)}" but the id says "${parsed.type}": not written`);
    else if (entries.has(e.id)) report(e.id, 'the platform listed this entry twice: the first one is written', 'warning');
    else {
      const fields = readFields(e, report, languages);
      if (fields) entries.set(e.id, { type: parsed.type, id: parsed.id, fields });
    }
  }
  return { entries, languages, problems };
}

function readFields(
  e: RemoteEntry,
  report: (id: string, m: string, s?: Problem['severity']) => void,
  languages: Set<string>,
): FieldMap | undefined {
  const fields = record<Record<string, string>>();
  let bad = false;
  for (const [field, byLang] of Object.entries(e.fields ?? {})) {
    if (byLang === null || typeof byLang !== 'object') {
      report(e.id, `field "${field}" is not a map of language to text`);
      bad = true;
      continue;
    }
    for (const [lang, value] of Object.entries(byLang as Record<string, unknown>)) {
      if (typeof value !== 'string') {
        report(e.id, `field "${field}" in "${lang}" is not text`);
        bad = true;
      } else if (!isLanguageCode(lang)) {
        report(e.id, `language "${lang}" is not a language code: its "${field}" is not written`, 'warning');
      } else {
        (fields[field] ??= record<string>())[lang] = value;
        languages.add(lang);
      }
    }
  }
  return bad ? undefined : fields;
}

/** The front matter keys (and body) each entry type's file holds. */
export function fileFieldsOf(type: EntryType): readonly string[] {
  if (type === 'article') return ['title', 'description', 'content'];
  if (type === 'collection') return ['title', 'description'];
  return ['subject', 'content'];
}

export interface EntryDocumentInput {
  entryId: string;
  entry: PulledEntry;
  /** relative to the language folder */
  rel: string;
  language: string;
  sourceLanguage: string;
  alertLabels?: AlertLabels;
  /** config `site:`: the body's Markdown must render back under the generator's conventions */
  site?: SiteName;
  /** the source file is bound by the record's externalId (a page helpsync created): it carries no `entry` */
  keyed?: boolean;
}

/** Step: one entry's file in one language (the source language's carries `entry`, unless the file is keyed). */
export function entryDocument(input: EntryDocumentInput, problems: Problem[]): PullFile {
  const { entry, language: lang, entryId } = input;
  const text = (k: string): string | undefined => {
    const v = entry.fields[k]?.[lang];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };
  const entryLine: [string, string | undefined] = ['entry', lang === input.sourceLanguage && input.keyed !== true ? entryId : undefined];
  let body = '';
  let inexact = false;
  const html = entry.type === 'collection' ? undefined : entry.fields.content?.[lang];
  if (html !== undefined && html.trim() !== '') {
    const converted = convertHtmlToMarkdown(html, {
      ...(input.alertLabels ? { alertLabels: input.alertLabels } : {}),
      ...(input.site ? { site: input.site } : {}),
    });
    body = converted.markdown;
    inexact = !converted.exact;
  }
  const front: [string, string | undefined][] =
    entry.type === 'emailtemplate'
      ? [entryLine, ['subject', text('subject')]]
      : [entryLine, ['title', text('title')], ['description', text('description')]];
  const file: PullFile = {
    path: `${lang}/${input.rel}`,
    language: lang,
    kind: entry.type as Exclude<EntryType, 'statictranslation'>,
    entryId,
    content: markdownDocument(front, body),
  };
  if (inexact) {
    file.inexact = true;
    problems.push({
      severity: 'warning',
      file: file.path,
      message: `${entryId}: the content's HTML has no exact Markdown form here; "helpsync sync" will push it back as rendered from this file`,
    });
  }
  return file;
}

/** Step: `<language>/_static.yaml` for every language with static translations. */
export function staticFiles(sorted: readonly [string, PulledEntry][], languages: readonly string[], problems: Problem[]): PullFile[] {
  const selected = new Set(languages);
  const byLanguage = new Map<string, Record<string, string>>();
  for (const [entryId, e] of sorted) {
    if (e.type !== 'statictranslation') continue;
    for (const [lang, value] of Object.entries(e.fields.value ?? {})) {
      if (!selected.has(lang) || value.trim() === '') continue;
      let values = byLanguage.get(lang);
      if (!values) byLanguage.set(lang, (values = record<string>()));
      values[e.id] = value;
    }
    for (const field of Object.keys(e.fields)) {
      if (field !== 'value')
        problems.push({ severity: 'warning', message: `${entryId}: field "${field}" has no place in ${STATIC_FILE}: not written` });
    }
  }
  const files: PullFile[] = [];
  for (const lang of languages) {
    const values = byLanguage.get(lang);
    if (values) files.push({ path: `${lang}/${STATIC_FILE}`, language: lang, kind: 'static', content: staticDocument(values) });
  }
  return files;
}
