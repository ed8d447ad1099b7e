// The benchmark's content generator (bench/generate.mjs,): run as the real script into temp
// dirs, then read back what it wrote with helpsync's own front matter parser and renderer.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parseFrontMatter } from '../../../src/content/frontmatter.js';
import { renderMarkdown } from '../../../src/html/render.js';
import { htmlEqual } from '../../../src/html/compare.js';
import { toRichTextHtml } from '../../../src/html/richtext.js';
import { REPO_ROOT, tempDir } from '../../helpers/cli.js';

const GENERATE = path.join(REPO_ROOT, 'bench/generate.mjs');

interface Manifest {
  languages: string[];
  counts: {
    markdownFiles: number;
    files: number;
    pairs: number;
    entries: number;
    articles: number;
    collections: number;
    emailTemplates: number;
    staticKeys: number;
  };
  contentSha256: string;
  seedSha256: string;
}
interface SeedEntry {
  id: string;
  type: string;
  fields: Record<string, Record<string, string>>;
}
interface Seed {
  project: string;
  entries: SeedEntry[];
  collections: { id: string; parent: string | null }[];
  articles: { id: string; collection: string }[];
}

function generate(out: string, extra: string[] = []): Manifest {
  const r = spawnSync(process.execPath, [GENERATE, '--articles', '20', '--languages', '3', '--out', out, ...extra], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`generate failed (${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout) as Manifest;
}

function walk(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const abs = path.join(dir, name);
    if (statSync(abs).isDirectory()) out.push(...walk(abs, base));
    else out.push(path.relative(base, abs).split(path.sep).join('/'));
  }
  return out.sort();
}

function digestTree(dir: string): string {
  const h = createHash('sha256');
  for (const rel of walk(dir))
    h.update(rel)
      .update('\0')
      .update(readFileSync(path.join(dir, rel)))
      .update('\0');
  return h.digest('hex');
}

const text = (s: string | undefined): string => s ?? '';

let dirs: { dir: string; cleanup: () => Promise<void> }[] = [];
let a: string;
let b: string;
let c: string;
let manifest: Manifest;

beforeAll(async () => {
  dirs = await Promise.all([tempDir('bench-gen-a-'), tempDir('bench-gen-b-'), tempDir('bench-gen-c-')]);
  [a, b, c] = dirs.map((d) => d.dir) as [string, string, string];
  manifest = generate(a);
  generate(b);
  generate(c, ['--seed', '2']);
});
afterAll(async () => {
  await Promise.all(dirs.map((d) => d.cleanup()));
});

describe('bench/generate.mjs', () => {
  it('writes a content repo with one folder per language, collections, templates and static translations', () => {
    const files = walk(path.join(a, 'content'));
    expect(manifest.languages).toEqual(['en', 'de', 'fr']);
    expect(files.filter((f) => f.endsWith('.md'))).toHaveLength(manifest.counts.markdownFiles);
    expect(files).toHaveLength(manifest.counts.files);
    // 20 articles, 2 collections (_index.md), 1 email template, in 3 languages.
    expect(manifest.counts.markdownFiles).toBe((20 + manifest.counts.collections + manifest.counts.emailTemplates) * 3);
    for (const lang of manifest.languages) {
      expect(files).toContain(`${lang}/_static.yaml`);
      expect(files.filter((f) => f.startsWith(`${lang}/`) && f.endsWith('/_index.md'))).toHaveLength(manifest.counts.collections);
    }
    // A translation lives at the same relative path as its source file.
    const rel = (lang: string): string[] => files.filter((f) => f.startsWith(`${lang}/`)).map((f) => f.slice(lang.length + 1));
    expect(rel('de')).toEqual(rel('en'));
    expect(rel('fr')).toEqual(rel('en'));
    const config = readFileSync(path.join(a, 'config/helpsync.yaml'), 'utf8');
    expect(parseYaml(config)).toMatchObject({ project: 'bench', contentDir: '../content', sourceLanguage: 'en' });
  });

  it('writes front matter helpsync parses without problems, bodies of realistic length and shape', () => {
    const files = walk(path.join(a, 'content')).filter((f) => f.endsWith('.md'));
    let withEntry = 0;
    const articleSizes: number[] = [];
    for (const f of files) {
      const parsed = parseFrontMatter(readFileSync(path.join(a, 'content', f), 'utf8'));
      expect(parsed.problems, f).toEqual([]);
      const entry = parsed.data.get('entry');
      if (entry?.kind === 'text') {
        withEntry++;
        expect(entry.value).toMatch(/^(article|collection|emailtemplate):[0-9a-f]{24}$/);
      }
      if (f.startsWith('en/')) expect(entry?.kind, `${f} is a source file and names its entry`).toBe('text');
      if (f.includes('/emails/')) expect(parsed.data.get('subject')?.kind).toBe('text');
      else {
        expect(parsed.data.get('title')?.kind, f).toBe('text');
        expect(parsed.data.get('description')?.kind, f).toBe('text');
      }
      if (!f.endsWith('_index.md') && !f.includes('/emails/')) articleSizes.push(Buffer.byteLength(parsed.body));
    }
    // Translations repeat `entry` in about half the files; source files always do.
    expect(withEntry).toBeGreaterThan(files.length / 3 + 5);
    expect(withEntry).toBeLessThan(files.length);
    expect(Math.min(...articleSizes)).toBeGreaterThan(700);
    expect(Math.max(...articleSizes)).toBeLessThan(6000);
    const all = files.map((f) => readFileSync(path.join(a, 'content', f), 'utf8')).join('\n');
    for (const construct of [
      /^## /m,
      /^- /m,
      /^ {2}- /m,
      /^1\. /m,
      /^\| .* \|$/m,
      /^```[a-z]+$/m,
      /^> /m,
      /\*\*[^*]+\*\*/,
      /\]\(https:\/\//,
      /`[^`\n]+`/,
    ]) {
      expect(all, String(construct)).toMatch(construct);
    }
  });

  it('writes a seed whose entries match the files and are already in sync with them', () => {
    const seed = JSON.parse(readFileSync(path.join(a, 'seed.json'), 'utf8')) as Seed;
    const pairs = JSON.parse(readFileSync(path.join(a, 'pairs.json'), 'utf8')) as {
      file: string;
      entryId: string;
      type: string;
      language: string;
    }[];
    expect(seed.project).toBe('bench');
    expect(seed.entries).toHaveLength(manifest.counts.entries);
    const byType = (t: string): SeedEntry[] => seed.entries.filter((e) => e.type === t);
    expect(byType('article')).toHaveLength(20);
    expect(byType('collection')).toHaveLength(manifest.counts.collections);
    expect(byType('emailtemplate')).toHaveLength(manifest.counts.emailTemplates);
    expect(byType('statictranslation')).toHaveLength(manifest.counts.staticKeys);
    expect(seed.articles).toHaveLength(20);
    expect(pairs).toHaveLength(manifest.counts.pairs);
    // One pair per Markdown file, plus one per static key and language.
    expect(pairs.filter((p) => p.file.endsWith('.md'))).toHaveLength(manifest.counts.markdownFiles);
    expect(pairs.filter((p) => p.type === 'statictranslation')).toHaveLength(manifest.counts.staticKeys * 3);

    const entries = new Map(seed.entries.map((e) => [e.id, e]));
    for (const p of pairs.filter((x) => x.file.endsWith('.md'))) {
      const entry = entries.get(p.entryId);
      expect(entry, p.file).toBeDefined();
      const parsed = parseFrontMatter(readFileSync(path.join(a, 'content', p.file), 'utf8'));
      const fm = (k: string): string | undefined => {
        const v = parsed.data.get(k);
        return v?.kind === 'text' ? v.value.trim() : undefined;
      };
      if (p.type === 'emailtemplate') expect(entry?.fields.subject?.[p.language]).toBe(fm('subject'));
      else {
        expect(entry?.fields.title?.[p.language], p.file).toBe(fm('title'));
        expect(entry?.fields.description?.[p.language], p.file).toBe(fm('description'));
      }
      if (p.type === 'article' || p.type === 'emailtemplate') {
        const remote = text(entry?.fields.content?.[p.language]);
        const local = renderMarkdown(parsed.body);
        // Stored in the platform's rich-text form (the default): equal only semantically.
        expect(remote).toBe(toRichTextHtml(local));
        expect(htmlEqual(remote, local), p.file).toBe(true);
      }
    }
    for (const lang of manifest.languages) {
      const statics = parseYaml(readFileSync(path.join(a, 'content', lang, '_static.yaml'), 'utf8'), { schema: 'failsafe' }) as Record<
        string,
        unknown
      >;
      const flat = new Map<string, string>();
      const flatten = (prefix: string, v: unknown): void => {
        if (typeof v === 'string') flat.set(prefix, v);
        else for (const [k, x] of Object.entries(v as Record<string, unknown>)) flatten(prefix ? `${prefix}.${k}` : k, x);
      };
      flatten('', statics);
      expect(flat.size).toBe(manifest.counts.staticKeys);
      for (const [key, value] of flat) expect(entries.get(`statictranslation:${key}`)?.fields.value?.[lang]).toBe(value);
    }
  });

  it('is deterministic: the same seed gives the same bytes, another seed other bytes', () => {
    expect(digestTree(path.join(a, 'content'))).toBe(digestTree(path.join(b, 'content')));
    expect(readFileSync(path.join(a, 'seed.json'))).toEqual(readFileSync(path.join(b, 'seed.json')));
    expect(digestTree(path.join(a, 'content'))).toBe(manifest.contentSha256);
    expect(digestTree(path.join(c, 'content'))).not.toBe(manifest.contentSha256);
  });

  it('refuses bad sizes with a clear message', () => {
    const r = spawnSync(process.execPath, [GENERATE, '--articles', '0', '--out', path.join(a, 'never')], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('--articles must be a positive integer');
    const r2 = spawnSync(process.execPath, [GENERATE, '--languages', '99', '--out', path.join(a, 'never')], { encoding: 'utf8' });
    expect(r2.status).toBe(1);
    expect(r2.stderr).toMatch(/--languages must be between 1 and \d+/);
  });
});
