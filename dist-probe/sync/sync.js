// The sync operation: the whole job of `helpsync sync` (and of `plan`, which stops after planning),
// below the command line. Check the history, prepare (read the repo and the platform, plan), protect
// (hold the fields edited on the platform), apply, record what was pushed, verify. It returns values
// and prints nothing; the CLI and the library (index.ts) both run exactly this.
import { dirtyPaths } from '../history/worktree.js';
import { applyPlan } from '../apply/apply.js';
import { planHasChanges, planTotals } from '../apply/types.js';
import { checkHistory, protect, recordPushed } from '../drift/guard.js';
import { prepareSync } from './prepare.js';
import { verify } from './verify.js';
/** Runs one sync. Throws InputError (bad input, before any write) or ApiError (the platform). */
export async function sync(opts, deps) {
    const { config } = deps;
    const historyWarnings = [];
    const writes = !opts.dryRun || Boolean(opts.savesPlan);
    // Before any request: not a work tree (a warning, an error under CI), a shallow clone when writing.
    const repo = await checkHistory(config, opts.policy, writes, historyWarnings);
    const prepared = await prepareSync({
        config,
        client: deps.client,
        logger: deps.logger,
        now: opts.now ?? new Date(),
        ...(opts.policy.languages ? { languages: opts.policy.languages } : {}),
        ...(opts.only ? { only: opts.only } : {}),
        strict: opts.strict ?? false,
        layout: opts.layout ?? true,
        translations: true,
        ...(deps.signal ? { signal: deps.signal } : {}),
        ...(repo ? { repo } : {}),
        releaseUnchanged: opts.releaseUnchanged === true && opts.verify !== true,
        creation: { policy: opts.policy, ...(opts.maxCreates !== undefined ? { maxCreates: opts.maxCreates } : {}) },
    });
    const { plan, pushed } = await protect(config, prepared.plan, prepared.local, repo, opts.policy, deps.logger);
    if (repo)
        historyWarnings.push(...(await uncommittedPushes(repo, plan)));
    plan.warnings.push(...historyWarnings);
    plan.totals = planTotals(plan);
    const warnings = [...prepared.warnings, ...historyWarnings];
    await opts.onPlan?.(plan, warnings);
    if (opts.dryRun || !planHasChanges(plan))
        return { plan, warnings, local: prepared.local };
    const outcome = await applyPlan(plan, await deps.client(), {
        logger: deps.logger,
        ...(deps.signal ? { signal: deps.signal } : {}),
        ...(opts.maxErrors !== undefined ? { maxErrors: opts.maxErrors } : {}),
        checkStale: false,
        window: config.concurrency,
        ...(deps.progress ? { progress: deps.progress } : {}),
    });
    await recordPushed(pushed, plan, outcome, deps.logger);
    if (opts.verify && !outcome.interrupted)
        await verify(config, await deps.client(), prepared.local, plan, outcome);
    return { plan, outcome, warnings, local: prepared.local };
}
/**
 * Files pushed with uncommitted changes: the platform gets what is on disk, which no commit holds,
 * so the next run's history cannot explain the value (and a teammate's checkout does not have it).
 */
async function uncommittedPushes(repo, plan) {
    const files = [...new Set(plan.languages.flatMap((l) => l.pushes.map((p) => p.file)))];
    if (files.length === 0)
        return [];
    const dirty = await dirtyPaths(repo);
    const pushed = files.filter((f) => dirty.has(f)).sort();
    if (pushed.length === 0)
        return [];
    const shown = pushed.slice(0, 5).join(', ') + (pushed.length > 5 ? `, and ${pushed.length - 5} more` : '');
    return [
        {
            severity: 'warning',
            message: `${pushed.length === 1 ? '1 file' : `${pushed.length} files`} with uncommitted changes ${pushed.length === 1 ? 'is pushed as it is' : 'are pushed as they are'} on disk: ${shown}. Commit them, so the repository holds what the platform shows.`,
        },
    ];
}
//# sourceMappingURL=sync.js.map