// The files `helpsync init` writes (src/config/template.ts): the config reads back through the real
// loader with exactly the values given, whatever they hold (the workflows: workflow-template.test.ts).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/config.js';
import { renderConfigFile } from '../../../src/config/template.js';

describe('init templates', () => {
  it('the config file loads back with the values given (quotes, # and newlines cannot escape their line)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'helpsync-template-'));
    try {
      const file = path.join(dir, 'helpsync.yaml');
      await writeFile(
        file,
        renderConfigFile({
          baseUrl: 'https://api.example.com/v3',
          project: 'p "x" # y\nz: 1',
          scope: '0a1b2c3d4e5f',
          contentDir: '../content',
          sourceLanguage: 'de',
        }),
      );
      const config = await loadConfig(file, { env: {} });
      expect(config.baseUrl).toBe('https://api.example.com/v3');
      expect(config.project).toBe('p "x" # y\nz: 1');
      expect(config.contentDir).toBe(path.resolve(dir, '../content'));
      expect(config.sourceLanguage).toBe('de');
      expect(config.scope).toBe('0a1b2c3d4e5f');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
