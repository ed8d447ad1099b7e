import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import type { LayoutArgs } from '../run/layout.js';
export declare const layoutCommand: CommandModule<GlobalArgs, LayoutArgs>;
