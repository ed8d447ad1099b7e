// Backups of records before (engagement) or as (teams) they are deleted: one JSON file per record,
// `<kind>-<id>-<timestamp>.json`, under `<configDir>/.helpsync/backups/` unless --backup-dir says
// otherwise. Never overwritten; scrubbed of the token before writing.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, unlink } from 'node:fs/promises';
import path from 'node:path';
import { backupsDir, STATE_DIR_NAME } from '../config/state-dir.js';
import { InputError } from '../errors.js';
import { ensureFolderInside, realFolder } from '../util/safe-path.js';
import { scrubDeep } from '../util/redact.js';
import { resolveCwd } from '../util/runtime.js';
export const BACKUP_DOC_VERSION = 1;
/** `<configDir>/.helpsync/backups` */
export function defaultBackupDir(configDir) {
    return backupsDir(configDir);
}
/** `2024-05-01T10-20-30-123Z`: ISO time without `:` and `.` (not allowed in Windows file names). */
export function backupTimestamp(now) {
    return new Date(now).toISOString().replace(/[:.]/g, '-');
}
/** Characters outside a portable file-name set become `_` (ids have no `/`, but may hold `\`, `:`, ...). */
export function backupFileName(kind, id, now, suffix = '') {
    const safeId = id.replace(/[^A-Za-z0-9._-]/g, '_');
    return `${kind}-${safeId}-${backupTimestamp(now)}${suffix}.json`;
}
export function publicBaseUrl(baseUrl) {
    try {
        const u = new URL(baseUrl);
        return `${u.origin}${u.pathname}`.replace(/\/+$/, '');
    }
    catch {
        return '';
    }
}
/**
 * Writes the backup and returns its absolute path. The file is created exclusively (`wx`): an
 * existing backup is never replaced; a name taken in the same millisecond gets `-2`, `-3`, ...
 * The contents pass through scrubDeep, so a token echoed by the platform never lands on disk.
 * Mode 0600: records may hold personal data.
 */
export async function writeBackup(input) {
    await backupFolder(input.dir);
    const doc = {
        version: BACKUP_DOC_VERSION,
        kind: 'helpsync-backup',
        recordKind: input.recordKind,
        id: input.id,
        project: input.project,
        baseUrl: publicBaseUrl(input.baseUrl),
        savedAt: new Date(input.now).toISOString(),
        source: input.source,
        record: input.record,
    };
    const text = `${JSON.stringify(scrubDeep(doc), null, 2)}\n`;
    for (let n = 1;; n++) {
        const file = path.join(input.dir, backupFileName(input.recordKind, input.id, input.now, n === 1 ? '' : `-${n}`));
        let handle;
        try {
            // O_EXCL never follows a link at `file`; O_NOFOLLOW says so explicitly.
            handle = await open(file, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
        }
        catch (err) {
            if (err.code === 'EEXIST' && n < 1000)
                continue;
            throw err;
        }
        try {
            await handle.writeFile(text, 'utf8');
            // The delete follows right after: make sure the backup is on disk first.
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        return file;
    }
}
/**
 * Creates the backup folder. The default one, `<configDir>/.helpsync/backups`, is found under the
 * config folder, so it must resolve inside it (a committed `.helpsync` link must not send
 * backups elsewhere); a folder named with --backup-dir is taken as given.
 */
async function backupFolder(dir) {
    const abs = resolveCwd(dir);
    const helpsyncDir = path.dirname(abs);
    if (path.basename(abs) !== 'backups' || path.basename(helpsyncDir) !== STATE_DIR_NAME) {
        await mkdir(abs, { recursive: true });
        return;
    }
    const configDir = path.dirname(helpsyncDir);
    const root = await realFolder(configDir);
    const check = await ensureFolderInside(root, backupsDir(root));
    if (!check.ok) {
        const at = path.join(configDir, path.relative(root, check.at));
        throw new InputError([{ severity: 'error', file: at, message: `backup folder refused: ${check.message}` }]);
    }
}
/**
 * Proves a backup can be written in `dir` now: creates it, writes, syncs and removes a probe file.
 * For kinds whose backup is the delete's answer (teams, docs/platform-api.md) this runs before the DELETE, so
 * "no backup, no delete" holds for every kind: an unwritable folder deletes nothing.
 */
export async function probeBackupDir(dir) {
    await backupFolder(dir);
    const file = path.join(dir, `.write-test-${process.pid}-${randomBytes(4).toString('hex')}`);
    const handle = await open(file, 'wx', 0o600);
    try {
        await handle.writeFile('{}\n', 'utf8');
        await handle.sync();
    }
    finally {
        await handle.close();
        await unlink(file).catch(() => undefined);
    }
}
//# sourceMappingURL=backup.js.map