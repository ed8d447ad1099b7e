// The CLI's sync sets bodies aside as it loads them (loader/set-aside.ts) and reads again only the
// ones the listing does not find unchanged. In-process through main(argv), against the emulator
// serving HTML re-serialised as the platform does (richText): an in-sync help center reads no body
// twice; an edited one reads exactly the edited files; a file edited again while the listing streams
// stops the run before any write, named, and the next run pushes it.
import { writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { articleId, generateRepo, helpsync, parseDoc, pushKeys, runCleanups, setup, translationPuts } from '../helpers/reliability.js';
import type { CliResult } from '../helpers/cli.js';

afterEach(runCleanups);

/** How many set-aside bodies the run read again (its debug log line), or undefined when it logged none. */
function bodiesReadAgain(r: CliResult): number | undefined {
  for (const line of r.stderr.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { msg?: string; bodies?: number };
    if (entry.msg === 'set-aside bodies read again') return entry.bodies;
  }
  return undefined;
}

const DEBUG = ['--log-level', 'debug', '--log-format', 'json', '--no-history'];

describe('sync: bodies set aside while loading', () => {
  it('in sync: no body is read twice; edited: exactly the edited files are', async () => {
    const f = await setup({ repo: generateRepo({ articles: 6, languages: ['en', 'de', 'fr'] }), emulator: { richText: true } });
    const first = await helpsync(f, ['sync', '--no-history']);
    expect(first.code, first.stderr).toBe(0);

    const inSync = await helpsync(f, ['sync', '--dry-run', '--json', ...DEBUG]);
    expect(inSync.code, inSync.stderr).toBe(0);
    expect(pushKeys(parseDoc(inSync))).toEqual([]);
    expect(bodiesReadAgain(inSync)).toBe(0);

    const files = ['content/de/docs/a1.md', 'content/fr/docs/a4.md'];
    for (const file of files)
      await writeFile(path.join(f.dir, file), `${await readFile(path.join(f.dir, file), 'utf8')}\nOne more line.\n`);
    const edited = await helpsync(f, ['sync', '--dry-run', '--json', ...DEBUG]);
    expect(edited.code, edited.stderr).toBe(0);
    expect(pushKeys(parseDoc(edited))).toEqual([`article:${articleId(1)} de`, `article:${articleId(4)} fr`]);
    expect(bodiesReadAgain(edited)).toBe(2);
  });

  it('a file edited again while the listing streams: the run stops before any write, naming it; the next run pushes the new text', async () => {
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
      // as the listing's answer is sent (synchronous: before helpsync has parsed it)
      writeFileSync(file, `${text}\nSecond edit.\n`);
    };
    const before = translationPuts(f.emu).length;
    const stopped = await helpsync(f, ['sync', '--no-history']);
    expect(stopped.code).toBe(1);
    expect(stopped.stderr).toContain(
      'content/de/docs/a2.md: error: changed while this run was reading it (the plan would not match what was checked): run again',
    );
    expect(translationPuts(f.emu).length).toBe(before);

    const again = await helpsync(f, ['sync', '--no-history']);
    expect(again.code, again.stderr).toBe(0);
    expect(f.emu.store.value(`article:${articleId(2)}`, 'content', 'de')).toContain('Second edit.');
  });
});
