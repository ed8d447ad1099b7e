import { type InitValues } from '../init-ask.js';
import { type CommandContext, type GlobalArgs } from '../context.js';
/** The values init asks for or takes as flags (InitValues), and how it runs. */
export interface InitOptions extends InitValues {
    config: string;
    force: boolean;
    check: boolean;
    interactive: boolean;
}
export declare function runInit(opts: InitOptions, ctx: CommandContext): Promise<number>;
export interface InitArgs extends GlobalArgs {
    'base-url'?: string;
    project?: string;
    'source-language'?: string;
    'content-dir'?: string;
    languages?: string;
    layout?: string;
    'source-commit-key'?: string;
    'github-workflow'?: boolean;
    'drift-pull-request'?: boolean;
    'action-ref'?: string;
    force: boolean;
    check: boolean;
    interactive?: boolean;
}
/** The handler of `helpsync init` (cli/commands/init.ts loads this module when the command runs). */
export declare function handleInit(argv: InitArgs): Promise<void>;
