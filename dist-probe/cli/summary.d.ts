import type { Argv } from 'yargs';
export interface SummaryArgs {
    'summary-file'?: string;
}
/** `--summary-file PATH` for the commands that write a step summary (sync, plan, layout, status). */
export declare function summaryFileOption<T>(y: Argv<T>): Argv<T & SummaryArgs>;
/**
 * Appends `markdown` to GITHUB_STEP_SUMMARY (when set) and replaces `summaryFile` (when given)
 * atomically: a temp file in the same folder, then a rename, so a reader never sees half a report.
 */
export declare function writeSummary(markdown: string, summaryFile: string | undefined, env?: NodeJS.ProcessEnv): Promise<void>;
