// Every command of the CLI, in the order --help lists them.
import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../context.js';
import { applyCommand } from './apply.js';
import { planCommand, syncCommand } from './sync.js';
import { layoutCommand } from './layout.js';
import { collectionsCommand } from './collections.js';
import { pullCommand } from './pull.js';
import { statsCommand } from './stats.js';
import { videosCommand } from './videos.js';
import { teamsCommand } from './teams.js';
import { engagementCommand } from './engagement.js';
import { emulatorCommand } from './emulator.js';

// Each module narrows its own argv type; yargs only needs the module shape here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const commands: CommandModule<GlobalArgs, any>[] = [
  syncCommand,
  planCommand,
  applyCommand,
  layoutCommand,
  collectionsCommand,
  pullCommand,
  statsCommand,
  videosCommand,
  teamsCommand,
  engagementCommand,
  emulatorCommand,
];
