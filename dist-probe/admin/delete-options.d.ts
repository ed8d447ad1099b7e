import type { Argv } from 'yargs';
import type { DeleteOptions } from './delete.js';
export interface DeleteArgs {
    fromFile?: string;
    yes?: boolean;
    dryRun?: boolean;
    json?: boolean;
    backupDir?: string;
}
export declare function deleteOptions<T>(y: Argv<T>, noun: string): Argv<T & DeleteArgs>;
/** The parsed flags plus the ids from the positional arguments, as the delete engine takes them. */
export declare function deleteOptionsFromArgv(argv: DeleteArgs, ids: readonly unknown[] | undefined): DeleteOptions;
