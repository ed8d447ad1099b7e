// `helpsync status --diff FILE`: the source's change since the translation's base, from
// merge-base(base, HEAD) to the working tree, rename-aware (the source's old name is in the diff).
import { contentPathOf } from '../config/files.js';
import path from 'node:path';
import fg from 'fast-glob';
import type { Config } from '../config/config.js';
import { ExitError } from '../errors.js';
import { diffSince } from '../history/index.js';
import type { StatusFile } from './plan.js';
import { prepareStatus } from './status.js';

export interface SourceDiff {
  row: StatusFile;
  /** unified diff text as git printed it (the caller escapes it); '' when the source did not change */
  diff: string;
  /** the commit the diff starts from */
  from?: string;
}

export async function diffForTranslation(
  config: Config,
  opts: { file: string; cwd: string; env?: NodeJS.ProcessEnv },
): Promise<SourceDiff> {
  const rel = contentPathOf(config, path.resolve(opts.cwd, opts.file));
  const [language, ...rest] = rel.split('/');
  if (!language || rest.length === 0 || rel.startsWith('../') || path.isAbsolute(rel) || language === config.sourceLanguage) {
    throw new ExitError(`--diff ${opts.file}: not a translation (a .md file in a translation folder of ${config.contentDir})`);
  }
  const prepared = await prepareStatus(config, {
    history: true,
    env: opts.env,
    languages: [language],
    only: [fg.escapePath(rest.join('/'))],
  }).catch((err: unknown) => {
    if (err instanceof ExitError || !(err instanceof Error) || !/--languages/.test(err.message)) throw err;
    throw new ExitError(`--diff ${opts.file}: "${language}" is not a translation language of the content folder`);
  });
  if (!prepared.repo) throw new ExitError(`--diff needs Git history: ${prepared.noHistory ?? 'none'}`);
  const row = prepared.report.files.find((f) => f.file === rel);
  if (!row) throw new ExitError(`--diff ${opts.file}: no such translation`);
  if (row.state === 'missing' || row.state === 'orphaned') throw new ExitError(`--diff ${opts.file}: the translation is ${row.state}`);
  if (row.state === 'no-base') throw new ExitError(`--diff ${opts.file}: no base to compare from: ${row.reason ?? ''}`);
  const pair = prepared.history?.pairs.get(rel);
  if (!pair?.mergeBase) return { row, diff: '' };
  const paths = pair.basePath ? [pair.basePath, row.source] : [row.source];
  return { row, diff: await diffSince(prepared.repo, pair.mergeBase, paths), from: pair.mergeBase };
}
