/** Where every article will be: where it is now, except where a planned move takes it. */
export function placementAfter(now, moves) {
    const after = new Map(now);
    for (const m of moves)
        after.set(m.articleId, m.to.id);
    return after;
}
const idOf = (entryId) => entryId.slice(entryId.indexOf(':') + 1);
/**
 * Parents from the platform; a collection the repo does not have but that holds (or is above)
 * one of its pages appears as a node without a page. Returns the top of the tree and the articles
 * in no collection.
 */
export function arrangeOnPlatform(collections, articles, placement, folders) {
    const records = new Map(placement.collections.map((c) => [c.id, c]));
    const order = new Map(placement.collections.map((c, i) => [c.id, i]));
    const remoteOnly = new Map();
    const top = [];
    const placed = new Set();
    /** The site's node for a platform collection id, its ancestors placed first (a cycle ends at the top). */
    const nodeOf = (id, seen = new Set()) => {
        const entryId = `collection:${id}`;
        let c = collections.get(entryId) ?? remoteOnly.get(id);
        const record = records.get(id);
        if (!c) {
            if (!record)
                return undefined;
            c = { entryId, folder: '', children: [], articles: [], pairs: new Map(), remoteTitles: record.title };
            remoteOnly.set(id, c);
        }
        if (!placed.has(c)) {
            placed.add(c);
            seen.add(id);
            const parent = record
                ? record.parentId !== null && !seen.has(record.parentId)
                    ? nodeOf(record.parentId, seen)
                    : undefined
                : folders.ofCollection(c);
            attach(c, parent, top);
        }
        return c;
    };
    const repoCollections = [...collections.values()].sort((a, b) => (order.get(idOf(a.entryId)) ?? Infinity) - (order.get(idOf(b.entryId)) ?? Infinity) || a.folder.localeCompare(b.folder));
    for (const c of repoCollections)
        nodeOf(idOf(c.entryId));
    const loose = [];
    for (const a of [...articles.values()].sort((x, y) => x.rel.localeCompare(y.rel))) {
        const at = placement.articles.get(idOf(a.entryId));
        const c = at !== undefined ? nodeOf(at) : folders.ofArticle(a);
        if (c) {
            a.collection = c;
            c.articles.push(a);
        }
        else
            loose.push(a);
    }
    return { top, loose };
}
function attach(c, parent, top) {
    if (parent && parent !== c) {
        c.parent = parent;
        parent.children.push(c);
    }
    else
        top.push(c);
}
//# sourceMappingURL=placed.js.map