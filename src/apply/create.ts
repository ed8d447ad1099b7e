// Creations, run first by the apply engine (apply.ts), in waves: collections level by level (a
// parent's wave before its children's), then every article at once, each wave as many at a time as
// the client runs (its queue owns the rate); each placeholder is resolved as its answer arrives. A new
// article's source-language title, description and body go in the creation itself: one request per
// new page (docs/platform-api.md "Creating articles and collections"). A body that links to a page
// not created yet cannot: the link's placeholder has no id before that page exists, so the body is
// pushed once every creation has run, with every link resolved (pushed earlier, it published the
// placeholder as a broken link until the next run). A failed or skipped push of it leaves the page
// "created without content": the next run finishes it, since the record is bound to its file by
// externalId. Each created id replaces its placeholder in the rest
// of the plan (parents of later creations, moves, pushes, and links to the page in pushed HTML).
// The client never sends a creation twice blindly (docs/platform-api.md "Creating articles and
// collections"); a saved plan's creation whose externalId exists by now is `already applied` when
// the record holds what it would write, else refused: re-plan. An answer that cannot be the new
// record (client/answer-check.ts) is refused with the file's pushes.
import type { PlatformClient } from '../client/types.js';
import { ApiError } from '../client/errors.js';
import { UntrustedAnswerError } from '../client/answer-check.js';
import type { Logger } from '../util/log.js';
import { fieldEqual } from '../html/compare.js';
import { runBounded } from './bounded.js';
import {
  ALREADY_APPLIED,
  fieldTexts,
  holdsPlaceholder,
  textOf,
  type Creation,
  type CreateResult,
  type FieldValue,
  type SyncPlan,
} from './types.js';

export interface CreationRun {
  client: PlatformClient;
  logger: Logger;
  /** why nothing new may start (interrupt, --max-errors), or undefined */
  halted: () => string | undefined;
  /** a failure counted toward --max-errors */
  failed: () => void;
  /** a saved plan: refuse a creation whose externalId exists by now */
  checkStale: boolean;
  /** called as each creation finishes (progress) */
  finished?: (r: CreateResult) => void;
  /** creations handed to the client at once (its concurrency); 1 when absent */
  window?: number;
}

/**
 * The creations in waves, plan order kept inside each: a collection waits for the wave of its parent
 * (when this plan creates the parent), articles come last, all in one wave.
 */
export function creationWaves(creations: readonly Creation[]): Creation[][] {
  const depth = new Map<string, number>();
  const waves: Creation[][] = [];
  const articles: Creation[] = [];
  for (const c of creations) {
    if (c.kind !== 'collection') {
      articles.push(c);
      continue;
    }
    // parents come before children in the plan: the parent's depth is known by now
    const d = c.parent?.ref !== undefined && depth.has(c.parent.ref) ? depth.get(c.parent.ref)! + 1 : 0;
    depth.set(c.ref, d);
    (waves[d] ??= []).push(c);
  }
  // a depth is one more than a depth already there: the collections' waves have no gaps
  if (articles.length > 0) waves.push(articles);
  return waves;
}

/** An article's fields the creation itself carries (title and description always, the body when resolved). */
const POST_FIELDS = new Set(['title', 'description', 'content']);

/** Runs every creation of the plan, wave by wave (creationWaves); resolves the placeholders of the plan in place. */
export async function applyCreations(plan: SyncPlan, run: CreationRun): Promise<CreateResult[]> {
  const ids = new Map<string, string>();
  const failedRefs = new Map<string, string>();
  const bodiesLater: { c: Creation; fields: Record<string, FieldValue | string> }[] = [];
  const byCreation = new Map<Creation, CreateResult>();
  const window = Math.max(1, run.window ?? 1);
  for (const wave of creationWaves(plan.creations ?? [])) {
    // what earlier waves made: a body linking to a page of this wave waits for the end, whichever
    // answer comes first (so the requests a plan makes do not depend on the answers' order)
    const before = new Map(ids);
    await runBounded(wave, window, async (c) => {
      const { result: r, bodyLater } = await createOne(plan, c, run, before, failedRefs);
      if (r.id !== undefined) ids.set(c.ref, r.id);
      else failedRefs.set(c.ref, r.reason ?? r.status);
      byCreation.set(c, r);
      if (bodyLater) bodiesLater.push({ c, fields: bodyLater });
      else {
        if (r.status === 'failed' || r.status === 'refused') run.failed();
        run.finished?.(r);
      }
    });
  }
  await runBounded(bodiesLater, window, async ({ c, fields }) => {
    const r = await pushBodyLater(plan.sourceLanguage, byCreation.get(c)!, withLinks(fields, ids), run);
    byCreation.set(c, r);
    if (r.status === 'failed') run.failed();
    run.finished?.(r);
  });
  resolvePlaceholders(plan, ids, failedRefs);
  // results in plan order, whatever order the answers came in
  return (plan.creations ?? []).map((c) => byCreation.get(c)!);
}

