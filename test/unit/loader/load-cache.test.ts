import { createHash, createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { richTextHash } from '../../../src/html/compare.js';
import { renderMarkdown } from '../../../src/html/render.js';
import { analyzeFile } from '../../../src/content/analyze.js';
import { CACHE_FILE, codeVersion, openAnalysisCache } from '../../../src/loader/cache.js';
import { hashGraph, moduleGraph } from '../../../src/loader/code-version.js';
import { loadContentWith, type LoadEngineOptions } from '../../../src/loader/content.js';
import type { LoadContentOptions, LocalContent } from '../../../src/content/types.js';
import { REPO_ROOT } from '../../helpers/cli.js';

const roots: string[] = [];
afterAll(async () => {
  for (const r of roots) await rm(r, { recursive: true, force: true });
});

async function tree(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'helpsync-cache-'));
  roots.push(root);
  for (const [rel, body] of Object.entries(files)) {
    const abs = path.join(root, 'content', rel);
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, body);
  }
  return root;
}

const FILES = {
  'en/a.md': '---\nentry: article:a\ntitle: A\n---\n# A\n\nSee [b](b.md).\n',
  'en/b.md': '---\nentry: article:b\ntitle: B\n---\nBody **b**\n',
  'en/_static.yaml': 'k: v\n',
  'de/a.md': '---\ntitle: A de\n---\nInhalt\n',
};

function opts(root: string, extra: Partial<LoadContentOptions> = {}): LoadContentOptions {
  return { contentDir: path.join(root, 'content'), sourceLanguage: 'en', cacheDir: path.join(root, '.helpsync/cache'), ...extra };
}
const engine = (root: string, more: LoadEngineOptions = {}): LoadEngineOptions => ({ cwd: root, workers: 0, ...more });

/** A cache file written by hand (format: src/loader/cache-format.ts): a header line, then `key<TAB>entry` lines; no seal. */
/** The seal a cache file's lines get: HMAC-SHA256 with the key helpsync keeps in `<root>/.helpsync/key`. */
async function keyedSeal(root: string, rest: Buffer): Promise<string> {
  const key = Buffer.from((await readFile(path.join(root, '.helpsync/key'), 'utf8')).trim(), 'hex');
  return createHmac('sha256', key).update(`${codeVersion()}\n`).update(rest).digest('hex');
}

/** A cache file's text with its header's seal made again over its lines (as a holder of the key would). */
async function resealed(root: string, text: string): Promise<string> {
  const nl = text.indexOf('\n');
  const seal = await keyedSeal(root, Buffer.from(text.slice(nl + 1)));
  return text.slice(0, nl).replace(/"seal":"[0-9a-f]+"/, `"seal":"${seal}"`) + text.slice(nl);
}

function cacheFileText(version: string, entries: Record<string, unknown>, header: Record<string, unknown> = {}): string {
  const lines = Object.entries(entries).map(([k, v]) => `${k}\t${JSON.stringify(v)}\n`);
  return `${JSON.stringify({ format: 'helpsync-load-cache 3', version, ...header })}\n${lines.join('')}`;
}

/** A line's entry, by the format's rule: `key<TAB>entry`, a Markdown body apart after a second tab. */
function lineEntry(line: string): unknown {
  const [, json, body] = line.split('\t');
  const entry = JSON.parse(json!) as { analysis: Record<string, unknown> };
  if (body !== undefined) entry.analysis = { ...entry.analysis, content: JSON.parse(body) as unknown };
  return entry;
}

