// Shared fixtures for the reliability suite: a generated content repo
// with its matching emulator seed, a temp folder per test, the CLI against it, and checks that read
// the platform's FINAL state (the emulator's store and request log), not just an exit code.
import http from 'node:http';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { listenLoopback } from './http-listen.js';
import type { CliResult } from './cli.js';
import { writeFiles } from './emulator.js';
import { emulatorFixture, type EmulatorFixture } from './fixture.js';
import type { EmulatorOptions, RunningEmulator, RequestLogEntry } from '../../src/emulator/server.js';
import { decodeHTML } from 'entities';

export type EmulatorData = NonNullable<EmulatorOptions['data']>;

/** A 24-hex id with a recognisable prefix (articles 6650…, collections 65f0…). */
export const articleId = (i: number): string => `6650f0c1a2b3c4d5e6f7${i.toString(16).padStart(4, '0')}`;
export const collectionId = (i: number): string => `65f0c1a2b3c4d5e6f708${i.toString(16).padStart(4, '0')}`;

/** A realistic body: heading, list, table, code, link, emphasis; different per article and language. */
export function articleBody(i: number, lang: string): string {
  return [
    `# ${lang.toUpperCase()} article ${i}`,
    '',
    `Intro for article ${i} in ${lang}, with **bold**, *emphasis* and a [link](https://example.com/${lang}/${i}).`,
    '',
    `- step one of ${i}`,
    `- step two of ${i}`,
    '',
    '| Plan | Seats |',
    '| --- | --- |',
    `| Free | ${i % 5} |`,
    '',
    '```js',
    `console.log(${i});`,
    '```',
    '',
  ].join('\n');
}

export interface RepoSpec {
  /** number of articles (each in every language of `languages`) */
  articles: number;
  languages: string[];
  /** articles i < moved are listed in the layout under a collection they are not in yet */
  moved?: number;
  /** static translation keys per language */
  staticKeys?: number;
}

export interface GeneratedRepo {
  files: Record<string, string>;
  data: EmulatorData;
  /** layout.yaml text (when spec.moved > 0) */
  layout?: string;
  /** article id → collection id the layout wants (listed articles only) */
  expectedPlacement: Record<string, string>;
  /** pair key `entryId language` of every local pair */
  pairs: string[];
  /**
   * The oracle: what the platform must hold for each pair once synced, written down from the spec
   * here rather than computed by helpsync's loader or comparer.
   */
  expected: Record<string, Record<string, ExpectedValue>>;
}

/** A text field exactly; an HTML field by its visible text and the markup facts it must show. */
export type ExpectedValue = { exact: string } | { text: string; markup: RegExp[] };

/** What articleBody(i, lang) must look like on the platform, however its HTML is serialised. */
export function expectedArticleBody(i: number, lang: string): ExpectedValue {
  return {
    text: [
      `${lang.toUpperCase()} article ${i}`,
      `Intro for article ${i} in ${lang}, with bold, emphasis and a link.`,
      `step one of ${i}`,
      `step two of ${i}`,
      `Plan Seats Free ${i % 5}`,
      `console.log(${i});`,
    ].join(' '),
    markup: [
      new RegExp(`<h1[^>]*>${lang.toUpperCase()} article ${i}</h1>`),
      /<strong>bold<\/strong>/,
      /<em>emphasis<\/em>/,
      new RegExp(`<a [^>]*href="https://example\\.com/${lang}/${i}"[^>]*>link</a>`),
      new RegExp(`<li>(?:<p>)?step one of ${i}(?:</p>)?</li>`),
      /<table>/,
      new RegExp(`<code[^>]*>console\\.log\\(${i}\\);\\s*</code>`),
    ],
  };
}

/** Visible text of HTML: tags as spaces, entities decoded, whitespace collapsed, none before punctuation. */
export function visibleText(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:)])/g, '$1')
    .trim();
}

