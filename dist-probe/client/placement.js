/**
 * Lists the collections, then the articles of every collection. Those requests are started
 * together; they all pass through the client's one rate-limited queue, which decides how many run
 * at once.
 */
export async function readPlacement(client, signal) {
    signal?.throwIfAborted();
    const collections = await client.listCollections();
    signal?.throwIfAborted();
    const lists = await Promise.all(collections.map(async (c) => ({ id: c.id, articles: await client.listCollectionArticles(c.id) })));
    signal?.throwIfAborted();
    const placement = new Map();
    const duplicates = new Map();
    const docIds = new Map();
    const externalIds = new Map();
    const drafts = new Map();
    for (const { id, articles } of lists) {
        for (const a of articles) {
            if (a.docId !== undefined)
                docIds.set(a.id, a.docId);
            if (a.externalId !== undefined)
                externalIds.set(a.id, a.externalId);
            if (a.isDraft !== undefined)
                drafts.set(a.id, a.isDraft);
            const first = placement.get(a.id);
            if (first === undefined)
                placement.set(a.id, id);
            else if (first !== id)
                duplicates.set(a.id, [...(duplicates.get(a.id) ?? [first]), id]);
        }
    }
    return { collections, placement, duplicates, docIds, externalIds, drafts };
}
//# sourceMappingURL=placement.js.map