describe('analysis cache', () => {
  it('a load that stops early (no content folder) closes the cache it opened: no file handle left, no temporary file', async () => {
    const root = await tree(FILES);
    await rm(path.join(root, 'content'), { recursive: true });
    const handles = (): number => process.getActiveResourcesInfo().filter((r) => r === 'FileHandle').length;
    const before = handles();
    const local = await loadContentWith(opts(root), engine(root));
    expect(local.errors.length).toBeGreaterThan(0);
    // the scan stops before the cache has opened: an opening left running makes its temporary file
    // (an open FileHandle) a moment later; give it that moment
    await new Promise((r) => setTimeout(r, 300));
    expect(handles()).toBe(before);
    // the cache folder holds nothing this run made (its temporary file removed, no cache file written)
    expect(await readdir(path.join(root, '.helpsync/cache')).catch(() => [])).toEqual([]);
  });

  it('gives the same result warm as cold, and as without a cache', async () => {
    const root = await tree(FILES);
    const none = await loadContentWith({ ...opts(root), cacheDir: undefined }, engine(root));
    const cold = await loadContentWith(opts(root), engine(root));
    expect(existsSync(path.join(root, '.helpsync/cache', CACHE_FILE))).toBe(true);
    const warm = await loadContentWith(opts(root), engine(root));
    expect(cold).toEqual(none);
    expect(warm).toEqual(none);
    expect(warm.warnings).toHaveLength(1);
  });

  it('is consulted: an entry stored under the right key and version is what the loader uses', async () => {
    const root = await tree({ 'en/a.md': '---\nentry: article:a\ntitle: A\n---\nBody\n' });
    const cacheDir = path.join(root, '.helpsync/cache');
    const cache = await openAnalysisCache(cacheDir);
    const bytes = await readFile(path.join(root, 'content/en/a.md'));
    const { ref } = cache.lookup(bytes, { kind: 'markdown', isIndex: false, render: 'auto' });
    const planted = analyzeFile(Buffer.from('---\nentry: article:a\ntitle: Planted\n---\nX\n'), {
      kind: 'markdown',
      isIndex: false,
      render: 'auto',
    });
    cache.set(ref, planted);
    await cache.save();
    const c = await loadContentWith(opts(root), engine(root));
    expect(c.pairs[0]!.fields.title).toBe('Planted');
  });

  it('never serves a result made by other code (another version) or for other bytes', async () => {
    const root = await tree({ 'en/a.md': '---\nentry: article:a\ntitle: A\n---\nBody\n' });
    const cacheDir = path.join(root, '.helpsync/cache');
    const cache = await openAnalysisCache(cacheDir);
    const bytes = await readFile(path.join(root, 'content/en/a.md'));
    const { ref } = cache.lookup(bytes, { kind: 'markdown', isIndex: false, render: 'auto' });
    // asked for a key only: closed unchanged (its temporary file removed, no handle left open)
    await cache.save();
    const key = ref.key;
    const planted = analyzeFile(Buffer.from('---\nentry: article:a\ntitle: Planted\n---\nX\n'), {
      kind: 'markdown',
      isIndex: false,
      render: 'auto',
    });
    await mkdir(cacheDir, { recursive: true });
    await writeFile(path.join(cacheDir, CACHE_FILE), cacheFileText(`${codeVersion()}-older`, { [key]: { ...ref, analysis: planted } }));
    expect((await loadContentWith(opts(root), engine(root))).pairs[0]!.fields.title).toBe('A');
    // the right version now, and an edit to the file: its new bytes have a new key
    const c1 = await loadContentWith(opts(root), engine(root));
    expect(c1.pairs[0]!.fields).toEqual({ title: 'A', content: renderMarkdown('Body\n') });
    await writeFile(path.join(root, 'content/en/a.md'), '---\nentry: article:a\ntitle: A2\n---\nBody 2\n');
    const c2 = await loadContentWith(opts(root), engine(root));
    expect(c2.pairs[0]!.fields).toEqual({ title: 'A2', content: renderMarkdown('Body 2\n') });
  });

  it('survives a corrupt cache file', async () => {
    const root = await tree(FILES);
    await mkdir(path.join(root, '.helpsync/cache'), { recursive: true });
    await writeFile(path.join(root, '.helpsync/cache', CACHE_FILE), '{"version": "x", "entr');
    const c = await loadContentWith(opts(root), engine(root));
    expect(c.errors).toEqual([]);
    expect(c.pairs).toHaveLength(4);
  });

  it('keys by what is rendered: a --languages run does not poison a full run', async () => {
    const root = await tree(FILES);
    await loadContentWith(opts(root, { selectLanguages: ['de'] }), engine(root));
    const full = await loadContentWith(opts(root), engine(root));
    expect(full.pairs.find((p) => p.entryId === 'article:a' && p.language === 'en')!.fields.content).toBe(
      renderMarkdown('# A\n\nSee [b](b.md).\n'),
    );
  });
});

