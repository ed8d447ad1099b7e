// The saved plan document, validated as a whole before anything is sent ("`apply --json` of
// a structurally malformed plan writes first, then crashes"; validated by zod like
// the config). Every problem is reported at once, each with its JSON path in the file.
import { z } from 'zod';
import { InputError } from '../errors.js';
import { ENTRY_TYPES, type Problem } from '../model.js';
import { HELD_EDITED, HELD_RENDERING, PLAN_KIND, PLAN_VERSION, type SyncPlan } from './types.js';

const text = z.string();
const nonEmpty = z.string().min(1);
const count = z.number().int().min(0);
// Ids are checked by the contract's rule, with its messages, in one place: apply/plan-guard.ts, which
// apply runs right after this structural check and before any request.
const recordId = nonEmpty;
const problem = z.looseObject({
  severity: z.enum(['error', 'warning']),
  file: text.optional(),
  line: count.optional(),
  column: count.optional(),
  message: text,
});
const push = z.looseObject({
  entryId: nonEmpty,
  type: z.enum(ENTRY_TYPES),
  language: nonEmpty,
  file: text,
  fields: z.record(text, text),
  remoteFingerprint: text,
  changes: z.array(z.looseObject({ field: nonEmpty, before: text.nullable(), after: text })),
});
// Version 2: the fields drift protection held, with their local values (apply --force).
const held = z.looseObject({
  entryId: nonEmpty,
  type: z.enum(ENTRY_TYPES),
  language: nonEmpty,
  file: text,
  source: text.optional(),
  field: nonEmpty,
  local: text,
  remote: text,
  reason: z.enum([HELD_EDITED, HELD_RENDERING]),
  remoteFingerprint: text,
  repoChanged: z.union([z.boolean(), z.literal('unknown')]).optional(),
});
// Version 3: creations, parents before children; a parent is an existing id or an earlier creation's ref.
const creation = z.looseObject({
  kind: z.enum(['collection', 'article']),
  ref: nonEmpty,
  externalId: nonEmpty,
  file: text,
  title: text,
  parent: z.looseObject({ id: recordId.optional(), ref: nonEmpty.optional(), path: text }).nullable(),
  draft: z.boolean().optional(),
  fields: z.record(text, text).optional(),
});
// Version 4: re-keys (an unscoped record's externalId replaced by its scoped one).
const rekey = z.looseObject({
  record: z.enum(['collection', 'article']),
  id: recordId,
  collectionId: recordId.optional(),
  file: text,
  from: z.string().regex(/^helpsync:/),
  to: z.string().regex(/^helpsync:[0-9a-f]{12}:/),
});
// Version 4: retirements (a deleted source's record, by the retire mode) and republications.
const retirement = z.looseObject({
  kind: z.enum(['collection', 'article']),
  id: recordId,
  file: text,
  title: text,
  collectionId: recordId.optional(),
  action: z.enum(['keep', 'unpublish', 'delete']),
  deletedIn: text,
});
const republication = z.looseObject({
  kind: z.enum(['collection', 'article']),
  id: recordId,
  file: text,
  title: text,
  collectionId: recordId.optional(),
});
const collectionRef = z.looseObject({ id: recordId, path: text });
const move = z.looseObject({
  articleId: recordId,
  file: text.optional(),
  ref: text,
  title: text.optional(),
  from: collectionRef,
  to: collectionRef,
});
// Loose objects: the plan is checked, never rewritten (fields a later version adds pass through).
const planSchema = z.looseObject({
  kind: z.literal(PLAN_KIND),
  version: z.union([z.literal(3), z.literal(PLAN_VERSION)]),
  createdAt: text,
  target: z.looseObject({ baseUrl: nonEmpty, project: nonEmpty }),
  sourceLanguage: nonEmpty,
  creations: z.array(creation).optional(),
  rekeys: z.array(rekey).optional(),
  retirements: z.array(retirement).optional(),
  republications: z.array(republication).optional(),
  moves: z.array(move),
  layout: z.looseObject({ listed: count, inPlace: count, unlisted: count }).optional(),
  languages: z.array(z.looseObject({ language: nonEmpty, pushes: z.array(push), unchanged: count, held: z.array(held) })),
  remoteOnly: z.looseObject({ entries: count, pairs: count, fields: count }),
  // listed, never applied
  blankBodies: z.array(z.looseObject({ entryId: nonEmpty, language: nonEmpty, file: nonEmpty })).optional(),
  warnings: z.array(problem),
  totals: z
    .looseObject({
      push: count,
      create: count,
      rekey: count.optional(),
      retire: count.optional(),
      move: count,
      held: count,
      conflicts: count,
    })
    .optional(),
});

/** The plan when the whole document is well formed; else an InputError naming each place (`file`: as shown). */
export function parsePlanDocument(doc: unknown, file: string): SyncPlan {
  const parsed = planSchema.safeParse(doc);
  const problems: Problem[] = [];
  const at = (p: readonly PropertyKey[]): string =>
    p
      .map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`))
      .join('')
      .replace(/^\./, '');
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 20)) {
      problems.push({ severity: 'error', file, message: `malformed plan: ${at(issue.path) || 'document'}: ${issue.message}` });
    }
    throw new InputError(problems);
  }
  // What the schema cannot say: each push's entry id names its type, in its language's list (the id
  // itself: plan-guard.ts).
  const typeOf = (entryId: string): string => (entryId.includes(':') ? entryId.slice(0, entryId.indexOf(':')) : '');
  parsed.data.languages.forEach((l, i) => {
    l.held.forEach((h, j) => {
      if (typeOf(h.entryId) !== h.type || h.language !== l.language) {
        problems.push({
          severity: 'error',
          file,
          message: `malformed plan: languages[${i}].held[${j}]: "${h.entryId}" does not fit its type or language`,
        });
      }
    });
    l.pushes.forEach((p, j) => {
      if (typeOf(p.entryId) !== p.type || p.language !== l.language) {
        const why = typeOf(p.entryId) !== p.type ? `its type is not "${p.type}"` : `its language is not "${l.language}"`;
        problems.push({ severity: 'error', file, message: `malformed plan: languages[${i}].pushes[${j}]: "${p.entryId}" ${why}` });
      }
    });
  });
  if (problems.length) throw new InputError(problems);
  return doc as SyncPlan;
}
