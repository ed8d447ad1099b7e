// The run policy: what `--force [GLOB]`, `--no-history` and `--languages` mean, decided once, here,
// for every command that takes them (sync, plan, apply, layout, pull, pull --drifted, status). The
// commands and operations receive the decisions, never the flags, so a flag cannot mean one thing
// in one command and another elsewhere. PURE: flags and the environment in, decisions out.
import type { Problem } from '../model.js';
import { isLanguageCode } from '../contract/language.js';
import { underCi } from '../util/ci.js';

/** `--force`: nothing forced, every held field, or the held fields of files matching the globs. */
export type ForceDecision = { kind: 'none' } | { kind: 'all' } | { kind: 'globs'; globs: string[] };

export interface HistoryDecision {
  /** read Git history (drift protection, link hints, creation bindings) */
  read: boolean;
  /** why it is not read, for messages: the flag that turned it off */
  offBecause?: '--no-history' | '--force';
  /** under CI a content folder outside a Git work tree is an error, not a warning */
  ci: boolean;
}

export interface RunPolicy {
  force: ForceDecision;
  history: HistoryDecision;
  /**
   * `--languages`: exactly these languages, the source language only if listed (sync, plan, pull,
   * status alike). undefined: every language the repo (or, for pull, the platform) has.
   */
  languages?: string[];
}

export interface PolicyFlags {
  /** `--force` as yargs gives it: undefined (absent), '' (bare), or a comma-separated glob list */
  force?: string;
  /** `--history` (false for `--no-history`) */
  history?: boolean;
  /** `--languages`, possibly repeated and comma-separated */
  languages?: string[] | string;
}

export { underCi };

/** `--languages en,de --languages fr` → ['en', 'de', 'fr'] (order kept, duplicates dropped); nothing → undefined. */
export function splitList(values: string[] | string | undefined): string[] | undefined {
  if (values === undefined) return undefined;
  const list = (Array.isArray(values) ? values : [values])
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return list.length ? [...new Set(list)] : undefined;
}

/** `--force` → true, `--force 'a/**,b.md'` → the globs. */
export function decideForce(value: string | undefined): ForceDecision {
  if (value === undefined) return { kind: 'none' };
  const globs = splitList(value);
  return globs ? { kind: 'globs', globs } : { kind: 'all' };
}

/** The decisions for one run, with the problems of the flags themselves (bad language codes). */
export function decidePolicy(flags: PolicyFlags, env: NodeJS.ProcessEnv): { policy: RunPolicy; problems: Problem[] } {
  const force = decideForce(flags.force);
  const noHistory = flags.history === false;
  // Forcing every field needs no history: nothing is held, so nothing is explained from it.
  const read = !noHistory && force.kind !== 'all';
  const history: HistoryDecision = {
    read,
    ci: underCi(env),
    ...(read ? {} : { offBecause: noHistory ? ('--no-history' as const) : ('--force' as const) }),
  };
  const languages = splitList(flags.languages);
  const problems: Problem[] = (languages ?? [])
    .filter((l) => !isLanguageCode(l))
    .map((l) => ({ severity: 'error' as const, message: `--languages: "${l}" is not a language code such as de or pt-br` }));
  return { policy: { force, history, ...(languages ? { languages } : {}) }, problems };
}

/** The `--force` decision as the drift code takes it: true (all), globs, or undefined (none). */
export function forceOf(policy: Pick<RunPolicy, 'force'>): true | string[] | undefined {
  return policy.force.kind === 'all' ? true : policy.force.kind === 'globs' ? policy.force.globs : undefined;
}
