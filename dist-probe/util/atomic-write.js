// The one atomic write: write-file-atomic writes beside the target, fsyncs and
// renames, so an interrupted run never leaves a half-written file. It follows symbolic links (it
// writes to the link's target), so when the file lies under a folder the user named, the path is
// checked first: its folder and the file itself must resolve inside that folder.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomicLib from 'write-file-atomic';
import { InputError } from '../errors.js';
import { checkWritableInside, realFolder } from './safe-path.js';
import { runtime, resolveCwd } from './runtime.js';
/** Refusal to write a path that leaves the named folder (or is not a regular file). */
export class UnsafePathError extends InputError {
}
export async function writeFileAtomic(file, data, opts = {}) {
    const abs = resolveCwd(file);
    if (opts.inside !== undefined) {
        // The named folder is taken as given (created when it is not there yet, as pull does for a new repo).
        await mkdir(resolveCwd(opts.inside), { recursive: true });
        const root = await realFolder(opts.inside);
        // Checked on the real root's spelling, so a link above the named folder (e.g. /tmp on macOS) is not mistaken for one below it.
        const relToRoot = path.relative(path.resolve(opts.inside), abs);
        if (relToRoot.startsWith('..') || path.isAbsolute(relToRoot)) {
            throw new UnsafePathError([
                { severity: 'error', file: opts.shown ?? shownPath(abs), message: `not written: it is outside ${opts.inside}` },
            ]);
        }
        const target = path.join(root, relToRoot);
        const check = await checkWritableInside(root, target);
        if (!check.ok) {
            const at = path.join(path.resolve(opts.inside), path.relative(root, check.at));
            throw new UnsafePathError([
                {
                    severity: 'error',
                    file: check.at === target && opts.shown ? opts.shown : shownPath(at),
                    message: `not written: ${check.message}`,
                },
            ]);
        }
    }
    else {
        await mkdir(path.dirname(abs), { recursive: true });
    }
    await writeFileAtomicLib(abs, data, opts.mode === undefined ? {} : { mode: opts.mode });
}
function shownPath(abs) {
    const rel = path.relative(runtime().cwd(), abs);
    return (rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : abs).split(path.sep).join('/');
}
//# sourceMappingURL=atomic-write.js.map