#!/usr/bin/env node
// npm's `prepack` (and `postpack` with --after-pack): empties dist/ (the build that follows starts clean), then records which repository
// and commit this package is built from in dist/build-info.json, for `helpsync init
// --github-workflow` to pin its action to. Only a clean work tree is recorded: a dirty one has no
// commit that holds what is packed, so it gets no file (and init then asks for --action-ref).
// The repository comes from package.json's `repository` or the `origin` remote, GitHub only.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUILD_INFO = 'build-info.json';

/** `owner/repo` from a GitHub URL or shorthand (github:owner/repo, git@github.com:owner/repo.git), else undefined. */
export function githubRepository(url) {
  if (typeof url !== 'string') return undefined;
  const m =
    /^(?:github:)?([\w.-]+)\/([\w.-]+?)(?:\.git)?$/.exec(url) ??
    /^(?:git\+)?(?:https?|ssh|git):\/\/(?:[^@/]+@)?github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(url) ??
    /^git@github\.com:([\w.-]+)\/([\w.-]+?)(?:\.git)?$/.exec(url);
  return m ? `${m[1]}/${m[2]}` : undefined;
}

function git(cwd, args) {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** What to record for the tree at `root`, or why nothing is recorded. */
export function buildRecord(root) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const repoUrl = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  const repository = githubRepository(repoUrl) ?? githubRepository(git(root, ['remote', 'get-url', 'origin']));
  if (!repository) return { reason: 'no GitHub repository (package.json "repository" or the origin remote)' };
  const commit = git(root, ['rev-parse', 'HEAD']);
  if (!commit || !/^[0-9a-f]{40}$/.test(commit)) return { reason: 'not a Git work tree with a commit' };
  const status = git(root, ['status', '--porcelain', '--untracked-files=normal']);
  if (status === undefined || status !== '') return { reason: 'the work tree has uncommitted changes' };
  return { record: { repository, commit, version: pkg.version } };
}

/** prepack: a clean dist/, with the record when there is one. */
export function recordBuild(root) {
  const dist = path.join(root, 'dist');
  rmSync(dist, { recursive: true, force: true });
  const r = buildRecord(root);
  if (!r.record) {
    console.error(`helpsync: build not recorded (${r.reason}): \`helpsync init --github-workflow\` will need --action-ref`);
    return r;
  }
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, BUILD_INFO), `${JSON.stringify(r.record, null, 2)}\n`);
  console.error(`helpsync: recorded ${r.record.repository}@${r.record.commit} in dist/${BUILD_INFO}`);
  return r;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  // postpack: the record belongs to the tarball; the dist/ left behind is a working build again.
  if (process.argv[2] === '--after-pack') rmSync(path.join(root, 'dist', BUILD_INFO), { force: true });
  else recordBuild(root);
}
