// The bad-input corpus of the reliability suite, shared by bad-input-content.test.ts and
// bad-input-setup.test.ts (split only to keep each file short). Each case starts from a valid repo
// (content, layout, config, token) and breaks one thing. Each must be refused with exit 1, the culprit
// named (file and line where there is one), and no write sent; a defect visible locally must send no
// request at all.
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { articleId, generateRepo, helpsync, onCleanup, setup, startTinyServer, type Fixture } from '../helpers/reliability.js';

const A0 = articleId(0);
const A1 = articleId(1);

export interface Case {
  name: string;
  group: 'content' | 'setup';
  /** breaks the valid fixture */
  apply: (f: Fixture) => Promise<void>;
  /** each must match stderr */
  expect: (f: Fixture) => RegExp[];
  /** true when only the platform can tell (reads allowed, no write); default: no request at all */
  needsRemote?: boolean;
  env?: (f: Fixture) => Record<string, string | undefined>;
}

const write = (f: Fixture, rel: string, text: string | Buffer): Promise<void> => writeFile(path.join(f.contentDir, rel), text);
const article = (id: string, frontMatter: string, body = 'Body.\n'): string => `---\nentry: article:${id}\n${frontMatter}---\n\n${body}`;

/** Appends lines to the config file; returns the 1-based line of the first one. */
async function appendConfig(f: Fixture, lines: string): Promise<number> {
  const before = await readFile(f.configPath, 'utf8');
  await appendFile(f.configPath, lines);
  return before.split('\n').length; // the text ends with a newline: its last "line" is the new one
}
let configLine = 0;

async function replaceConfig(f: Fixture, from: RegExp, to: string): Promise<void> {
  const text = await readFile(f.configPath, 'utf8');
  expect(text).toMatch(from);
  await writeFile(f.configPath, text.replace(from, to));
}

