// Issue 48 item 4: a section page's prose (the body of a folder's `_index.md`, a collection) is
// never lost without a word. Config `sectionPages:` parses to skip (default) | description; the
// analysis keeps the prose's text; buildPair warns (skip), or makes it the description (at most
// 500 characters, else an error; the front matter's `description` wins, the prose then warned).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/config.js';
import { analyzeFile, type MarkdownAnalysis } from '../../../src/content/analyze.js';
import { buildPair } from '../../../src/content/entry.js';
import type { LocalProblem } from '../../../src/content/frontmatter.js';
import { InputError } from '../../../src/errors.js';
import { warningKindOf } from '../../../src/report/warning-kinds.js';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function configWith(extra: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'helpsync-section-config-'));
  dirs.push(dir);
  const file = path.join(dir, 'helpsync.yaml');
  await writeFile(file, `baseUrl: https://api.example.com/v3\nproject: p\n${extra}`);
  return loadConfig(file, { env: {} });
}

const analyze = (text: string, isIndex = true) =>
  analyzeFile(new TextEncoder().encode(text), { kind: 'markdown', isIndex, render: 'auto' }) as MarkdownAnalysis;

function pairOf(a: MarkdownAnalysis, mode?: 'skip' | 'description') {
  const problems: LocalProblem[] = [];
  const pair = buildPair('collection:7', 'collection', 'en', 'en/guide/_index.md', a, (p) => problems.push(...p), mode);
  return { pair, problems };
}

describe('config sectionPages:', () => {
  it('description is kept; skip and no key: absent (the default)', async () => {
    expect((await configWith('sectionPages: description\n')).sectionPages).toBe('description');
    expect('sectionPages' in (await configWith('sectionPages: skip\n'))).toBe(false);
    expect('sectionPages' in (await configWith(''))).toBe(false);
  });

  it('another value: an error with the line and the values allowed', async () => {
    const err = await configWith('sectionPages: body\n').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InputError);
    const [p] = (err as InputError).problems;
    expect(p?.line).toBe(3);
    expect(p?.message).toContain('must be one of skip, description');
  });
});

describe('section page prose in the analysis', () => {
  it("a collection file's body: its rendered text, plain, where the body starts", () => {
    const a = analyze('---\ntitle: Guide\n---\n\n# Start *here*\n\nRead &amp; learn:\n\n- one\n- two\n');
    expect(a.content).toBeUndefined();
    expect(a.sectionProse).toEqual({ line: 4, text: 'Start here Read & learn: one two' });
  });

  it('a blank body or one of comments only has no prose; an article body is content, not prose', () => {
    expect(analyze('---\ntitle: G\n---\n\n  \n').sectionProse).toBeUndefined();
    expect(analyze('---\ntitle: G\n---\n<!-- nothing to read -->\n').sectionProse).toBeUndefined();
    const page = analyze('---\ntitle: P\n---\nText\n', false);
    expect(page.sectionProse).toBeUndefined();
    expect(page.content).toBe('<p>Text</p>\n');
  });
});

describe('the choice (buildPair of a collection)', () => {
  const prose = analyze('---\ntitle: Guide\n---\nAll about the guide.\n');

  it('skip (the default): the title only, one section-prose warning at the body', () => {
    const { pair, problems } = pairOf(prose);
    expect(pair?.fields).toEqual({ title: 'Guide' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ severity: 'warning', line: 4, kind: 'section-prose' });
    expect(warningKindOf({ message: problems[0]!.message })).toBe('section-prose');
  });

  it('description: the text is the description, no warning', () => {
    const { pair, problems } = pairOf(prose, 'description');
    expect(pair?.fields).toEqual({ title: 'Guide', description: 'All about the guide.' });
    expect(problems).toEqual([]);
  });

  it('description: 500 characters pass, 501 are an error and no pair', () => {
    const at = (n: number) => analyze(`---\ntitle: G\n---\n${'x'.repeat(n)}\n`);
    expect(pairOf(at(500), 'description').pair?.fields.description).toHaveLength(500);
    const { pair, problems } = pairOf(at(501), 'description');
    expect(pair).toBeUndefined();
    expect(problems).toMatchObject([{ severity: 'error', line: 4 }]);
    expect(problems[0]!.message).toContain('501 characters');
  });

  it('description with front matter description too: the front matter wins, the prose is warned about', () => {
    const both = analyze('---\ntitle: G\ndescription: Written for the field\n---\nLonger prose.\n');
    const { pair, problems } = pairOf(both, 'description');
    expect(pair?.fields).toEqual({ title: 'G', description: 'Written for the field' });
    expect(problems).toMatchObject([{ severity: 'warning', kind: 'section-prose', line: 5 }]);
  });

  it('no prose: no warning in either mode', () => {
    const none = analyze('---\ntitle: G\n---\n');
    expect(pairOf(none).problems).toEqual([]);
    expect(pairOf(none, 'description').pair?.fields).toEqual({ title: 'G' });
  });
});
