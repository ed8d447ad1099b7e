#!/usr/bin/env node
// Generates a realistic content repo for the benchmark and a MATCHING emulator seed in
// which every (entry, language) pair is already in sync, deterministically from a seed.
//
// node bench/generate.mjs [--articles 2000] [--languages 8] [--seed 1] [--name NAME] [--out DIR]
//                           [--no-rich-text]
//
// Writes <out>/ (default bench/work/<name>/):
//   content/<lang>/**/*.md   articles (1–4 KB bodies), collections (_index.md), email templates
//   content/<lang>/_static.yaml
//   config/helpsync.yaml     contentDir ../content; baseUrl is overridden with HELPSYNC_BASE_URL
//   seed.json                EmulatorData (docs/emulator-data.md / src/emulator/data.ts)
//   pairs.json               one row per (entry, language): file, entryId, type, language
//   manifest.json            parameters and counts
//
// The remote values are computed from what this script wrote, independently of helpsync's loader:
// titles and descriptions as written, content = renderMarkdown(body) from dist/html/render.js (the
// renderer helpsync pushes with), by default in the platform's rich-text form (toRichTextHtml from
// dist/html/richtext.js), so a dry run has to compare semantically, the hardest case.
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Rng, hash32 } from './lib/prng.mjs';
import { CODE_TOKENS, LANGUAGE_ORDER, vocabulary } from './lib/words.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '..');
/** The program the package installs as `helpsync` (package.json's bin: the bundle `npm run build` makes), which every bench runs. */
export const CLI = path.join(ROOT, JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).bin.helpsync);
/** Bump when the output for a given seed changes, so run.mjs regenerates a cached work folder. */
export const GENERATOR_VERSION = 3;
export const BENCH_PROJECT = 'bench';

// ---------------------------------------------------------------------------------------------
// Text

function capitalize(word) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

class Writer {
  /** @param {Rng} rng word choices for one language @param {string} language */
  constructor(rng, language) {
    this.rng = rng;
    this.language = language;
    this.v = vocabulary(language);
  }

  word() {
    return this.rng.chance(0.3) ? this.rng.pick(this.v.glue) : this.rng.pick(this.v.words);
  }

  words(n) {
    const out = [];
    for (let i = 0; i < n; i++) out.push(this.word());
    return out;
  }

  /** A title: n content words, capitalised in Latin scripts. */
  title(n) {
    const ws = [];
    for (let i = 0; i < n; i++) ws.push(this.rng.pick(this.v.words));
    if (this.v.sep === '') return ws.join('');
    return ws.map((w, i) => (i === 0 || this.language === 'en' ? capitalize(w) : w)).join(' ');
  }

  /** A plain sentence. */
  sentence(n) {
    const ws = this.words(n);
    if (this.v.sep === ' ' && this.v.stop === '.') ws[0] = capitalize(ws[0]);
    return ws.join(this.v.sep) + this.v.stop;
  }

  /**
   * A sentence with inline Markdown. `marks` (decided by the structure stream, so every language
   * has the same inline elements) lists what to weave in.
   */
  richSentence(n, marks) {
    const ws = this.words(n);
    for (const mark of marks) {
      const i = Math.min(ws.length - 1, Math.floor(this.rng.next() * ws.length));
      switch (mark.kind) {
        case 'strong':
          ws[i] = `**${ws[i]}**`;
          break;
        case 'em':
          ws[i] = `*${ws[i]}*`;
          break;
        case 'code':
          ws[i] = `${ws[i]} \`${mark.token}\``;
          break;
        case 'link':
          // No link inside a link (a second mark can land on the same word).
          ws[i] = ws[i].includes('](') ? ws[i] : `[${ws[i]}${this.v.sep}${this.rng.pick(this.v.words)}](${mark.url})`;
          break;
        case 'quoted':
          ws[i] = `${ws[i]} ${this.rng.pick(this.v.quoted)}`;
          break;
        case 'strike':
          ws[i] = `~~${ws[i]}~~`;
          break;
        default:
          break;
      }
    }
    const text = ws.join(this.v.sep);
    const first = this.v.sep === ' ' && this.v.stop === '.' && /^[a-zà-ÿ]/.test(text) ? capitalize(text) : text;
    return first + this.v.stop;
  }
}

