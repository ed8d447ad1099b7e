// stdout is for results; everything printed passes through scrub() so the token never shows, and
// through guardOutput() so no text from content or the platform can drive the terminal or start a
// GitHub workflow command; genuine workflow commands go through printWorkflowCommand. The streams
// are the command's runtime's (the process's fd 1 and 2, or a test's).
import { escapeJsonText, guardOutput } from '../util/escape.js';
import { scrub, scrubDeep } from '../util/redact.js';
import { runtime } from '../util/runtime.js';

export const JSON_DOC_VERSION = 1;

export function print(text: string): void {
  writeOut(text.endsWith('\n') ? text : `${text}\n`);
}

/** One JSON document on stdout (for --json). */
export function printJson(doc: unknown): void {
  runtime().stdout.write(escapeJsonText(`${JSON.stringify(scrubDeep(doc), null, 2)}\n`));
}

/** Human messages that are not results (prompts, notices): stderr. */
export function printErr(text: string): void {
  runtime().stderr.write(guardOutput(scrub(text.endsWith('\n') ? text : `${text}\n`)));
}

/**
 * One GitHub workflow command (`::error file=…::message`, built with the toolkit's escapes), on
 * stdout or (when --json holds stdout) stderr: the only output allowed to start a line with `::`.
 */
export function printWorkflowCommand(line: string, toStderr: boolean): void {
  const m = /^::[a-z-]+(?: [^\n]*?)?::/.exec(line);
  const head = m ? m[0] : '';
  const rt = runtime();
  (toStderr ? rt.stderr : rt.stdout).write(`${head}${guardOutput(scrub(line.slice(head.length)))}\n`);
}

function writeOut(text: string): void {
  runtime().stdout.write(guardOutput(scrub(text)));
}

export const isStdoutTTY = (): boolean => runtime().stdout.isTTY;
export const isStdinTTY = (): boolean => Boolean(runtime().stdin.isTTY);
