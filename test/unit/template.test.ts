// The files `helpsync init` writes (src/config/template.ts): the config reads back through the real
// loader with exactly the values given, whatever they hold; the README shows the workflow init writes.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { loadConfig } from '../../src/config/config.js';
import { renderConfigFile, renderWorkflow } from '../../src/config/template.js';
import { REPO_ROOT } from '../helpers/cli.js';

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
          contentDir: '../content',
          sourceLanguage: 'de',
        }),
      );
      const config = await loadConfig(file, { env: {} });
      expect(config.baseUrl).toBe('https://api.example.com/v3');
      expect(config.project).toBe('p "x" # y\nz: 1');
      expect(config.contentDir).toBe(path.resolve(dir, '../content'));
      expect(config.sourceLanguage).toBe('de');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('the workflow is valid YAML with the pinned actions, and the README shows exactly it', async () => {
    const text = renderWorkflow({ config: 'config/helpsync.yaml', paths: ['content/**', 'config/**'] });
    const wf = YAML.parse(text) as { jobs: Record<string, { steps: { uses: string }[] }> };
    const uses = Object.values(wf.jobs).flatMap((j) => j.steps.map((s) => s.uses));
    expect(uses.filter((u) => u.startsWith('actions/checkout@'))).toEqual([
      'actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683',
      'actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683',
    ]);
    expect(uses).toContain('marocchino/sticky-pull-request-comment@773744901bac0e8cbb5a0dc842800d45e9b2b405');
    expect(text).toMatch(/uses: actions\/checkout@[0-9a-f]{40} # v4\.2\.2\n/);
    expect(await readFile(path.join(REPO_ROOT, 'README.md'), 'utf8')).toContain(`# .github/workflows/helpsync.yml\n${text}\`\`\``);
  });
});
