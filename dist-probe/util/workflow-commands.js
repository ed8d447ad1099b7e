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
//   - a stream the runner reads (GITHUB_ACTIONS, not a regular file): the block is wrapped in the
//     runner's own `::stop-commands::<token>` ... `::<token>::` with a random token, so the text is
//     shown as it is. The runner stops acting on both forms while stopped: it parses a line, and only
//     then checks the stop state for whatever command it found;
//   - anything else (a terminal, a file, CSV): the visible escape `:\x3a` / `#\x23[`.
import { randomBytes } from 'node:crypto';
import { fstatSync } from 'node:fs';
import { runtime } from './runtime.js';
/** A line's leading white space for the runner (.NET Char.IsWhiteSpace) or for JS (\s): the union. */
const LEAD = '[\\s\\u0085]*';
/** `::` at a line's start after white space; `m`: also after CR, LF, U+2028/2029 (more than the runner splits on). */
const NEW_FORM = new RegExp(`^(${LEAD})::`, 'gmu');
const OLD_FORM = /##\[/g;
/** Whether any line of `text` could be a workflow command (either form). */
export function hasWorkflowCommand(text) {
    NEW_FORM.lastIndex = 0;
    return text.includes('##[') || NEW_FORM.test(text);
}
/** Plain text: both forms broken with an escape the reader sees (`:\x3a`, `#\x23[`). */
export function breakCommandsVisible(text) {
    return text.replace(NEW_FORM, '$1:\\x3a').replace(OLD_FORM, '#\\x23[');
}
/**
 * JSON text (JSON.stringify's output): every `::` and `##[` written with a `\u` escape. Both occur
 * only inside strings (JSON's own syntax never writes them), where the escape decodes to the same text.
 */
export function breakCommandsJson(json) {
    return json.replace(/::/g, ':\\u003a').replace(OLD_FORM, '##\\u005b');
}
/** The runner's pause: nothing between the two lines is acted on; the token is this process's own. */
export function wrapStopCommands(text, token) {
    const body = text.endsWith('\n') ? text : `${text}\n`;
    return `::stop-commands::${token}\n${body}::${token}::\n`;
}
let processToken;
/** A token no content can guess (it must not be a command name: letters, digits and `-` only). */
export function stopToken() {
    return (processToken ??= `helpsync-${randomBytes(16).toString('hex')}`);
}
export function inGitHubActions(env = runtime().env) {
    return env.GITHUB_ACTIONS === 'true' || Boolean(env.GITHUB_STEP_SUMMARY);
}
export function commandGuardFor(fd, env = runtime().env, isFile = fdIsFile) {
    if (!inGitHubActions(env))
        return { kind: 'visible' };
    // A regular file is not the runner's log: wrapping would add lines to a report someone keeps.
    return isFile(fd) ? { kind: 'visible' } : { kind: 'stop', token: stopToken() };
}
function fdIsFile(fd) {
    try {
        return fstatSync(fd).isFile();
    }
    catch {
        return false; // a closed descriptor: nothing reads it; the wrap costs nothing
    }
}
/** Text made inert by `guard`: unchanged when no line could be a command. */
export function guardCommands(text, guard) {
    if (!hasWorkflowCommand(text))
        return text;
    return guard.kind === 'stop' ? wrapStopCommands(text, guard.token) : breakCommandsVisible(text);
}
//# sourceMappingURL=workflow-commands.js.map