// `helpsync collections [--json]`: the collection tree with ids and article counts, which is how a
// user finds the ids and paths to write in the layout file.
import { runCommand } from '../context.js';
import { JSON_DOC_VERSION, print, printJson } from '../output.js';
import { plural } from '../../report/text.js';
import { collectionPath, escapeTitle } from '../../content/collection-path.js';
import { escapeWorkflowCommand } from '../../util/escape.js';
import { readPlacement } from '../../client/placement.js';
import { ExitCode } from '../../errors.js';
/** Depth-first, in the platform's order; a collection whose parent is not listed counts as a root. */
export function collectionRows(collections, counts, sourceLanguage) {
    const ids = new Set(collections.map((c) => c.id));
    const children = new Map();
    for (const c of collections) {
        const parent = c.parentId !== null && ids.has(c.parentId) && c.parentId !== c.id ? c.parentId : null;
        const list = children.get(parent) ?? [];
        list.push(c);
        children.set(parent, list);
    }
    const rows = [];
    const seen = new Set();
    const walk = (parent, depth) => {
        for (const c of children.get(parent) ?? []) {
            if (seen.has(c.id))
                continue;
            seen.add(c.id);
            const t = c.title[sourceLanguage]?.trim();
            rows.push({
                id: c.id,
                parentId: c.parentId,
                depth,
                title: t ? t : null,
                path: collectionPath(collections, c.id, sourceLanguage),
                articles: counts.get(c.id) ?? 0,
            });
            walk(c.id, depth + 1);
        }
    };
    walk(null, 0);
    // A cycle in parent links leaves collections unreached: list them as roots rather than hide them.
    for (const c of collections) {
        if (!seen.has(c.id)) {
            seen.add(c.id);
            const t = c.title[sourceLanguage]?.trim();
            rows.push({ id: c.id, parentId: c.parentId, depth: 0, title: t ? t : null, path: c.id, articles: counts.get(c.id) ?? 0 });
        }
    }
    return rows;
}
export async function runCollections(opts, ctx) {
    const config = await ctx.config();
    const client = await ctx.client();
    const { collections, placement } = await readPlacement(client, ctx.signal);
    const counts = new Map();
    for (const collectionId of placement.values())
        counts.set(collectionId, (counts.get(collectionId) ?? 0) + 1);
    const rows = collectionRows(collections, counts, config.sourceLanguage);
    if (opts.json) {
        printJson({
            version: JSON_DOC_VERSION,
            kind: 'helpsync-collections',
            target: { baseUrl: client.baseUrl, project: client.project },
            sourceLanguage: config.sourceLanguage,
            collections: rows,
            totals: { collections: rows.length, articles: placement.size },
        });
        return ExitCode.ok;
    }
    if (rows.length === 0) {
        print('No collections on the platform. Create them there; helpsync only moves articles between existing collections.');
        return ExitCode.ok;
    }
    const lines = rows.map((r) => {
        const name = r.title === null ? `(no ${config.sourceLanguage} title)` : escapeWorkflowCommand(escapeTitle(r.title));
        const count = plural(r.articles, 'article');
        return `${'  '.repeat(r.depth)}${name}  [${r.id}]  ${count}`;
    });
    print(lines.join('\n'));
    print(`\n${plural(rows.length, 'collection')}, ${plural(placement.size, 'article')}. ` +
        `In a layout file, name a collection by "id:" or by "path:" (${config.sourceLanguage} titles from the top, joined by "/").`);
    return ExitCode.ok;
}
/** The handler of `helpsync collections` (cli/commands/collections.ts loads this module when the command runs). */
export function handleCollections(argv) {
    return runCommand(argv, (ctx) => runCollections({ json: argv.json }, ctx));
}
//# sourceMappingURL=collections.js.map