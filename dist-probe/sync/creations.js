import { escapeTitle } from '../content/collection-path.js';
/** The remote listing as the planner sees it: every placeholder is an entry with no value yet. */
export function withPlaceholders(remote, creations) {
    return [...remote, ...creations.map((c) => ({ id: `${c.kind}:${c.ref}`, type: c.kind, fields: {} }))];
}
/** The source-language pushes of new records become their creations' fields; bindings are listed. */
export function attachCreations(plan, reads, local) {
    const { creations } = reads.plan;
    const source = plan.languages.find((l) => l.language === plan.sourceLanguage);
    const byEntry = new Map(creations.map((c) => [`${c.kind}:${c.ref}`, c]));
    if (source) {
        source.pushes = source.pushes.filter((p) => {
            const c = byEntry.get(p.entryId);
            if (c)
                c.fields = { ...p.fields };
            return !c;
        });
    }
    for (const c of creations) {
        // a page whose fields did not load (its own warning says why) is created with its title only
        if (!c.fields)
            c.fields = { title: c.title };
    }
    plan.creations = creations;
    if (reads.bindings.length > 0) {
        plan.bound = reads.bindings.map((b) => ({
            file: `${local.sourceLanguage}/${b.path}`,
            entryId: b.entryId,
            ...(b.formerName ? { createdAs: `${local.sourceLanguage}/${b.formerName}` } : {}),
        }));
    }
}
/**
 * The layout step's new collections (paths the layout names for existing articles) merged into the
 * creations: each path once (the same path gets the same ref from both), after every other
 * collection and before the articles. Parents stay first: a layout collection's parent is an
 * existing collection, a folder's new one or another layout collection made earlier on its path.
 */
export function mergeLayoutCollections(creations, layout) {
    const known = new Set(creations.map((c) => c.ref));
    const added = layout.filter((c) => !known.has(c.ref));
    const at = creations.filter((c) => c.kind === 'collection').length;
    return [...creations.slice(0, at), ...added, ...creations.slice(at)];
}
/** The collections this run creates from folders, by title path: the layout step goes through them. */
export function folderCollections(creations) {
    const out = new Map();
    for (const c of creations) {
        if (c.kind !== 'collection' || c.file === '')
            continue;
        const path = `${c.parent ? `${c.parent.path}/` : ''}${escapeTitle(c.title)}`;
        out.set(path, { ref: c.ref, path });
    }
    return out;
}
/**
 * Where the layout file places pages by file (`guide/new.md` under a collection's `id:` or `path:`):
 * a new page is created there. The layout's own problems are reported by the layout step.
 */
export async function layoutPlacements(layout) {
    const out = new Map();
    if (!layout)
        return out;
    const { spec, problems } = await layout;
    if (problems.some((p) => p.severity === 'error'))
        return out;
    for (const c of spec.collections) {
        for (const a of c.articles) {
            if (!a.ref.toLowerCase().endsWith('.md'))
                continue;
            const file = a.ref.replace(/\\/g, '/').replace(/^\/+/, '');
            if (!out.has(file))
                out.set(file, c.id !== undefined ? { id: c.id } : { path: c.path ?? '' });
        }
    }
    return out;
}
//# sourceMappingURL=creations.js.map