describe('worker pool (compiled code in dist/)', () => {
  it('starts real workers that run the same analysis', async () => {
    const poolModule = (await import(path.join(REPO_ROOT, 'dist/loader/pool.js'))) as typeof import('../../../src/loader/pool.js');
    const pool = poolModule.createAnalysisPool(2);
    expect(pool).toBeDefined();
    try {
      const bytes = Buffer.from('---\nentry: article:x\ntitle: 1.10\n---\n# Hi\n\n![a](a.png)\n');
      const o = { kind: 'markdown', isIndex: false, render: 'auto' } as const;
      const results = await Promise.all([pool!.analyze(bytes, o), pool!.analyze(bytes, o), pool!.analyze(Buffer.from([0, 1]), o)]);
      expect(results[0]).toEqual(analyzeFile(bytes, o));
      expect(results[1]).toEqual(analyzeFile(bytes, o));
      expect(results[2]).toEqual(analyzeFile(Buffer.from([0, 1]), o));
    } finally {
      await pool!.close();
    }
  });

  it('gives exactly the main-thread result', async () => {
    const files: Record<string, string> = { ...FILES };
    for (let i = 0; i < 40; i++) {
      files[`en/many/f${i}.md`] = `---\nentry: article:f${i}\ntitle: F ${i}\n---\n# F ${i}\n\n- one\n- two\n\n![x](img/${i}.png)\n`;
      files[`de/many/f${i}.md`] = `---\ntitle: F ${i} de\n---\nText ${i}\n`;
    }
    files['en/bad.md'] = '---\nentry: page:1\n---\n';
    const root = await tree(files);
    const dist = (await import(path.join(REPO_ROOT, 'dist/loader/content.js'))) as { loadContentWith: typeof loadContentWith };
    const pool = await dist.loadContentWith({ ...opts(root), cacheDir: undefined }, { cwd: root, workers: 2 });
    const inline = await loadContentWith({ ...opts(root), cacheDir: undefined }, engine(root));
    expect(pool.errors).toHaveLength(1);
    expect(pool.pairs).toHaveLength(inline.pairs.length);
    expect(JSON.parse(JSON.stringify(pool)) as LocalContent).toEqual(JSON.parse(JSON.stringify(inline)) as LocalContent);
  });
});

