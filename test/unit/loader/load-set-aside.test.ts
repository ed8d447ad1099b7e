// The loader's set-aside mode (a sync's memory): bodies are replaced by two hashes as they are read,
// links resolved first; `restore` reads the text again and refuses a file changed since. Oracles:
// the HTML each file renders to, written down here, and SHA-1 computed here from it.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadContentSettingAside, loadContentWith } from '../../../src/loader/content.js';
import { openAnalysisCache } from '../../../src/loader/cache.js';
import { clearSecrets, registerSecret } from '../../../src/util/redact.js';
import type { LoadContentOptions } from '../../../src/content/types.js';

const roots: string[] = [];
afterAll(async () => {
  for (const r of roots) await rm(r, { recursive: true, force: true });
});
afterEach(() => clearSecrets());

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzZXQtYXNpZGUifQ.c2lnbmF0dXJlLXNldC1hc2lkZQ';
const sha1 = (text: string): string => createHash('sha1').update(text).digest('base64url');

const FILES: Record<string, string> = {
  'en/a.md': '---\nentry: article:a\ntitle: A\n---\nSee [B](b.md) now.\n',
  'en/b.md': '---\nentry: article:b\ntitle: B\n---\nPlain **b**.\n',
  'en/blank.md': '---\nentry: article:blank\ntitle: Blank\n---\n<!-- nothing yet -->\n',
  'en/secret.md': `---\nentry: article:secret\ntitle: Secret\n---\nBearer ${TOKEN}\n`,
  'de/a.md': '---\ntitle: A de\n---\nSiehe [B](b.md).\n',
  'de/b.md': '---\ntitle: B de\n---\nNur b.\n',
};

// what each body renders to, links made platform URLs (articleUrl below), written down
const HTML: Record<string, string> = {
  'en/a.md': '<p>See <a href="https://help.example.com/en/articles/b">B</a> now.</p>\n',
  'en/b.md': '<p>Plain <strong>b</strong>.</p>\n',
  'de/a.md': '<p>Siehe <a href="https://help.example.com/de/articles/b">B</a>.</p>\n',
  'de/b.md': '<p>Nur b.</p>\n',
};

async function tree(): Promise<{ root: string; opts: LoadContentOptions }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'helpsync-set-aside-'));
  roots.push(root);
  for (const [rel, body] of Object.entries(FILES)) {
    const abs = path.join(root, 'content', rel);
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, body);
  }
  const opts: LoadContentOptions = {
    contentDir: path.join(root, 'content'),
    sourceLanguage: 'en',
    links: { articleUrl: 'https://help.example.com/{language}/articles/{id}', sitePaths: false, sitePrefixes: {} },
  };
  return { root, opts };
}

