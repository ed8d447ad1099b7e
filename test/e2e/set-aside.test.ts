// The CLI's sync sets bodies aside as it loads them (loader/set-aside.ts) and reads back only the
// ones the listing does not find unchanged. In-process through main(argv), against the emulator
// serving HTML re-serialised as the platform does (richText): an in-sync help center reads no body
// back; an edited one reads exactly the edited files, as the listing streams; a new language
// (no remote value) after it. A file edited again while the listing streams: the run pushes the text
// it loaded and checked (read back from the analysis cache, not the changed file), the next run the
// new one: nothing is lost.
import { writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { articleId, generateRepo, helpsync, parseDoc, pushKeys, runCleanups, setup } from '../helpers/reliability.js';
import type { CliResult } from '../helpers/cli.js';

afterEach(runCleanups);

/** The set-aside bodies the run read back, during and after the listing (its debug log line). */
function readBack(r: CliResult): { duringListing: number; afterListing: number } | undefined {
  for (const line of r.stderr.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { msg?: string; duringListing: number; afterListing: number };
    if (entry.msg === 'set-aside bodies read back') return { duringListing: entry.duringListing, afterListing: entry.afterListing };
  }
  return undefined;
}

const DEBUG = ['--log-level', 'debug', '--log-format', 'json', '--no-history'];

describe('sync: bodies set aside while loading', () => {
  it('in sync with a platform that re-serialises: no body is read back; edited: exactly the edited files are', async () => {
    const f = await setup({ repo: generateRepo({ articles: 6, languages: ['en', 'de', 'fr'] }), emulator: { richText: true } });
    const first = await helpsync(f, ['sync', '--no-history']);
    expect(first.code, first.stderr).toBe(0);

    // the platform holds each body re-serialised: the hash of that form settles it, no body is read back
    const inSync = await helpsync(f, ['sync', '--dry-run', '--json', ...DEBUG]);
    expect(inSync.code, inSync.stderr).toBe(0);
    expect(pushKeys(parseDoc(inSync))).toEqual([]);
    expect(readBack(inSync)).toEqual({ duringListing: 0, afterListing: 0 });

    const files = ['content/de/docs/a1.md', 'content/fr/docs/a4.md'];
    for (const file of files)
      await writeFile(path.join(f.dir, file), `${await readFile(path.join(f.dir, file), 'utf8')}\nOne more line.\n`);
    const edited = await helpsync(f, ['sync', '--dry-run', '--json', ...DEBUG]);
    expect(edited.code, edited.stderr).toBe(0);
    expect(pushKeys(parseDoc(edited))).toEqual([`article:${articleId(1)} de`, `article:${articleId(4)} fr`]);
    expect(readBack(edited)).toEqual({ duringListing: 2, afterListing: 0 });
  });

  it('a file edited again while the listing streams: the run pushes what it loaded, the next run the new text', async () => {
    let onListing: (() => void) | undefined;
    const f = await setup({
      repo: generateRepo({ articles: 3, languages: ['en', 'de'] }),
      emulator: {
        richText: true,
        onRequest: (r) => {
          if (r.method === 'GET' && r.path.endsWith('/translations/entries')) onListing?.();
        },
      },
    });
    expect((await helpsync(f, ['sync', '--no-history'])).code).toBe(0);
    const file = path.join(f.dir, 'content/de/docs/a2.md');
    const text = await readFile(file, 'utf8');
    await writeFile(file, `${text}\nFirst edit.\n`);
    onListing = () => {
      onListing = undefined;
      // as the listing's answer is sent (synchronous: before helpsync has compared it)
      writeFileSync(file, `${text}\nSecond edit.\n`);
    };
    const first = await helpsync(f, ['sync', ...DEBUG]);
    expect(first.code, first.stderr).toBe(0);
    expect(readBack(first)).toEqual({ duringListing: 1, afterListing: 0 });
    const a2 = `article:${articleId(2)}`;
    expect(f.emu.store.value(a2, 'content', 'de')).toContain('First edit.');
    expect(f.emu.store.value(a2, 'content', 'de')).not.toContain('Second edit.');

    const again = await helpsync(f, ['sync', '--no-history']);
    expect(again.code, again.stderr).toBe(0);
    expect(f.emu.store.value(a2, 'content', 'de')).toContain('Second edit.');
  });

  it('a language new to the platform: its bodies are read back after the listing, and pushed', async () => {
    const repo = generateRepo({ articles: 3, languages: ['en', 'de'] });
    const f = await setup({ repo, emulator: { richText: true } });
    expect((await helpsync(f, ['sync', '--no-history'])).code).toBe(0);
    await mkdir(path.join(f.dir, 'content/fr/docs'), { recursive: true });
    for (const i of [0, 1, 2]) {
      const de = await readFile(path.join(f.dir, `content/de/docs/a${i}.md`), 'utf8');
      await writeFile(path.join(f.dir, `content/fr/docs/a${i}.md`), de.replace(/^title: .*$/m, `title: "Fr ${i}"`));
    }
    const r = await helpsync(f, ['sync', ...DEBUG]);
    expect(r.code, r.stderr).toBe(0);
    expect(readBack(r)).toEqual({ duringListing: 0, afterListing: 3 });
    for (const i of [0, 1, 2]) expect(f.emu.store.value(`article:${articleId(i)}`, 'title', 'fr')).toBe(`Fr ${i}`);
  });
});
