import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import type { PreviewArgs } from '../run/preview.js';
export declare const previewCommand: CommandModule<GlobalArgs, PreviewArgs>;