/** Structure decisions for one article: taken from a stream that does not depend on the language. */
function inlineMarks(s, slugs) {
  const marks = [];
  const count = s.int(0, 3);
  for (let i = 0; i < count; i++) {
    const r = s.next();
    if (r < 0.28) marks.push({ kind: 'strong' });
    else if (r < 0.5) marks.push({ kind: 'em' });
    else if (r < 0.7) marks.push({ kind: 'code', token: s.pick(CODE_TOKENS) });
    else if (r < 0.88) marks.push({ kind: 'link', url: `https://help.example.com/${s.pick(slugs)}` });
    else if (r < 0.97) marks.push({ kind: 'quoted' });
    else marks.push({ kind: 'strike' });
  }
  return marks;
}

const CODE_SAMPLES = {
  js: [
    'window.SupportWidget = { projectKey: "YOUR_PROJECT_KEY" };',
    "const res = await fetch('/v3/conversations', { headers });",
    'if (user && user.email) SupportWidget.identify(user);',
    "console.log('ready', Date.now());",
  ],
  bash: [
    'export HELPSYNC_TOKEN="<token>"',
    'npx helpsync sync --dry-run',
    'curl -H "project: $PROJECT" https://api.example.com/v3/teams',
    'echo "done" && exit 0',
  ],
  json: ['{ "language": "de", "fields": { "title": "Hallo" } }', '{ "total": 2, "videos": [] }', '{ "enabled": true, "delay": 1500 }'],
  html: [
    '<script async src="https://widget.example.com/v3/loader.js"></script>',
    '<div id="help" data-widget-id="42"></div>',
    '<a href="#" onclick="SupportWidget.open()">Help</a>',
  ],
  python: [
    'import requests',
    'resp = requests.get(url, headers={"project": project})',
    'for row in resp.json():',
    '    print(row["id"], row.get("title"))',
  ],
  yaml: ['rateLimit:', '  requests: 1000', '  perSeconds: 60', 'contentDir: ../content'],
};

/** The language-independent skeleton of one article body. */
function articleSkeleton(s, slugs) {
  const targetBytes = s.int(1000, 4000);
  // ~270 bytes per block on average for Latin text (measured on the output): aim at the target size.
  const blockCount = Math.max(3, Math.round(targetBytes / 270));
  const blocks = [{ kind: 'p', sentences: sentencePlan(s, slugs, s.int(2, 4)) }];
  let sinceHeading = 1;
  for (let i = 1; i < blockCount; i++) {
    if (sinceHeading >= 2 && s.chance(0.45)) {
      blocks.push({ kind: 'h', level: s.chance(0.75) ? 2 : 3, words: s.int(2, 5) });
      sinceHeading = 0;
      continue;
    }
    sinceHeading++;
    const r = s.next();
    if (r < 0.38) blocks.push({ kind: 'p', sentences: sentencePlan(s, slugs, s.int(2, 5)) });
    else if (r < 0.56) blocks.push({ kind: 'ul', items: listPlan(s, slugs) });
    else if (r < 0.7) blocks.push({ kind: 'ol', items: listPlan(s, slugs) });
    else if (r < 0.79) {
      const lang = s.pick(Object.keys(CODE_SAMPLES));
      const lines = [];
      const n = s.int(2, 6);
      for (let k = 0; k < n; k++) lines.push(s.pick(CODE_SAMPLES[lang]));
      blocks.push({ kind: 'code', lang, lines });
    } else if (r < 0.87) blocks.push({ kind: 'quote', sentences: sentencePlan(s, slugs, s.int(1, 2)) });
    else if (r < 0.96) blocks.push({ kind: 'table', cols: s.int(2, 4), rows: s.int(2, 6), align: s.chance(0.5) });
    else blocks.push({ kind: 'img', src: `https://cdn.example.com/help/${s.hex(8)}.png` });
  }
  return blocks;
}

function sentencePlan(s, slugs, n) {
  const out = [];
  for (let i = 0; i < n; i++) out.push({ words: s.int(6, 16), marks: inlineMarks(s, slugs) });
  return out;
}

function listPlan(s, slugs) {
  const items = [];
  const n = s.int(2, 6);
  for (let i = 0; i < n; i++) {
    const item = { words: s.int(4, 11), marks: s.chance(0.4) ? inlineMarks(s, slugs) : [] };
    if (s.chance(0.22)) item.children = Array.from({ length: s.int(2, 3) }, () => ({ words: s.int(3, 8), marks: [] }));
    items.push(item);
  }
  return items;
}

