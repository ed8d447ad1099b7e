import { type RunPolicy } from '../../config/policy.js';
import { type CommandContext, type GlobalArgs } from '../context.js';
export interface PreviewCliOptions {
    out?: string;
    offline: boolean;
    serve: boolean;
    port: number;
    policy: RunPolicy;
}
export declare function runPreview(opts: PreviewCliOptions, ctx: CommandContext): Promise<number>;
export interface PreviewArgs extends GlobalArgs {
    out?: string;
    offline: boolean;
    serve: boolean;
    port: number;
    languages?: string[];
}
/** The handler of `helpsync preview` (cli/commands/preview.ts loads this module when the command runs). */
export declare function handlePreview(argv: PreviewArgs): Promise<void>;
