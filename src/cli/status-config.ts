// `helpsync status` without a config file: --content-dir (with --source-language and
// --source-commit-key) stand for the keys status reads. The values go through the real loader, so
// they are checked as a config file's would be; the config's folder is a temp folder (status keeps
// its cache beside the config), removed when the command ends (disposeFlagConfigs), or else when the
// process exits: a command run in-process (the library, the tests) leaves no folder behind.
import { rmSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../config/config.js';
import { InputError } from '../errors.js';

export interface StatusConfigFlags {
  contentDir?: string;
  sourceLanguage?: string;
  sourceCommitKey?: string;
}

const made = new Set<string>();

/** Removes the temp config folders configFromFlags made (at the end of the command that used them). */
export async function disposeFlagConfigs(): Promise<void> {
  const dirs = [...made];
  made.clear();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}

export async function configFromFlags(flags: StatusConfigFlags, cwd: string): Promise<Config> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'helpsync-status-'));
  made.add(dir);
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const lines = [
    `contentDir: ${JSON.stringify(path.resolve(cwd, flags.contentDir ?? 'content'))}`,
    `sourceLanguage: ${JSON.stringify(flags.sourceLanguage ?? 'en')}`,
    ...(flags.sourceCommitKey ? [`sourceCommitKey: ${JSON.stringify(flags.sourceCommitKey)}`] : []),
  ];
  await writeFile(path.join(dir, 'helpsync.yaml'), `${lines.join('\n')}\n`);
  try {
    return await loadConfig(path.join(dir, 'helpsync.yaml'), { requireTarget: false, env: {} });
  } catch (err) {
    if (err instanceof InputError)
      throw new InputError(err.problems.map((p) => ({ ...p, file: undefined, message: `${p.message} (from the flags)` })));
    throw err;
  }
}

/** A missing config file: say that status can run without one. */
export function withoutConfigHint(err: unknown): unknown {
  if (!(err instanceof InputError) || !err.problems.some((p) => p.message.startsWith('config file not found'))) return err;
  return new InputError(
    err.problems.map((p) =>
      p.message.startsWith('config file not found')
        ? { ...p, message: `${p.message}; or, without a config: status --content-dir DIR [--source-language en] [--source-commit-key KEY]` }
        : p,
    ),
  );
}
