// Drift protection around a run: the history checks before any request, the held fields in the plan,
// the pushed record after a run, and exit code 3. What `--force` and `--no-history` mean is decided
// by the run policy (config/policy.ts); this module only acts on the decisions.
import path from 'node:path';
import { stateDir } from '../config/state-dir.js';
import { ExitCode } from '../errors.js';
import { pairKey } from '../model.js';
import { driftHash } from './classify.js';
import { fieldKey } from './hold.js';
import { heldCount, planHasChanges } from '../apply/types.js';
import { openContentRepo, protectPlan } from './protect.js';
import { openPushedRecord } from './store.js';
import { forceOf } from '../config/policy.js';
export function helpsyncDir(config) {
    return stateDir(config.configDir);
}
/** The checks made before any request: the repository (or a warning/error), a shallow clone refused when writing. */
export function checkHistory(config, policy, writes, warnings) {
    const mode = { off: !policy.history.read, ci: policy.history.ci, refuseShallow: writes };
    return openContentRepo(config.contentDir, mode, warnings);
}
/** The plan with held fields (or as it was when unprotected), and the pushed record for after the run. */
export async function protect(config, plan, local, repo, policy, logger) {
    const pushed = await openPushedRecord(helpsyncDir(config), plan.target);
    const protectedPlan = await protectPlan({
        plan,
        local,
        repo,
        pushed,
        cacheDir: path.join(helpsyncDir(config), 'cache'),
        force: forceOf(policy),
        // a link counts as the entry it names, an image as its path (content/links-canonical.ts)
        refs: {
            ...(config.links ? { links: config.links } : {}),
            ...(config.images ? { images: config.images } : {}),
            ...(local.docIds ? { docIds: local.docIds } : {}),
        },
        logger,
    });
    return { plan: protectedPlan, pushed };
}
/** After a run: remember what was pushed (only pushes the platform accepted). Never fails the run. */
export async function recordPushed(pushed, plan, outcome, logger) {
    const done = new Set();
    for (const r of outcome.results)
        if (r.kind === 'push' && r.status === 'done')
            done.add(pairKey(r.entryId, r.language));
    for (const lp of plan.languages) {
        for (const push of lp.pushes) {
            if (!done.has(pairKey(push.entryId, push.language)))
                continue;
            for (const [field, value] of Object.entries(push.fields))
                pushed.set(fieldKey(push.entryId, push.language, field), driftHash(field, value));
        }
    }
    // a new article's source-language fields, pushed right after its creation
    const created = new Map((plan.creations ?? []).map((c) => [c.externalId, c]));
    for (const r of outcome.results) {
        const c = r.kind === 'create' && r.status === 'done' && r.record === 'article' && r.id ? created.get(r.externalId) : undefined;
        if (!c || r.kind !== 'create')
            continue;
        for (const [field, value] of Object.entries(c.fields ?? {}))
            pushed.set(fieldKey(`article:${r.id}`, plan.sourceLanguage, field), driftHash(field, value));
    }
    try {
        await pushed.save();
    }
    catch (err) {
        logger.warn({ err: err.message }, 'could not write the record of pushed values (.helpsync/pushed)');
    }
}
/**
 * Exit codes: a dry run exits 0, or with --detailed-exitcode 3 when fields are held
 * (held wins), 2 when changes are pending, 0 otherwise. A run that applied: 1 on any failure,
 * else 3 when fields were held, else 0. Held fields are never failures (--max-errors ignores them).
 */
export function driftExitCode(plan, applied, detailed) {
    const held = heldCount(plan) > 0;
    if (!applied) {
        if (!detailed)
            return ExitCode.ok;
        return held ? ExitCode.held : planHasChanges(plan) ? ExitCode.changes : ExitCode.ok;
    }
    if (applied.failed)
        return ExitCode.error;
    return held ? ExitCode.held : ExitCode.ok;
}
//# sourceMappingURL=guard.js.map