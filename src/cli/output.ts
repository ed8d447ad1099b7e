// stdout is for results; everything printed passes through scrub() so the token never shows, and
// through guardOutput() so no text from content or the platform can drive the terminal or act as a
// GitHub workflow command (src/util/workflow-commands.ts: the runner's stop-commands wrap where the
// runner reads the stream, the visible escape elsewhere, `\u` escapes in JSON); genuine workflow
// commands go through printWorkflowCommand.
import { writeSync } from 'node:fs';
import { escapeJsonText, escapeTerminalControls, guardOutput } from '../util/escape.js';
import { commandGuardFor } from '../util/workflow-commands.js';
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
  writeAll(2, guardOutput(scrub(text.endsWith('\n') ? text : `${text}\n`), commandGuardFor(2, process.env, fdIsFile)));
}

/**
 * One GitHub workflow command (`::error file=…::message`, built with the toolkit's escapes), on
 * stdout or (when --json holds stdout) stderr: the only output allowed to act as a command. Its data
 * is one line (the toolkit escapes CR and LF), and the runner takes the line as this command before
 * it looks for any `##[` in it, so only terminal controls are escaped there.
 */
export function printWorkflowCommand(line: string, toStderr: boolean): void {
  const m = /^::[a-z-]+(?: [^\n]*?)?::/.exec(line);
  const head = m ? m[0] : '';
  const data = escapeTerminalControls(scrub(line.slice(head.length))).replace(/[\r\n]/g, (c) => (c === '\n' ? '%0A' : '%0D'));
  writeAll(toStderr ? 2 : 1, `${head}${data}\n`);
}

function writeOut(text: string): void {
  writeAll(1, guardOutput(scrub(text), commandGuardFor(1, process.env, fdIsFile)));
}

/** Where printed bytes go: the descriptor itself, or a test's capture (captureOutput). */
let sink: ((fd: number, text: string) => void) | undefined;
/** Whether a descriptor is a regular file (the guard's question); a capture answers as a pipe. */
let fdIsFile: ((fd: number) => boolean) | undefined;

/**
 * Tests: everything printed goes to `write` (with its descriptor) instead of stdout/stderr until the
 * returned function is called. The guard decides as for a pipe (the runner's log) unless `isFile`.
 */
export function captureOutput(write: (fd: number, text: string) => void, isFile = false): () => void {
  const before = { sink, fdIsFile };
  sink = write;
  fdIsFile = () => isFile;
  return () => {
    ({ sink, fdIsFile } = before);
  };
}

function writeAll(fd: number, text: string): void {
  if (sink) return sink(fd, text);
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
