// Which helpsync action the generated workflows run: `OWNER/REPO@<full commit>`, from `--action-ref`
// or from dist/build-info.json, which `npm pack` writes (scripts/record-build.mjs) only for a build of
// a clean, committed tree. Never a placeholder: a workflow that names no real commit fails on its
// first run, and one that names a tag runs whatever the tag is moved to, with the token.
import { readFile } from 'node:fs/promises';
import { InputError } from '../errors.js';
const REF = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100})@([0-9a-f]{40})$/;
/** dist/build-info.json beside this module's dist/config/ folder (absent in a dev or dirty build). */
export const BUILD_INFO_URL = new URL('../build-info.json', import.meta.url);
/** The recorded build's ref, or undefined (a dev or dirty build). */
export async function readBuildInfo(url = BUILD_INFO_URL) {
    let info;
    try {
        info = JSON.parse(await readFile(url, 'utf8'));
    }
    catch {
        return undefined;
    }
    const uses = `${String(info.repository)}@${String(info.commit)}`;
    if (!REF.test(uses))
        return undefined;
    return { uses, comment: typeof info.version === 'string' ? `v${info.version}` : 'the commit this helpsync was built from' };
}
/**
 * `--action-ref` when given (checked), else the recorded build; neither: an InputError naming the flag.
 * `buildInfo` is for tests.
 */
export async function resolveActionRef(flag, buildInfo = BUILD_INFO_URL) {
    if (flag !== undefined) {
        const ref = flag.trim();
        if (!REF.test(ref))
            throw new InputError(`--action-ref "${flag}": expected OWNER/REPO@COMMIT with the full 40-character commit hash (a tag or branch can be moved)`);
        return { uses: ref, comment: 'pinned with --action-ref' };
    }
    const recorded = await readBuildInfo(buildInfo);
    if (recorded)
        return recorded;
    throw new InputError('the workflow needs the helpsync action pinned to a commit, and this build of helpsync records none (it was not packed from a clean, committed tree): pass --action-ref OWNER/REPO@COMMIT, the repository and full commit hash of the helpsync you reviewed');
}
//# sourceMappingURL=action-ref.js.map