/** Why `remote` is not what `want` says, or null. */
export function judgeValue(want: ExpectedValue, remote: string | undefined): string | null {
  if (remote === undefined) return 'missing on the platform';
  if ('exact' in want) return remote === want.exact ? null : `expected ${JSON.stringify(want.exact)}, found ${JSON.stringify(remote)}`;
  const text = visibleText(remote);
  if (text !== want.text) return `text ${JSON.stringify(text)} is not ${JSON.stringify(want.text)}`;
  const missing = want.markup.filter((re) => !re.test(remote));
  return missing.length ? `markup lacks ${missing.map(String).join(', ')} in ${JSON.stringify(remote.slice(0, 300))}` : null;
}

/**
 * A content repo and a remote that disagrees with it everywhere it can: every article's texts are
 * outdated or missing remotely, static translations missing, and `moved` articles sit in the wrong
 * collection. Collections: Docs (1) with children Setup (2) and Guides (3); every article starts in Docs.
 */
export function generateRepo(spec: RepoSpec): GeneratedRepo {
  const [source] = spec.languages;
  if (!source) throw new Error('at least one language');
  const files: Record<string, string> = {};
  const entries: EmulatorData['entries'] = [];
  const expected: GeneratedRepo['expected'] = {};
  const articles: NonNullable<EmulatorData['articles']> = [];
  const pairs: string[] = [];
  const C_DOCS = collectionId(1);
  const C_SETUP = collectionId(2);
  const C_GUIDES = collectionId(3);
  for (const lang of spec.languages) {
    files[`${lang}/docs/_index.md`] =
      `---\n${lang === source ? `entry: collection:${C_DOCS}\n` : ''}title: ${lang === source ? 'Docs' : `Docs ${lang}`}\ndescription: All docs (${lang})\n---\n`;
    pairs.push(`collection:${C_DOCS} ${lang}`);
    expected[`collection:${C_DOCS} ${lang}`] = {
      title: { exact: lang === source ? 'Docs' : `Docs ${lang}` },
      description: { exact: `All docs (${lang})` },
    };
  }
  for (let i = 0; i < spec.articles; i++) {
    const id = articleId(i);
    for (const lang of spec.languages) {
      files[`${lang}/docs/a${i}.md`] =
        `---\nentry: article:${id}\ntitle: "Article ${i} (${lang})"\ndescription: "About ${i}: ${lang}"\n---\n\n${articleBody(i, lang)}`;
      pairs.push(`article:${id} ${lang}`);
      expected[`article:${id} ${lang}`] = {
        title: { exact: `Article ${i} (${lang})` },
        description: { exact: `About ${i}: ${lang}` },
        content: expectedArticleBody(i, lang),
      };
    }
    // Remote: the source title outdated, nothing else; so every pair has something to push.
    entries.push({ id: `article:${id}`, type: 'article', fields: { title: { [source]: `Old ${i}` } } });
    articles.push({ id, collection: C_DOCS, title: { [source]: `Old ${i}` } });
  }
  entries.push({ id: `collection:${C_DOCS}`, type: 'collection', fields: { title: { [source]: 'Docs' } } });
  const staticKeys = spec.staticKeys ?? 0;
  for (const lang of spec.languages) {
    if (staticKeys === 0) break;
    const lines = ['launcher:'];
    for (let k = 0; k < staticKeys; k++) lines.push(`  key${k}: "Launcher ${k} in ${lang}"`);
    files[`${lang}/_static.yaml`] = `${lines.join('\n')}\n`;
    for (let k = 0; k < staticKeys; k++) {
      pairs.push(`statictranslation:launcher.key${k} ${lang}`);
      expected[`statictranslation:launcher.key${k} ${lang}`] = { value: { exact: `Launcher ${k} in ${lang}` } };
    }
  }
  for (let k = 0; k < staticKeys; k++) {
    entries.push({ id: `statictranslation:launcher.key${k}`, type: 'statictranslation', fields: { value: {} } });
  }
  const expectedPlacement: Record<string, string> = {};
  let layout: string | undefined;
  const moved = spec.moved ?? 0;
  if (moved > 0) {
    const setup: string[] = [];
    const guides: string[] = [];
    for (let i = 0; i < moved; i++) {
      // Alternate ref forms: a file, an `article:` id.
      const ref = i % 2 === 0 ? `docs/a${i}.md` : `article:${articleId(i)}`;
      (i % 3 === 0 ? guides : setup).push(`      - ${ref}`);
      expectedPlacement[articleId(i)] = i % 3 === 0 ? C_GUIDES : C_SETUP;
    }
    // One listed article already in place.
    expectedPlacement[articleId(moved)] = C_DOCS;
    layout = [
      'collections:',
      `  - id: ${C_SETUP}`,
      '    articles:',
      ...setup,
      '  - path: Docs/Guides',
      '    articles:',
      ...guides,
      '  - path: Docs',
      `    articles: [docs/a${moved}.md]`,
      '',
    ].join('\n');
  }
  const c = (id: string, title: string, parent: string | null) => ({
    id,
    parent,
    title: { [source]: title },
    description: { [source]: '' },
  });
  const data: EmulatorData = {
    project: 'proj-reliability',
    entries,
    collections: [c(C_DOCS, 'Docs', null), c(C_SETUP, 'Setup', C_DOCS), c(C_GUIDES, 'Guides', C_DOCS)],
    articles,
  };
  return { files, data, layout, expectedPlacement, pairs, expected };
}

