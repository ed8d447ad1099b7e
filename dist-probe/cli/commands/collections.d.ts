import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import type { CollectionsArgs } from '../run/collections.js';
export declare const collectionsCommand: CommandModule<GlobalArgs, CollectionsArgs>;
