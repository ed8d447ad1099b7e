// The status operations (`helpsync status`, `--diff FILE`, `--bump FILE...`): which translations are
// current, outdated, missing, orphaned or without a base, from the content folder and its Git
// history alone (no request, no token); the source's change behind one translation; the base keys
// set to the source's last change. They compose status/ and print nothing: a long read's steps go to
// the reporter.
import { ExitError } from '../errors.js';
import type { Config } from '../config/config.js';
import type { StatusSelection } from '../status/files.js';
import { prepareStatus, type PreparedStatus } from '../status/status.js';
import type { SourceDiff } from '../status/diff.js';
import type { BumpOptions, BumpResult } from '../status/bump.js';

/** What the status operations need: the config (no target: status never talks to the platform) and a view for its steps. */
export interface StatusDeps {
  config: Config;
  reporter?: { step?: (doing: string) => void };
}

export interface StatusRunOptions extends StatusSelection {
  /** false: --no-history (only missing and orphaned) */
  history: boolean;
  /** environment for git (tests pass an isolated one) */
  env?: NodeJS.ProcessEnv;
}

export function translationStatus(opts: StatusRunOptions, deps: StatusDeps): Promise<PreparedStatus> {
  const step = deps.reporter?.step;
  return prepareStatus(deps.config, { ...opts, ...(step ? { onProgress: step } : {}) });
}

/** `status --diff FILE`: what changed in the source since the translation was made. */
export async function statusDiff(
  opts: { file: string; cwd: string; history: boolean; env?: NodeJS.ProcessEnv },
  deps: StatusDeps,
): Promise<SourceDiff> {
  if (!opts.history) throw new ExitError('--diff needs Git history; it cannot be combined with --no-history');
  const { diffForTranslation } = await import('../status/diff.js');
  return diffForTranslation(deps.config, { file: opts.file, cwd: opts.cwd, ...(opts.env ? { env: opts.env } : {}) });
}

/** `status --bump FILE...`: each translation's base key set to its source's last change (under the caller's lock). */
export async function statusBump(opts: BumpOptions & { history: boolean }, deps: StatusDeps): Promise<BumpResult[]> {
  if (!opts.history) throw new ExitError('--bump needs Git history; it cannot be combined with --no-history');
  const { bumpBaseKeys } = await import('../status/bump.js');
  const { history: _history, ...bump } = opts;
  return bumpBaseKeys(deps.config, bump);
}
