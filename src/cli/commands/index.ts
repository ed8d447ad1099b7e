// Every command of the CLI, in the order --help lists them. These modules hold the yargs definitions
// only; each handler loads its command's code from ../run/ when it runs, so starting the CLI (and
// --help) loads none of it (the `status` goal of docs/performance.md).
import type { CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import { applyCommand } from './apply.js';
import { planCommand, syncCommand } from './sync.js';
import { layoutCommand } from './layout.js';
import { collectionsCommand } from './collections.js';
import { pullCommand } from './pull.js';
import { statusCommand } from './status.js';
import { statsCommand } from './stats.js';
import { videosCommand } from './videos.js';
import { teamsCommand } from './teams.js';
import { engagementCommand } from './engagement.js';
import { emulatorCommand } from './emulator.js';
import { matchCommand } from './match.js';
import { initCommand } from './init.js';
import { completionCommand } from './completion.js';
import { previewCommand } from './preview.js';
import { restoreCommand } from './restore.js';

// Each module narrows its own argv type; yargs only needs the module shape here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const commands: CommandModule<GlobalArgs, any>[] = [
  initCommand,
  syncCommand,
  planCommand,
  applyCommand,
  previewCommand,
  layoutCommand,
  collectionsCommand,
  pullCommand,
  statusCommand,
  matchCommand,
  restoreCommand,
  statsCommand,
  videosCommand,
  teamsCommand,
  engagementCommand,
  emulatorCommand,
  completionCommand,
];
