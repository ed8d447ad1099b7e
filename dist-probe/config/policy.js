import { isLanguageCode } from '../contract/language.js';
import { underCi } from '../util/ci.js';
export { underCi };
/** `--languages en,de --languages fr` → ['en', 'de', 'fr'] (order kept, duplicates dropped); nothing → undefined. */
export function splitList(values) {
    if (values === undefined)
        return undefined;
    const list = (Array.isArray(values) ? values : [values])
        .flatMap((v) => String(v).split(','))
        .map((v) => v.trim())
        .filter(Boolean);
    return list.length ? [...new Set(list)] : undefined;
}
/** `--force` → true, `--force 'a/**,b.md'` → the globs. */
export function decideForce(value) {
    if (value === undefined)
        return { kind: 'none' };
    const globs = splitList(value);
    return globs ? { kind: 'globs', globs } : { kind: 'all' };
}
/** The decisions for one run, with the problems of the flags themselves (bad language codes). */
export function decidePolicy(flags, env) {
    const force = decideForce(flags.force);
    const noHistory = flags.history === false;
    // Forcing every field needs no history: nothing is held, so nothing is explained from it.
    const read = !noHistory && force.kind !== 'all';
    const history = {
        read,
        ci: underCi(env),
        ...(read ? {} : { offBecause: noHistory ? '--no-history' : '--force' }),
    };
    const languages = splitList(flags.languages);
    const problems = (languages ?? [])
        .filter((l) => !isLanguageCode(l))
        .map((l) => ({ severity: 'error', message: `--languages: "${l}" is not a language code such as de or pt-br` }));
    return { policy: { force, history, ...(languages ? { languages } : {}) }, problems };
}
/** The `--force` decision as the drift code takes it: true (all), globs, or undefined (none). */
export function forceOf(policy) {
    return policy.force.kind === 'all' ? true : policy.force.kind === 'globs' ? policy.force.globs : undefined;
}
//# sourceMappingURL=policy.js.map