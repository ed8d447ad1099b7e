import { breakCommandsJson, guardCommands, type CommandGuard } from './workflow-commands.js';

// Escaping for every output: names and values from content, the platform
// or the file system are untrusted text. Interpolated into a terminal line they must not move the
// cursor, erase lines or start a new line (escapeControl); in GitHub's logs a line starting with `::`
// is a workflow command (escapeWorkflowCommand, guardOutput); in the step summary raw HTML renders
// (escapeHtml); in a spreadsheet a cell starting with `=` is a formula (csvCell).

/** Bidirectional overrides and isolates (the "Trojan Source" characters) and line/paragraph separators. */
const INVISIBLE = /[\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const CONTROL_OR_INVISIBLE = new RegExp(`${/\p{Cc}/u.source}|${INVISIBLE.source}`, 'gu');

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeChar(c: string): string {
  const named = NAMED[c];
  if (named) return named;
  const code = c.codePointAt(0) ?? 0;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * Control characters (C0 including newline and tab, DEL, C1), bidirectional controls and line
 * separators shown escaped (`\n`, `\x1b`, `\u202e`): for a name or value interpolated into one line.
 */
export function escapeControl(text: string): string {
  return text.replace(CONTROL_OR_INVISIBLE, escapeChar);
}

/**
 * A name or value interpolated into any output line: escapeControl, so it cannot start a line of its
 * own. Workflow commands are not this function's business: every output channel makes them inert at
 * its last step (guardOutput, escapeJsonText), where the whole line is known.
 */
export function escapeWorkflowCommand(text: string): string {
  return escapeControl(text);
}

/** The workflow-command data escapes of @actions/core (`%`, CR, LF), for a command's message. */
export function workflowCommandData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** ... and of a command's property (also `:` and `,`). */
export function workflowCommandProperty(text: string): string {
  return workflowCommandData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** Raw HTML made inert for Markdown outputs (step summary, PR comments): text and attribute values. */
export function escapeHtml(text: string): string {
  return escapeHtmlText(text).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** ... in text only (a table cell, a list item): `&`, `<`, `>`; quotes stay readable. */
export function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A CSV cell safe to open in a spreadsheet (OWASP "CSV injection"): a string starting with `=`, `+`,
 * `-`, `@`, tab or carriage return gets a leading `'`. Numbers are never changed (-3 stays a number).
 * Quoting (RFC 4180) is the caller's.
 */
export function csvCell(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Our own colours (src/report/text.ts painter, node:util styleText): the only escape sequences guardOutput lets through. */
const OWN_SGR = new RegExp(`^${String.fromCharCode(27)}\\[(?:0|1|2|22|31|32|33|36|39)m`);

/**
 * The last guard on everything printed (src/cli/output.ts): control characters other than newline,
 * tab and CRLF (CSV's line end) shown escaped, except helpsync's own colour codes; then workflow
 * commands made inert by `guard` (src/util/workflow-commands.ts: the visible escape by default, the
 * invisible break where the runner reads the stream). Genuine annotations bypass this
 * through the output layer's one function for them.
 */
export function guardOutput(text: string, guard: CommandGuard = { kind: 'visible' }): string {
  return guardCommands(escapeTerminalControls(text), guard);
}

/** guardOutput's first half: what would drive a terminal, escaped; newline, tab, CRLF and our colours kept. */
export function escapeTerminalControls(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(CONTROL_OR_INVISIBLE)) {
    const i = m.index;
    const c = m[0];
    if (c === '\n' || c === '\t' || (c === '\r' && text[i + 1] === '\n')) continue;
    if (c === '\u001b' && OWN_SGR.test(text.slice(i, i + 5))) continue;
    out += text.slice(last, i) + escapeChar(c);
    last = i + c.length;
  }
  return out + text.slice(last);
}

/**
 * JSON text (from JSON.stringify) with the characters JSON leaves raw but terminals act on (DEL, C1,
 * bidirectional controls, line separators) written as `\uXXXX`, and workflow commands broken with
 * `\u` escapes (breakCommandsJson): the same document, inert on a terminal and in a CI log.
 */
export function escapeJsonText(json: string): string {
  return breakCommandsJson(json).replace(
    /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );
}
