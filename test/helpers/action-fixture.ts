// The action's e2e tests (test/e2e/action*.test.ts): the files the action runs as its checkout
// (action.yml, package.json, the step scripts and the bundle in action/dist/, built here; no
// node_modules, no sources, no dist/, so the bundle is shown to need nothing installed), content
// that differs from the emulator's in two pairs, and one run of the action
// (test/helpers/action-runner.ts) whose logs and step summary never show the token.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { REPO_ROOT, launchCounterEnv } from './cli.js';
import { emulatorFixture, onCleanup, type EmulatorData, type EmulatorFixture } from './fixture.js';
import { runAction, type ActionRun } from './action-runner.js';
import { bundle } from '../../scripts/bundle.mjs';

const C1 = '65f0c1a2b3c4d5e6f7080001';
const A1 = '6650f0c1a2b3c4d5e6f70001';
const A2 = '6650f0c1a2b3c4d5e6f70002';

// Two pairs differ: install.md has no German on the platform, faq.md's description changed.
const FILES = {
  'en/guide/_index.md': `---\nentry: collection:${C1}\ntitle: Guide\n---\n`,
  'en/guide/install.md': `---\nentry: article:${A1}\ntitle: Install the widget\n---\nPaste the snippet.\n`,
  'de/guide/install.md': `---\ntitle: Widget installieren\n---\nSnippet einfügen.\n`,
  'en/guide/faq.md': `---\nentry: article:${A2}\ntitle: FAQ\ndescription: New answers\n---\nRead this.\n`,
};
const DATA: EmulatorData = {
  project: 'proj-ci',
  entries: [
    { id: `collection:${C1}`, type: 'collection', fields: { title: { en: 'Guide' } } },
    {
      id: `article:${A1}`,
      type: 'article',
      fields: { title: { en: 'Install the widget' }, content: { en: '<p>Paste the snippet.</p>' } },
    },
    {
      id: `article:${A2}`,
      type: 'article',
      fields: { title: { en: 'FAQ' }, description: { en: 'Old answers' }, content: { en: '<p>Read this.</p>' } },
    },
  ],
  collections: [{ id: C1, parent: null, title: { en: 'Guide' } }],
  articles: [
    { id: A1, collection: C1, title: { en: 'Install the widget' } },
    { id: A2, collection: C1, title: { en: 'FAQ' } },
  ],
};

export const ACTION_FIXTURE = {
  C1,
  A1,
  A2,
  FILES,
  DATA,
  setup: () => emulatorFixture({ data: DATA, files: FILES }),
  puts: (f: EmulatorFixture) => f.emu.log.filter((e) => e.method === 'PUT'),
};

export type Act = (
  f: EmulatorFixture,
  inputs: Record<string, string>,
  env?: Record<string, string | undefined>,
  github?: Record<string, string>,
) => Promise<ActionRun>;

/** Copies the action's checkout once for the calling test file; returns its `act`. */
export function actionRunner(): Act {
  let actionPath = '';
  beforeAll(async () => {
    actionPath = await mkdtemp(path.join(os.tmpdir(), 'helpsync-action-'));
    for (const f of ['action.yml', 'package.json', 'scripts/action'])
      await cp(path.join(REPO_ROOT, f), path.join(actionPath, f), { recursive: true });
    // Built from the sources now, as `npm run bundle` builds the committed action/dist/ (which
    // `.ci/run` checks is the same): the tests follow the sources even before the bundle is rebuilt.
    await bundle(path.join(actionPath, 'action/dist'));
  }, 120_000);
  afterAll(() => rm(actionPath, { recursive: true, force: true }));
  return async (f, inputs, env = {}, github = {}) => {
    const run = await runAction({
      actionPath,
      workspace: f.dir,
      inputs: { config: 'helpsync.yaml', ...inputs },
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...launchCounterEnv(), ...env },
      github,
    });
    onCleanup(() => rm(run.temp, { recursive: true, force: true }));
    const token = f.emu.token ?? '';
    for (const s of run.steps) {
      expect(s.stdout ?? '').not.toContain(token);
      expect(s.stderr ?? '').not.toContain(token);
    }
    expect(run.stepSummary).not.toContain(token);
    return run;
  };
}
