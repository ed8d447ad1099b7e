import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { collectIds, idProblem, parseIdFile } from '../../../src/admin/ids.js';
import { InputError, formatProblem } from '../../../src/errors.js';

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

describe('idProblem: dot segments and control characters (docs/platform-api.md "Ids and externalId")', () => {
  it('refuses what URL normalisation would rewrite, NUL and other control characters', () => {
    for (const id of ['.', '..', '%2e', '%2E%2e', '.%2E']) expect(idProblem(id), id).toMatch(/dot segment/);
    for (const id of ['a\u0000b', 'a\u001bb', 'a\u007fb', 'a\u0085b'])
      expect(idProblem(id), JSON.stringify(id)).toMatch(/control|whitespace/);
    // Dots inside an id are fine: only a whole segment of dots is rewritten.
    expect(idProblem('a.b')).toBeNull();
    expect(idProblem('...')).toBeNull();
  });
});

describe('collectIds: file encodings', () => {
  it('names a UTF-16 id file (with or without a byte-order mark) and a file that is not UTF-8', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'helpsync-ids-'));
    const utf16 = Buffer.from('t1\r\nt2\r\n', 'utf16le');
    await writeFile(path.join(dir, 'bom.txt'), Buffer.concat([Buffer.from([0xff, 0xfe]), utf16]));
    await writeFile(path.join(dir, 'nobom.txt'), utf16);
    await writeFile(path.join(dir, 'latin1.txt'), Buffer.from('caf\xe9\n', 'latin1'));
    for (const name of ['bom.txt', 'nobom.txt']) {
      expect((await inputError(collectIds({ args: [], fromFile: name, cwd: dir }))).message).toBe(
        `${name}: error: file is UTF-16: save it as UTF-8`,
      );
    }
    expect((await inputError(collectIds({ args: [], fromFile: 'latin1.txt', cwd: dir }))).message).toBe(
      'latin1.txt: error: file is not UTF-8 text: save it as UTF-8',
    );
  });
  it('names the line of an id with a NUL or a dot segment', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'helpsync-ids-'));
    await writeFile(path.join(dir, 'ids.txt'), 'ok\nx\u0000y\n..\n%2e\n');
    const err = await inputError(collectIds({ args: [], fromFile: 'ids.txt', cwd: dir }));
    expect(err.problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '2: invalid id "x\\u0000y": ids cannot contain control characters',
      '3: invalid id "..": a dot segment ("." or "..", also percent-encoded as %2e) would address another path',
      '4: invalid id "%2e": a dot segment ("." or "..", also percent-encoded as %2e) would address another path',
    ]);
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
