export interface ModuleGraph {
    /** absolute paths of the modules reached, sorted */
    modules: string[];
    /** `name@version` of every library reached (and their dependencies), sorted */
    libraries: string[];
}
/** Relative imports are followed; bare ones are libraries. Entries are absolute .js or .ts files. */
export declare function moduleGraph(entry: string | readonly string[]): ModuleGraph;
/** Hash of a module graph: module paths relative to `base`, their bytes, the libraries. */
export declare function hashGraph(graph: ModuleGraph, base: string, format: number): string;
/**
 * The analysis code's version: the graph of `content/analyze` (see the header) and of `html/compare`,
 * whose richTextHash the cache also keeps (computed by the planner, no longer by the analysis).
 * In the bundle (action/dist/, one flat folder) the same code is the entries worker.js (the
 * analysis) and compare.js with the chunks they import, libraries included in their bytes.
 */
export declare function analysisCodeVersion(format: number): string;
