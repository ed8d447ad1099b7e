// The generated workflow's `paths:` filter (operations/init.ts workflowPaths): the content folder
// under contentDir; under files: the fixed parts of the patterns (a change anywhere else in the
// repository does not run the workflow), and the config's folder. Written down by hand per layout.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/config.js';
import { workflowPaths } from '../../../src/config/workflow-template.js';
import { tempFolder, useCleanups } from '../../helpers/fixture.js';

useCleanups();

async function pathsFor(body: string): Promise<string[]> {
  const dir = await tempFolder('helpsync-workflow-paths-');
  await mkdir(path.join(dir, '.git'));
  await mkdir(path.join(dir, 'config'));
  const file = path.join(dir, 'config', 'helpsync.yaml');
  await writeFile(file, `baseUrl: https://help.example/v3\nproject: p\n${body}`);
  const config = await loadConfig(file, { env: {} });
  return workflowPaths(config, dir, path.join(dir, 'config'));
}

describe('the workflow paths: filter', () => {
  it('is the content folder and the config folder under contentDir', async () => {
    expect(await pathsFor('contentDir: ../content\n')).toEqual(['content/**', 'config/**']);
  });

  it('is the patterns fixed parts under files:', async () => {
    const docusaurus =
      'files:\n  - source: ../docs/**/*.md\n    translation: ../i18n/{language}/docusaurus-plugin-content-docs/current/{path}\n';
    expect(await pathsFor(docusaurus)).toEqual(['docs/**', 'i18n/**', 'config/**']);
    // the suffix form: translations beside their sources, one folder
    expect(
      await pathsFor('languages: [en, de]\nfiles:\n  - source: ../docs/**/*.md\n    translation: ../docs/{dir}/{name}.{language}.{ext}\n'),
    ).toEqual(['docs/**', 'config/**']);
    // FastAPI's one project per language: docs/en/docs/ and docs/{language}/docs/ are both under docs/
    expect(await pathsFor('files:\n  - source: ../docs/en/docs/**/*.md\n    translation: ../docs/{language}/docs/{path}\n')).toEqual([
      'docs/**',
      'config/**',
    ]);
  });
});
