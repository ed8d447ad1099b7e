// `helpsync init` end to end: flags, answers on stdin (--interactive), a real terminal (a pseudo-
// terminal from util-linux `script`), the check's two reads, and what it refuses to overwrite.
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { CLI, runCli } from '../helpers/cli.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { onCleanup, tempFolder, useCleanups, type EmulatorData } from '../helpers/fixture.js';
import { renderDriftWorkflow, renderWorkflow } from '../../src/config/workflow-template.js';

useCleanups();

const REF = 'acme/helpsync@0123456789abcdef0123456789abcdef01234567';

const DATA: EmulatorData = {
  project: 'proj-init',
  entries: [
    { id: 'collection:65f0c1a2b3c4d5e6f7080001', type: 'collection', fields: { title: { en: 'Guide', de: 'Anleitung' } } },
    { id: 'collection:65f0c1a2b3c4d5e6f7080002', type: 'collection', fields: { title: { en: 'Billing' } } },
    { id: 'article:6650f0c1a2b3c4d5e6f70001', type: 'article', fields: { title: { en: 'Install', fr: 'Installer' } } },
    { id: 'article:6650f0c1a2b3c4d5e6f70002', type: 'article', fields: { title: { en: 'FAQ' } } },
    { id: 'article:6650f0c1a2b3c4d5e6f70003', type: 'article', fields: { title: { en: 'Plans' } } },
  ],
  collections: [
    { id: '65f0c1a2b3c4d5e6f7080001', parent: null, title: { en: 'Guide' } },
    { id: '65f0c1a2b3c4d5e6f7080002', parent: null, title: { en: 'Billing' } },
  ],
  articles: [],
};

async function setup() {
  const dir = await tempFolder('helpsync-init-');
  const emu = await startTestEmulator({ data: DATA });
  onCleanup(() => emu.close());
  const run = (args: string[], opts: { input?: string; env?: Record<string, string | undefined> } = {}) =>
    runCli(['init', ...args], { cwd: dir, input: opts.input, env: { HELPSYNC_TOKEN: emu.token, ...opts.env } });
  return { dir, emu, run };
}

/** The config init wrote, without its scope, which is random: checked for its form (12 hex digits) here. */
const configOf = async (dir: string): Promise<Record<string, string>> => {
  const { scope, ...rest } = YAML.parse(await readFile(path.join(dir, 'config/helpsync.yaml'), 'utf8')) as Record<string, string>;
  expect(scope).toMatch(/^[0-9a-f]{12}$/);
  return rest;
};

