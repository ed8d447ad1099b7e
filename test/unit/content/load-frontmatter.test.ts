import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readFileSync, readdirSync } from 'node:fs';
import matter from 'gray-matter';
import { afterAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR, corpusMissing } from '../../helpers/corpus.js';
import { parseFrontMatter, parseSimpleBlock, parseYamlDocument } from '../../../src/content/frontmatter.js';
import { parseStaticTranslations } from '../../../src/content/static.js';
import { decodeText, findLocalReferences } from '../../../src/content/analyze.js';

describe('parseFrontMatter', () => {
  it('keeps scalars exactly as written', () => {
    const fm = parseFrontMatter('---\ntitle: 1.10\ndescription: 2024\nsubject: true\nentry: article:0x1F\n---\nBody\n');
    expect(fm.problems).toEqual([]);
    expect(fm.data.get('title')).toEqual({ kind: 'text', value: '1.10', line: 2 });
    expect(fm.data.get('description')).toEqual({ kind: 'text', value: '2024', line: 3 });
    expect(fm.data.get('subject')).toEqual({ kind: 'text', value: 'true', line: 4 });
    expect(fm.data.get('entry')).toEqual({ kind: 'text', value: 'article:0x1F', line: 5 });
    expect(fm.body).toBe('Body\n');
    expect(fm.bodyLine).toBe(7);
  });

  it('treats ~, null and empty as absent, but a quoted "null" as text', () => {
    const fm = parseFrontMatter('---\na: ~\nb: null\nc:\nd: "null"\ne: \'\'\n---\n');
    expect(fm.data.get('a')?.kind).toBe('absent');
    expect(fm.data.get('b')?.kind).toBe('absent');
    expect(fm.data.get('c')?.kind).toBe('absent');
    expect(fm.data.get('d')).toEqual({ kind: 'text', value: 'null', line: 5 });
    expect(fm.data.get('e')).toEqual({ kind: 'text', value: '', line: 6 });
  });

  it('reports lists and maps as such (the loader rejects them where text belongs)', () => {
    const fm = parseFrontMatter('---\ntitle:\n  - a\n  - b\ndescription: {x: 1}\n---\n');
    expect(fm.data.get('title')).toEqual({ kind: 'list', line: 3 });
    expect(fm.data.get('description')).toEqual({ kind: 'map', line: 5 });
  });

  it('reports YAML errors with the line in the file', () => {
    const fm = parseFrontMatter('---\ntitle: ok\ndescription: "unclosed\n---\nbody\n');
    expect(fm.problems).toHaveLength(1);
    expect(fm.problems[0]).toMatchObject({ severity: 'error' });
    expect(fm.problems[0]!.line).toBe(3);
    const dup = parseFrontMatter('---\ntitle: a\n\ntitle: b\n---\n');
    expect(dup.problems[0]).toMatchObject({ severity: 'error', line: 4 });
  });

  it('reports unclosed front matter and non-map front matter', () => {
    expect(parseFrontMatter('---\ntitle: a\nbody').problems[0]).toMatchObject({
      line: 1,
      message: expect.stringContaining('not closed') as string,
    });
    expect(parseFrontMatter('---\n- a\n- b\n---\n').problems[0]).toMatchObject({
      line: 2,
      message: expect.stringContaining('map') as string,
    });
  });

  it('handles CRLF line ends and a file without front matter', () => {
    const fm = parseFrontMatter('---\r\ntitle: Hi\r\n---\r\nBody\r\n');
    expect(fm.data.get('title')).toEqual({ kind: 'text', value: 'Hi', line: 2 });
    expect(fm.body).toBe('Body\r\n');
    expect(fm.bodyLine).toBe(4);
    const none = parseFrontMatter('# Just Markdown\n');
    expect(none.data.size).toBe(0);
    expect(none.body).toBe('# Just Markdown\n');
  });

  describe('never executes front matter', () => {
    const dirs: string[] = [];
    afterAll(async () => {
      for (const d of dirs) await rm(d, { recursive: true, force: true });
    });
    for (const lang of ['js', 'javascript', ' js', 'JS', 'coffee', 'json', 'constructor', 'toString']) {
      it(`refuses ---${lang}`, async () => {
        const dir = await mkdtemp(path.join(os.tmpdir(), 'helpsync-fm-'));
        dirs.push(dir);
        const marker = path.join(dir, 'pwned');
        const text = `---${lang}\n{ title: require('fs').writeFileSync(${JSON.stringify(marker)}, 'x') || 'T' }\n---\nbody\n`;
        const fm = parseFrontMatter(text);
        expect(existsSync(marker)).toBe(false);
        expect(fm.data.size).toBe(0);
        expect(fm.problems).toEqual([{ severity: 'error', line: 1, message: expect.stringContaining('not allowed') as string }]);
      });
    }
  });
});

