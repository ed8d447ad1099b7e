// action.yml, step "Open or update the drift pull request" (inputs `pull-request: true`, `command:
// pull`): after `helpsync pull --drifted`, runs `helpsync match`, then keeps ONE pull request on a
// fixed branch with what they wrote: opened, or updated (the branch force-pushed, title and body
// replaced); with nothing written, an open one is closed and its branch deleted. GitHub's REST API
// with the workflow's token (GITHUB_API_URL, GITHUB_REPOSITORY: set by the runner); the branch is
// pushed to `origin` with the credentials actions/checkout left in the repository's config.
// Exits non-zero when the pull request could not be kept (the job then fails); the token is never
// printed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { capBody, commandEnv, runHelpsync, setOutputs } from './outputs.mjs';

const TITLE = 'Platform edits to the help center';
const BOT_NAME = 'github-actions[bot]';
const BOT_EMAIL = '41898282+github-actions[bot]@users.noreply.github.com';
/** The commit's author and committer: the bot, whatever the job's environment sets. */
const BOT = { GIT_AUTHOR_NAME: BOT_NAME, GIT_AUTHOR_EMAIL: BOT_EMAIL, GIT_COMMITTER_NAME: BOT_NAME, GIT_COMMITTER_EMAIL: BOT_EMAIL };

function git(args, cwd, allowFail = false, env = {}) {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  if (r.status !== 0 && !allowFail) throw new Error(`git ${args[0]} failed: ${(r.stderr || r.stdout).trim()}`);
  return { ok: r.status === 0, out: (r.stdout ?? '').trim() };
}

/** The pull request's body: what came back, per file, and the conflicts left out. */
export function pullRequestBody({ drifted, changed }) {
  const files = Array.isArray(drifted?.files) ? drifted.files : [];
  const conflicts = Array.isArray(drifted?.conflicts) ? drifted.conflicts : [];
  const lines = [
    'Edits made on the platform since helpsync last pushed, brought back by `helpsync pull --drifted` and `helpsync match`.',
    'Review and merge them; the next sync then has nothing to hold.',
    '',
  ];
  if (files.length) {
    lines.push('| file | fields edited on the platform |', '| --- | --- |');
    for (const f of files) lines.push(`| \`${f.file}\` | ${(f.fields ?? []).join(', ')} |`);
    lines.push('');
  }
  const others = changed.filter((c) => !files.some((f) => c.endsWith(f.file)));
  if (others.length) lines.push('Also changed (the `entry:` lines `helpsync match` wrote):', ...others.map((c) => `- \`${c}\``), '');
  if (conflicts.length) {
    lines.push(
      '**Left out: changed on both sides** (the repository and the platform). Decide which value stays, edit the file, then sync:',
      ...conflicts.map((c) => `- \`${c.file}\`: ${c.field}${c.language ? ` (${c.language})` : ''}`),
      '',
    );
  }
  lines.push('<sub>Opened by the helpsync action; each run replaces this branch.</sub>');
  // under GitHub's limit however many files came back, and no title or file name mentions anyone
  return capBody(lines.join('\n'), 'every file is in this pull request\'s "Files changed"; the conflicts are in the job\'s log');
}

function api(base, token) {
  return async (method, route, body) => {
    const res = await fetch(`${base.replace(/\/$/, '')}${route}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/vnd.github+json',
        'x-github-api-version': '2022-11-28',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`GitHub API ${method} ${route}: ${res.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  };
}

async function runMatch(env) {
  const code = await runHelpsync(
    env.HELPSYNC_ACTION_PATH,
    ['match', '--config', env.INPUT_CONFIG || 'config/helpsync.yaml'],
    commandEnv(env),
  );
  if (code !== 0) throw new Error(`helpsync match exited with ${code}`);
}

async function main() {
  const env = process.env;
  const none = { 'pull-request-url': '', 'pull-request-number': '' };
  if ((env.INPUT_PULL_REQUEST || 'false').trim() !== 'true') return setOutputs(none);
  if ((env.INPUT_COMMAND || 'sync').trim() !== 'pull') throw new Error('pull-request: true needs command: pull (with args: --drifted)');
  if (env.EXIT_CODE !== '0') {
    console.log(`helpsync pull exited with ${env.EXIT_CODE}: no pull request`);
    return setOutputs(none);
  }
  const token = env.INPUT_GITHUB_TOKEN;
  const repo = env.GITHUB_REPOSITORY;
  const base = env.GITHUB_REF_NAME;
  if (!token || !repo || !base) throw new Error('the pull request needs github-token, GITHUB_REPOSITORY and GITHUB_REF_NAME');
  const branch = (env.INPUT_PULL_REQUEST_BRANCH || 'helpsync/platform-edits').trim();
  const cwd = process.cwd();
  await runMatch(env);
  const drifted = env.RESULT_FILE && existsSync(env.RESULT_FILE) ? JSON.parse(readFileSync(env.RESULT_FILE, 'utf8') || '{}') : {};
  const top = git(['rev-parse', '--show-toplevel'], cwd).out;
  const changed = git(['status', '--porcelain', '--untracked-files=all'], top)
    .out.split('\n')
    .filter(Boolean)
    .map((l) => l.slice(3));
  const call = api(env.GITHUB_API_URL || 'https://api.github.com', token);
  const owner = repo.split('/')[0];
  const open = await call('GET', `/repos/${repo}/pulls?state=open&head=${encodeURIComponent(`${owner}:${branch}`)}`);
  if (changed.length === 0) {
    for (const pr of open ?? []) {
      await call('PATCH', `/repos/${repo}/pulls/${pr.number}`, { state: 'closed' });
      console.log(`Nothing edited on the platform: closed ${pr.html_url}`);
    }
    if (git(['ls-remote', '--exit-code', '--heads', 'origin', branch], top, true).ok) git(['push', 'origin', '--delete', branch], top);
    if (!open?.length) console.log('Nothing edited on the platform: no pull request');
    return setOutputs(none);
  }
  const body = pullRequestBody({ drifted, changed });
  git(['checkout', '-B', branch], top);
  git(['add', '-A'], top);
  git(['commit', '-q', '-m', TITLE, '-m', 'Brought back by helpsync pull --drifted and helpsync match.'], top, false, BOT);
  git(['push', '--force', 'origin', `HEAD:refs/heads/${branch}`], top);
  const pr = open?.[0]
    ? await call('PATCH', `/repos/${repo}/pulls/${open[0].number}`, { title: TITLE, body })
    : await call('POST', `/repos/${repo}/pulls`, { title: TITLE, head: branch, base, body });
  console.log(`${open?.[0] ? 'Updated' : 'Opened'} ${pr.html_url}`);
  setOutputs({ 'pull-request-url': pr.html_url, 'pull-request-number': pr.number });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  main()
    .catch((err) => {
      console.error(`::error::the drift pull request: ${err.message}`);
      setOutputs({ 'pull-request-url': '', 'pull-request-number': '' });
      process.exitCode = 1;
    })
    // A handle helpsync match left open (a keep-alive socket) must not hold the step.
    .finally(() => setTimeout(() => process.exit(), 2000).unref());
}
