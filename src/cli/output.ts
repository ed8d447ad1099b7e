// stdout is for results; everything printed passes through scrub() so the token never shows, and
// through guardOutput() so no text from content or the platform can drive the terminal or act as a
// GitHub workflow command (src/util/workflow-commands.ts: an invisible break, line by line, where
// the runner reads the stream, the visible escape elsewhere, `\u` escapes in JSON); genuine workflow
// commands go through printWorkflowCommand. The streams are the command's runtime's (the process's
// fd 1 and 2, or a test's).
import { escapeJsonText, escapeTerminalControls, guardOutput } from '../util/escape.js';
import { commandGuardFor, type CommandGuard } from '../util/workflow-commands.js';
import { scrub } from '../util/redact.js';
import { jsonPieces } from '../util/json-text.js';
import { runtime, type RuntimeOutput } from '../util/runtime.js';

export const JSON_DOC_VERSION = 1;

export function print(text: string): void {
  writeOut(text.endsWith('\n') ? text : `${text}\n`);
}

/**
 * Lines on stdout, as print would print them joined, but a batch at a time (each guarded as print
 * guards): a long report is never one text.
 */
export function printLines(lines: Iterable<string>): void {
  let batch: string[] = [];
  let size = 0;
  for (const line of lines) {
    batch.push(line);
    size += line.length + 1;
    if (size >= LINES_BATCH) {
      writeOut(`${batch.join('\n')}\n`);
      batch = [];
      size = 0;
    }
  }
  if (batch.length > 0) writeOut(`${batch.join('\n')}\n`);
}

const LINES_BATCH = 64 * 1024;

/** One JSON document on stdout (for --json). */
export function printJson(doc: unknown): void {
  // In pieces: a first push's plan holds every body (json-text.ts). A piece ends between two JSON
  // tokens, so scrubbing and escaping each give what they give on the whole text.
  for (const piece of jsonPieces(doc)) writeAll(1, escapeJsonText(scrub(piece)));
}

/** Human messages that are not results (prompts, notices): stderr. */
export function printErr(text: string): void {
  writeAll(2, guardOutput(scrub(text.endsWith('\n') ? text : `${text}\n`), guardFor(2)));
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
  writeAll(1, guardOutput(scrub(text), guardFor(1)));
}

/** Where printed bytes go: the runtime's streams, or a test's capture (captureOutput). */
let sink: ((fd: number, text: string) => void) | undefined;
/** Whether the capture stands for a regular file (the guard's question); else it answers as a pipe. */
let captureIsFile = false;

/**
 * Tests: everything printed goes to `write` (with its descriptor) instead of stdout/stderr until the
 * returned function is called. The guard decides as for a pipe (the runner's log) unless `isFile`.
 */
export function captureOutput(write: (fd: number, text: string) => void, isFile = false): () => void {
  const before = { sink, captureIsFile };
  sink = write;
  captureIsFile = isFile;
  return () => {
    ({ sink, captureIsFile } = before);
  };
}

function streamOf(fd: number): RuntimeOutput {
  const rt = runtime();
  return fd === 2 ? rt.stderr : rt.stdout;
}

function guardFor(fd: 1 | 2): CommandGuard {
  const isFile = sink ? captureIsFile : Boolean(streamOf(fd).isFile);
  return commandGuardFor(fd, runtime().env, () => isFile);
}

function writeAll(fd: number, text: string): void {
  if (sink) return sink(fd, text);
  streamOf(fd).write(text);
}

export const isStdoutTTY = (): boolean => runtime().stdout.isTTY;
export const isStdinTTY = (): boolean => Boolean(runtime().stdin.isTTY);
