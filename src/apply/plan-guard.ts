// What a saved plan may send, checked before apply's first request: a plan file is input
// like any other (edited, made by another version, or by a run with another token). Every id it
// would put in a path follows the contract's rule (a dot segment or control character would address
// another path), and no value it would publish holds the token. Structural types only: layer 0
// cannot import the plan's types, and a saved plan is untrusted until checked anyway.
import { RECORD_KEYS, keysFor } from '../content/binding.js';
import { checkRecordId } from '../contract/ids.js';
import type { Problem } from '../model.js';
import { secretProblems } from '../util/redact.js';
import { fieldTexts, type FieldValue } from './types.js';

export interface GuardedPlan {
  /** a re-key's `file` is under this folder of the content folder (`en/guide/a.md`) */
  sourceLanguage?: string;
  languages: { pushes: { entryId: string; language: string; file: string; fields: Record<string, FieldValue> }[] }[];
  moves: { articleId: string; from: { id: string }; to: { id: string } }[];
  /** creations: their refs (`new:<externalId>`) stand for ids until apply creates them */
  creations?: {
    kind: string;
    ref: string;
    externalId: string;
    parent: { id?: string; ref?: string } | null;
    fields?: Record<string, string>;
  }[];
  /** re-keys: an unscoped externalId `from` of this repository's becomes its scoped `to` */
  rekeys?: { record: string; id: string; collectionId?: string; file: string; from: string; to: string }[];
  /** retirements and republications: an id (and an article's collection) in a request path each */
  retirements?: { kind: string; id: string; collectionId?: string }[];
  republications?: { kind: string; id: string; collectionId?: string }[];
}

/** Any Unicode control character (C0, DEL, C1), NUL included. */
const CONTROL = /\p{Cc}/u;

/** Why an entry id `<type>:<id>` may not go into a request path, or undefined. */
function entryIdProblem(entryId: string): string | undefined {
  const i = entryId.indexOf(':');
  if (i <= 0) return `invalid entry id ${JSON.stringify(entryId)}: expected <type>:<id>`;
  const type = entryId.slice(0, i);
  const id = entryId.slice(i + 1);
  // A static key is a dotted name (launcher.title), not a record id; it shares the path segment with
  // its type prefix, so it can never be a dot segment, but a control character is still refused.
  if (type === 'statictranslation') {
    return id === '' || CONTROL.test(id) ? `invalid entry id ${JSON.stringify(entryId)}: empty or with control characters` : undefined;
  }
  const p = checkRecordId(id);
  return p ? `entry ${type}: ${p}` : undefined;
}

const LAYOUT_HEAD = RECORD_KEYS.ofLayout('');

/** Why a re-key may not be applied with this config's `scope`, or undefined. */
function rekeyProblem(
  r: NonNullable<GuardedPlan['rekeys']>[number],
  scope: string | undefined,
  sourceLanguage?: string,
): string | undefined {
  if (r.record !== 'article' && r.record !== 'collection') return `unknown record kind ${JSON.stringify(r.record)}`;
  const idWhy = checkRecordId(r.id) ?? (r.collectionId !== undefined ? checkRecordId(r.collectionId) : undefined);
  if (idWhy) return idWhy;
  if (!scope) return 'this config has no scope, so nothing is re-keyed';
  if (typeof r.from !== 'string' || !RECORD_KEYS.owns(r.from) || CONTROL.test(r.from))
    return `from ${JSON.stringify(r.from)} is not an unscoped key (helpsync:<path>)`;
  // The only re-key there is: the key this config's scope gives the file the re-key names (its name
  // now: the unscoped `from` may carry a former one), or a layout collection's same path; any other
  // `to` would bind the record to another path or hand it to another repository's scope. The keys
  // are minted as the planner mints them (content/binding.ts).
  const keys = keysFor(scope);
  // the planner names the file as the content folder has it (`en/guide/a.md`); its key names the path under `en/`
  const head = sourceLanguage ? `${sourceLanguage}/` : '';
  const rel = head && r.file.startsWith(head) ? r.file.slice(head.length) : r.file;
  const expected = r.from.startsWith(LAYOUT_HEAD) ? keys.ofLayout(r.from.slice(LAYOUT_HEAD.length)) : keys.ofFile(rel);
  if (r.to !== expected) return `to ${JSON.stringify(r.to)} is not ${JSON.stringify(expected)} (this config's scope)`;
  return undefined;
}

/**
 * Every problem of the plan read from `file` that must stop apply before any request. `scope` is
 * the config's record-key scope: a re-key must put exactly it into its unscoped key.
 */
export function planGuardProblems(file: string, plan: GuardedPlan, scope?: string): Problem[] {
  const problems: Problem[] = [];
  const error = (message: string): void => void problems.push({ severity: 'error', file, message });
  const pushes = plan.languages.flatMap((l) => l.pushes);
  const refs = new Set((plan.creations ?? []).map((c) => c.ref));
  const collectionRefs = new Set((plan.creations ?? []).filter((c) => c.kind === 'collection').map((c) => c.ref));
  for (const c of plan.creations ?? []) {
    if (c.ref !== `new:${c.externalId}`) error(`creation of ${JSON.stringify(c.externalId)}: its ref must be "new:" + its externalId`);
    if (c.parent?.id !== undefined && checkRecordId(c.parent.id))
      error(`creation of ${JSON.stringify(c.externalId)}: parent ${checkRecordId(c.parent.id)}`);
    if (c.parent?.ref !== undefined && !refs.has(c.parent.ref))
      error(`creation of ${JSON.stringify(c.externalId)}: its parent ${c.parent.ref} is not created by this plan`);
  }
  for (const p of pushes) {
    if (refs.has(p.entryId.slice(p.entryId.indexOf(':') + 1))) continue;
    const why = entryIdProblem(p.entryId);
    if (why) error(`push for ${JSON.stringify(p.language)}: ${why}`);
  }
  for (const m of plan.moves) {
    for (const [what, id] of [
      ['article', m.articleId],
      ['from collection', m.from.id],
      // a collection this plan creates: its placeholder until apply has its id
      ...(collectionRefs.has(m.to.id) ? [] : [['to collection', m.to.id] as const]),
    ] as const) {
      const why = checkRecordId(id);
      if (why) error(`move of ${what}: ${why}`);
    }
  }
  for (const r of plan.rekeys ?? []) {
    const why = rekeyProblem(r, scope, plan.sourceLanguage);
    if (why) error(`re-key of ${r.record} ${JSON.stringify(r.id)}: ${why}`);
  }
  for (const r of [...(plan.retirements ?? []), ...(plan.republications ?? [])]) {
    // an article's update and delete name its collection: both go into the path
    const why = checkRecordId(r.id) ?? (r.kind === 'article' ? checkRecordId(r.collectionId ?? '') : undefined);
    if (why) error(`retirement of ${r.kind} ${JSON.stringify(r.id)}: ${why}`);
  }
  problems.push(
    ...secretProblems([
      ...pushes.map((p) => ({ file, fields: fieldTexts(p.fields), what: `of ${p.entryId} (${p.language}, from ${p.file})` })),
      ...(plan.creations ?? []).map((c) => ({ file, fields: c.fields ?? {}, what: `of the new ${c.externalId}` })),
    ]),
  );
  return problems;
}
