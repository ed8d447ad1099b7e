// A Markdown file whose name holds a newline: before, sync's walk skipped it in silence (fast-glob's
// `**` never matches it) while status counted it as a page. Both now warn naming it (escaped when
// printed) and skip it; --strict makes sync's warning an error.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContentWith } from '../../../src/loader/content.js';
import { listStatusFiles } from '../../../src/status/files.js';
import { formatProblem } from '../../../src/errors.js';
import type { Config } from '../../../src/config/config.js';
import { tempFolder, useCleanups } from '../../helpers/fixture.js';

useCleanups();

let n = 0;
const page = (title: string) => `---\nentry: article:${++n}\ntitle: ${title}\n---\nText.\n`;

async function content(): Promise<string> {
  const dir = await tempFolder('line-break-names-');
  n = 0;
  await mkdir(path.join(dir, 'en', 'guides'), { recursive: true });
  await mkdir(path.join(dir, 'de'), { recursive: true });
  await writeFile(path.join(dir, 'en', 'ok.md'), page('Ok'));
  await writeFile(path.join(dir, 'en', 'bad\nname.md'), page('Bad'));
  await writeFile(path.join(dir, 'en', 'guides', 'also\r\nbad.md'), page('Also bad'));
  await writeFile(path.join(dir, 'de', 'ok.md'), '---\nentry: article:1\ntitle: Ok (de)\n---\nText.\n');
  return dir;
}

describe('a Markdown file whose name holds a line break', () => {
  it('sync (the loader): a warning naming each, and only the other files are read', async () => {
    const dir = await content();
    const loaded = await loadContentWith({ contentDir: dir, sourceLanguage: 'en' }, { cwd: dir });
    expect(loaded.sourceFiles.map((f) => f.path)).toEqual(['ok.md']);
    expect(loaded.warnings.map((p) => formatProblem(p))).toEqual([
      'en/bad\\nname.md: warning: its name holds a line break: skipped (rename it)',
      'en/guides/also\\r\\nbad.md: warning: its name holds a line break: skipped (rename it)',
    ]);
    expect(loaded.errors).toEqual([]);
  });

  it('sync --strict: the same as errors', async () => {
    const dir = await content();
    const loaded = await loadContentWith({ contentDir: dir, sourceLanguage: 'en', strict: true }, { cwd: dir });
    expect(loaded.errors.map((p) => formatProblem(p))).toEqual([
      'en/bad\\nname.md: error: its name holds a line break: skipped (rename it) (--strict)',
      'en/guides/also\\r\\nbad.md: error: its name holds a line break: skipped (rename it) (--strict)',
    ]);
  });

  it('status: not counted, and a warning naming it', async () => {
    const dir = await content();
    const config = { contentDir: dir, sourceLanguage: 'en', languages: undefined } as unknown as Config;
    const files = await listStatusFiles(config, {});
    expect(files.sourcePages).toEqual(['ok.md']);
    expect(files.warnings.map((p) => formatProblem({ ...p, file: path.relative(dir, path.resolve(p.file ?? '')) }))).toEqual([
      'en/bad\\nname.md: warning: its name holds a line break: skipped (rename it)',
      'en/guides/also\\r\\nbad.md: warning: its name holds a line break: skipped (rename it)',
    ]);
  });
});
