import { readPlacement } from '../client/placement.js';
export function needsDocIds(config) {
    return config.links?.articleUrl?.includes('{docId}') === true;
}
/** article record id → docId, for every article in a collection that has one. */
export async function readDocIds(client, placement) {
    const { docIds } = await (placement?.() ?? readPlacement(client));
    return docIds;
}
//# sourceMappingURL=doc-ids.js.map