import { type CommandContext, type GlobalArgs } from '../context.js';
export interface LayoutOptions {
    dryRun: boolean;
    json: boolean;
    detailedExitcode: boolean;
    maxErrors?: number;
    /** also write the step summary's Markdown here */
    summaryFile?: string;
}
export declare const LAYOUT_DOC_KIND = "helpsync-layout";
export declare function runLayout(opts: LayoutOptions, ctx: CommandContext): Promise<number>;
export interface LayoutArgs extends GlobalArgs {
    'dry-run': boolean;
    json: boolean;
    'detailed-exitcode': boolean;
    'max-errors'?: number;
    'wait-lock'?: string;
    'summary-file'?: string;
}
/** The handler of `helpsync layout` (cli/commands/layout.ts loads this module when the command runs). */
export declare function handleLayout(argv: LayoutArgs): Promise<void>;