describe('cache entries are validated and bound to the bytes', () => {
  const o = { kind: 'markdown', isIndex: false, render: 'auto' } as const;
  const A = '---\nentry: article:a\ntitle: A\n---\nBody\n';
  const OTHER = '---\nentry: article:a\ntitle: Crafted\n---\nNot in any file\n';

  async function craft(root: string, entryFor: (key: string, realHash: string) => unknown): Promise<void> {
    const cacheDir = path.join(root, '.helpsync/cache');
    const cache = await openAnalysisCache(cacheDir);
    const { ref } = cache.lookup(await readFile(path.join(root, 'content/en/a.md')), o);
    await cache.save();
    await mkdir(cacheDir, { recursive: true });
    const entries = { [ref.key]: entryFor(ref.key, ref.bytes) };
    await writeFile(path.join(cacheDir, CACHE_FILE), cacheFileText(codeVersion(), entries));
  }

  it('a crafted entry under a real file key, recorded for other bytes, is a miss: the file is what is loaded', async () => {
    const root = await tree({ 'en/a.md': A });
    const otherHash = createHash('sha256').update(OTHER).digest('hex');
    await craft(root, () => ({ bytes: otherHash, opts: 'markdown false auto', analysis: analyzeFile(Buffer.from(OTHER), o) }));
    const c = await loadContentWith(opts(root), engine(root));
    expect(c.errors).toEqual([]);
    expect(c.pairs[0]!.fields).toEqual({ title: 'A', content: '<p>Body</p>\n' });
  });

  it('an entry recorded for other options is a miss', async () => {
    const root = await tree({ 'en/a.md': A });
    await craft(root, (_k, real) => ({ bytes: real, opts: 'markdown false never', analysis: analyzeFile(Buffer.from(OTHER), o) }));
    expect((await loadContentWith(opts(root), engine(root))).pairs[0]!.fields.title).toBe('A');
  });

  for (const [name, bad] of [
    ['a string', 'not an analysis'],
    ['null', null],
    ['an analysis without the binding', { kind: 'markdown', fields: {}, rendered: true, problems: [], linkWarnings: [] }],
    ['a wrong field type', { bytes: 'x', opts: 'markdown false auto', analysis: { kind: 'markdown', fields: 7 } }],
    ['an unknown kind', { bytes: '0'.repeat(64), opts: 'markdown false auto', analysis: { kind: 'exec', problems: [] } }],
  ] as const) {
    it(`a wrong-shape entry (${name}) is a miss, not an internal error`, async () => {
      const root = await tree({ 'en/a.md': A });
      await craft(root, () => bad);
      const c = await loadContentWith(opts(root), engine(root));
      expect(c.errors).toEqual([]);
      expect(c.pairs[0]!.fields).toEqual({ title: 'A', content: '<p>Body</p>\n' });
    });
  }

  it('a wrong-shape cache file (a header of the wrong shape, the old one-document format) is an empty cache', async () => {
    const root = await tree({ 'en/a.md': A });
    await mkdir(path.join(root, '.helpsync/cache'), { recursive: true });
    const file = path.join(root, '.helpsync/cache', CACHE_FILE);
    const planted = {
      bytes: createHash('sha256').update(A).digest('hex'),
      opts: 'markdown false auto',
      analysis: analyzeFile(Buffer.from(OTHER), o),
    };
    for (const text of [
      `${JSON.stringify({ version: codeVersion(), entries: [1, 2] })}\n`,
      `${JSON.stringify({ format: 'helpsync-load-cache 3', version: 7 })}\nk\t{}\n`,
      `[1]\n`,
      JSON.stringify({ version: codeVersion(), entries: { x: planted } }),
    ]) {
      await writeFile(file, text);
      const c = await loadContentWith(opts(root), engine(root));
      expect(c.errors).toEqual([]);
      expect(c.pairs[0]!.fields.title).toBe('A');
      await rm(file);
    }
  });

  it('a valid entry made by this code for these bytes is a hit', async () => {
    const root = await tree({ 'en/a.md': A });
    await loadContentWith(opts(root), engine(root));
    const cache = await openAnalysisCache(path.join(root, '.helpsync/cache'));
    const { hit } = cache.lookup(Buffer.from(A), o);
    await cache.save();
    expect(hit).toEqual(analyzeFile(Buffer.from(A), o));
  });
});

