// stdout is for results; everything printed passes through scrub() so the token never shows, and
// through guardOutput() so no text from content or the platform can drive the terminal or start a
// GitHub workflow command (issue 10); genuine workflow commands go through printWorkflowCommand.
import { writeSync } from 'node:fs';
import { escapeJsonText, guardOutput } from '../util/escape.js';
import { scrub, scrubDeep } from '../util/redact.js';

export const JSON_DOC_VERSION = 1;

export function print(text: string): void {
  writeOut(text.endsWith('\n') ? text : `${text}\n`);
}

/** One JSON document on stdout (for --json). */
export function printJson(doc: unknown): void {
  writeAll(1, escapeJsonText(`${JSON.stringify(scrubDeep(doc), null, 2)}\n`));
}

/** Human messages that are not results (prompts, notices): stderr. */
export function printErr(text: string): void {
  writeAll(2, guardOutput(scrub(text.endsWith('\n') ? text : `${text}\n`)));
}

/**
 * One GitHub workflow command (`::error file=…::message`, built with the toolkit's escapes), on
 * stdout or (when --json holds stdout) stderr: the only output allowed to start a line with `::`.
 */
export function printWorkflowCommand(line: string, toStderr: boolean): void {
  const m = /^::[a-z-]+(?: [^\n]*?)?::/.exec(line);
  const head = m ? m[0] : '';
  writeAll(toStderr ? 2 : 1, `${head}${guardOutput(scrub(line.slice(head.length)))}\n`);
}

function writeOut(text: string): void {
  writeAll(1, guardOutput(scrub(text)));
}

function writeAll(fd: number, text: string): void {
  const buf = Buffer.from(text, 'utf8');
  let off = 0;
  while (off < buf.length) {
    try {
      off += writeSync(fd, buf, off);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EAGAIN') continue;
      if ((err as NodeJS.ErrnoException).code === 'EPIPE') return;
      throw err;
    }
  }
}

export const isStdoutTTY = (): boolean => Boolean(process.stdout.isTTY);
export const isStdinTTY = (): boolean => Boolean(process.stdin.isTTY);