function renderBody(blocks, w) {
  const out = [];
  for (const b of blocks) {
    switch (b.kind) {
      case 'p':
        out.push(b.sentences.map((x) => w.richSentence(x.words, x.marks)).join(' '));
        break;
      case 'h':
        out.push(`${'#'.repeat(b.level)} ${w.title(b.words)}`);
        break;
      case 'ul':
      case 'ol': {
        const lines = [];
        b.items.forEach((item, i) => {
          const bullet = b.kind === 'ul' ? '- ' : `${i + 1}. `;
          lines.push(bullet + w.richSentence(item.words, item.marks));
          // Nested items sit under the parent's text: 2 spaces under "- ", 3 under "1. ".
          const indent = ' '.repeat(bullet.length);
          for (const child of item.children ?? []) lines.push(`${indent}- ${w.richSentence(child.words, child.marks)}`);
        });
        out.push(lines.join('\n'));
        break;
      }
      case 'code':
        out.push(['```' + b.lang, ...b.lines, '```'].join('\n'));
        break;
      case 'quote':
        out.push('> **' + w.title(1) + ':** ' + b.sentences.map((x) => w.richSentence(x.words, x.marks)).join(' '));
        break;
      case 'table': {
        const header = Array.from({ length: b.cols }, () => w.title(w.rng.int(1, 2)));
        const sep = header.map((_, i) => (b.align && i > 0 ? (i === b.cols - 1 ? '---:' : ':---:') : '---'));
        const rows = [];
        for (let r = 0; r < b.rows; r++) {
          rows.push(
            Array.from({ length: b.cols }, (_, c) =>
              c === 0
                ? w.title(1)
                : w.rng.chance(0.25)
                  ? `\`${w.rng.pick(CODE_TOKENS).replace(/\|/g, '')}\``
                  : w.words(w.rng.int(1, 4)).join(w.v.sep),
            ),
          );
        }
        out.push([header, sep, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n'));
        break;
      }
      case 'img':
        out.push(`![${w.title(2)}](${b.src})`);
        break;
      default:
        throw new Error(`unknown block ${b.kind}`);
    }
  }
  return out.join('\n\n') + '\n';
}

// ---------------------------------------------------------------------------------------------
// YAML

const PLAIN_SAFE = /^[^\s\-?:,[\]{}#&*!|>'"%@`~][^#]*$/u;

/** A YAML scalar for `value` that a YAML 1.2 parser reads back as exactly `value` (as a string). */
export function yamlScalar(value) {
  if (value === '' || /^(~|null|Null|NULL|true|false|True|False|yes|no|on|off)$/i.test(value)) return JSON.stringify(value);
  if (!PLAIN_SAFE.test(value) || /:(\s|$)/.test(value) || /\s$/.test(value) || value.includes(' #')) return JSON.stringify(value);
  return value;
}

function frontMatter(pairs) {
  return '---\n' + pairs.map(([k, v]) => `${k}: ${yamlScalar(v)}`).join('\n') + '\n---\n\n';
}

// ---------------------------------------------------------------------------------------------
// The repo

function slugify(text) {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
}

/**
 * Generate the repo in memory. Returns { files: Map<relPath, text>, seed, pairs, counts }.
 * `render(markdown)` and `remoteHtml(html)` are injected (dist/ functions) so this part is pure.
 */
export function buildRepo({ articles, languages: languageCount, seed, render, remoteHtml }) {
  if (!Number.isInteger(articles) || articles < 1) throw new Error('--articles must be a positive integer');
  if (!Number.isInteger(languageCount) || languageCount < 1 || languageCount > LANGUAGE_ORDER.length) {
    throw new Error(`--languages must be between 1 and ${LANGUAGE_ORDER.length}`);
  }
  const languages = LANGUAGE_ORDER.slice(0, languageCount);
  const root = new Rng(hash32(`helpsync-bench:${seed}`));
  const ids = new Set();
  const newId = () => {
    for (;;) {
      const id = root.hex(24);
      if (!ids.has(id)) {
        ids.add(id);
        return id;
      }
    }
  };
  const en = new Writer(root.fork('en-names'), 'en');

  // Collections: about one per 25 articles, a third of them nested one level under a root.
  const collectionCount = Math.max(2, Math.round(articles / 25));
  const collections = [];
  const usedDirs = new Set(['emails']);
  for (let c = 0; c < collectionCount; c++) {
    const roots = collections.filter((x) => x.parent === null);
    const parent = c > 1 && root.chance(0.33) ? root.pick(roots) : null;
    const name = slugify(en.title(root.int(1, 3))) || `section-${c}`;
    let dir = parent ? `${parent.dir}/${name}` : name;
    if (usedDirs.has(dir)) dir = `${dir}-${c}`;
    usedDirs.add(dir);
    collections.push({ index: c, id: newId(), parent, dir });
  }

  const files = new Map();
  const pairs = [];
  const entries = [];
  const seedCollections = [];
  const seedArticles = [];
  const addPair = (file, entryId, type, language) => pairs.push({ file, entryId, type, language });

  // Translations repeat `entry` in about half the files ("it may repeat entry").
  const repeatEntry = (rng, language) => language === languages[0] || rng.chance(0.5);

  for (const col of collections) {
    const entryId = `collection:${col.id}`;
    const fields = { title: {}, description: {} };
    const s = root.fork(`collection:${col.index}`);
    for (const language of languages) {
      const w = new Writer(s.fork(language), language);
      const title = w.title(w.rng.int(1, 4));
      const description = w.sentence(w.rng.int(6, 14));
      const fm = [];
      if (repeatEntry(w.rng, language)) fm.push(['entry', entryId]);
      fm.push(['title', title], ['description', description]);
      const file = `${language}/${col.dir}/_index.md`;
      // The body of an _index.md is not pushed; write one anyway, as real repos do.
      files.set(file, frontMatter(fm) + w.sentence(w.rng.int(8, 20)) + '\n');
      fields.title[language] = title;
      fields.description[language] = description;
      addPair(file, entryId, 'collection', language);
    }
    entries.push({ id: entryId, type: 'collection', fields });
    seedCollections.push({ id: col.id, parent: col.parent ? col.parent.id : null });
  }

  const slugsForLinks = collections.map((c) => c.dir);
  const usedFiles = new Set();
  for (let a = 0; a < articles; a++) {
    const id = newId();
    const entryId = `article:${id}`;
    const col = root.pick(collections);
    const s = root.fork(`article:${a}`);
    let slug = slugify(en.title(s.int(2, 5))) || `article-${a}`;
    if (usedFiles.has(`${col.dir}/${slug}`)) slug = `${slug}-${a}`;
    usedFiles.add(`${col.dir}/${slug}`);
    const rel = `${col.dir}/${slug}.md`;
    const skeleton = articleSkeleton(s.fork('body'), slugsForLinks);
    // A few titles test "scalars keep their exact text": 2024 stays "2024", 1.10 stays "1.10".
    const special = s.next();
    const fields = { title: {}, description: {}, content: {} };
    for (const language of languages) {
      const w = new Writer(s.fork(language), language);
      const title = special < 0.004 ? '2024' : special < 0.008 ? '1.10' : w.title(w.rng.int(2, 7));
      const description = w.rng.chance(0.1) ? `${w.title(1)}: ${w.sentence(w.rng.int(5, 12))}` : w.sentence(w.rng.int(8, 18));
      const body = renderBody(skeleton, w);
      const fm = [];
      if (repeatEntry(w.rng, language)) fm.push(['entry', entryId]);
      fm.push(['title', title], ['description', description]);
      const file = `${language}/${rel}`;
      files.set(file, frontMatter(fm) + body);
      fields.title[language] = title;
      fields.description[language] = description;
      fields.content[language] = remoteHtml(render(body));
      addPair(file, entryId, 'article', language);
    }
    entries.push({ id: entryId, type: 'article', fields });
    seedArticles.push({ id, collection: col.id });
  }

  // Email templates: subject + body, in a folder without _index.md (not a collection).
  const templateCount = Math.max(1, Math.round(articles / 200));
  for (let t = 0; t < templateCount; t++) {
    const entryId = `emailtemplate:${newId()}`;
    const s = root.fork(`template:${t}`);
    const skeleton = [
      { kind: 'p', sentences: sentencePlan(s, slugsForLinks, s.int(1, 3)) },
      { kind: 'p', sentences: sentencePlan(s, slugsForLinks, s.int(2, 4)) },
      { kind: 'ul', items: listPlan(s, slugsForLinks) },
    ];
    const rel = `emails/template-${String(t + 1).padStart(3, '0')}.md`;
    const fields = { subject: {}, content: {} };
    for (const language of languages) {
      const w = new Writer(s.fork(language), language);
      const subject = `${w.title(w.rng.int(2, 4))} {{workspace.name}}`;
      const body = `{{contact.firstName}},\n\n${renderBody(skeleton, w)}\n{{workspace.name}}\n`;
      const fm = [];
      if (repeatEntry(w.rng, language)) fm.push(['entry', entryId]);
      fm.push(['subject', subject]);
      const file = `${language}/${rel}`;
      files.set(file, frontMatter(fm) + body);
      fields.subject[language] = subject;
      fields.content[language] = remoteHtml(render(body));
      addPair(file, entryId, 'emailtemplate', language);
    }
    entries.push({ id: entryId, type: 'emailtemplate', fields });
  }

  // Static translations: a nested map (flattened to dotted keys) plus a few keys written dotted.
  const staticKeys = [];
  const sections = ['widget', 'launcher', 'search', 'chat', 'helpcenter', 'forms', 'errors', 'consent'];
  const ks = root.fork('static-keys');
  for (const section of sections) {
    const groups = ks.int(1, 3);
    for (let g = 0; g < groups; g++) {
      const group = `${['main', 'header', 'footer', 'empty', 'status'][g]}`;
      const n = ks.int(2, 5);
      for (let k = 0; k < n; k++) staticKeys.push([section, group, `${['title', 'label', 'hint', 'action', 'body'][k]}`]);
    }
  }
  const dottedKeys = ['app.version.notice', 'legal.privacy.link', 'legal.terms.link'];
  const staticValues = new Map(); // key → { language → value }
  for (const language of languages) {
    const w = new Writer(root.fork(`static:${language}`), language);
    const tree = {};
    for (const [a, b, c] of staticKeys) {
      const value = w.rng.chance(0.15) ? `${w.title(1)}: ${w.title(w.rng.int(1, 3))}` : w.title(w.rng.int(1, 5));
      ((tree[a] ??= {})[b] ??= {})[c] = value;
      const key = `${a}.${b}.${c}`;
      if (!staticValues.has(key)) staticValues.set(key, {});
      staticValues.get(key)[language] = value;
    }
    const lines = [];
    for (const [a, groups] of Object.entries(tree)) {
      lines.push(`${a}:`);
      for (const [b, leaves] of Object.entries(groups)) {
        lines.push(`  ${b}:`);
        for (const [c, value] of Object.entries(leaves)) lines.push(`    ${c}: ${yamlScalar(value)}`);
      }
    }
    for (const key of dottedKeys) {
      const value = w.sentence(w.rng.int(3, 8));
      lines.push(`${key}: ${yamlScalar(value)}`);
      if (!staticValues.has(key)) staticValues.set(key, {});
      staticValues.get(key)[language] = value;
    }
    const file = `${language}/_static.yaml`;
    files.set(file, lines.join('\n') + '\n');
    for (const key of staticValues.keys()) addPair(file, `statictranslation:${key}`, 'statictranslation', language);
  }
  for (const [key, byLanguage] of staticValues) {
    entries.push({ id: `statictranslation:${key}`, type: 'statictranslation', fields: { value: byLanguage } });
  }

  const seedData = { project: BENCH_PROJECT, entries, collections: seedCollections, articles: seedArticles };
  const markdownFiles = [...files.keys()].filter((f) => f.endsWith('.md')).length;
  let bytes = 0;
  for (const text of files.values()) bytes += Buffer.byteLength(text);
  return {
    files,
    seed: seedData,
    pairs,
    counts: {
      languages: languages.length,
      articles,
      collections: collectionCount,
      emailTemplates: templateCount,
      staticKeys: staticValues.size,
      entries: entries.length,
      pairs: pairs.length,
      markdownFiles,
      files: files.size,
      contentBytes: bytes,
    },
    languages,
  };
}

export function configYaml({ rateLimit = { requests: 1000, perSeconds: 60 }, concurrency } = {}) {
  return [
    '# Generated by bench/generate.mjs. baseUrl is a placeholder: the benchmark sets HELPSYNC_BASE_URL.',
    'baseUrl: http://127.0.0.1:9/v3',
    `project: ${BENCH_PROJECT}`,
    'contentDir: ../content',
    'sourceLanguage: en',
    'rateLimit:',
    `  requests: ${rateLimit.requests}`,
    `  perSeconds: ${rateLimit.perSeconds}`,
    ...(concurrency ? [`concurrency: ${concurrency}`] : []),
    '',
  ].join('\n');
}

/** Loads the renderer helpsync pushes with (and the platform's rich-text form) from dist/. */
export async function loadRenderers(root = ROOT) {
  const dist = (p) => pathToFileURL(path.join(root, 'dist', p)).href;
  if (!existsSync(path.join(root, 'dist/html/render.js'))) throw new Error('dist/ is missing: run `npm run build` first');
  const { renderMarkdown } = await import(dist('html/render.js'));
  const { toRichTextHtml } = await import(dist('html/richtext.js'));
  return { renderMarkdown, toRichTextHtml };
}

/** Generate and write a work folder. Returns its manifest. */
export async function generate({ articles = 2000, languages = 8, seed = 1, richText = true, name, out } = {}) {
  const { renderMarkdown, toRichTextHtml } = await loadRenderers();
  const dirName = name ?? `a${articles}-l${languages}-s${seed}${richText ? '' : '-plain'}`;
  const dir = path.resolve(out ?? path.join(ROOT, 'bench/work', dirName));
  const started = performance.now();
  const repo = buildRepo({ articles, languages, seed, render: renderMarkdown, remoteHtml: richText ? toRichTextHtml : (h) => h });
  rmSync(path.join(dir, 'content'), { recursive: true, force: true });
  rmSync(path.join(dir, '.helpsync'), { recursive: true, force: true });
  rmSync(path.join(dir, 'config', '.helpsync'), { recursive: true, force: true });
  const madeDirs = new Set();
  const digest = createHash('sha256');
  for (const [rel, text] of [...repo.files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const abs = path.join(dir, 'content', rel);
    const parent = path.dirname(abs);
    if (!madeDirs.has(parent)) {
      mkdirSync(parent, { recursive: true });
      madeDirs.add(parent);
    }
    writeFileSync(abs, text);
    digest.update(rel).update('\0').update(text).update('\0');
  }
  mkdirSync(path.join(dir, 'config'), { recursive: true });
  writeFileSync(path.join(dir, 'config', 'helpsync.yaml'), configYaml());
  const seedText = JSON.stringify(repo.seed);
  writeFileSync(path.join(dir, 'seed.json'), seedText);
  writeFileSync(path.join(dir, 'pairs.json'), JSON.stringify(repo.pairs));
  const manifest = {
    generatorVersion: GENERATOR_VERSION,
    params: { articles, languages, seed, richText },
    languages: repo.languages,
    counts: repo.counts,
    contentSha256: digest.digest('hex'),
    seedSha256: createHash('sha256').update(seedText).digest('hex'),
    seedBytes: Buffer.byteLength(seedText),
    generatedInMs: Math.round(performance.now() - started),
  };
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return { dir, ...manifest };
}

// ---------------------------------------------------------------------------------------------
// CLI

export function parseFlags(argv, spec) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) throw new Error(`unexpected argument "${arg}"`);
    const [rawKey, inline] = arg.slice(2).split('=', 2);
    if (rawKey.startsWith('no-') && spec[rawKey.slice(3)] === 'boolean') {
      out[rawKey.slice(3)] = false;
      continue;
    }
    const type = spec[rawKey];
    if (!type)
      throw new Error(
        `unknown flag --${rawKey} (known: ${Object.keys(spec)
          .map((k) => `--${k}`)
          .join(', ')})`,
      );
    if (type === 'boolean') {
      out[rawKey] = inline === undefined ? true : inline !== 'false';
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`--${rawKey} needs a value`);
    if (type === 'number') {
      const n = Number(value);
      if (!Number.isFinite(n)) throw new Error(`--${rawKey} must be a number, got "${value}"`);
      out[rawKey] = n;
    } else out[rawKey] = value;
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const flags = parseFlags(process.argv.slice(2), {
      articles: 'number',
      languages: 'number',
      seed: 'number',
      name: 'string',
      out: 'string',
      'rich-text': 'boolean',
    });
    const manifest = await generate({
      articles: flags.articles,
      languages: flags.languages,
      seed: flags.seed,
      richText: flags['rich-text'] ?? true,
      name: flags.name,
      out: flags.out,
    });
    process.stdout.write(JSON.stringify(manifest, null, 2) + '\n');
  } catch (err) {
    process.stderr.write(`generate: ${err.message}\n`);
    process.exit(1);
  }
}