describe('the body, cut where gray-matter cuts it', () => {
  // The oracle: gray-matter given the whole file (helpsync gives it the front matter only and cuts the
  // body itself). The YAML engine here reads nothing: only where the body starts is compared.
  const wholeFile = (text: string): string => matter(text, { language: 'yaml', engines: { yaml: { parse: () => ({}) } } }).content;
  const cases = [
    '---\ntitle: A\n---\nbody\n',
    '---\ntitle: A\n---\n\n\nbody after blank lines\n',
    '---\r\ntitle: A\r\n---\r\nbody\r\n',
    '---\ntitle: A\n---',
    '---\ntitle: A\n---\n',
    '---\n---\nempty front matter\n',
    '---\ntitle: A\n----\nfour dashes close it too\n',
    '---\ntitle: A\n---trailing text on the delimiter line\nbody\n',
    '---yaml\ntitle: A\n---\nbody\n',
    '---\ntitle: A\n---\n---\na second block is body\n',
    '---\ntitle: A\n---\r\rtwo carriage returns\n',
  ];
  for (const text of cases) {
    it(`cuts ${JSON.stringify(text)} as gray-matter does`, () => {
      const parsed = parseFrontMatter(text);
      expect(parsed.problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(parsed.body).toBe(wholeFile(text));
    });
  }

  it.skipIf(corpusMissing() !== undefined)('cuts every corpus page as gray-matter does, and reads its front matter', () => {
    let pages = 0;
    const walk = (dir: string): void => {
      for (const d of readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, d.name);
        if (d.isDirectory()) walk(p);
        else if (d.name.endsWith('.md')) {
          const text = readFileSync(p, 'utf8').replace(/^\uFEFF/, '');
          if (!text.startsWith('---')) continue;
          pages++;
          const parsed = parseFrontMatter(text);
          expect(parsed.body, p).toBe(wholeFile(text));
          expect(parsed.data.size, p).toBeGreaterThan(0);
        }
      }
    };
    walk(CORPUS_DIR);
    expect(pages).toBeGreaterThan(900);
  });
});

describe('front matter fast path', () => {
  const accepted = [
    '\ntitle: Install the widget\nentry: article:6650f0c1a2b3c4d5e6f70812\ndescription: 1.10\n',
    '\ntitle: 2024\n\n# a comment\n  # indented comment\ndescription: ~\nsubject:\nx: null\ny: Null\n',
    '\ntitle: a  b   \r\nentry: collection:x\r',
    '\ntitle: ends with colon-free text, and [brackets] {braces}\n',
    '\ntitle: Ünïcödé – dash — 日本語\nweird_key-1: v\n',
    '\ntitle: a#b\nd: x:y\n',
  ];
  for (const block of accepted) {
    it(`reads ${JSON.stringify(block)} exactly as the YAML parser does`, () => {
      const fast = parseSimpleBlock(block);
      expect(fast).toBeDefined();
      expect(fast).toEqual(parseYamlDocument(block));
    });
  }
  const declined = [
    '\ntitle: "quoted"\n',
    "\ntitle: 'single'\n",
    '\ntitle: a: b\n',
    '\ntitle: a #comment\n',
    '\ntitle: - x\n',
    '\ntitle: |\n  block\n',
    '\ntitle:\n  - a\n',
    '\ntitle: a\n  continued\n',
    '\ntitle: a\ntitle: b\n',
    '\ntitle: &anchor x\n',
    '\ntitle: !!str x\n',
    '\ntitle:\tx\n',
    '\n"title": x\n',
    '\ntitle: [a, b]\n',
    '\ntitle: {a: b}\n',
    '\ntitle: x:\n',
    '\n%YAML 1.2\n',
    '\ntitle: a\tb\n',
  ];
  for (const block of declined) {
    it(`leaves ${JSON.stringify(block)} to the YAML parser`, () => {
      expect(parseSimpleBlock(block)).toBeUndefined();
    });
  }
});

