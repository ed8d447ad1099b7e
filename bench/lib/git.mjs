// Git for the benchmarks' generated repositories: no user or system config, a fixed identity and
// fixed dates (one hour per tick from 2024-01-01), so the same seed gives the same commits.
import { execFileSync } from 'node:child_process';

/** The identity and isolation every bench git process runs with (no dates). */
export const GIT_ISOLATED = Object.freeze({
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.test',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.test',
  LC_ALL: 'C',
});

/** A whole environment for git: PATH, HOME, the isolation above, and author/committer dates at `tick`. */
export function gitEnv(tick = 0, home = process.env.HOME) {
  const date = `@${1704067200 + tick * 3600} +0000`;
  return { PATH: process.env.PATH, HOME: home, ...GIT_ISOLATED, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
}

/** Runs git in `dir` at `tick`; returns its standard output. Throws (with git's stderr) on failure. */
export function git(dir, args, { tick = 0, home } = {}) {
  return execFileSync('git', args, {
    cwd: dir,
    env: gitEnv(tick, home),
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