export interface Fixture extends EmulatorFixture {
  repo: GeneratedRepo;
}

// The shared cleanup list and CLI runner (test/helpers/fixture.ts), under the names the suite imports.
export { helpsync, onCleanup, runCleanups } from './fixture.js';

export interface SetupOptions {
  repo?: GeneratedRepo;
  /** replaces the repo's files entirely */
  files?: Record<string, string>;
  emulator?: Partial<EmulatorOptions>;
  /** extra config keys (override the defaults of writeTestConfig) */
  config?: Record<string, unknown>;
}

export async function setup(opts: SetupOptions = {}): Promise<Fixture> {
  const repo = opts.repo ?? generateRepo({ articles: 3, languages: ['en', 'de'] });
  const config: Record<string, unknown> = { contentDir: 'content', ...opts.config };
  const withLayout = repo.layout !== undefined && !('layout' in config);
  if (withLayout) config.layout = 'layout.yaml';
  const f = await emulatorFixture({
    data: repo.data,
    emulator: opts.emulator,
    files: opts.files ?? repo.files,
    config,
    tempPrefix: 'helpsync-reliability-',
  });
  if (withLayout && repo.layout !== undefined) await writeFiles(f.dir, { 'layout.yaml': repo.layout });
  return { ...f, repo };
}

export interface SyncDoc {
  version: number;
  kind: string;
  dryRun: boolean;
  plan: {
    languages: { language: string; pushes: { entryId: string; file: string }[] }[];
    moves: { articleId: string }[];
  };
  results?: { kind?: string; status: string; entryId?: string; articleId?: string; language?: string; reason?: string }[];
}

export function parseDoc(r: CliResult): SyncDoc {
  try {
    return JSON.parse(r.stdout) as SyncDoc;
  } catch {
    throw new Error(`stdout is not one JSON document (exit ${r.code}):\n${r.stdout}\nstderr:\n${r.stderr}`);
  }
}

export function pushKeys(doc: SyncDoc): string[] {
  return doc.plan.languages.flatMap((l) => l.pushes.map((p) => `${p.entryId} ${l.language}`)).sort();
}

/** Translation PUTs in the log (entry id decoded), whatever their outcome. */
export function translationPuts(emu: RunningEmulator): RequestLogEntry[] {
  return emu.log.filter((r) => r.method === 'PUT' && r.path.includes('/translations/entries/'));
}

export function entryOfPut(r: RequestLogEntry): string {
  return decodeURIComponent(r.path.split('/translations/entries/')[1] ?? '');
}

