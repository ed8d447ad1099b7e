// The record-key scope's warning: a config written before scopes (no `scope:`) still works with the
// unscoped keys of before, and every run that binds files by externalId (no `entry:` line) or
// creates records says, once, how to add one: records bound by `entry:` lines are not at risk.
import path from 'node:path';
import type { Problem } from '../model.js';
import { runtime } from '../util/runtime.js';
import type { Config } from './config.js';

/** The command that gives a config its scope (operations/add-scope.ts). */
export const ADD_SCOPE_COMMAND = 'helpsync init --add-scope';

/** The one warning of a run whose config has no scope, or none. */
export function unscopedWarning(config: Config): Problem[] {
  if (config.scope) return [];
  const shown = path.relative(runtime().cwd(), config.configPath).split(path.sep).join('/');
  const flag = shown === 'config/helpsync.yaml' ? '' : ` --config ${shown}`;
  return [
    {
      severity: 'warning',
      kind: 'scope',
      file: shown,
      message:
        'no scope: this repository keys its records helpsync:<path>, which another repository syncing to the same project could take for its own; ' +
        `run \`${ADD_SCOPE_COMMAND}${flag}\` (one line added; the next sync re-keys the records)`,
    },
  ];
}