export const CASES: Case[] = [
  // ---- front matter and entries ----
  {
    group: 'content',
    name: 'front matter: a YAML error, with its line',
    apply: (f) => write(f, 'en/docs/a0.md', `---\nentry: article:${A0}\ntitle: [broken\n---\n\nBody.\n`),
    expect: () => [/en\/docs\/a0\.md:\d+: error: front matter YAML/],
  },
  {
    group: 'content',
    name: 'front matter: a list where text belongs',
    apply: (f) => write(f, 'en/docs/a0.md', article(A0, 'title: [a, b]\n')),
    expect: () => [/en\/docs\/a0\.md:3: error: .*title/],
  },
  {
    group: 'content',
    name: 'front matter: an unknown entry type',
    apply: (f) => write(f, 'en/docs/a0.md', `---\nentry: page:${A0}\ntitle: T\n---\n`),
    expect: () => [/en\/docs\/a0\.md:2: error: .*page/],
  },
  {
    group: 'content',
    name: 'front matter: a malformed id with a slash',
    apply: (f) => write(f, 'en/docs/a0.md', `---\nentry: article:6650f0c1/../a2b3c4d5e6f70000\ntitle: T\n---\n`),
    expect: () => [/en\/docs\/a0\.md:2: error: .*(id|entry)/],
  },
  {
    group: 'content',
    name: 'entries: a translation naming another entry than its source file',
    apply: (f) => write(f, 'de/docs/a0.md', article(A1, 'title: Falsch\n')),
    expect: () => [/de\/docs\/a0\.md:2: error: .*6650f0c1a2b3c4d5e6f70001/],
  },
  {
    group: 'content',
    name: 'entries: two files claiming one entry',
    apply: (f) => write(f, 'en/docs/copy.md', article(A0, 'title: Copy\n')),
    expect: () => [/en\/docs\/(copy|a0)\.md(:2)?: error: .*article:6650f0c1a2b3c4d5e6f70000/, /copy\.md/, /a0\.md/],
  },
  {
    group: 'content',
    name: 'front matter: executable ---js is refused (and not run)',
    apply: (f) => write(f, 'en/docs/a0.md', `---js\n{ title: "T" }\n---\n\nBody.\n`),
    expect: () => [/en\/docs\/a0\.md:1: error: .*(js|never executed)/],
  },
  {
    group: 'content',
    name: 'front matter: not closed',
    apply: (f) => write(f, 'en/docs/a0.md', `---\nentry: article:${A0}\ntitle: T\n\nBody.\n`),
    expect: () => [/en\/docs\/a0\.md:1: error: front matter is not closed/],
  },
  // ---- encodings ----
  {
    group: 'content',
    name: 'encoding: a Latin-1 file',
    apply: (f) => write(f, 'de/docs/a1.md', Buffer.from(`---\nentry: article:${A1}\ntitle: Caf\xe9\n---\n`, 'latin1')),
    expect: () => [/de\/docs\/a1\.md:3: error: not valid UTF-8/],
  },
  {
    group: 'content',
    name: 'encoding: a binary file with NUL bytes',
    apply: (f) =>
      write(f, 'en/docs/a1.md', Buffer.concat([Buffer.from(`---\nentry: article:${A1}\ntitle: T\n---\n`), Buffer.from([0, 1, 2, 0, 255])])),
    expect: () => [/en\/docs\/a1\.md:1: error: binary file/],
  },
  {
    group: 'content',
    name: 'encoding: a UTF-16 file',
    apply: (f) => write(f, 'en/docs/a1.md', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(article(A1, 'title: T\n'), 'utf16le')])),
    expect: () => [/en\/docs\/a1\.md:1: error: .*UTF-16/],
  },
  // ---- static translations ----
  {
    group: 'content',
    name: 'static translations: not a map',
    apply: (f) => write(f, 'en/_static.yaml', '- one\n- two\n'),
    expect: () => [/en\/_static\.yaml(:1)?: error: static translations must be a map/],
  },
  {
    group: 'content',
    name: 'static translations: a list value',
    apply: (f) => write(f, 'en/_static.yaml', 'launcher:\n  key0: Hi\n  key1: [a, b]\n'),
    expect: () => [/en\/_static\.yaml:3: error: "?(launcher\.)?key1"? must be text/],
  },
  {
    group: 'content',
    name: 'static translations: a.b and a: {b} both',
    apply: (f) => write(f, 'en/_static.yaml', 'launcher.key0: One\nlauncher:\n  key0: Two\n'),
    expect: () => [/en\/_static\.yaml:3: error: key "launcher\.key0" is defined twice \(also on line 1/],
  },
  // ---- config ----
  {
    group: 'setup',
    name: 'config: an unknown key',
    apply: async (f) => {
      configLine = await appendConfig(f, 'colour: blue\n');
    },
    expect: () => [new RegExp(`helpsync\\.yaml:${configLine}: error: unknown key "colour"`)],
  },
  {
    group: 'setup',
    name: 'config: a token key (refused, its value never echoed)',
    apply: async (f) => {
      configLine = await appendConfig(f, `token: ${f.emu.token ?? ''}\n`);
    },
    expect: () => [new RegExp(`helpsync\\.yaml:${configLine}: error: a "token" key is not allowed`)],
  },
  {
    group: 'setup',
    name: 'config: a bad rateLimit',
    apply: (f) => replaceConfig(f, /requests: 1000/, 'requests: -5'),
    expect: () => [/helpsync\.yaml:\d+: error: rateLimit\.requests: /],
  },
  {
    group: 'setup',
    name: 'config: a YAML error',
    apply: async (f) => {
      configLine = await appendConfig(f, 'languages: [en, de\n');
    },
    expect: () => [/helpsync\.yaml:\d+(:\d+)?: error: YAML: /],
  },
  // ---- layout ----
  {
    group: 'setup',
    name: 'layout: an unknown key',
    apply: (f) => appendFile(path.join(f.dir, 'layout.yaml'), 'order: keep\n'),
    expect: (f) => [new RegExp(`layout\\.yaml:${(f.repo.layout ?? '').split('\n').length}: error: unknown key "order"`)],
  },
  {
    group: 'setup',
    name: 'layout: an article listed twice',
    apply: (f) =>
      writeFile(
        path.join(f.dir, 'layout.yaml'),
        `collections:\n  - path: Docs/Setup\n    articles:\n      - docs/a0.md\n      - docs/a0.md\n`,
      ),
    expect: () => [/layout\.yaml:5: error: .*listed twice \(lines 4 and 5\)/],
  },
  {
    group: 'setup',
    // A missing path is created (the layout may name collections that do not exist yet); a missing
    // level that differs from an existing sibling only in case or spacing is a typo, refused.
    name: 'layout: a collection path that is a near-twin of an existing one',
    apply: (f) => writeFile(path.join(f.dir, 'layout.yaml'), `collections:\n  - path: docs/a0\n    articles: [docs/a0.md]\n`),
    expect: () => [/layout\.yaml:2: error: no collection "docs" at the top level .*there is "Docs"/],
    needsRemote: true,
  },
  {
    group: 'setup',
    name: 'layout: a file that does not exist',
    apply: (f) =>
      writeFile(
        path.join(f.dir, 'layout.yaml'),
        `collections:\n  - path: Docs/Setup\n    articles:\n      - docs/a0.md\n      - docs/missing.md\n`,
      ),
    expect: () => [/layout\.yaml:5: error: .*"docs\/missing\.md"/],
  },
  // ---- token ----
  {
    group: 'setup',
    name: 'token: missing',
    apply: async () => {},
    env: () => ({ HELPSYNC_TOKEN: undefined }),
    expect: () => [/HELPSYNC_TOKEN is not set/],
  },
  {
    group: 'setup',
    name: 'token: not a JWT',
    apply: async () => {},
    env: () => ({ HELPSYNC_TOKEN: 'ghp_notajwtatall0123456789' }),
    expect: () => [/HELPSYNC_TOKEN does not look like a JWT/],
  },
  // ---- base URL ----
  {
    group: 'setup',
    name: 'base URL: plain http to a remote host (http://example.com/v3), refused before any connection',
    apply: (f) => replaceConfig(f, /baseUrl: .*/, 'baseUrl: http://example.com/v3'),
    expect: () => [/helpsync\.yaml/, /baseUrl/, /example\.com.*plain http to a non-loopback host is refused/],
  },
];

