// helpsync's own folder beside the config: `<configDir>/.helpsync`. Everything helpsync keeps between
// runs lives there, each in its own place, named here once: the lock (the folder itself), the
// analysis cache (`cache/`, the only part CI caches), the record of what was pushed (`pushed/`) and
// the backups of deleted records (`backups/`).
import path from 'node:path';
export const STATE_DIR_NAME = '.helpsync';
export function stateDir(configDir) {
    return path.join(configDir, STATE_DIR_NAME);
}
export function cacheDir(configDir) {
    return path.join(stateDir(configDir), 'cache');
}
export function backupsDir(configDir) {
    return path.join(stateDir(configDir), 'backups');
}
//# sourceMappingURL=state-dir.js.map