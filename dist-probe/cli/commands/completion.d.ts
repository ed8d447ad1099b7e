import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import { type Shell } from '../completion.js';
interface CompletionArgs extends GlobalArgs {
    shell?: Shell;
}
export declare const completionCommand: CommandModule<GlobalArgs, CompletionArgs>;
export {};