describe('helpsync init', () => {
  it(
    'with flags: checks with two reads, writes the commented config, .gitignore and the workflow, says what it found',
    { timeout: 120_000 },
    async () => {
      const { dir, emu, run } = await setup();
      await writeFile(path.join(dir, '.gitignore'), 'node_modules/\r\ndist/');
      const r = await run([
        '--base-url',
        emu.baseUrl,
        '--project',
        'proj-init',
        '--source-language',
        'en',
        '--content-dir',
        'docs/help',
        '--github-workflow',
        '--action-ref',
        REF,
        '--branch',
        'main',
      ]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toBe(
        [
          'Wrote config/helpsync.yaml.',
          'Added .helpsync/ to .gitignore.',
          `Wrote .github/workflows/helpsync.yml (runs ${REF}): set the repository secret HELPSYNC_TOKEN.`,
          'The workflow syncs what is merged into main: --branch.',
          `Set the repository variables HELPSYNC_BASE_URL (${emu.baseUrl}) and HELPSYNC_PROJECT (proj-init) too: pull request plans send the token only there (without them, to what the base branch's config names).`,
          `Checked ${emu.baseUrl}, project proj-init: 2 collections, 3 articles; languages: de, en (source), fr.`,
          'Next: `helpsync pull` writes the help center into docs/help/ as Markdown.',
          '',
        ].join('\n'),
      );
      expect(emu.log.map((e) => `${e.method} ${e.path.split('?')[0]}`)).toEqual([
        'GET /v3/helpcenter/collections/all',
        'GET /v3/translations/entries',
      ]);
      expect(await configOf(dir)).toEqual({ baseUrl: emu.baseUrl, project: 'proj-init', contentDir: '../docs/help', sourceLanguage: 'en' });
      const text = await readFile(path.join(dir, 'config/helpsync.yaml'), 'utf8');
      expect(text).toMatch(/^# helpsync configuration/);
      expect(text).toContain('# The token is not stored here');
      expect(text).not.toContain(emu.token);
      expect(await readFile(path.join(dir, '.gitignore'), 'utf8')).toBe(
        "node_modules/\r\ndist/\r\n# helpsync's cache, record of pushed values and backups\r\n.helpsync/\r\n",
      );
      const workflow = await readFile(path.join(dir, '.github/workflows/helpsync.yml'), 'utf8');
      expect(workflow).toBe(
        renderWorkflow({
          config: 'config/helpsync.yaml',
          paths: ['docs/help/**', 'config/**'],
          action: { uses: REF, comment: 'pinned with --action-ref' },
          preview: true,
        }),
      );
      const wf = YAML.parse(workflow) as {
        on: { pull_request: { paths: string[] } };
        jobs: Record<string, { steps: { id?: string; uses?: string; with?: Record<string, string> }[] }>;
      };
      expect(wf.on.pull_request.paths).toEqual(['docs/help/**', 'config/**']);
      expect(wf.jobs.plan?.steps[0]?.with?.['fetch-depth']).toBe(0);
      expect(wf.jobs.plan?.steps.find((st) => st.id === 'helpsync')?.with).toMatchObject({
        args: '--dry-run --detailed-exitcode',
        config: 'config/helpsync.yaml',
      });

      // Refuses to overwrite; --force replaces (and .gitignore is not appended twice).
      const again = await run(['--base-url', emu.baseUrl, '--project', 'other']);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('config/helpsync.yaml exists already: pass --force to replace it');
      expect((await configOf(dir)).project).toBe('proj-init');
      const forced = await run(['--base-url', emu.baseUrl, '--project', 'proj-init', '--force', '--source-language', 'de']);
      expect(forced.code, forced.stderr).toBe(0);
      expect((await configOf(dir)).sourceLanguage).toBe('de');
      expect(forced.stdout).not.toContain('.gitignore');
    },
  );

  it(
    'a failed check writes nothing; missing values without a terminal name the flags; a bad URL is refused',
    { timeout: 120_000 },
    async () => {
      const { dir, emu, run } = await setup();
      const wrong = await run(['--base-url', emu.baseUrl, '--project', 'nope']);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toMatch(/403/);
      const noToken = await run(['--base-url', emu.baseUrl, '--project', 'proj-init'], { env: { HELPSYNC_TOKEN: undefined } });
      expect(noToken.code).toBe(1);
      expect(noToken.stderr).toContain('HELPSYNC_TOKEN is not set');
      const missing = await run(['--project', 'proj-init']);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('--base-url needed: pass them as flags');
      const badUrl = await run(['--base-url', 'ftp://example.com', '--project', 'p', '--no-check']);
      expect(badUrl.code).toBe(1);
      expect(badUrl.stderr).toMatch(/baseUrl/);
      // This working build was not packed from a clean tree, so it records no commit: the workflow is
      // refused before any question or request, naming the flag (never a placeholder).
      const requests = emu.log.length;
      const noRef = await run(['--base-url', emu.baseUrl, '--project', 'proj-init', '--github-workflow']);
      expect(noRef.code).toBe(1);
      expect(noRef.stderr).toContain('pass --action-ref OWNER/REPO@COMMIT');
      expect(emu.log.length).toBe(requests);
      for (const f of ['config/helpsync.yaml', '.gitignore', '.github'])
        await expect(readFile(path.join(dir, f))).rejects.toThrow(/ENOENT/);
      // no folder is left behind either (the values are checked in a temp folder)
      await expect(readFile(path.join(dir, 'config'))).rejects.toThrow(/ENOENT/);
      // the token's shape is checked before any question; the target right after its two answers
      const badToken = await run(['--interactive'], { input: 'x\n', env: { HELPSYNC_TOKEN: 'not-a-jwt' } });
      expect(badToken.code).toBe(1);
      expect(badToken.stderr).toContain('HELPSYNC_TOKEN does not look like a JWT');
      expect(badToken.stderr).not.toContain('Platform API base URL');
      const wrongProject = await run(['--interactive'], { input: `${emu.baseUrl}\nnope\n` });
      expect(wrongProject.code).toBe(1);
      expect(wrongProject.stderr).toMatch(/403/);
      expect(wrongProject.stderr).not.toContain('Source language');
      await expect(readFile(path.join(dir, 'config'))).rejects.toThrow(/ENOENT/);
    },
  );

  it('--interactive asks on stderr and reads the answers from stdin; existing content suggests match', { timeout: 120_000 }, async () => {
    const { dir, emu, run } = await setup();
    await mkdir(path.join(dir, 'content/en'), { recursive: true });
    await writeFile(path.join(dir, 'content/en/a.md'), '---\ntitle: A\n---\n');
    const r = await run(['--interactive'], {
      // not a Git repository: the workflow's branch is asked for last
      input: `${emu.baseUrl}\n\nproj-init\n\n\nen,de\nlayout.yaml\ndefault_lang_commit\nunpublish\ny\ny\n${REF}\nmain\n`,
    });
    expect(r.code, r.stderr).toBe(0);
    // an empty project id is explained, then asked again
    expect(r.stderr).toContain('a project id is needed: every request names the project');
    expect(r.stderr).toContain('Platform API base URL (ends in /v3): ');
    expect(r.stderr).toContain('Source language [en]: ');
    expect(await configOf(dir)).toEqual({
      baseUrl: emu.baseUrl,
      project: 'proj-init',
      contentDir: '../content',
      sourceLanguage: 'en',
      languages: ['en', 'de'],
      layout: 'layout.yaml',
      sourceCommitKey: 'default_lang_commit',
      retire: 'unpublish',
    });
    expect(r.stdout).toContain(`Wrote .github/workflows/helpsync.yml (runs ${REF})`);
    expect(await readFile(path.join(dir, '.github/workflows/helpsync-drift.yml'), 'utf8')).toBe(
      renderDriftWorkflow({ config: 'config/helpsync.yaml', action: { uses: REF, comment: 'pinned with --action-ref' } }),
    );
    expect(r.stdout).toContain('Next: `helpsync match --dry-run` pairs your files');
    const ended = await run(['--interactive', '--force'], { input: `${emu.baseUrl}\n` });
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain('no answer to "Project id" (input ended)');
  });

  const hasScript = spawnSync('script', ['--version']).status === 0;
  it.skipIf(!hasScript)('on a real terminal (a pseudo-terminal) it asks without --interactive', { timeout: 120_000 }, async () => {
    const { dir, emu } = await setup();
    // Asynchronous: the emulator runs in this process and must keep answering while init waits.
    const r = await new Promise<{ status: number | null; stdout: string }>((resolve, reject) => {
      const child = spawn('script', ['-qec', `${process.execPath} ${CLI} init`, '/dev/null'], {
        cwd: dir,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, HELPSYNC_TOKEN: emu.token },
      });
      let stdout = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.on('error', reject);
      child.on('close', (status) => resolve({ status, stdout }));
      // the answers: base URL, project, source language, content folder, languages, layout, source
      // commit key, retire mode (each empty one takes the default), then no workflow
      child.stdin.end(`${emu.baseUrl}\nproj-init\nfr\nhelp\n\n\n\n\nn\n`);
    });
    expect(r.status, r.stdout).toBe(0);
    expect(r.stdout).toContain('Project id: ');
    expect(r.stdout).toContain('Checked ');
    expect(await configOf(dir)).toEqual({ baseUrl: emu.baseUrl, project: 'proj-init', contentDir: '../help', sourceLanguage: 'fr' });
    expect(r.stdout).not.toContain('Note: the platform has no');
  });
});
