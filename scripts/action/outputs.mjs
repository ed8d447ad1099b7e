// Shared by the action's scripts: step outputs in the GITHUB_OUTPUT file format (a heredoc with a
// random delimiter, so no value can end the entry early), a folder's content hash, and helpsync run
// inside the step's process.
import { randomBytes, createHash } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export function setOutputs(values, file = process.env.GITHUB_OUTPUT) {
  const text = Object.entries(values)
    .map(([name, value]) => {
      const delimiter = `helpsync_${randomBytes(8).toString('hex')}`;
      return `${name}<<${delimiter}\n${String(value)}\n${delimiter}\n`;
    })
    .join('');
  if (file) appendFileSync(file, text, 'utf8');
  else process.stdout.write(text);
}

/**
 * Text for the log in which no line acts as a workflow command: the Markdown report holds titles from
 * content and the platform, and no line of it may act as `::error::` or `##[add-mask]`. A U+2060 WORD
 * JOINER (not white space to the runner) before a line's leading `::` and inside every `##[`: the
 * same line-by-line form as helpsync's own output (src/util/workflow-commands.ts), safe however the
 * runner interleaves stdout and stderr (a `::stop-commands::` wrap is not: one stream can resume the
 * other's pause).
 */
export function withoutCommands(text) {
  const safe = text.replace(/^([\s\u0085]*)::/gmu, '$1\u2060::').replace(/##\[/g, '#\u2060#[');
  return safe.endsWith('\n') ? safe : `${safe}\n`;
}

/** GitHub refuses a comment or pull request body longer than this ("Body is too long"). */
export const BODY_LIMIT = 65_536;
/** Kept free under the limit for what later steps append (the preview's link). */
const BODY_ROOM = 2_000;

/**
 * No `@` in `text` can mention anyone: a U+2060 WORD JOINER after every `@` that a name could
 * follow (GitHub links `@name` only when the name follows the `@` directly). It shows as nothing.
 */
export function noMentions(text) {
  return text.replace(/@(?=[\p{L}\p{N}_-])/gu, '@\u2060');
}

/**
 * A comment or pull request body GitHub takes: mentions made inert, and when it is too long, cut at
 * a line boundary with a line saying what was cut and where the whole of it is (`whereFull`).
 */
export function capBody(text, whereFull, limit = BODY_LIMIT - BODY_ROOM) {
  const safe = noMentions(text);
  if (safe.length <= limit) return safe;
  const lines = safe.split('\n');
  const note = (cut) =>
    `\n\n**Cut:** the last ${cut.toLocaleString('en-US')} of ${lines.length.toLocaleString('en-US')} lines are not shown ` +
    `(GitHub takes at most ${BODY_LIMIT.toLocaleString('en-US')} characters here). The full report: ${whereFull}.\n`;
  let kept = 0;
  let size = 0;
  const room = limit - note(lines.length).length;
  while (kept < lines.length && size + lines[kept].length + 1 <= room) size += lines[kept++].length + 1;
  return `${lines.slice(0, kept).join('\n')}${note(lines.length - kept)}`;
}

export function sha256(data) {
  return createHash('sha256').update(data).digest('hex');
}

/** A hash of every file's relative path and bytes under `dir` ('' when it does not exist). */
export function hashTree(dir) {
  const h = createHash('sha256');
  let any = false;
  const walk = (d) => {
    let names;
    try {
      names = readdirSync(d).sort();
    } catch {
      return;
    }
    for (const name of names) {
      const p = path.join(d, name);
      const st = statSync(p, { throwIfNoEntry: false });
      if (!st) continue;
      if (st.isDirectory()) walk(p);
      else if (st.isFile()) {
        any = true;
        h.update(`${path.relative(dir, p)}\0`)
          .update(readFileSync(p))
          .update('\0');
      }
    }
  };
  walk(dir);
  return any ? h.digest('hex') : '';
}

/** The environment helpsync sees: the token input as HELPSYNC_TOKEN, no INPUT_* variables. */
export function commandEnv(env) {
  const out = { ...env };
  if (env.INPUT_TOKEN) out.HELPSYNC_TOKEN = env.INPUT_TOKEN;
  for (const k of Object.keys(out)) if (k.startsWith('INPUT_')) delete out[k];
  return out;
}

/**
 * Runs the bundled helpsync (action/dist/main.js of the action's checkout) inside this process with
 * its own environment, stdout to `stdout` (default: this process's), stderr to this process's, and
 * SIGINT/SIGTERM passed on (helpsync stops at a safe point and saves what it did). Returns the exit code.
 */
export async function runHelpsync(actionPath, argv, env, stdout) {
  const { main } = await import(pathToFileURL(path.join(actionPath, 'action/dist/main.js')).href);
  const signals = new EventEmitter();
  const forward = (name) => () => signals.emit(name);
  const onInt = forward('SIGINT');
  const onTerm = forward('SIGTERM');
  process.on('SIGINT', onInt).on('SIGTERM', onTerm);
  try {
    return await main(argv, {
      stdout: stdout ?? ((t) => process.stdout.write(t)),
      stderr: (t) => process.stderr.write(t),
      stderrIsTTY: Boolean(process.stderr.isTTY),
      columns: process.stdout.columns,
      env,
      cwd: process.cwd(),
      signals,
    });
  } finally {
    process.off('SIGINT', onInt).off('SIGTERM', onTerm);
  }
}
