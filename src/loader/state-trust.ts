// What helpsync may believe of its own folder (`.helpsync/` beside the config). The analysis cache
// and the record of pushed values decide what is pushed and what counts as "known" to drift
// protection, so a file anyone could commit (`git add -f`) must not be able to speak for them:
//   - nothing under `.helpsync/` that Git tracks is trusted: it is ignored, with a warning naming it;
//   - both files are authenticated (HMAC-SHA256) with a random key kept in `.helpsync/key` (in the
//     Action: the record folder, `HELPSYNC_RECORD_DIR`, which the cache step saves with the records),
//     created on first use with mode 0600; a key Git tracks is ignored and replaced. A missing or
//     different key makes the files a miss (a cold run), never an error.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { runGit } from '../history/git.js';
import { writeFileAtomic } from '../util/atomic-write.js';
import { runtime } from '../util/runtime.js';
import { openCacheFile, readCacheBytes } from './cache-file.js';
import type { CacheIndex } from './cache-format.js';
import { CacheFileWriter } from './cache-write.js';

export interface StateTrust {
  /** the key (32 bytes), or undefined when none can be read or made: every authenticated file is a miss */
  key?: Buffer;
  /** whether Git tracks this file (an absolute path under the state folder) */
  tracked(file: string): boolean;
  /** the warning for a tracked file, naming it */
  warning(file: string): string;
  /** warnings about the folder itself (a key Git tracks, replaced) */
  warnings: string[];
}

const KEY_HEX = /^[0-9a-f]{64}\s*$/;

/** The key file: in the Action's record folder when that lies inside the state folder, else `<state>/key`. */
export function keyFile(stateDir: string, env: NodeJS.ProcessEnv = runtime().env): string {
  const record = env.HELPSYNC_RECORD_DIR;
  const state = path.resolve(stateDir);
  if (record && path.resolve(record).startsWith(`${state}${path.sep}`)) return path.join(path.resolve(record), 'key');
  return path.join(state, 'key');
}

/** The files under `stateDir` that Git tracks (absolute); none when it is not in a Git work tree. */
async function trackedFiles(stateDir: string): Promise<Set<string>> {
  const cwd = path.dirname(path.resolve(stateDir));
  try {
    const r = await runGit(['ls-files', '-z', '--', path.basename(stateDir)], { cwd });
    return new Set(
      r.stdout
        .toString('utf8')
        .split('\0')
        .filter(Boolean)
        .map((f) => path.resolve(cwd, f)),
    );
  } catch {
    return new Set(); // no Git, or not a work tree: nothing is committed
  }
}

/** The trust of the state folder for this run: Git's tracked files, and the key (made when missing). */
export async function openStateTrust(stateDir: string): Promise<StateTrust> {
  const tracked = await trackedFiles(stateDir);
  const root = path.dirname(path.resolve(stateDir));
  const file = keyFile(stateDir);
  let key: Buffer | undefined;
  const keyTracked = tracked.has(file);
  if (!keyTracked) {
    const read = await readCacheBytes(root, file);
    const text = 'bytes' in read && read.bytes ? read.bytes.toString('latin1') : '';
    if (KEY_HEX.test(text)) key = Buffer.from(text.trim(), 'hex');
  }
  if (!key) {
    const made = randomBytes(32);
    try {
      await writeFileAtomic(file, `${made.toString('hex')}\n`, { inside: root, mode: 0o600 });
      key = made;
    } catch {
      key = undefined; // cannot keep a key: nothing authenticated is trusted this run
    }
  }
  const shown = (f: string): string => path.relative(runtime().cwd(), f).split(path.sep).join('/') || f;
  const warning = (f: string): string =>
    `${shown(f)} is tracked by Git: helpsync does not trust it (anyone can commit it); run \`git rm --cached ${shown(f)}\``;
  return {
    ...(key ? { key } : {}),
    tracked: (f) => tracked.has(path.resolve(f)),
    warning,
    warnings: keyTracked ? [`${warning(file)} (a new key was made)`] : [],
  };
}

/**
 * The analysis cache as far as it is trusted: sealed with this folder's key and not tracked by Git
 * (else a miss, `untrusted` naming a tracked one), and the writer of the new one (none without a key).
 */
export async function openTrustedCache(
  cacheDir: string,
  root: string,
  file: string,
  version: string,
): Promise<{
  refusal?: { file: string; message: string };
  old?: CacheIndex;
  writer?: CacheFileWriter;
  untrusted: string[];
  close: () => Promise<void>;
}> {
  const trust = await openStateTrust(path.dirname(cacheDir));
  const untrusted = [...trust.warnings, ...(trust.tracked(file) ? [trust.warning(file)] : [])];
  const opening = trust.key && !trust.tracked(file) ? await openCacheFile(root, file, version, trust.key) : {};
  const refusal = 'refusal' in opening ? opening.refusal : undefined;
  const opened = 'opened' in opening ? opening.opened : undefined;
  const old = opened?.index?.sealed ? opened.index : undefined;
  if (opened && !old) await opened.close();
  // New lines go to the disk as they are made; a cache that cannot be written only costs speed.
  const writer = refusal || !trust.key ? undefined : await CacheFileWriter.open(file, root, version, trust.key).catch(() => undefined);
  const close = async (): Promise<void> => {
    if (old) await opened?.close();
  };
  return { ...(refusal ? { refusal } : {}), ...(old ? { old } : {}), ...(writer ? { writer } : {}), untrusted, close };
}
