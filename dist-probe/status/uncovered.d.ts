import type { StatusReport } from './plan.js';
export interface UncoveredFolder {
    /** the folder, relative to the language folder, with a trailing `/` */
    folder: string;
    pages: number;
}
/** Top-level folders whose every row is "missing", in every language (two pages or more). */
export declare function uncoveredFolders(report: StatusReport): UncoveredFolder[];
