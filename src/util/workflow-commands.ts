// GitHub workflow commands in what helpsync prints: the one rule for every output channel. The Actions
// runner reads a step's stdout and stderr line by line (a line ends at CR, LF or CRLF) and acts on
// two forms (github.com/actions/runner: src/Runner.Common/ActionCommand.cs TryParseV2 and TryParse,
// src/Runner.Worker/ActionCommandManager.cs TryProcessCommand):
//   - `::name ...::data` when the line, with leading white space trimmed (.NET's definition: every
//     Unicode space separator, U+2028/2029, tab to CR, U+0085), starts with `::`;
//   - `##[name ...]data` ANYWHERE in the line.
// Text from content, the platform or the file system must never be read as either, and the reader
// must still see the text it holds. So each channel gets the neutraliser that keeps its meaning:
//   - JSON (--json, JSON logs): `\u003a` / `\u005b` escapes, which decode to the same string;
//   - a stream the runner reads (GITHUB_ACTIONS, not a regular file): a U+2060 WORD JOINER before
//     the `::` at a line's start and between the two `#` of `##[`. It is not white space to .NET
//     (TrimStart keeps it), so no such line starts a command, and the log shows the text as it is.
//     Safe line by line: the runner reads stdout and stderr in two threads under one stop state, so
//     a `::stop-commands::` wrap per stream could be resumed by the other stream's resume line while
//     this one's block was still being read; a line that is inert alone is inert in any interleaving;
//   - anything else (a terminal, a file, CSV): the visible escape `:\x3a` / `#\x23[`.
import { fstatSync } from 'node:fs';
import { runtime } from './runtime.js';

/** A line's leading white space for the runner (.NET Char.IsWhiteSpace) or for JS (\s): the union. */
const LEAD = '[\\s\\u0085]*';
/** `::` at a line's start after white space; `m`: also after CR, LF, U+2028/2029 (more than the runner splits on). */
const NEW_FORM = new RegExp(`^(${LEAD})::`, 'gmu');
const OLD_FORM = /##\[/g;

/** Whether any line of `text` could be a workflow command (either form). */
export function hasWorkflowCommand(text: string): boolean {
  NEW_FORM.lastIndex = 0;
  return text.includes('##[') || NEW_FORM.test(text);
}

/** Plain text: both forms broken with an escape the reader sees (`:\x3a`, `#\x23[`). */
export function breakCommandsVisible(text: string): string {
  return text.replace(NEW_FORM, '$1:\\x3a').replace(OLD_FORM, '#\\x23[');
}

/**
 * JSON text (JSON.stringify's output): every `::` and `##[` written with a `\u` escape. Both occur
 * only inside strings (JSON's own syntax never writes them), where the escape decodes to the same text.
 */
export function breakCommandsJson(json: string): string {
  return json.replace(/::/g, ':\\u003a').replace(OLD_FORM, '##\\u005b');
}

/** The runner's log: the same text to the eye, a U+2060 where a command would start (see above). */
export function breakCommandsInvisible(text: string): string {
  return text.replace(NEW_FORM, '$1\u2060::').replace(OLD_FORM, '#\u2060#[');
}

export function inGitHubActions(env: NodeJS.ProcessEnv = runtime().env): boolean {
  return env.GITHUB_ACTIONS === 'true' || Boolean(env.GITHUB_STEP_SUMMARY);
}

/** How text for file descriptor `fd` is made inert: invisibly where the runner reads it, else visibly. */
export type CommandGuard = { kind: 'visible' } | { kind: 'runner' };

export function commandGuardFor(
  fd: number,
  env: NodeJS.ProcessEnv = runtime().env,
  isFile: (fd: number) => boolean = fdIsFile,
): CommandGuard {
  if (!inGitHubActions(env)) return { kind: 'visible' };
  // A regular file is not the runner's log: an invisible character there would hide in a kept report.
  return isFile(fd) ? { kind: 'visible' } : { kind: 'runner' };
}

function fdIsFile(fd: number): boolean {
  try {
    return fstatSync(fd).isFile();
  } catch {
    return false; // a closed descriptor: nothing reads it
  }
}

/** Text made inert by `guard`: unchanged when no line could be a command. */
export function guardCommands(text: string, guard: CommandGuard): string {
  if (!hasWorkflowCommand(text)) return text;
  return guard.kind === 'runner' ? breakCommandsInvisible(text) : breakCommandsVisible(text);
}
