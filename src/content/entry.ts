// What one Markdown file says, once its entry type is known (pure): the `entry` value read, and the
// (entry, language) pair built from its analysis. Used by the assemble step (assemble.ts).
import { ENTRY_TYPES, isValidRecordId, type EntryType } from '../model.js';
import type { MarkdownAnalysis } from './analyze.js';
import type { FrontMatterValue, LocalProblem } from './frontmatter.js';
import { STATIC_FILE, type LocalPair } from './types.js';
import { SECTION_DESCRIPTION_MAX, type SectionPages } from '../config/site.js';
import type { SectionProse } from './analyze.js';

/** Front matter keys each entry type pushes; `content` comes from the body. */
const FRONT_MATTER_KEYS: Record<Exclude<EntryType, 'statictranslation'>, readonly string[]> = {
  article: ['title', 'description'],
  collection: ['title', 'description'],
  emailtemplate: ['subject'],
};
/** Entry types whose Markdown body is pushed as `content`. */
export const BODY_TYPES: ReadonlySet<EntryType> = new Set(['article', 'emailtemplate']);

export function describeValue(v: FrontMatterValue): string {
  return v.kind === 'list' ? 'a list' : v.kind === 'map' ? 'a map' : 'an alias';
}

export type EntryRead = { ok: true; entryId: string; type: EntryType; line: number } | { ok: false; problem?: LocalProblem };

/** `entry` of a Markdown file: `{ ok: false }` when absent, with a problem when malformed. */
export function readEntry(v: FrontMatterValue | undefined): EntryRead {
  if (!v || v.kind === 'absent') return { ok: false };
  const fail = (line: number, message: string): EntryRead => ({ ok: false, problem: { severity: 'error', line, message } });
  if (v.kind !== 'text') return fail(v.line, `"entry" must be text such as article:<id>, not ${describeValue(v)}`);
  const value = v.value.trim();
  const line = v.line;
  const i = value.indexOf(':');
  const types = ENTRY_TYPES.filter((t) => t !== 'statictranslation').join(', ');
  if (i <= 0) return fail(line, `malformed entry "${value}": expected <type>:<id> with a type of ${types}`);
  const type = value.slice(0, i);
  const id = value.slice(i + 1);
  if (type === 'statictranslation') return fail(line, `static translations live in <language>/${STATIC_FILE}, not in Markdown files`);
  if (!(ENTRY_TYPES as readonly string[]).includes(type)) {
    return fail(line, `unknown entry type "${type}" in "${value}": expected one of ${types}`);
  }
  if (!isValidRecordId(id)) {
    return fail(line, id === '' ? `entry "${value}" has no id` : `invalid id "${id}" in entry "${value}": ids have no spaces or slashes`);
  }
  return { ok: true, entryId: `${type}:${id}`, type: type as EntryType, line };
}

/** The pair a Markdown file gives for its entry; problems go to `report`. Undefined when nothing is pushed. */
export function buildPair(
  entryId: string,
  type: EntryType,
  language: string,
  file: string,
  a: MarkdownAnalysis,
  report: (problems: LocalProblem[]) => void,
  sectionPages: SectionPages = 'skip',
): LocalPair | undefined {
  if (type === 'statictranslation') return undefined;
  const fields: Record<string, string> = {};
  let setAside: LocalPair['setAside'];
  const problems: LocalProblem[] = [];
  for (const key of FRONT_MATTER_KEYS[type]) {
    const v = a.fields[key];
    if (!v || v.kind === 'absent') continue;
    if (v.kind !== 'text') {
      problems.push({ severity: 'error', line: v.line, message: `"${key}" must be text, not ${describeValue(v)}` });
      continue;
    }
    const text = v.value.trim();
    // Empty text would clear the platform's value: helpsync never clears.
    if (text !== '') fields[key] = text;
  }
  if (type === 'collection' && a.sectionProse) problems.push(...sectionProse(a.sectionProse, fields, sectionPages));
  if (type === 'emailtemplate' && !('subject' in fields) && a.fields.title?.kind === 'text') {
    problems.push({
      severity: 'warning',
      line: a.fields.title.line,
      message: 'email templates have a "subject", not a "title": the title is not pushed',
    });
  }
  if (BODY_TYPES.has(type)) {
    if (a.content !== undefined) fields.content = a.content;
    else if (a.contentSetAside) setAside = { content: a.contentSetAside };
    problems.push(...a.linkWarnings);
    // `{{contact.firstName}}` is an email template's merge field, not stray template syntax
    if (type !== 'emailtemplate') problems.push(...(a.expressionWarnings ?? []));
  }
  report(problems);
  if (problems.some((p) => p.severity === 'error')) return undefined;
  if (Object.keys(fields).length === 0 && !setAside) return undefined;
  const pair: LocalPair = { entryId, type, language, file, fields, ...(setAside ? { setAside } : {}) };
  return pair;
}

/**
 * A section page's prose (a collection's body) under config `sectionPages`: never lost without a
 * word. `skip`: a `section-prose` warning (grouped: the summary counts the pages). `description`:
 * the prose's text is the description; the front matter's `description` wins when both are given
 * (written on purpose for the field), and the prose left out is warned about; longer than the
 * platform's field is an error naming the file (nothing of it is sent).
 */
function sectionProse(prose: SectionProse, fields: Record<string, string>, mode: SectionPages): LocalProblem[] {
  const warn = (message: string): LocalProblem[] => [{ severity: 'warning', line: prose.line, message, kind: 'section-prose' }];
  if (mode === 'skip') {
    return warn('section page prose is not pushed (sectionPages: skip; `description` makes it the collection\'s description)');
  }
  if (fields.description !== undefined) {
    return warn('section page prose is not pushed: front matter "description" is the collection\'s description (sectionPages: description)');
  }
  if (prose.text.length > SECTION_DESCRIPTION_MAX) {
    const message = `section page prose is ${prose.text.length} characters as text: a collection's description holds at most ${SECTION_DESCRIPTION_MAX} (sectionPages: description); shorten it or give front matter "description"`;
    return [{ severity: 'error', line: prose.line, message }];
  }
  fields.description = prose.text;
  return [];
}
