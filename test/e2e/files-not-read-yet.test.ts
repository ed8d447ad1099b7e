// `files:` patterns are checked, but no command reads them yet: a command refuses such a config by
// name (nothing sent) instead of reading the content folder and skipping every page they name.
import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { emulatorFixture, helpsync, useCleanups, type EmulatorData } from '../helpers/fixture.js';

useCleanups();

const DATA: EmulatorData = { project: 'proj-files-guard', entries: [] };

describe('a config with files: patterns', () => {
  it('is refused by sync and status, naming the config and the key, and sends nothing', async () => {
    const f = await emulatorFixture({ data: DATA, files: { 'en/a.md': '---\ntitle: A\n---\nA.\n' } });
    const config = YAML.parse(await readFile(f.configPath, 'utf8')) as Record<string, unknown>;
    delete config.contentDir;
    config.files = [{ source: 'content/en/**/*.md', translation: 'content/{language}/{path}' }];
    await writeFile(f.configPath, YAML.stringify(config), 'utf8');
    for (const args of [['sync', '--no-history'], ['status']]) {
      const r = await helpsync(f, args);
      expect(r.code, r.stderr).toBe(1);
      expect(r.stderr).toContain('helpsync.yaml');
      expect(r.stderr).toContain('"files:" patterns are understood but no command reads them yet');
    }
    expect(f.emu.writes()).toEqual([]);
  });
});
