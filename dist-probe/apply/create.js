import { ApiError } from '../client/errors.js';
import { NEW_ID_PREFIX } from './types.js';
/** Runs every creation of the plan in order; resolves the placeholders of the plan in place. */
export async function applyCreations(plan, run) {
    const ids = new Map();
    const failedRefs = new Map();
    const results = [];
    for (const c of plan.creations ?? []) {
        const r = await createOne(plan, c, run, ids, failedRefs);
        if (r.id !== undefined)
            ids.set(c.ref, r.id);
        else
            failedRefs.set(c.ref, r.reason ?? r.status);
        if (r.status === 'failed' || r.status === 'refused')
            run.failed();
        results.push(r);
    }
    resolvePlaceholders(plan, ids, failedRefs);
    return results;
}
async function createOne(plan, c, run, ids, failedRefs) {
    const base = { kind: 'create', record: c.kind, externalId: c.externalId, file: c.file, title: c.title, status: 'skipped' };
    const stop = run.halted();
    if (stop)
        return { ...base, reason: stop };
    let parentId = null;
    if (c.parent) {
        parentId = c.parent.id ?? ids.get(c.parent.ref ?? '') ?? null;
        if (parentId === null) {
            const why = failedRefs.get(c.parent.ref ?? '') ?? 'not created';
            return { ...base, reason: `its collection "${c.parent.path}" was not created (${why})` };
        }
    }
    const lang = plan.sourceLanguage;
    const fields = c.fields ?? { title: c.title };
    try {
        if (run.checkStale && (await existsByNow(run.client, c, parentId))) {
            return { ...base, status: 'refused', reason: `a record with externalId ${c.externalId} exists on the platform by now: re-plan` };
        }
        const description = fields.description ? { description: { [lang]: fields.description } } : {};
        const title = { [lang]: fields.title ?? c.title };
        if (c.kind === 'collection') {
            const made = await run.client.createCollection({ title, ...description, parentId, externalId: c.externalId });
            return { ...base, status: 'done', id: made.record.id, ...(made.recovered ? { recovered: true } : {}) };
        }
        const made = await run.client.createArticle({
            collectionId: parentId,
            title,
            ...description,
            isDraft: c.draft ?? false,
            externalId: c.externalId,
        });
        const created = { ...base, id: made.record.id, ...(made.recovered ? { recovered: true } : {}) };
        try {
            await run.client.pushTranslation(`article:${made.record.id}`, lang, withLinks(fields, ids));
        }
        catch (err) {
            return { ...created, status: 'failed', reason: `created without content (the next run pushes it): ${reasonOf(err)}` };
        }
        return { ...created, status: 'done' };
    }
    catch (err) {
        return { ...base, status: 'failed', reason: reasonOf(err) };
    }
}
/** A saved plan is stale for this creation when its record exists by now (made by another run). */
async function existsByNow(client, c, parentId) {
    if (c.kind === 'collection')
        return (await client.findCollectionByExternalId(c.externalId)) !== undefined;
    return (await client.findArticleByExternalId(c.externalId, parentId ?? undefined)) !== undefined;
}
/**
 * Placeholders → ids: a creation's parent, moves, pushes (a push whose record was not created is
 * dropped from the plan and reported by the caller) and links to new pages inside pushed HTML.
 */
function resolvePlaceholders(plan, ids, failed) {
    const entry = (entryId) => {
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
/** Links to pages created in this run carry their placeholder (as written, or percent-encoded in a URL) until the page has an id. */
function withLinks(fields, ids) {
    const marks = [NEW_ID_PREFIX, encodeURIComponent(NEW_ID_PREFIX)];
    if (ids.size === 0 || !Object.values(fields).some((v) => marks.some((m) => v.includes(m))))
        return fields;
    const out = {};
    for (const [k, v] of Object.entries(fields)) {
        let text = v;
        for (const [ref, id] of ids)
            text = text.split(encodeURIComponent(ref)).join(id).split(ref).join(id);
        out[k] = text;
    }
    return out;
}
/** The platform's message for a 400 (it names the offending key), else the error's own words. */
function reasonOf(err) {
    if (err instanceof ApiError)
        return err.serverMessage ? `${err.message}` : err.message;
    return err instanceof Error ? err.message : String(err);
}
//# sourceMappingURL=create.js.map