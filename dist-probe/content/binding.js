export const EXTERNAL_ID_PREFIX = 'helpsync:';
/** A placeholder for the id a creation in this plan will get: `new:<externalId>`. */
export const NEW_ID_PREFIX = 'new:';
/** The folder a `_index.md` stands for (`a/b/_index.md` → `a/b`), or undefined for a page. */
export function indexFolder(path) {
    const parts = path.split('/');
    if (parts.pop() !== '_index.md')
        return undefined;
    return parts.join('/');
}
/** `helpsync:a/b/new.md` for a page, `helpsync:a/b/` for the folder of `a/b/_index.md`. */
export function externalIdOf(path) {
    const folder = indexFolder(path);
    return EXTERNAL_ID_PREFIX + (folder === undefined ? path : `${folder}/`);
}
/**
 * Binds each file to the record whose externalId names it, by its name now first (every file),
 * then by its former names (newest first). Records already claimed by an `entry:` line are skipped.
 */
export function bindByExternalId(files, records, formerNames, claimed) {
    const byKey = new Map();
    for (const r of records)
        if (r.externalId.startsWith(EXTERNAL_ID_PREFIX) && !byKey.has(r.externalId))
            byKey.set(r.externalId, r);
    const taken = new Set(claimed);
    const bound = new Map();
    const tryBind = (file, name) => {
        if (bound.has(file.path) || (indexFolder(name) === undefined) !== !file.isIndex)
            return;
        const record = byKey.get(externalIdOf(name));
        if (!record || taken.has(record.entryId) || (record.type === 'collection') !== file.isIndex)
            return;
        taken.add(record.entryId);
        const b = { path: file.path, entryId: record.entryId, type: record.type, externalId: record.externalId };
        if (name !== file.path)
            b.formerName = name;
        bound.set(file.path, b);
    };
    for (const f of files)
        tryBind(f, f.path);
    const depth = Math.max(0, ...files.map((f) => (formerNames.get(f.path) ?? []).length));
    for (let i = 0; i < depth; i++)
        for (const f of files)
            tryBind(f, formerNames.get(f.path)?.[i] ?? f.path);
    return files.flatMap((f) => bound.get(f.path) ?? []);
}
/** The platform's records that carry a helpsync externalId (collections, and articles from the per-collection lists). */
export function keyedRecords(collections, articleExternalIds) {
    return [
        ...collections.flatMap((c) => (c.externalId ? [{ entryId: `collection:${c.id}`, type: 'collection', externalId: c.externalId }] : [])),
        ...[...articleExternalIds].map(([id, externalId]) => ({ entryId: `article:${id}`, type: 'article', externalId })),
    ].filter((r) => r.externalId.startsWith(EXTERNAL_ID_PREFIX));
}
//# sourceMappingURL=binding.js.map