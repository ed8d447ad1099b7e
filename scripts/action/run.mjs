// action.yml, step "Run helpsync": runs `helpsync <command> <args> --config <config>` with the
// bundled helpsync of the action's checkout (action/dist/, scripts/bundle.mjs) and writes the step
// outputs from its JSON document (never from its text). helpsync runs inside this process
// (runHelpsync, outputs.mjs): one node start per step, and the JSON document goes straight to a file.
// It always exits 0 once the outputs are written; the action's last step fails with helpsync's code,
// after the record of pushed values has been saved.
import { appendFileSync, existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { capBody, commandEnv, hashTree, noMentions, runHelpsync, setOutputs, withoutCommands } from './outputs.mjs';
import { countResults } from './counts.mjs';

/** Commands with --summary-file and --json (status: the status helper adds --summary-file). */
const SUMMARY_COMMANDS = new Set(['sync', 'plan', 'layout', 'status']);
const JSON_COMMANDS = new Set(['sync', 'plan', 'apply', 'layout', 'pull', 'status']);

/** One argument per line when there are several lines, else split on whitespace; no shell rules. */
export function splitArgs(text) {
  const t = (text ?? '').trim();
  if (!t) return [];
  return t.includes('\n')
    ? t
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean)
    : t.split(/\s+/);
}

async function main() {
  const env = process.env;
  const actionPath = env.HELPSYNC_ACTION_PATH ?? path.resolve(import.meta.dirname, '../..');
  const command = (env.INPUT_COMMAND || 'sync').trim();
  const extra = splitArgs(env.INPUT_ARGS);
  const tmp = mkdtempSync(path.join(env.RUNNER_TEMP || os.tmpdir(), 'helpsync-'));
  const summaryFile = SUMMARY_COMMANDS.has(command) ? path.join(tmp, 'summary.md') : '';
  const wantJson = JSON_COMMANDS.has(command);
  const config = env.INPUT_CONFIG || 'config/helpsync.yaml';
  const argv = [command, ...extra, '--config', config];
  if (summaryFile) argv.push('--summary-file', summaryFile);
  // The preview folder is under the runner's temp folder, never in the checkout (nothing to commit by mistake).
  const previewDir = env.INPUT_PREVIEW?.trim() ? path.join(env.RUNNER_TEMP || tmp, path.basename(env.INPUT_PREVIEW.trim())) : '';
  if (previewDir && command === 'preview') argv.push('--out', previewDir);
  if (wantJson && !extra.includes('--json')) argv.push('--json');
  // The drift pull request brings back what it can: a field changed on both sides is left out and
  // listed in the pull request, not a reason to bring back nothing.
  const pullRequest = (env.INPUT_PULL_REQUEST || '').trim() === 'true';
  if (pullRequest && command === 'pull' && extra.includes('--drifted') && !extra.includes('--leave-conflicts'))
    argv.push('--leave-conflicts');
  const childEnv = commandEnv(env);

  const recordBefore = hashTree(env.HELPSYNC_RECORD_DIR ?? '');
  const resultFile = path.join(tmp, 'result.json');
  writeFileSync(resultFile, '');
  const stdout = wantJson ? (text) => appendFileSync(resultFile, text) : undefined;
  const code = await runHelpsync(actionPath, argv, childEnv, stdout);

  let doc;
  if (wantJson) {
    const text = readFileSync(resultFile, 'utf8');
    try {
      doc = text.trim() ? JSON.parse(text) : undefined;
    } catch {
      console.error('::warning::helpsync did not print a JSON document; the counts are 0');
    }
    if (extra.includes('--json')) process.stdout.write(text);
  }
  let previewBuilt = previewDir !== '' && command === 'preview' && code === 0;
  if (previewDir && command !== 'preview' && [0, 2, 3].includes(code)) {
    const p = await runHelpsync(actionPath, ['preview', '--out', previewDir, '--config', config], childEnv);
    if (p !== 0) console.error(`::warning::helpsync preview exited with ${p}: no preview`);
    previewBuilt = p === 0;
  }
  const hasSummary = summaryFile !== '' && existsSync(summaryFile) && statSync(summaryFile).size > 0;
  // The JSON document replaced the text report on stdout: show the Markdown report in the log instead.
  if (hasSummary && wantJson && !extra.includes('--json')) process.stdout.write(withoutCommands(readFileSync(summaryFile, 'utf8')));
  const counts = countResults(doc);
  // What a sticky comment posts: under GitHub's limit, with no live mention; the whole report is in
  // the step summary and, when cut, uploaded as the artifact `helpsync-report` (action.yml).
  const full = hasSummary ? readFileSync(summaryFile, 'utf8') : '';
  const comment = hasSummary ? capBody(full, "this job's step summary, and the artifact `helpsync-report` of this run") : '';
  const commentFile = path.join(tmp, 'comment.md');
  if (hasSummary) writeFileSync(commentFile, comment);
  setOutputs({
    'exit-code': code,
    ...counts,
    'summary-file': hasSummary ? commentFile : '',
    'report-file': hasSummary ? summaryFile : '',
    'report-cut': String(hasSummary && comment !== noMentions(full)),
    'result-file': wantJson ? resultFile : '',
    'preview-dir': previewBuilt && existsSync(previewDir) ? previewDir : '',
    'record-changed': String(hashTree(env.HELPSYNC_RECORD_DIR ?? '') !== recordBefore),
  });
  console.log(
    `helpsync ${command}: exit ${code}; ${counts.pushed} pushed, ${counts.moved} moved, ${counts.held} held, ${counts.failed} failed`,
  );
}

try {
  await main();
} catch (err) {
  // Outputs must exist even now, so the last step reports a failure rather than "did not run".
  console.error(
    `::error::the helpsync action failed: ${String(err.message).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}`,
  );
  setOutputs({
    'exit-code': 1,
    pushed: 0,
    moved: 0,
    held: 0,
    failed: 0,
    'summary-file': '',
    'report-file': '',
    'report-cut': 'false',
    'result-file': '',
    'preview-dir': '',
    'record-changed': 'false',
  });
}
// A handle the command left open (a keep-alive socket) must not hold the step: the outputs are written.
setTimeout(() => process.exit(0), 2000).unref();
