// stdout is for results; everything printed passes through scrub() so the token never shows.
import { writeSync } from 'node:fs';
import { scrub, scrubDeep } from '../util/redact.js';

export const JSON_DOC_VERSION = 1;

export function print(text: string): void {
  writeOut(text.endsWith('\n') ? text : `${text}\n`);
}

/** One JSON document on stdout (for --json). */
export function printJson(doc: unknown): void {
  writeOut(`${JSON.stringify(scrubDeep(doc), null, 2)}\n`);
}

/** Human messages that are not results (prompts, notices): stderr. */
export function printErr(text: string): void {
  writeAll(2, scrub(text.endsWith('\n') ? text : `${text}\n`));
}

function writeOut(text: string): void {
  writeAll(1, scrub(text));
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
