import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { collectIds, idProblem, parseIdFile } from '../../src/admin/ids.js';
import { InputError, formatProblem } from '../../src/errors.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function inputError(p: Promise<unknown>): Promise<InputError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof InputError) return err;
    throw err;
  }
  throw new Error('expected an InputError');
}

describe('idProblem', () => {
  it('accepts non-empty ids without / or whitespace, nothing stricter', () => {
    expect(idProblem('6650f0c1a2b3c4d5e6f70812')).toBeNull();
    expect(idProblem('abc#1')).toBeNull();
    expect(idProblem('x')).toBeNull();
    expect(idProblem('')).toMatch(/empty/);
    expect(idProblem('a/b')).toMatch(/"\/"/);
    expect(idProblem('a b')).toMatch(/whitespace/);
    expect(idProblem('a\tb')).toMatch(/whitespace/);
  });
});

describe('parseIdFile', () => {
  it('ignores blank lines and # comments and keeps line numbers', () => {
    const parsed = parseIdFile('# teams merged in May\n\nt1\n  t2  \nt3 # the old one\nabc#1\r\n', 'ids.txt');
    expect(parsed.problems).toEqual([]);
    expect(parsed.ids).toEqual([
      { id: 't1', line: 3 },
      { id: 't2', line: 4 },
      { id: 't3', line: 5 },
      { id: 'abc#1', line: 6 },
    ]);
  });
  it('names the file and line of each bad id', () => {
    const parsed = parseIdFile('ok\nbad/id\ntwo ids\n', 'ids.txt');
    expect(parsed.problems.map(formatProblem)).toEqual([
      'ids.txt:2: error: invalid id "bad/id": ids cannot contain "/"',
      'ids.txt:3: error: invalid id "two ids": ids cannot contain whitespace (one id per line)',
    ]);
  });
});

describe('collectIds', () => {
  it('merges arguments and file, keeps the first order, and reports duplicates', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'helpsync-ids-'));
    await writeFile(path.join(dir, 'ids.txt'), 'b\nc\na\n');
    const got = await collectIds({ args: ['a', 'b'], fromFile: 'ids.txt', cwd: dir });
    expect(got).toEqual({ ids: ['a', 'b', 'c'], duplicates: ['b', 'a'] });
  });
  it('reports every problem at once: bad arguments, bad lines, with file names', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'helpsync-ids-'));
    await writeFile(path.join(dir, 'ids.txt'), 'ok\n/x\n');
    const err = await inputError(collectIds({ args: ['', 'y z'], fromFile: 'ids.txt', cwd: dir }));
    expect(err.problems.map(formatProblem)).toEqual([
      'error: argument 1: empty id',
      'error: argument 2: invalid id "y z": ids cannot contain whitespace',
      'ids.txt:2: error: invalid id "/x": ids cannot contain "/"',
    ]);
  });
  it('names a missing file, a folder and a file without ids', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'helpsync-ids-'));
    await mkdir(path.join(dir, 'folder'));
    await writeFile(path.join(dir, 'empty.txt'), '# nothing\n\n');
    expect((await inputError(collectIds({ args: [], fromFile: 'missing.txt', cwd: dir }))).message).toBe(
      'missing.txt: error: id file not found',
    );
    expect((await inputError(collectIds({ args: [], fromFile: 'folder', cwd: dir }))).message).toMatch(/^folder: error: is a folder/);
    expect((await inputError(collectIds({ args: [], fromFile: 'empty.txt', cwd: dir }))).message).toMatch(
      /^empty.txt: error: no ids in this file/,
    );
  });
  it('requires at least one id', async () => {
    expect((await inputError(collectIds({ args: [] }))).message).toMatch(/no ids given/);
  });
});
