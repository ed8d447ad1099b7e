// `helpsync match`: pairs source-language files that have no `entry` with the platform's
// entries by title. Pure: local files and remote entries in, decisions out. Two passes: the exact
// title, then the normalised one the clone guard compares by (content/title-key.ts); a pairing that
// needed more than case and spacing is marked `loose`. A title that fits several entries, or an
// entry that several files fit, is listed as ambiguous and never guessed: one file, one record.
import type { EntryType, RemoteEntry } from '../model.js';
import { caseSpacingKey, titleKey } from '../content/title-key.js';

/** A source-language file without `entry`: what kind of entry it can be, and the text to match on. */
export interface UnmatchedFile {
  /** relative to the source-language folder, `/`-separated */
  file: string;
  /** `_index.md` → collection; a `title` → article; a `subject` only → emailtemplate */
  type: Extract<EntryType, 'article' | 'collection' | 'emailtemplate'>;
  /** the title (subject for an email template); undefined when the file has none */
  title?: string;
}

export interface MatchCandidate {
  entryId: string;
  title: string;
}

export type MatchDecision =
  | {
      kind: 'matched';
      file: string;
      entryId: string;
      title: string;
      how: 'exact' | 'normalised' | 'externalId';
      /** the titles differ in more than case and spacing (quotes, dashes, separators, a final stop) */
      loose?: true;
    }
  | { kind: 'ambiguous'; file: string; reason: string; candidates: MatchCandidate[] }
  | { kind: 'missing'; file: string; reason: string };

export interface MatchInput {
  files: UnmatchedFile[];
  remote: RemoteEntry[];
  sourceLanguage: string;
  /** entry ids that files already name: never offered again */
  claimed: ReadonlySet<string>;
}

/** The key `match` and the clone guard compare titles by (content/title-key.ts). */
export function normaliseTitle(title: string): string {
  return titleKey(title);
}

const titleField = (type: UnmatchedFile['type']): string => (type === 'emailtemplate' ? 'subject' : 'title');

interface Pool {
  byExact: Map<string, MatchCandidate[]>;
  byNormal: Map<string, MatchCandidate[]>;
}

function pools(input: MatchInput): Map<UnmatchedFile['type'], Pool> {
  const out = new Map<UnmatchedFile['type'], Pool>();
  for (const e of input.remote) {
    if (e.type !== 'article' && e.type !== 'collection' && e.type !== 'emailtemplate') continue;
    if (input.claimed.has(e.id)) continue;
    const title = e.fields[titleField(e.type)]?.[input.sourceLanguage];
    if (title === undefined || title.trim() === '') continue;
    let pool = out.get(e.type);
    if (!pool) out.set(e.type, (pool = { byExact: new Map(), byNormal: new Map() }));
    const c = { entryId: e.id, title };
    const add = (m: Map<string, MatchCandidate[]>, k: string): void => void m.set(k, [...(m.get(k) ?? []), c]);
    add(pool.byExact, title.trim());
    add(pool.byNormal, normaliseTitle(title));
  }
  return out;
}

/** One pass: files whose key finds exactly one candidate, unless that candidate is wanted by two files. */
function pass(
  files: UnmatchedFile[],
  lookup: (f: UnmatchedFile) => MatchCandidate[],
  taken: Set<string>,
  how: 'exact' | 'normalised',
): { decided: MatchDecision[]; rest: UnmatchedFile[] } {
  const wanted = new Map<string, UnmatchedFile[]>();
  const decided: MatchDecision[] = [];
  const rest: UnmatchedFile[] = [];
  const single = new Map<UnmatchedFile, MatchCandidate>();
  for (const f of files) {
    const found = lookup(f).filter((c) => !taken.has(c.entryId));
    if (found.length > 1) {
      decided.push({ kind: 'ambiguous', file: f.file, reason: `${found.length} entries have this ${how} title`, candidates: found });
    } else if (found.length === 1 && found[0]) {
      single.set(f, found[0]);
      wanted.set(found[0].entryId, [...(wanted.get(found[0].entryId) ?? []), f]);
    } else rest.push(f);
  }
  for (const [f, c] of single) {
    const rivals = wanted.get(c.entryId) ?? [];
    if (rivals.length > 1) {
      const others = rivals.filter((r) => r !== f).map((r) => r.file);
      decided.push({
        kind: 'ambiguous',
        file: f.file,
        reason: `${others.join(', ')} ${others.length > 1 ? 'have' : 'has'} the same title`,
        candidates: [c],
      });
    } else {
      const loose = how === 'normalised' && caseSpacingKey(f.title ?? '') !== caseSpacingKey(c.title);
      decided.push({ kind: 'matched', file: f.file, entryId: c.entryId, title: c.title, how, ...(loose ? { loose: true as const } : {}) });
    }
  }
  // An entry two files wanted stays unoffered in the next pass too: which file it belongs to is a guess.
  for (const d of decided) {
    if (d.kind === 'matched') taken.add(d.entryId);
    else if (d.kind === 'ambiguous' && d.candidates.length === 1 && d.candidates[0]) taken.add(d.candidates[0].entryId);
  }
  return { decided, rest };
}

/** The decision for every file, sorted by file. */
export function planMatch(input: MatchInput): MatchDecision[] {
  const byType = pools(input);
  const taken = new Set<string>();
  const out: MatchDecision[] = [];
  const titled: UnmatchedFile[] = [];
  for (const f of input.files) {
    if (f.title === undefined || f.title.trim() === '')
      out.push({ kind: 'missing', file: f.file, reason: `no ${titleField(f.type)} to match by` });
    else titled.push(f);
  }
  const exact = pass(titled, (f) => byType.get(f.type)?.byExact.get((f.title ?? '').trim()) ?? [], taken, 'exact');
  const normal = pass(exact.rest, (f) => byType.get(f.type)?.byNormal.get(normaliseTitle(f.title ?? '')) ?? [], taken, 'normalised');
  out.push(...exact.decided, ...normal.decided);
  for (const f of normal.rest) out.push({ kind: 'missing', file: f.file, reason: `no unclaimed ${f.type} has this ${titleField(f.type)}` });
  return out.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
