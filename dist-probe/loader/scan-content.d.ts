import type { Problem } from '../model.js';
import { type ContentFiles } from '../content/assemble.js';
import type { LoadContentOptions } from '../content/types.js';
/** The scan's outcome: what to read, or problems that stop the load before anything is read. */
export interface Scanned {
    files: ContentFiles;
    /** `<language>/<rel>` → the real path to read */
    real: Map<string, string>;
    problems: Problem[];
    /** a refused file or folder: nothing is read */
    stop: boolean;
}
/** The scan step: language folders, --languages, the walk of each folder, --only. */
export declare function scanContent(opts: LoadContentOptions, contentDir: string, shownRoot: string): Promise<Scanned>;