/**
 * The platform's final state against what the generated repo says, judged by the oracle written
 * down in generateRepo (never by helpsync's loader or comparer): every pair's every field, read from
 * the emulator's store; and every listed article in the collection the layout asks for.
 */
export function expectPlatformMatchesLocal(f: Fixture): Promise<void> {
  expect(Object.keys(f.repo.expected).sort()).toEqual([...f.repo.pairs].sort());
  const differences: string[] = [];
  for (const [pair, fields] of Object.entries(f.repo.expected)) {
    const [entryId = '', language = ''] = pair.split(' ');
    for (const [field, want] of Object.entries(fields)) {
      const why = judgeValue(want, f.emu.store.value(entryId, field, language));
      if (why) differences.push(`${pair} ${field}: ${why}`);
    }
  }
  expect(differences).toEqual([]);
  const placement = Object.fromEntries(Object.keys(f.repo.expectedPlacement).map((id) => [id, f.emu.store.articleCollection(id)]));
  expect(placement).toEqual(f.repo.expectedPlacement);
  return Promise.resolve();
}

/** Every file under `dir` (recursively) with its text (binary files as latin1, which keeps ASCII). */
export async function allFiles(dir: string): Promise<{ file: string; text: string }[]> {
  const out: { file: string; text: string }[] = [];
  const walk = async (d: string): Promise<void> => {
    for (const name of await readdir(d)) {
      const p = path.join(d, name);
      const s = await stat(p);
      if (s.isDirectory()) await walk(p);
      else out.push({ file: p, text: (await readFile(p)).toString('latin1') });
    }
  };
  await walk(dir);
  return out;
}

/**
 * Where a token leaked in `text`, if anywhere: the whole token, its payload part, or any 12
 * characters of its signature (the secret part; catches a token cut short by an excerpt, which an
 * exact-match scrub would miss). Returns a description or null.
 */
export function tokenLeak(text: string, token: string): string | null {
  if (text.includes(token)) return 'the whole token';
  const [, payload = '', signature = ''] = token.split('.');
  if (payload.length >= 12 && text.includes(payload)) return 'the token payload';
  for (let i = 0; i + 12 <= signature.length; i++) {
    const piece = signature.slice(i, i + 12);
    if (text.includes(piece))
      return `12 characters of the token signature at offset ${i} (${JSON.stringify(text.slice(Math.max(0, text.indexOf(piece) - 60), text.indexOf(piece) + 20))})`;
  }
  return null;
}

export interface TinyServer {
  baseUrl: string;
  requests: { method: string; url: string; headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/**
 * A node:http server on 127.0.0.1 port 0 that records every request, then hands it to `onRequest`.
 * close() destroys open sockets first, so a held (never answered) request cannot keep it open.
 */
async function startRecordingServer(onRequest: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<TinyServer> {
  const requests: TinyServer['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    onRequest(req, res);
  });
  const { port, close } = await listenLoopback(server);
  return { baseUrl: `http://127.0.0.1:${port}/v3`, requests, close };
}

/** A node:http server on 127.0.0.1 port 0 answering every request with `handler` (once its body is read). */
export function startTinyServer(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<TinyServer> {
  return startRecordingServer((req, res) => {
    req.resume();
    req.on('end', () => handler(req, res));
  });
}

/**
 * A pass-through proxy in front of the emulator that can hold requests (never answer them) while
 * `hold(req)` says so: a platform that hangs, for the interrupt tests.
 */
export async function startHoldingProxy(
  target: RunningEmulator,
  hold: (method: string, url: string) => boolean,
): Promise<TinyServer & { held: number }> {
  const targetUrl = new URL(target.baseUrl);
  const state = { held: 0 };
  const server = await startRecordingServer((req, res) => {
    if (hold(req.method ?? '', req.url ?? '')) {
      state.held++;
      req.resume();
      return; // never answered
    }
    const upstream = http.request(
      { host: targetUrl.hostname, port: targetUrl.port, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return {
    ...server,
    get held() {
      return state.held;
    },
  };
}
