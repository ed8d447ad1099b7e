#!/usr/bin/env node
// The floor: the least work any tool must do for a dry run against an in-sync remote:
// read every Markdown file, parse its front matter, render its body once, and fetch the entries
// listing once. Nothing else: no validation, no comparison, no plan. A plain single-threaded
// script, written the obvious way, using the same libraries helpsync uses (gray-matter with the
// `yaml` package as its YAML engine and an options object, so gray-matter's text-keyed cache is
// off; marked with GFM). It also parses each language's _static.yaml, which helpsync must read too.
//
//   HELPSYNC_TOKEN=... node bench/floor.mjs --content DIR --base-url http://127.0.0.1:PORT/v3 --project P
//
// Prints one JSON line: { wallMs (since process start), files, markdownFiles, htmlBytes, entries }.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import fg from 'fast-glob';
import matter from 'gray-matter';
import { Marked } from 'marked';
import { parse as parseYaml } from 'yaml';

function flag(name) {
  const i = process.argv.indexOf(`--${name}`);
  const value = i === -1 ? undefined : process.argv[i + 1];
  if (value === undefined) {
    process.stderr.write(`floor: --${name} is required\n`);
    process.exit(2);
  }
  return value;
}

const contentDir = path.resolve(flag('content'));
const baseUrl = flag('base-url').replace(/\/+$/, '');
const project = flag('project');
const token = process.env.HELPSYNC_TOKEN;
if (!token) {
  process.stderr.write('floor: HELPSYNC_TOKEN is not set\n');
  process.exit(2);
}

const marked = new Marked({ gfm: true, breaks: false, async: false });
const yamlEngine = { parse: (text) => parseYaml(text, { schema: 'failsafe' }) ?? {} };
const matterOptions = { engines: { yaml: yamlEngine }, language: 'yaml' };

// The listing is fetched while the files are read and rendered (one request; nothing to wait for),
// and parsed as it streams, item by item, as any tool must at 200k pairs (one string of the whole
// listing passes V8's string limit there). The splitter is helpsync's own (dist/util/json-items.js,
// built before any bench run): a streaming parser library costs about 12x JSON.parse (see that
// file), which would make this floor slower than the obvious tool and every ratio flattering.
const { JsonItems } = await import(new URL('../dist/util/json-items.js', import.meta.url).href);
const listing = fetch(`${baseUrl}/translations/entries`, {
  headers: { authorization: `Bearer ${token}`, project, accept: 'application/json' },
}).then(async (res) => {
  if (res.status !== 200) throw new Error(`GET /translations/entries: HTTP ${res.status}`);
  let count = 0;
  const items = new JsonItems(
    (bytes) => {
      JSON.parse(bytes.toString('utf8'));
      count++;
    },
    256 * 1024 * 1024,
  );
  for await (const chunk of res.body) items.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  items.end();
  return count;
});
// Keep a failed listing from being reported as unhandled before it is awaited.
listing.catch(() => undefined);

const files = await fg(['*/**/*.md', '*/_static.yaml'], { cwd: contentDir, onlyFiles: true });
let markdownFiles = 0;
let htmlBytes = 0;
let next = 0;
async function worker() {
  while (next < files.length) {
    const rel = files[next++];
    const text = await readFile(path.join(contentDir, rel), 'utf8');
    if (rel.endsWith('.yaml')) {
      parseYaml(text, { schema: 'failsafe' });
      continue;
    }
    markdownFiles++;
    let parsed;
    try {
      parsed = matter(text, matterOptions);
    } catch {
      // a real repo has the odd file with broken front matter: read, reported, not rendered (as helpsync does)
      continue;
    }
    htmlBytes += marked.parse(parsed.content).length;
  }
}
// A few reads in flight keep the disk busy; the parsing itself is one thread, as in any plain script.
await Promise.all(Array.from({ length: 16 }, worker));
const count = await listing;
process.stdout.write(
  JSON.stringify({ wallMs: Math.round(performance.now()), files: files.length, markdownFiles, htmlBytes, entries: count }) + '\n',
);