/** Runs one case: sets up the valid fixture, breaks it, runs `helpsync sync`, checks the refusal. */
export async function runCase(c: Case): Promise<void> {
  const f = await setup({ repo: validRepo() });
  // A proxy that would see any connection helpsync tried to make elsewhere than the emulator.
  const trap = await startTinyServer((_req, res) => res.writeHead(502).end());
  onCleanup(() => trap.close());
  await c.apply(f);
  const proxy = trap.baseUrl.replace(/\/v3$/, '');
  const env = { HTTP_PROXY: proxy, HTTPS_PROXY: proxy, NO_PROXY: '127.0.0.1', ...c.env?.(f) };
  const r = await helpsync(f, ['sync'], { env });
  expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(1);
  for (const re of c.expect(f)) expect(r.stderr).toMatch(re);
  expect(r.stdout).not.toMatch(/Applied/);
  expect(`${r.stdout}${r.stderr}`).not.toContain(f.emu.token ?? '');
  expect(f.emu.writes()).toEqual([]);
  if (!c.needsRemote)
    expect(
      f.emu.log.map((e) => `${e.method} ${e.path}`),
      'a locally visible defect sent requests',
    ).toEqual([]);
  expect(trap.requests).toEqual([]);
}

/** The valid fixture every case breaks. */
export function validRepo(): ReturnType<typeof generateRepo> {
  return generateRepo({ articles: 3, languages: ['en', 'de'], moved: 2, staticKeys: 2 });
}

export { replaceConfig };