describe('loader: bodies set aside', () => {
  it('holds hashes of the resolved body in place of its text; restore gives the text back', async () => {
    const { root, opts } = await tree();
    registerSecret(TOKEN);
    const cache = openAnalysisCache(path.join(root, '.helpsync/cache'));
    const { local, aside } = await loadContentSettingAside(opts, { cwd: root, cache, workers: 0 });
    expect(local.errors).toEqual([]);
    const byFile = new Map(local.pairs.map((p) => [p.file, p]));
    for (const [file, html] of Object.entries(HTML)) {
      const pair = byFile.get(file)!;
      expect(pair.fields.content, file).toBeUndefined();
      expect(pair.setAside?.content?.text, file).toBe(sha1(html));
      expect(pair.fields.title, file).toBeDefined();
    }
    // a blank body and a body holding the token stay whole (the planner and the secret check read them)
    expect(byFile.get('en/blank.md')!.fields.content).toBe('<!-- nothing yet -->\n');
    expect(byFile.get('en/blank.md')!.setAside).toBeUndefined();
    expect(byFile.get('en/secret.md')!.fields.content).toContain(TOKEN);
    expect(byFile.get('en/secret.md')!.setAside).toBeUndefined();

    const wanted = [byFile.get('en/a.md')!, byFile.get('de/b.md')!];
    expect(aside.restore(wanted)).toEqual([]);
    expect(wanted.map((p) => [p.file, p.fields, p.setAside])).toEqual([
      ['en/a.md', { title: 'A', content: HTML['en/a.md'] }, undefined],
      ['de/b.md', { title: 'B de', content: HTML['de/b.md'] }, undefined],
    ]);
    // the others are still set aside
    expect(byFile.get('en/b.md')!.setAside).toBeDefined();
    await (await cache)?.save();

    // the same content loaded whole: the same pairs, text in place
    const whole = await loadContentWith(opts, { cwd: root, workers: 0 });
    for (const [file, html] of Object.entries(HTML)) {
      expect(whole.pairs.find((p) => p.file === file)!.fields.content, file).toBe(html);
    }
  });

  it('a warm load sets the same bodies aside from the cache, and keeps whole a body holding a token registered since', async () => {
    const { root, opts } = await tree();
    const cacheDir = path.join(root, '.helpsync/cache');
    // the first run knows another token: the page quoting TOKEN is set aside like any other
    registerSecret('eyJvdGhlci10b2tlbiJ9.eyJzdWIiOiJvdGhlciJ9.b3RoZXItc2lnbmF0dXJl');
    const first = openAnalysisCache(cacheDir);
    const cold = await loadContentSettingAside(opts, { cwd: root, cache: first, workers: 0 });
    expect(cold.local.pairs.find((p) => p.file === 'en/secret.md')!.setAside).toBeDefined();
    await (await first).save();

    clearSecrets();
    registerSecret(TOKEN);
    const second = openAnalysisCache(cacheDir);
    const { local, aside } = await loadContentSettingAside(opts, { cwd: root, cache: second, workers: 0 });
    expect((await second).stats).toMatchObject({ misses: 0 });
    const byFile = new Map(local.pairs.map((p) => [p.file, p]));
    for (const [file, html] of Object.entries(HTML)) {
      expect(byFile.get(file)!.fields.content, file).toBeUndefined();
      expect(byFile.get(file)!.setAside?.content?.text, file).toBe(sha1(html));
    }
    expect(byFile.get('en/secret.md')!.setAside).toBeUndefined();
    expect(byFile.get('en/secret.md')!.fields.content).toBe(`<p>Bearer ${TOKEN}</p>\n`);
    expect(byFile.get('en/blank.md')!.fields.content).toBe('<!-- nothing yet -->\n');
    // read back from the cache's copy of the body
    const wanted = [byFile.get('en/b.md')!, byFile.get('de/a.md')!];
    expect(aside.restore(wanted)).toEqual([]);
    expect(wanted.map((p) => p.fields.content)).toEqual([HTML['en/b.md'], HTML['de/a.md']]);
    await (await second).save();
  });

  it('refuses to restore a file changed since it was loaded, naming it', async () => {
    const { root, opts } = await tree();
    const { local, aside } = await loadContentSettingAside(opts, { cwd: root, workers: 0 });
    await writeFile(path.join(root, 'content/de/a.md'), '---\ntitle: A de\n---\nGeändert.\n');
    const pairs = local.pairs.filter((p) => p.file === 'de/a.md' || p.file === 'en/b.md');
    expect(aside.restore(pairs)).toEqual([
      {
        severity: 'error',
        file: 'content/de/a.md',
        message: 'changed while this run was reading it (the plan would not match what was checked): run again',
      },
    ]);
    // the unchanged one is restored, the changed one is not
    expect(pairs.map((p) => [p.file, p.fields.content ?? null])).toEqual([
      ['en/b.md', HTML['en/b.md']],
      ['de/a.md', null],
    ]);
  });

  it('keeps a body whole when a link names a missing page and the history is read (resolved with it)', async () => {
    const { root, opts } = await tree();
    await writeFile(path.join(root, 'content/de/b.md'), '---\ntitle: B de\n---\nSiehe [alt](old.md).\n');
    const asked: string[][] = [];
    const { local } = await loadContentSettingAside(
      { ...opts, linkHistory: (paths) => (asked.push([...paths]), Promise.resolve(new Map())) },
      { cwd: root, workers: 0 },
    );
    const pair = local.pairs.find((p) => p.file === 'de/b.md')!;
    expect(pair.setAside).toBeUndefined();
    expect(pair.fields.content).toBe('<p>Siehe <a href="old.md">alt</a>.</p>\n');
    // one bulk read, for the page in this language and the source language's
    expect(asked).toEqual([['de/old.md', 'en/old.md']]);
    expect(local.pairs.find((p) => p.file === 'de/a.md')!.setAside).toBeDefined();
  });
});