/** The body of a new page that linked to pages created after it, every link resolved now. */
async function pushBodyLater(
  lang: string,
  created: CreateResult,
  fields: Record<string, FieldValue | string>,
  run: CreationRun,
): Promise<CreateResult> {
  const withoutContent = (why: string): CreateResult => ({
    ...created,
    status: 'failed',
    reason: `created without content (the next run pushes it): ${why}`,
  });
  const stop = run.halted();
  if (stop) return withoutContent(stop);
  // a link to a page whose creation failed keeps its placeholder: never published as a link
  if (Object.values(fields).some((v) => typeof v === 'string' && holdsPlaceholder(v)))
    return withoutContent('it links to a page that was not created');
  try {
    await run.client.pushTranslation(`article:${created.id!}`, lang, fieldTexts(fields));
  } catch (err) {
    return withoutContent(reasonOf(err));
  }
  return { ...created, status: 'done' };
}

/** A creation's result; `bodyLater`: the fields to push once every creation has run (see the header). */
interface CreateOne {
  result: CreateResult;
  bodyLater?: Record<string, FieldValue | string>;
}

async function createOne(
  plan: SyncPlan,
  c: Creation,
  run: CreationRun,
  ids: ReadonlyMap<string, string>,
  failedRefs: ReadonlyMap<string, string>,
): Promise<CreateOne> {
  const base: CreateResult = { kind: 'create', record: c.kind, externalId: c.externalId, file: c.file, title: c.title, status: 'skipped' };
  const stop = run.halted();
  if (stop) return { result: { ...base, reason: stop } };
  let parentId: string | null = null;
  if (c.parent) {
    parentId = c.parent.id ?? ids.get(c.parent.ref ?? '') ?? null;
    if (parentId === null) {
      const why = failedRefs.get(c.parent.ref ?? '') ?? 'not created';
      return { result: { ...base, reason: `its collection "${c.parent.path}" was not created (${why})` } };
    }
  }
  const lang = plan.sourceLanguage;
  const fields = c.fields ?? { title: c.title };
  try {
    if (run.checkStale) {
      const found = await alreadyMade(run.client, c, parentId, lang, withLinks(fields, ids));
      if (found.id !== undefined)
        return {
          result: { ...base, status: 'done', id: found.id, reason: `${ALREADY_APPLIED}: ${c.kind} ${found.id} holds it; nothing sent` },
        };
      if (found.differs) {
        return {
          result: {
            ...base,
            status: 'refused',
            reason: `a record with externalId ${c.externalId} exists on the platform by now (${found.differs}): re-plan`,
          },
        };
      }
    }
    const description = fields.description ? { description: { [lang]: fields.description } } : {};
    const title = { [lang]: fields.title ?? c.title };
    if (c.kind === 'collection') {
      const made = await run.client.createCollection({ title, ...description, parentId, externalId: c.externalId });
      return { result: { ...base, status: 'done', id: made.record.id, ...(made.recovered ? { recovered: true } : {}) } };
    }
    const resolved = withLinks(fields, ids);
    const body = resolved.content === undefined ? undefined : textOf(resolved.content);
    // the body goes in the POST unless it still names a page this run has not created yet, and no
    // field is left that the POST cannot carry
    const others = Object.keys(resolved).some((k) => !POST_FIELDS.has(k));
    const inPost = body !== undefined && !holdsPlaceholder(body) && !others;
    const made = await run.client.createArticle({
      collectionId: parentId!,
      title,
      ...description,
      ...(inPost ? { content: { [lang]: body } } : {}),
      isDraft: c.draft ?? false,
      externalId: c.externalId,
    });
    const created = { ...base, id: made.record.id, ...(made.recovered ? { recovered: true } : {}) };
    const done: CreateResult = { ...created, status: 'done' };
    if (inPost || (body === undefined && !others)) return { result: done };
    return { result: done, bodyLater: resolved };
  } catch (err) {
    // an answer naming a record that is not the new one: nothing of the file is pushed anywhere
    if (err instanceof UntrustedAnswerError)
      return { result: { ...base, status: 'refused', reason: `${err.message}; none of its pushes was sent` } };
    return { result: { ...base, status: 'failed', reason: reasonOf(err) } };
  }
}

