// `.helpsync/pushed` and `.helpsync/cache` follow the rule of every folder helpsync writes under the
// config's folder (the loader cache, backups): a link to a folder elsewhere is refused, never read or
// written through. Before, the record of pushed values was read and written through such a link.
import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPushedRecord, openRenderingsCache, pushedRecordFile } from '../../../src/drift/store.js';
import { InputError } from '../../../src/errors.js';
import { acquireLock } from '../../../src/util/lock.js';
import { tempFolder, useCleanups } from '../../helpers/fixture.js';

useCleanups();

const TARGET = { baseUrl: 'https://help.example.com/v3', project: 'p' };

async function layout(): Promise<{ configDir: string; helpsync: string; outside: string }> {
  const configDir = await tempFolder('containment-config-');
  const outside = await tempFolder('containment-outside-');
  const helpsync = path.join(configDir, '.helpsync');
  await mkdir(helpsync);
  return { configDir, helpsync, outside };
}

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof InputError) return err.problems.map((x) => `${path.basename(x.file ?? '')}: ${x.message}`).join('\n');
    throw err;
  }
  return 'not refused';
}

describe('drift store containment', () => {
  it('.helpsync/pushed linked to a folder elsewhere is refused by name, and nothing there is read or written', async () => {
    const { helpsync, outside } = await layout();
    await symlink(outside, path.join(helpsync, 'pushed'));
    const msg = await refusal(openPushedRecord(helpsync, TARGET));
    expect(msg).toMatch(/^pushed: the record of pushed values is refused: it is a link to .*, outside /);
    expect(await readdir(outside)).toEqual([]);
  });

  it('.helpsync itself linked elsewhere is refused too', async () => {
    const configDir = await tempFolder('containment-config-');
    const outside = await tempFolder('containment-outside-');
    await symlink(outside, path.join(configDir, '.helpsync'));
    expect(await refusal(openPushedRecord(path.join(configDir, '.helpsync'), TARGET))).toMatch(/^\.helpsync: .*refused: it is a link/);
  });

  it('a link swapped in after the record was opened: save refuses and writes nothing outside', async () => {
    const { helpsync, outside } = await layout();
    const record = await openPushedRecord(helpsync, TARGET);
    record.set('entry\u0000en\u0000title', 'abc');
    await symlink(outside, path.join(helpsync, 'pushed'));
    expect(await refusal(record.save())).toMatch(/^pushed: not written: it is a link to /);
    expect(await readdir(outside)).toEqual([]);
  });

  it('the renderings cache under a linked .helpsync/cache writes nothing outside', async () => {
    const { helpsync, outside } = await layout();
    await symlink(outside, path.join(helpsync, 'cache'));
    const cache = await openRenderingsCache(path.join(helpsync, 'cache'));
    cache.set('markdown', 'a'.repeat(40), { values: {} } as never);
    await cache.save();
    expect(await readdir(outside)).toEqual([]);
  });

  it('the lock under a .helpsync linked elsewhere is not taken there', async () => {
    const configDir = await tempFolder('containment-config-');
    const outside = await tempFolder('containment-outside-');
    await symlink(outside, path.join(configDir, '.helpsync'));
    const lock = acquireLock(path.join(configDir, '.helpsync'), { command: 'sync', config: 'c.yaml', project: 'p' });
    expect(await refusal(lock)).toMatch(/^\.helpsync: the lock is not taken: it is a link to /);
    expect(await readdir(outside)).toEqual([]);
  });

  it('a real .helpsync/pushed is written and read back', async () => {
    const { helpsync } = await layout();
    const record = await openPushedRecord(helpsync, TARGET);
    record.set('entry\u0000en\u0000title', 'abc');
    await record.save();
    expect((await openPushedRecord(helpsync, TARGET)).get('entry\u0000en\u0000title')).toBe('abc');
    expect(path.dirname(pushedRecordFile(helpsync, TARGET))).toBe(path.join(helpsync, 'pushed'));
  });

  it('a record file outside, linked from inside, is not read', async () => {
    const { helpsync, outside } = await layout();
    await mkdir(path.join(helpsync, 'pushed'));
    const file = pushedRecordFile(helpsync, TARGET);
    const elsewhere = path.join(outside, 'record.json');
    await writeFile(elsewhere, '{}');
    await symlink(elsewhere, file);
    expect(await refusal(openPushedRecord(helpsync, TARGET))).toMatch(/refused: it is a link to .*record\.json, outside /);
  });
});
