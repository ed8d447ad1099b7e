import { readPlacement } from '../client/placement.js';
import { parseEntryId } from '../model.js';
import { loadLayoutFile } from './load.js';
import { displayPath } from '../util/display-path.js';
import { planLayout } from './plan.js';
import { refProblems, resolveLayoutRefs, unplacedArticleIds } from './refs.js';
export async function prepareLayout(args) {
    const shown = displayPath(args.layoutFile);
    // The file first: a broken layout is reported before any request.
    const loaded = withoutCreated(await (args.loaded ?? loadLayoutFile(args.layoutFile)), args.created);
    // Refs that can be checked locally (a file that does not exist, a ref of the wrong kind) are
    // refused before any request too; only collections and placement need the platform.
    const layout = resolveLayoutRefs(loaded.spec, args.sourceFiles, args.sourceLanguage);
    const localProblems = refProblems(layout, shown);
    if (loaded.problems.some((p) => p.severity === 'error') || localProblems.length > 0) {
        return {
            creations: [],
            moves: [],
            summary: { listed: 0, inPlace: 0, unlisted: 0 },
            problems: [...loaded.problems, ...localProblems],
            collections: [],
        };
    }
    const { collections, placement, duplicates } = await (args.placement?.() ?? readPlacement(args.client, args.signal));
    const problems = [...loaded.problems];
    for (const [articleId, ids] of duplicates) {
        problems.push({
            severity: 'warning',
            file: shown,
            message: `article ${articleId} is listed by more than one collection (${ids.join(', ')}); using ${ids[0] ?? '?'} as its current collection`,
        });
    }
    const plan = planLayout({
        layout,
        layoutFile: shown,
        collections,
        placement,
        sourceLanguage: args.sourceLanguage,
        knownArticleIds: await knownArticles(args.client, layout, placement),
        ...(args.planned ? { planned: args.planned } : {}),
    });
    return { creations: plan.creations, moves: plan.moves, summary: plan.summary, problems: [...problems, ...plan.problems], collections };
}
/** The layout without the refs to pages this run creates, and without collections left with no article by that. */
function withoutCreated(loaded, created) {
    if (!created?.size)
        return loaded;
    const isCreated = (ref) => created.has(ref.replace(/\\/g, '/').replace(/^\/+/, ''));
    const collections = loaded.spec.collections
        .filter((c) => c.articles.length === 0 || !c.articles.every((a) => isCreated(a.ref)))
        .map((c) => ({ ...c, articles: c.articles.filter((a) => !isCreated(a.ref)) }));
    return { ...loaded, spec: { ...loaded.spec, collections } };
}
/**
 * Only when a listed article is in no collection: ask which articles exist, so the error can say
 * "does not exist" or "is in no collection" instead of both (one extra request, error path only).
 */
async function knownArticles(client, layout, placement) {
    if (unplacedArticleIds(layout, placement).length === 0)
        return undefined;
    const entries = await client.listEntries('article');
    return new Set(entries.map((e) => parseEntryId(e.id)).flatMap((p) => (p && p.type === 'article' ? [p.id] : [])));
}
//# sourceMappingURL=prepare.js.map