import { LayoutCollections } from '../content/layout-collections.js';
import { layoutCreation } from '../apply/types.js';
/** `planned`: the collections this run creates from folders, by title path (a layout path may go through one). */
export function layoutTargets(input, problems, planned) {
    const paths = new LayoutCollections(input.collections, input.sourceLanguage, planned);
    const resolve = (placed, file) => {
        if (placed.id !== undefined) {
            const target = paths.byIdTarget(placed.id);
            if (!target) {
                problems.push({
                    severity: 'error',
                    file: input.show(file),
                    message: `the layout file places it in collection ${placed.id}, which does not exist`,
                });
            }
            return target;
        }
        const r = paths.resolve(placed.path ?? '');
        if (!r.ok)
            problems.push({
                severity: 'error',
                file: input.show(file),
                message: `not created: the layout file places it in "${placed.path ?? ''}": ${r.message}`,
            });
        return r.ok ? r.target : undefined;
    };
    return {
        targetOf: (path) => {
            const placed = input.placements?.get(path);
            return placed ? resolve(placed, path) : undefined;
        },
        get creations() {
            return paths.created.map(layoutCreation);
        },
    };
}
//# sourceMappingURL=placement.js.map