// The shared corpus (CNCF glossary, 16 languages) read twice: under the default contentDir, and under
// the same layout written as a `files:` entry. The loader's scan takes the mapping's path for the
// second; what it hands the planner, and the plan, must be the same. The same pages moved into a
// Docusaurus layout and read through its `files:` entry give the same pairs again.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../src/config/config.js';
import { fileMapOf } from '../../src/config/files.js';
import { loadContentWith } from '../../src/loader/content.js';
import { planSync } from '../../src/translations/plan.js';
import type { LocalContent } from '../../src/content/types.js';
import { copyCorpus, corpusMissing } from '../helpers/corpus.js';
import { onCleanup, tempFolder, useCleanups } from '../helpers/fixture.js';
import { runCli } from '../helpers/cli.js';
import { emulatorEnv, startTestEmulator } from '../helpers/emulator.js';

useCleanups();
const missing = corpusMissing();

const HEAD = 'baseUrl: https://help.example/v3\nproject: cncf-glossary\n';

describe.skipIf(missing !== undefined)('files: equivalent to contentDir on the shared corpus', () => {
  it('loads the same pairs, warnings and errors, and plans the same', async () => {
    const dir = await tempFolder('helpsync-files-corpus-');
    const corpus = await copyCorpus(dir);
    await mkdir(path.join(dir, '.git'));
    await mkdir(path.join(dir, 'config'));
    const plain = path.join(dir, 'config', 'plain.yaml');
    const mapped = path.join(dir, 'config', 'mapped.yaml');
    await writeFile(plain, `${HEAD}contentDir: ../content\n`);
    await writeFile(mapped, `${HEAD}files:\n  - source: ../content/en/**/*.md\n    translation: ../content/{language}/{path}\n`);
    const a = await loadConfig(plain, { env: {} });
    const b = await loadConfig(mapped, { env: {} });
    expect(b.files?.root).toBe(dir);
    const load = (fileMap?: ReturnType<typeof fileMapOf>): Promise<LocalContent> =>
      loadContentWith({ contentDir: a.contentDir, sourceLanguage: 'en', ...(fileMap ? { fileMap } : {}) }, { cwd: dir, workers: 0 });
    const byDir = await load();
    const byMap = await load(fileMapOf(b));
    // the reads differ in nothing either: the same files, each read once; only the mapping is carried
    const { paths, ...rest } = byMap;
    expect(rest).toEqual(byDir);
    expect(byDir.paths).toBeUndefined();
    expect(paths?.rel('de/a/b.md')).toBe('content/de/a/b.md');
    expect(byDir.errors).toEqual([]);
    expect(byDir.languages).toEqual(['en', ...corpus.languages.filter((l) => l !== 'en')]);
    // the oracle, from the copy's folders: every page whose English page exists, in every language
    const expected: string[] = [];
    for (const l of corpus.languages)
      for (const rel of await readdir(path.join(corpus.contentDir, l), { recursive: true }))
        if (rel.endsWith('.md') && existsSync(path.join(corpus.contentDir, 'en', rel)))
          expected.push(`${l}/${rel.split(path.sep).join('/')}`);
    // but one: the corpus's de/_index.md opens with an empty line, so its front matter (the title) is
    // body text and the collection page gives no pair, in either read
    expect(expected.filter((f) => !byMap.pairs.some((p) => p.file === f))).toEqual(['de/_index.md']);
    expect(byMap.pairs.map((p) => p.file).sort()).toEqual(expected.filter((f) => f !== 'de/_index.md').sort());

    // the same pages laid out as a Docusaurus site: only the mapping can find them there
    const site = path.join(dir, 'site');
    await mkdir(path.join(site, '.git'), { recursive: true });
    for (const l of corpus.languages) {
      const to = l === 'en' ? path.join(site, 'docs') : path.join(site, 'i18n', l, 'docusaurus-plugin-content-docs', 'current');
      await cp(path.join(corpus.contentDir, l), to, { recursive: true });
    }
    await mkdir(path.join(site, 'config'));
    const docusaurus = path.join(site, 'config', 'helpsync.yaml');
    await writeFile(
      docusaurus,
      `${HEAD}files:\n  - source: ../docs/**/*.md\n    translation: ../i18n/{language}/docusaurus-plugin-content-docs/current/{path}\n`,
    );
    const bySite = await load(fileMapOf(await loadConfig(docusaurus, { env: {} })));
    expect(bySite.pairs).toEqual(byDir.pairs);
    expect(bySite.paths?.rel('de/a/b.md')).toBe('i18n/de/docusaurus-plugin-content-docs/current/a/b.md');
    expect(bySite.errors).toEqual([]);
    const now = new Date('2026-01-01T00:00:00Z');
    const target = { baseUrl: a.baseUrl, project: a.project };
    expect(planSync({ local: byMap, remote: [], target, now, cwd: dir })).toEqual(
      planSync({ local: byDir, remote: [], target, now, cwd: dir }),
    );
  });

  it('sync --dry-run through the command plans the same under contentDir and under the files: entry, naming the same files', async () => {
    const dir = await tempFolder('helpsync-files-corpus-cli-');
    const corpus = await copyCorpus(dir);
    const emu = await startTestEmulator({ data: corpus.data });
    onCleanup(() => emu.close());
    await mkdir(path.join(dir, 'config'));
    const head = `baseUrl: ${emu.baseUrl}\nproject: ${emu.project}\nrateLimit: { requests: 1000, perSeconds: 1 }\n`;
    await writeFile(path.join(dir, 'config', 'plain.yaml'), `${head}contentDir: ../content\n`);
    await writeFile(
      path.join(dir, 'config', 'mapped.yaml'),
      `${head}files:\n  - source: ../content/en/**/*.md\n    translation: ../content/{language}/{path}\n`,
    );
    const dry = async (config: string): Promise<{ plan: Record<string, unknown>; stderr: string }> => {
      const r = await runCli(['--config', path.join(dir, 'config', config), 'sync', '--dry-run', '--json', '--no-history'], {
        cwd: dir,
        env: emulatorEnv(emu),
      });
      expect(r.code, r.stderr).toBe(0);
      const plan = (JSON.parse(r.stdout) as { plan: Record<string, unknown> }).plan;
      delete plan.createdAt;
      return { plan, stderr: r.stderr.replace(/\[[0-9:.]+\]/g, '') };
    };
    const [byDir, byMap] = [await dry('plain.yaml'), await dry('mapped.yaml')];
    expect(byMap.plan).toEqual(byDir.plan);
    // the oracle: the seed has no texts, so every pair with a title is a push; the corpus's warning keeps its file and line
    const pushes = (byDir.plan.languages as { pushes: unknown[] }[]).reduce((n, l) => n + l.pushes.length, 0);
    expect(pushes).toBeGreaterThan(900);
    expect(byMap.stderr).toContain('content/en/container.md:33: warning: template syntax');
    expect(byMap.stderr).toEqual(byDir.stderr);
  });
});