/**
 * A saved plan applied again: its record may exist by now (found by externalId). It was this plan's
 * when it holds what the creation would write (compared as the sync planner compares): `id`; made
 * or edited otherwise since: `differs` names the fields; not there: neither.
 */
async function alreadyMade(
  client: PlatformClient,
  c: Creation,
  parentId: string | null,
  lang: string,
  fields: Record<string, FieldValue>,
): Promise<{ id?: string; differs?: string }> {
  let id: string;
  let held: (field: string) => string | undefined;
  if (c.kind === 'collection') {
    const found = await client.findCollectionByExternalId(c.externalId);
    if (!found) return {};
    id = found.id;
    held = (field) => (field === 'title' ? found.title[lang] : field === 'description' ? found.description[lang] : undefined);
  } else {
    const found = await client.findArticleByExternalId(c.externalId, parentId ?? undefined);
    if (!found) return {};
    id = found.id;
    const entry = await client.getEntry(`article:${found.id}`, lang);
    held = (field) => entry?.fields[field]?.[lang];
  }
  const differ = Object.entries(fields)
    .filter(([field, value]) => !fieldEqual(field, textOf(value), held(field)))
    .map(([field]) => field);
  return differ.length === 0 ? { id } : { differs: `${differ.join(', ')} ${differ.length === 1 ? 'differs' : 'differ'}` };
}

/**
 * Placeholders → ids: a creation's parent, moves, pushes (a push whose record was not created is
 * dropped from the plan and reported by the caller) and links to new pages inside pushed HTML.
 */
function resolvePlaceholders(plan: SyncPlan, ids: ReadonlyMap<string, string>, failed: ReadonlyMap<string, string>): void {
  const entry = (entryId: string): string => {
    const i = entryId.indexOf(':');
    const id = ids.get(entryId.slice(i + 1));
    return id === undefined ? entryId : `${entryId.slice(0, i)}:${id}`;
  };
  for (const m of plan.moves) {
    m.articleId = ids.get(m.articleId) ?? m.articleId;
    m.to.id = ids.get(m.to.id) ?? m.to.id;
  }
  for (const lp of plan.languages) {
    for (const p of lp.pushes) {
      p.entryId = entry(p.entryId);
      p.fields = withLinks(p.fields, ids);
    }
  }
  void failed;
}

/**
 * Links to pages created in this run carry their placeholder (as written, or percent-encoded in a URL)
 * until the page has an id. A deferred body holds none (the sync keeps such a body's text).
 */
function withLinks<V extends FieldValue>(fields: Record<string, V>, ids: ReadonlyMap<string, string>): Record<string, V | string> {
  const marked = (v: V): boolean => typeof v === 'string' && holdsPlaceholder(v);
  if (ids.size === 0 || !Object.values(fields).some(marked)) return fields;
  const out: Record<string, V | string> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v !== 'string') {
      out[k] = v;
      continue;
    }
    let text: string = v;
    for (const [ref, id] of ids) text = text.split(encodeURIComponent(ref)).join(id).split(ref).join(id);
    out[k] = text;
  }
  return out;
}

/** The platform's message for a 400 (it names the offending key), else the error's own words. */
function reasonOf(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage ? `${err.message}` : err.message;
  return err instanceof Error ? err.message : String(err);
}
