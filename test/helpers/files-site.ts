// A repository laid out as a docs site, with a `files:` config, in a real Git repository, and the
// CLI run in-process against the emulator on it (test/e2e/files-*.test.ts).
import path from 'node:path';
import { expect } from 'vitest';
import { runCli } from './cli.js';
import { makeTestToken, startTestEmulator } from './emulator.js';
import { onCleanup, scratchRepo, type EmulatorData } from './fixture.js';
import { entries, keyed, page } from './create-sync.js';
import type { TestRepo } from './git-repo.js';

export interface Site {
  repo: TestRepo;
  cli: (...args: string[]) => ReturnType<typeof runCli>;
  emu: Awaited<ReturnType<typeof startTestEmulator>>;
}

export const PNG_A = 'not really a png: the English screenshot\n';
export const PNG_ZH = 'not really a png: the Chinese screenshot\n';

export async function site(
  files: Record<string, string>,
  config: string,
  data: EmulatorData = { project: 'proj-files', entries: [] },
): Promise<Site> {
  const token = makeTestToken();
  const emu = await startTestEmulator({ token, data });
  onCleanup(() => emu.close());
  const repo = await scratchRepo();
  await repo.write({
    'config/helpsync.yaml': `baseUrl: ${emu.baseUrl}\nproject: ${emu.project}\n${config}`,
    '.gitignore': 'config/.helpsync/\n',
    ...files,
  });
  await repo.commit('content');
  const file = path.join(repo.dir, 'config/helpsync.yaml');
  const cli = (...args: string[]) => runCli(['--config', file, ...args], { cwd: repo.dir, env: { HELPSYNC_TOKEN: token, ...repo.env } });
  return { repo, cli, emu };
}

export interface SyncDoc {
  totals: { push: number; create: number; rekey: number; move: number; held: number; conflicts: number };
  plan: { languages: { language: string; pushes: { file: string }[]; unchanged: number }[]; creations: { file: string }[] };
}

export async function dryRun(s: Site): Promise<SyncDoc> {
  const r = await s.cli('sync', '--dry-run', '--json');
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as SyncDoc;
}

export async function pullCounts(s: Site): Promise<Record<string, number>> {
  const r = await s.cli('pull', '--dry-run', '--json');
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { counts: Record<string, number> }).counts;
}

/** title per language of the record an externalId names */
export async function titles(s: Site, externalId: string): Promise<Record<string, string>> {
  const id = (await keyed(s.emu)).get(externalId)?.[0];
  expect(id, externalId).toBeDefined();
  return (await entries(s.emu)).get(id!)!.fields.title as Record<string, string>;
}

export const MKDOCS = `languages: [en, de]
files:
  - source: ../docs/**/*.md
    translation: ../docs/{dir}/{name}.{language}.{ext}
`;

/** 5 source pages and 3 translations side by side (`name.de.md`); a translation is never read as a source. */
export function mkdocs(): Record<string, string> {
  return {
    'docs/setup/_index.md': page('Setup', ''),
    'docs/setup/_index.de.md': page('Einrichtung', ''),
    'docs/setup/install.md': page('Install', 'Install it.'),
    'docs/setup/install.de.md': page('Installieren', 'Installieren Sie es.'),
    'docs/setup/usage.md': page('Usage', 'Use it.'),
    'docs/faq/_index.md': page('FAQ', ''),
    'docs/faq/general.md': page('General', 'Questions.'),
    'docs/faq/general.de.md': page('Allgemein', 'Fragen.'),
  };
}
