import { type CommandContext, type GlobalArgs } from '../context.js';
export interface MatchOptions {
    dryRun: boolean;
    json: boolean;
}
export declare const MATCH_DOC_KIND = "helpsync-match";
export declare function runMatch(opts: MatchOptions, ctx: CommandContext): Promise<number>;
export interface MatchArgs extends GlobalArgs {
    'dry-run': boolean;
    json: boolean;
}
/** The handler of `helpsync match` (cli/commands/match.ts loads this module when the command runs). */
export declare function handleMatch(argv: MatchArgs): Promise<void>;
