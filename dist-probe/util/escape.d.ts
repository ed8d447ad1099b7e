import { type CommandGuard } from './workflow-commands.js';
/**
 * Control characters (C0 including newline and tab, DEL, C1), bidirectional controls and line
 * separators shown escaped (`\n`, `\x1b`, `\u202e`): for a name or value interpolated into one line.
 */
export declare function escapeControl(text: string): string;
/**
 * A name or value interpolated into any output line: escapeControl, so it cannot start a line of its
 * own. Workflow commands are not this function's business: every output channel makes them inert at
 * its last step (guardOutput, escapeJsonText), where the whole line is known.
 */
export declare function escapeWorkflowCommand(text: string): string;
/** The workflow-command data escapes of @actions/core (`%`, CR, LF), for a command's message. */
export declare function workflowCommandData(text: string): string;
/** ... and of a command's property (also `:` and `,`). */
export declare function workflowCommandProperty(text: string): string;
/** Raw HTML made inert for Markdown outputs (step summary, PR comments): text and attribute values. */
export declare function escapeHtml(text: string): string;
/** ... in text only (a table cell, a list item): `&`, `<`, `>`; quotes stay readable. */
export declare function escapeHtmlText(text: string): string;
/**
 * A CSV cell safe to open in a spreadsheet (OWASP "CSV injection"): a string starting with `=`, `+`,
 * `-`, `@`, tab or carriage return gets a leading `'`. Numbers are never changed (-3 stays a number).
 * Quoting (RFC 4180) is the caller's.
 */
export declare function csvCell(value: unknown): string;
/**
 * The last guard on everything printed (src/cli/output.ts): control characters other than newline,
 * tab and CRLF (CSV's line end) shown escaped, except helpsync's own colour codes; then workflow
 * commands made inert by `guard` (src/util/workflow-commands.ts: the visible escape by default, the
 * runner's stop-commands wrap where the runner reads the stream). Genuine annotations bypass this
 * through the output layer's one function for them.
 */
export declare function guardOutput(text: string, guard?: CommandGuard): string;
/** guardOutput's first half: what would drive a terminal, escaped; newline, tab, CRLF and our colours kept. */
export declare function escapeTerminalControls(text: string): string;
/**
 * JSON text (from JSON.stringify) with the characters JSON leaves raw but terminals act on (DEL, C1,
 * bidirectional controls, line separators) written as `\uXXXX`, and workflow commands broken with
 * `\u` escapes (breakCommandsJson): the same document, inert on a terminal and in a CI log.
 */
export declare function escapeJsonText(json: string): string;