describe('cache file: sealed lines (src/loader/cache-format.ts)', () => {
  const sha256 = (b: Buffer | string): string => createHash('sha256').update(b).digest('hex');
  const cacheFile = (root: string): string => path.join(root, '.helpsync/cache', CACHE_FILE);

  /** The header line and the rest, as bytes. */
  async function split(root: string): Promise<{ header: Record<string, unknown>; rest: Buffer }> {
    const buf = await readFile(cacheFile(root));
    const nl = buf.indexOf(10);
    return { header: JSON.parse(buf.subarray(0, nl).toString('utf8')) as Record<string, unknown>, rest: buf.subarray(nl + 1) };
  }

  it("a run writes one line per file, keyed by the SHA-256 of its bytes, sealed by HMAC-SHA256 (the state folder's key) over the version and the lines", async () => {
    const root = await tree(FILES);
    await loadContentWith(opts(root), engine(root));
    const { header, rest } = await split(root);
    expect(header).toMatchObject({ format: 'helpsync-load-cache 3', version: codeVersion(), entries: 4 });
    expect(header.seal).toBe(await keyedSeal(root, rest));
    const keys = rest
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => l.slice(0, l.indexOf('\t')).split('.')[0]);
    const expected = await Promise.all(Object.keys(FILES).map(async (f) => sha256(await readFile(path.join(root, 'content', f)))));
    expect(keys.sort()).toEqual(expected.sort());
  });

  it('an edit of the same size with the mtime put back is seen: the cache is bound to the bytes', async () => {
    const root = await tree({ 'en/a.md': '---\nentry: article:a\ntitle: A\n---\nBody one\n' });
    const file = path.join(root, 'content/en/a.md');
    const when = new Date('2026-01-02T03:04:05Z');
    await utimes(file, when, when);
    const before = await stat(file);
    expect((await loadContentWith(opts(root), engine(root))).pairs[0]!.fields.content).toBe('<p>Body one</p>\n');
    await writeFile(file, '---\nentry: article:a\ntitle: A\n---\nBody two\n');
    await utimes(file, when, when);
    const after = await stat(file);
    expect([after.size, after.mtimeMs]).toEqual([before.size, before.mtimeMs]);
    expect((await loadContentWith(opts(root), engine(root))).pairs[0]!.fields.content).toBe('<p>Body two</p>\n');
  });

  it('an entry edited in a sealed file breaks the seal: it is checked by the schema, a wrong shape is a miss, not an internal error', async () => {
    const root = await tree(FILES);
    const cold = await loadContentWith(opts(root), engine(root));
    const text = await readFile(cacheFile(root), 'utf8');
    expect(text.match(/"problems":\[\]/g)?.length).toBeGreaterThan(0);
    // every analysis's problem list becomes a number: as this code wrote it, the seal would vouch for it
    await writeFile(cacheFile(root), text.replace(/"problems":\[\]/g, '"problems":7'));
    const warm = await loadContentWith(opts(root), engine(root));
    expect(warm).toEqual(cold);
  });

  it('a file without a seal by this key is a miss: none of its entries is kept, valid or not; the file written is sealed', async () => {
    const root = await tree({ 'en/a.md': '---\nentry: article:a\ntitle: A\n---\nBody\n' });
    const valid = {
      bytes: sha256('other'),
      opts: 'markdown false auto',
      analysis: analyzeFile(Buffer.from('---\ntitle: O\n---\nO\n'), { kind: 'markdown', isIndex: false, render: 'auto' }),
    };
    const invalid = { bytes: sha256('bad'), opts: 'markdown false auto', analysis: { kind: 'markdown', fields: 7 } };
    await mkdir(path.dirname(cacheFile(root)), { recursive: true });
    await writeFile(cacheFile(root), cacheFileText(codeVersion(), { [`${sha256('other')}.x`]: valid, [`${sha256('bad')}.x`]: invalid }));
    await loadContentWith(opts(root), engine(root));
    const { header, rest } = await split(root);
    expect(header.seal).toBe(await keyedSeal(root, rest));
    const lines = rest.toString('utf8').split('\n').filter(Boolean);
    const entries = new Map(lines.map((l) => [l.slice(0, l.indexOf('\t')), lineEntry(l)]));
    expect(entries.size).toBe(1); // the file's own entry only: nothing of an unsealed file is believed
    expect(entries.has(`${sha256('other')}.x`)).toBe(false);
    expect([...entries.keys()].some((k) => k.startsWith(sha256('bad')))).toBe(false);
  });
});

describe('rich hashes are kept by the SHA-256 of the text the planner asked about', () => {
  it('the loader computes none; a warm run asks the file and rewrites nothing; a replaced image gives a new text, hence a fresh hash', async () => {
    const root = await tree({ 'en/a.md': '---\nentry: article:a\ntitle: A\n---\n![pic](img/p.png)\n', 'en/img/p.png': 'one' });
    const content = path.join(root, 'content');
    const o = opts(root, { images: { baseUrl: 'https://cdn.example.com/', root: content } });
    const none = await loadContentWith({ ...o, cacheDir: undefined }, engine(root));
    const file = path.join(root, '.helpsync/cache', CACHE_FILE);
    // the loader alone (pull, the library): analyses cached, no rich hash computed
    expect(await loadContentWith(o, engine(root))).toEqual(none);
    expect(await readFile(file, 'utf8')).not.toMatch(/^h\./m);
    // a run as sync makes it: the caller opens the cache, the loader fills it, the planner asks for
    // the hash of a body the platform did not return byte for byte, the caller saves
    const run = async () => {
      const cache = await openAnalysisCache(path.join(root, '.helpsync/cache'));
      const local = await loadContentWith(o, engine(root, { cache: Promise.resolve(cache) }));
      const hash = cache.richHash(local.pairs[0]!.fields.content!);
      await cache.save();
      return { local, hash };
    };
    const cold = await run();
    expect(cold.local).toEqual(none);
    const html = cold.local.pairs[0]!.fields.content!;
    expect(html).toContain('https://cdn.example.com/en/img/p.png?v=');
    expect(cold.hash).toBe(richTextHash(html));
    const line = `h.${createHash('sha256').update(html).digest('hex')}\t${JSON.stringify(richTextHash(html))}\n`;
    expect(await readFile(file, 'utf8')).toContain(line);
    const before = await stat(file);
    const warm = await run();
    expect(warm.local).toEqual(none);
    // every analysis and rich hash was found: the file was not written again
    expect((await stat(file)).ino).toBe(before.ino);
    // and the hash is what the file says (a planted one, sealed again with the folder's key, is
    // served: the file is consulted); planted without the key, it is not believed
    const planted = (await readFile(file, 'utf8')).replace(line, line.replace(/\t".*"/, '\t"planted"'));
    await writeFile(file, planted);
    expect((await run()).hash).toBe(richTextHash(html));
    await writeFile(file, await resealed(root, planted));
    expect((await run()).hash).toBe('planted');
    await writeFile(path.join(content, 'en/img/p.png'), 'two');
    const after = await run();
    const html2 = after.local.pairs[0]!.fields.content!;
    expect(html2).not.toBe(html);
    expect(after.hash).toBe(richTextHash(html2));
  });
});

