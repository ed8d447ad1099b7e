// Pull across interrupts: "never a second file for an entry" holds when pull is killed
// with SIGKILL mid-write and run again, and when an older version left orphan translations. The
// oracle is an uninterrupted pull of the same platform into another empty folder.
import { describe, expect, it } from 'vitest';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { startTestEmulator, writeTestConfig } from '../helpers/emulator.js';
import { helpsync, onCleanup, tempFolder, useCleanups, type EmulatorData } from '../helpers/fixture.js';

useCleanups();

const ARTICLES = 300;
const LANGS = ['en', 'de', 'fr'];
const hex = (n: number, width = 24): string => n.toString(16).padStart(width, '0');

function seed(): EmulatorData {
  const collections = [0, 1, 2].map((i) => ({ id: `c${hex(i, 23)}`, parent: null, title: { en: `Section ${i}`, de: `Abschnitt ${i}` } }));
  const entries: NonNullable<EmulatorData['entries']> = [];
  const articles: NonNullable<EmulatorData['articles']> = [];
  for (let i = 0; i < ARTICLES; i++) {
    const id = `a${hex(i, 23)}`;
    const byLang = (f: (l: string) => string): Record<string, string> => Object.fromEntries(LANGS.map((l) => [l, f(l)]));
    entries.push({
      id: `article:${id}`,
      type: 'article',
      fields: { title: byLang((l) => `Article ${i} ${l}`), content: byLang((l) => `<p>Body ${i} in ${l}.</p>`) },
    });
    articles.push({ id, collection: collections[i % 3]!.id });
  }
  // Names that collide on case-insensitive or Windows file systems
  entries.push({ id: `article:b${hex(1, 23)}`, type: 'article', fields: { title: { en: 'con' }, content: { en: '<p>Reserved.</p>' } } });
  entries.push({ id: `article:b${hex(2, 23)}`, type: 'article', fields: { title: { en: 'Setup' }, content: { en: '<p>One.</p>' } } });
  entries.push({ id: `article:b${hex(3, 23)}`, type: 'article', fields: { title: { en: 'setup' }, content: { en: '<p>Two.</p>' } } });
  entries.push({ id: 'statictranslation:__proto__', type: 'statictranslation', fields: { value: { en: 'Prototype', de: 'Prototyp' } } });
  return { project: 'pull-interrupt', entries, collections, articles };
}

async function files(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const rel of (await fg('**/*', { cwd: dir, onlyFiles: true, dot: true })).sort())
    out.set(rel, await readFile(path.join(dir, rel), 'utf8'));
  return out;
}

async function pulledInto(emu: Awaited<ReturnType<typeof startTestEmulator>>, name: string, root: string) {
  const dir = path.join(root, name);
  await mkdir(dir);
  return { dir, emu, configPath: await writeTestConfig(dir, emu, { layout: undefined }), content: path.join(dir, 'content') };
}

/** One emulator, an uninterrupted pull into `oracle/` (the expected files), and an empty `target/`. */
async function oracleAndTarget(prefix: string) {
  const root = await tempFolder(prefix);
  const emu = await startTestEmulator({ data: seed() });
  onCleanup(() => emu.close());
  const oracle = await pulledInto(emu, 'oracle', root);
  expect((await helpsync(oracle, ['pull'], { timeoutMs: 120_000 })).code).toBe(0);
  return { expected: await files(oracle.content), target: await pulledInto(emu, 'target', root) };
}

describe('pull: never a second file for an entry', () => {
  it('SIGKILL mid-write, then a re-run: exactly the files of an uninterrupted pull', async () => {
    const { expected, target } = await oracleAndTarget('helpsync-pull-kill-');
    // source-language files: every article, the collections, the static file; names portable
    expect([...expected.keys()].filter((p) => p.startsWith('en/')).length).toBe(ARTICLES + 3 + 3 + 1);
    expect(expected.get('en/_static.yaml')).toBe('__proto__: Prototype\n');
    expect(expected.get('de/_static.yaml')).toBe('__proto__: Prototyp\n');
    const names = [...expected.keys()].map((p) => p.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((p) => /(^|\/)con\.md$/.test(p))).toEqual([]);
    expect(names.filter((p) => /\/setup(-[a-z0-9]+)?\.md$|^en\/setup/.test(p)).length).toBe(2);

    let killedAt = -1;
    const run = helpsync(target, ['pull'], {
      timeoutMs: 120_000,
      onSpawn: (child) => {
        const timer = setInterval(() => {
          const en = path.join(target.content, 'en');
          const count = existsSync(en) ? readdirSync(en, { recursive: true }).length : 0;
          if (count >= 20 && child.exitCode === null) {
            clearInterval(timer);
            killedAt = count;
            child.kill('SIGKILL');
          }
          if (child.exitCode !== null) clearInterval(timer);
        }, 2);
      },
    });
    const killed = await run;
    expect(killed.signal).toBe('SIGKILL');
    expect(killedAt).toBeGreaterThan(0);
    const partial = await files(target.content);
    expect(partial.size).toBeLessThan(expected.size);
    // source files first: nothing of a translation whose source file is not there
    for (const p of partial.keys()) if (!p.startsWith('en/')) expect(partial.has(`en/${p.slice(p.indexOf('/') + 1)}`)).toBe(true);

    // what a kill inside a write leaves (the real one may or may not have happened): a temporary file of a dead process
    await writeFile(path.join(target.content, 'en', 'x.md.3208412345'), 'half', 'utf8');
    const again = await helpsync(target, ['pull'], { timeoutMs: 120_000 });
    expect(again.code).toBe(0);
    expect(await files(target.content)).toEqual(expected);
  }, 300_000);

  it('orphan translations left by an older version are completed, not duplicated', async () => {
    const { expected, target } = await oracleAndTarget('helpsync-pull-orphan-');
    // what the old write order left at an interrupt: translations, their source files missing
    for (const [rel, text] of expected) {
      if (rel.startsWith('en/')) continue;
      await mkdir(path.dirname(path.join(target.content, rel)), { recursive: true });
      await writeFile(path.join(target.content, rel), text, 'utf8');
    }
    await rm(path.join(target.content, 'en'), { recursive: true, force: true });
    const r = await helpsync(target, ['pull'], { timeoutMs: 120_000 });
    expect(r.code).toBe(0);
    expect(await files(target.content)).toEqual(expected);
  }, 300_000);
});