describe('parseStaticTranslations', () => {
  it('flattens nested maps to dotted keys with lines, keeping scalars as written', () => {
    const r = parseStaticTranslations('widget:\n  launcher:\n    title: Help\n  version: 1.10\nplain: " padded "\nnone: ~\n');
    expect(r.problems).toEqual([]);
    expect(r.values).toEqual([
      { key: 'widget.launcher.title', value: 'Help', line: 3 },
      { key: 'widget.version', value: '1.10', line: 4 },
      { key: 'plain', value: 'padded', line: 5 },
    ]);
  });

  it('rejects two spellings of one key', () => {
    const r = parseStaticTranslations('a.b: one\na:\n  b: two\n');
    expect(r.problems).toEqual([
      { severity: 'error', line: 3, message: expect.stringContaining('"a.b" is defined twice (also on line 1') as string },
    ]);
  });

  it('rejects lists and non-map files', () => {
    expect(parseStaticTranslations('a:\n  - x\n').problems[0]).toMatchObject({
      line: 2,
      message: expect.stringContaining('"a" must be text or a map, not a list') as string,
    });
    expect(parseStaticTranslations('- a\n- b\n').problems[0]).toMatchObject({
      line: 1,
      message: expect.stringContaining('must be a map') as string,
    });
    expect(parseStaticTranslations('just text\n').problems[0]).toMatchObject({ line: 1 });
  });

  it('reports YAML errors with their line', () => {
    const r = parseStaticTranslations('a: ok\nb: [unclosed\n');
    expect(r.problems[0]).toMatchObject({ severity: 'error' });
    expect(r.problems[0]!.line).toBeGreaterThanOrEqual(2);
  });

  it('accepts an empty file', () => {
    expect(parseStaticTranslations('')).toEqual({ values: [], problems: [] });
    expect(parseStaticTranslations('# nothing yet\n')).toEqual({ values: [], problems: [] });
  });
});

describe('decodeText', () => {
  it('drops a UTF-8 BOM', () => {
    expect(decodeText(Buffer.from('\uFEFFhé'))).toEqual({ text: 'hé' });
  });
  it('names the line of the first invalid byte', () => {
    const r = decodeText(Buffer.concat([Buffer.from('a\nb\nc'), Buffer.from([0xc3, 0x28]), Buffer.from('\n')]));
    expect(r).toEqual({ problem: { severity: 'error', line: 3, message: expect.stringContaining('not valid UTF-8') as string } });
  });
  it('rejects binary and UTF-16 files', () => {
    expect(decodeText(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0a, 0x00]))).toMatchObject({
      problem: { line: 1, message: expect.stringContaining('binary') as string },
    });
    expect(decodeText(Buffer.from('\uFEFFhi', 'utf16le'))).toMatchObject({
      problem: { line: 1, message: expect.stringContaining('UTF-16') as string },
    });
  });
});

describe('findLocalReferences', () => {
  it('finds local Markdown links and relative images with their lines, and nothing else', () => {
    const body =
      'Intro\n\nSee [setup](../setup.md#top) and [web](https://x.org/a.md).\n\n![logo](img/logo%20big.png)\n\n![ok](https://cdn/x.png) [anchor](#here) [mail](mailto:a@b.c)\n';
    const html =
      '<p>Intro</p>\n<p>See <a href="../setup.md#top">setup</a> and <a href="https://x.org/a.md">web</a>.</p>\n<p><img src="img/logo%20big.png" alt="logo"></p>\n<p><img src="https://cdn/x.png" alt="ok"> <a href="#here">anchor</a> <a href="mailto:a@b.c">mail</a></p>\n';
    expect(findLocalReferences(html, body, 10)).toEqual([
      { severity: 'warning', line: 12, message: expect.stringContaining('"../setup.md#top"') as string },
      { severity: 'warning', line: 14, message: expect.stringContaining('relative image path "img/logo%20big.png"') as string },
    ]);
  });
});