describe('code version follows the analysis module graph', () => {
  it('reaches every module and library the analysis imports, wherever they are', () => {
    // the analysis, and html/compare: the cache keeps its richTextHash of bodies (asked by the planner)
    const g = moduleGraph([path.join(REPO_ROOT, 'dist/content/analyze.js'), path.join(REPO_ROOT, 'dist/html/compare.js')]);
    const rel = g.modules.map((m) => path.relative(path.join(REPO_ROOT, 'dist'), m).split(path.sep).join('/'));
    // written down from reading the imports: analyze → html/render, frontmatter, static, model; html/compare → normalize → span-output
    for (const m of [
      'content/analyze.js',
      'content/frontmatter.js',
      'content/static.js',
      'html/render.js',
      'html/compare.js',
      'html/normalize.js',
      'html/span-output.js',
      'html/serialize.js',
      'model.js',
    ]) {
      expect(rel).toContain(m);
    }
    expect(rel).not.toContain('cli/main.js');
    const names = g.libraries.map((l) => l.slice(0, l.lastIndexOf('@')));
    // htmlparser2 (via html/normalize) was missing from the old hand-kept list; its own dependencies count too
    for (const lib of ['marked', 'gray-matter', 'yaml', 'entities', 'htmlparser2', 'domhandler', 'js-yaml']) expect(names).toContain(lib);
  });

  it('changes when any reachable module changes, even one moved to a new folder', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'helpsync-graph-'));
    roots.push(dir);
    await cp(path.join(REPO_ROOT, 'dist'), path.join(dir, 'dist'), { recursive: true });
    await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    const entry = path.join(dir, 'dist/content/analyze.js');
    const base = path.join(dir, 'dist');
    const v1 = hashGraph(moduleGraph(entry), base, 1);
    expect(hashGraph(moduleGraph(entry), base, 1)).toBe(v1);
    // a module outside load/ and html/ that analysis starts to import: moved code is followed
    await mkdir(path.join(dir, 'dist/newplace'));
    await writeFile(path.join(dir, 'dist/newplace/helper.js'), 'export const x = 1;\n');
    const render = path.join(dir, 'dist/html/render.js');
    await writeFile(render, `import '../newplace/helper.js';\n${await readFile(render, 'utf8')}`);
    const v2 = hashGraph(moduleGraph(entry), base, 1);
    expect(v2).not.toBe(v1);
    await writeFile(path.join(dir, 'dist/newplace/helper.js'), 'export const x = 2;\n');
    expect(hashGraph(moduleGraph(entry), base, 1)).not.toBe(v2);
    // an unrelated module does not count
    const v3 = hashGraph(moduleGraph(entry), base, 1);
    await writeFile(path.join(dir, 'dist/cli/main.js'), '// changed\n');
    expect(hashGraph(moduleGraph(entry), base, 1)).toBe(v3);
  });
});
