// Record ids for the bulk delete commands: from arguments and/or a file (one id per line).
// Every problem (file and line, or argument position) is collected and reported at once, before
// any request: a bad id never reaches the platform.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '../errors.js';
import { isValidRecordId, type Problem } from '../model.js';

/** Why an id is not acceptable, or null when it is (api-contract.md "Ids": non-empty, no `/`, no whitespace). */
export function idProblem(id: string): string | null {
  if (isValidRecordId(id)) return null;
  if (id.length === 0) return 'empty id';
  if (id.includes('/')) return `invalid id "${id}": ids cannot contain "/"`;
  return `invalid id ${JSON.stringify(id)}: ids cannot contain whitespace`;
}

export interface ParsedIdFile {
  ids: { id: string; line: number }[];
  problems: Problem[];
}

/**
 * One id per line. Blank lines and lines starting with `#` are ignored, and so is a trailing
 * comment introduced by whitespace and `#` (an id has no whitespace, so this cannot cut an id;
 * a `#` inside an id, as in `abc#1`, is kept).
 */
export function parseIdFile(text: string, shownPath: string): ParsedIdFile {
  const ids: { id: string; line: number }[] = [];
  const problems: Problem[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    let value = raw.trim();
    if (value === '' || value.startsWith('#')) return;
    value = value.replace(/\s+#.*$/, '').trim();
    const problem = idProblem(value);
    if (problem) {
      problems.push({
        severity: 'error',
        file: shownPath,
        line,
        message: /\s/.test(value) ? `${problem} (one id per line)` : problem,
      });
      return;
    }
    ids.push({ id: value, line });
  });
  return { ids, problems };
}

export interface CollectIdsOptions {
  /** ids given as command-line arguments */
  args: readonly string[];
  /** --from-file, as given (resolved against `cwd`) */
  fromFile?: string;
  cwd?: string;
}

export interface CollectedIds {
  /** unique ids, in the order first given */
  ids: string[];
  /** ids given more than once (each is deleted once) */
  duplicates: string[];
}

/**
 * Reads and validates every id; throws one InputError listing all problems. At least one id is
 * required.
 */
export async function collectIds(opts: CollectIdsOptions): Promise<CollectedIds> {
  const problems: Problem[] = [];
  const all: string[] = [];
  opts.args.forEach((arg, i) => {
    const id = String(arg);
    const problem = idProblem(id);
    if (problem) problems.push({ severity: 'error', message: `argument ${i + 1}: ${problem}` });
    else all.push(id);
  });
  if (opts.fromFile !== undefined) {
    const cwd = opts.cwd ?? process.cwd();
    const abs = path.resolve(cwd, opts.fromFile);
    const shown = path.relative(cwd, abs) || abs;
    let text: string | undefined;
    try {
      text = await readFile(abs, 'utf8');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      problems.push({
        severity: 'error',
        file: shown,
        message:
          code === 'ENOENT'
            ? 'id file not found'
            : code === 'EISDIR'
              ? 'is a folder, not a file of ids'
              : `cannot read id file: ${(err as Error).message}`,
      });
    }
    if (text !== undefined) {
      const parsed = parseIdFile(text, shown);
      problems.push(...parsed.problems);
      all.push(...parsed.ids.map((x) => x.id));
      if (parsed.ids.length === 0 && parsed.problems.length === 0) {
        problems.push({ severity: 'error', file: shown, message: 'no ids in this file (one id per line; # starts a comment)' });
      }
    }
  }
  if (problems.length) throw new InputError(problems);
  if (all.length === 0) throw new InputError('no ids given: pass one or more ids as arguments, or --from-file FILE');
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  const ids: string[] = [];
  for (const id of all) {
    if (seen.has(id)) duplicates.add(id);
    else {
      seen.add(id);
      ids.push(id);
    }
  }
  return { ids, duplicates: [...duplicates] };
}
