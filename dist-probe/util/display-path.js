// How a path is shown to the user, in every message and report.
import path from 'node:path';
import { runtime } from './runtime.js';
/** A path as shown to the user: relative to the working directory when it is below it. */
export function displayPath(file, cwd = runtime().cwd()) {
    const rel = path.relative(cwd, file);
    return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : file;
}
//# sourceMappingURL=display-path.js.map