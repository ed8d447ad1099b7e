import type { Config } from '../config/config.js';
import type { StatusFile } from './plan.js';
export interface SourceDiff {
    row: StatusFile;
    /** unified diff text as git printed it (the caller escapes it); '' when the source did not change */
    diff: string;
    /** the commit the diff starts from */
    from?: string;
}
export declare function diffForTranslation(config: Config, opts: {
    file: string;
    cwd: string;
    env?: NodeJS.ProcessEnv;
}): Promise<SourceDiff>;
