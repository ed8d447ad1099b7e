// jsonPieces against the standard's own serializer: the pieces joined are exactly
// JSON.stringify(value, null, 2) plus a newline, at every walking depth, and a piece never cuts a
// string value (scrubbing and escaping piece by piece give the whole text's result).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonPieces } from '../../../src/util/json-text.js';
import { writeFileAtomicPieces } from '../../../src/util/atomic-write.js';
import { escapeJsonText } from '../../../src/util/escape.js';
import { clearSecrets, registerSecret, scrub } from '../../../src/util/redact.js';
import { tempFolder, useCleanups } from '../../helpers/fixture.js';

useCleanups();
afterEach(() => clearSecrets());

class Deferred {
  constructor(private readonly text: string) {}
  toJSON(): string {
    return this.text;
  }
}
class Plain {
  a = 1;
  b = [1, 2];
}

const bare = Object.create(null) as Record<string, unknown>;
bare.x = 'no prototype';

const doc = {
  version: 3,
  empty: { list: [], obj: {}, nested: [[], {}] },
  skipped: { u: undefined, f: () => 1, s: Symbol('s'), kept: null },
  list: [1, 'two', undefined, () => 3, Symbol('x'), null, true, -0, Number.NaN, Infinity],
  deferred: { one: new Deferred('read at write time'), many: [new Deferred('a'), new Deferred('b\nc')] },
  when: new Date(Date.UTC(2026, 10, 28, 1, 2, 3)),
  classy: new Plain(),
  map: new Map([['k', 'v']]),
  bare,
  text: 'line one\nline two\t"quoted" \\ \u2028 é 日本 😀 ::set-output ##[group]',
  deep: { a: { b: { c: { d: { e: { f: [{ g: 'deepest' }] } } } } } },
  pushes: Array.from({ length: 3000 }, (_, i) => ({
    id: `article:${i.toString(16).padStart(8, '0')}`,
    fields: { title: `Title ${i}`, body: `<p>${'body text '.repeat(20)} ${i}</p>` },
    held: i % 7 === 0 ? undefined : false,
  })),
};

describe('jsonPieces', () => {
  it('joins to JSON.stringify(value, null, 2) and a newline, at every depth', () => {
    const expected = `${JSON.stringify(doc, null, 2)}\n`;
    for (let depth = 0; depth <= 8; depth++) expect([...jsonPieces(doc, depth)].join(''), `depth ${depth}`).toBe(expected);
    expect([...jsonPieces([doc.list, [], {}])].join('')).toBe(`${JSON.stringify([doc.list, [], {}], null, 2)}\n`);
    expect([...jsonPieces({})].join('')).toBe('{}\n');
    expect([...jsonPieces(new Deferred('top'))].join('')).toBe('"top"\n');
  });

  it('cuts a large document into pieces, each ending between two tokens', () => {
    const pieces = [...jsonPieces(doc)];
    expect(pieces.length).toBeGreaterThan(3);
    // where strings lie in the whole text: a quote not escaped opens or closes one
    const text = pieces.join('');
    const inString: boolean[] = [];
    let open = false;
    for (let i = 0; i < text.length; i++) {
      inString.push(open);
      if (text[i] === '\\' && open) {
        inString.push(open);
        i++;
      } else if (text[i] === '"') open = !open;
    }
    let at = 0;
    for (const p of pieces.slice(0, -1)) {
      at += p.length;
      // the boundary lies before text[at]: not inside a string
      expect(inString[at], `piece ending at ${at}: ${JSON.stringify(p.slice(-20))}`).toBe(false);
    }
  });

  it('scrubbed and escaped piece by piece, gives the whole text scrubbed and escaped', () => {
    const token = 'hs_tok_0123456789abcdefABCDEF';
    registerSecret(token);
    const secretDoc = {
      ...doc,
      leak: `before ${token} after`,
      pushes: doc.pushes.map((p, i) => (i % 500 === 0 ? { ...p, note: token } : p)),
    };
    const whole = escapeJsonText(scrub(`${JSON.stringify(secretDoc, null, 2)}\n`));
    const joined = [...jsonPieces(secretDoc)].map((p) => escapeJsonText(scrub(p))).join('');
    expect(joined).toBe(whole);
    expect(joined).not.toContain(token);
    expect(joined).not.toContain('::set-output');
  });
});

describe('writeFileAtomicPieces', () => {
  it('writes the pieces, replaces the old file keeping its mode, and leaves no temporary file', async () => {
    const dir = await tempFolder('helpsync-pieces-');
    const file = path.join(dir, 'plan.json');
    await writeFile(file, 'old', { mode: 0o640 });
    await writeFileAtomicPieces(file, ['{\n', '  "a": 1\n', '}\n']);
    expect(await readFile(file, 'utf8')).toBe('{\n  "a": 1\n}\n');
    expect((await stat(file)).mode & 0o777).toBe(0o640);
    expect(await readdir(dir)).toEqual(['plan.json']);
  });

  it('keeps the old file and removes the temporary one when a piece fails', async () => {
    const dir = await tempFolder('helpsync-pieces-');
    const file = path.join(dir, 'plan.json');
    await writeFile(file, 'old');
    function* pieces(): Generator<string> {
      yield 'x'.repeat(100_000);
      throw new Error('a body changed');
    }
    await expect(writeFileAtomicPieces(file, pieces())).rejects.toThrow('a body changed');
    expect(await readFile(file, 'utf8')).toBe('old');
    expect(await readdir(dir)).toEqual(['plan.json']);
  });

  it("removes a killed run's temporary file beside the plan, and keeps a running one's and any other file", async () => {
    const dir = await tempFolder('helpsync-pieces-');
    const file = path.join(dir, 'plan.json');
    // above any pid a system hands out (Linux's pid_max is at most 2^22): no process has it
    const dead = `plan.json.${2 ** 22 + 1}.0123456789ab.tmp`;
    const running = `plan.json.${process.ppid}.0123456789ab.tmp`;
    const other = `other.json.${2 ** 22 + 1}.0123456789ab.tmp`;
    for (const f of [dead, running, other, 'notes.tmp']) await writeFile(path.join(dir, f), 'x');
    await writeFileAtomicPieces(file, ['{}\n']);
    expect((await readdir(dir)).sort()).toEqual(['plan.json', running, other, 'notes.tmp'].sort());
  });

  it('refuses a path outside the named folder before writing anything', async () => {
    const dir = await tempFolder('helpsync-pieces-');
    await expect(writeFileAtomicPieces(path.join(dir, '..', 'outside.json'), ['{}\n'], { inside: dir })).rejects.toThrow(/outside/);
  });
});
