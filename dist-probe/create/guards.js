import { pathOf } from './types.js';
import { titleKey } from '../content/layout-collections.js';
export { titleKey };
export function titleCollisions(creations, input) {
    const claimed = new Set([...input.sourceFiles.map((f) => f.entryId), ...input.bindings.map((b) => b.entryId)]);
    const unclaimed = new Map();
    for (const [entryId, title] of input.titles) {
        if (claimed.has(entryId))
            continue;
        const key = `${entryId.slice(0, entryId.indexOf(':'))}\u0000${titleKey(title)}`;
        unclaimed.set(key, [...(unclaimed.get(key) ?? []), entryId]);
    }
    const problems = [];
    // a layout path's collections are checked against their siblings when the path is resolved
    for (const c of creations.filter((x) => x.file !== '')) {
        const same = unclaimed.get(`${c.kind}\u0000${titleKey(c.title)}`);
        if (!same)
            continue;
        problems.push({
            severity: 'error',
            file: input.show(pathOf(c)),
            message: `not created: the platform already has ${c.kind === 'article' ? 'an article' : 'a collection'} titled like it ` +
                `(${same.join(', ')}) that no file claims. If it is this page, run \`helpsync match\` to write its entry line; ` +
                'otherwise give the page another title',
        });
    }
    return problems;
}
//# sourceMappingURL=guards.js.map