// The kinds warnings are grouped by (report/warnings.ts): on stderr, in GitHub annotations, in the
// step summary and on the preview's changes page. A source may name its kind (Problem.kind, one of
// these ids); a warning that names none is classified by its message, in the order of this table,
// and one that matches nothing is `other`. A new kind of warning is a row here (an id, what it
// reads as, the messages it covers), never a grouping beside this one.
import type { Problem } from '../model.js';

export interface WarningKind {
  /** stable id: shown in the summary line, in --json (`kind`) and in annotations */
  id: string;
  /** the messages of this kind that name no kind themselves */
  match?: RegExp;
}

export const WARNING_KINDS: readonly WarningKind[] = [
  { id: 'template-syntax', match: /^template syntax / },
  { id: 'local-link', match: /^link to a local Markdown file |^relative image path / },
  { id: 'fragment', match: /^link to "#|^id ".*" is used by \d+ elements/ },
  { id: 'link', match: /^link |^image |left as written$/ },
  { id: 'alert', match: /^not an alert:/ },
  { id: 'no-source', match: /^no source-language file |^its source file .* names no entry|^key ".*" is not in / },
  { id: 'no-entry', match: /no "entry"/ },
  { id: 'history', match: /not in a Git work tree|shallow|uncommitted changes|^no base: / },
  {
    id: 'file-name',
    match: /its name holds a line break|outside a language folder|is not (one of the configured languages|a language code)/,
  },
  { id: 'line-breaks', match: /carriage returns only/ },
  // a section page's prose that is not pushed (content/entry.ts names this kind itself)
  { id: 'section-prose', match: /^section page prose / },
  { id: 'placement', match: /listed by more than one collection|collection tree|^moved from .* to another folder/ },
  { id: 'front-matter', match: /^"draft|^email templates|"entry:" key|^field "/ },
  { id: 'selection', match: /^--only / },
  { id: 'pull', match: /no exact Markdown form|not written/ },
  // config/scope.ts names this kind itself; the match classes the same words when they come without it
  { id: 'scope', match: /^no scope: / },
  { id: 'other' },
];

const BY_ID = new Map(WARNING_KINDS.map((k) => [k.id, k]));

/**
 * A kind of one construct's name (`template-syntax:param`, `template-syntax:<Tabs>`): under
 * `site:`, each unknown shortcode or component is a group of its own, so a site's 3,000 shortcodes
 * read as the few names they are. It sorts with `template-syntax`.
 */
const NAMED = /^(template-syntax):\S/;

/** The kind id of a warning: its own when it names a known one, else the first whose messages match. */
export function warningKindOf(p: Pick<Problem, 'kind' | 'message'>): string {
  if (p.kind !== undefined && (BY_ID.has(p.kind) || NAMED.test(p.kind))) return p.kind;
  for (const k of WARNING_KINDS) if (k.match?.test(p.message)) return k.id;
  return 'other';
}

/** The order kinds are shown in (the table's), for a stable report. */
export function warningKindRank(id: string): number {
  const base = NAMED.exec(id)?.[1] ?? id;
  const i = WARNING_KINDS.findIndex((k) => k.id === base);
  return i < 0 ? WARNING_KINDS.length : i;
}
