// Image hashes are bound to the bytes ("Images"; warm cache): an image replaced
// by one of the same size, with its mtime put back, still changes `?v=` on the next run, with the
// loader cache warm. The real CLI against the emulator; the expected hashes are computed here from
// the bytes this test writes.
import { createHash } from 'node:crypto';
import { mkdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownFile } from '../helpers/emulator.js';
import { emulatorFixture, helpsync, useCleanups } from '../helpers/fixture.js';

useCleanups();

const ASSETS = 'https://docs.example.com/assets/';
const A = '6650f0c1a2b3c4d5e6f72001';
const B = '6650f0c1a2b3c4d5e6f72002';
const V1 = Buffer.from('PNG diagram, first drawing');
const V2 = Buffer.from('PNG diagram, other drawing');
const v8 = (b: Buffer): string => createHash('sha256').update(b).digest('hex').slice(0, 8);

describe('a replaced image', () => {
  it('of the same size, with the mtime put back, changes ?v= on the next run (warm cache); the page that does not show it is not pushed', async () => {
    expect(V2.length).toBe(V1.length);
    const f = await emulatorFixture({
      data: {
        project: 'proj-images',
        entries: [A, B].map((id) => ({ id: `article:${id}`, type: 'article' as const, fields: {} })),
      },
      files: {
        'en/a.md': markdownFile({ entry: `article:${A}`, title: 'A' }, '![diagram](./img/d.png)\n\nAnd again: ![d](/images/d.png)'),
        'en/b.md': markdownFile({ entry: `article:${B}`, title: 'B' }, 'No picture.'),
      },
      config: { images: { baseUrl: ASSETS, root: 'static' } },
      tempPrefix: 'helpsync-images-',
    });
    const inContent = path.join(f.contentDir, 'en/img/d.png');
    const inRoot = path.join(f.dir, 'static/images/d.png');
    await mkdir(path.dirname(inContent), { recursive: true });
    await mkdir(path.dirname(inRoot), { recursive: true });
    const when = new Date('2026-03-04T05:06:07Z');
    for (const file of [inContent, inRoot]) {
      await writeFile(file, V1);
      await utimes(file, when, when);
    }
    const first = await helpsync(f, ['sync']);
    expect(first.code, first.stderr).toBe(0);
    const html = (): string => f.emu.store.value(`article:${A}`, 'content', 'en') as string;
    expect(html()).toContain(`<img src="${ASSETS}en/img/d.png?v=${v8(V1)}" alt="diagram">`);
    expect(html()).toContain(`<img src="${ASSETS}images/d.png?v=${v8(V1)}" alt="d">`);
    const puts = (): string[] =>
      f.emu
        .writes()
        .filter((w) => w.method === 'PUT')
        .map((w) => decodeURIComponent(w.path));
    const before = puts().length;

    // a run with nothing changed pushes nothing (the cache is warm now)
    expect((await helpsync(f, ['sync'])).code).toBe(0);
    expect(puts()).toHaveLength(before);

    // the same size and the same mtime, other bytes: both copies
    for (const file of [inContent, inRoot]) {
      const old = await stat(file);
      await writeFile(file, V2);
      await utimes(file, when, when);
      const now = await stat(file);
      expect([now.size, now.mtimeMs]).toEqual([old.size, old.mtimeMs]);
    }
    const next = await helpsync(f, ['sync']);
    expect(next.code, next.stderr).toBe(0);
    expect(puts().slice(before)).toEqual([`/v3/translations/entries/article:${A}`]);
    expect(html()).toContain(`<img src="${ASSETS}en/img/d.png?v=${v8(V2)}" alt="diagram">`);
    expect(html()).toContain(`<img src="${ASSETS}images/d.png?v=${v8(V2)}" alt="d">`);
  }, 120_000);
});
