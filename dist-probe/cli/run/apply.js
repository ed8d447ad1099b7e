// `helpsync apply <plan>`: a saved plan, exactly.
import { driftExitCode } from '../../drift/guard.js';
import { applySavedPlan } from '../../sync/apply-saved.js';
import { policyOf } from '../policy.js';
import { renderHeld } from '../../drift/report.js';
import { runProgress } from '../apply-run.js';
import { runCommand } from '../context.js';
import { locked } from '../lock.js';
import { print, printJson } from '../output.js';
import { readPlanFile } from '../../apply/plan-file.js';
import { renderPlan } from '../report/plan.js';
import { useColor } from '../../report/text.js';
import { finish, resultDocument } from '../sync-results.js';
import { runtime } from '../../util/runtime.js';
/** `helpsync apply plan.json`: exactly what the plan says; refuses another target, and stale pairs one by one. */
export async function runApply(opts, ctx) {
    const saved = await readPlanFile(opts.file);
    const config = await ctx.config();
    const color = useColor(runtime().stdout);
    const { plan, outcome } = await applySavedPlan(saved, {
        policy: opts.policy,
        file: opts.file,
        ...(opts.maxErrors !== undefined ? { maxErrors: opts.maxErrors } : {}),
        onPlan: (p) => {
            if (!opts.json)
                print(renderPlan(p, { color, verbose: false, beforeSummary: renderHeld(p, { color }) }));
        },
    }, { config, client: () => ctx.client(), logger: ctx.logger, signal: ctx.signal, progress: runProgress(ctx, opts.json) });
    if (!outcome) {
        if (opts.json)
            printJson(resultDocument(plan, { results: [], interrupted: false, stoppedEarly: false }, false));
        return driftExitCode(plan, { failed: false }, false);
    }
    return finish(plan, outcome, { json: opts.json, detailedExitcode: false });
}
/** The handler of `helpsync apply` (cli/commands/apply.ts loads this module when the command runs). */
export function handleApply(argv) {
    return runCommand(argv, (ctx) => locked(ctx, { command: 'apply', waitLock: argv['wait-lock'] }, () => runApply({
        file: argv.plan,
        json: argv.json,
        maxErrors: argv['max-errors'],
        policy: policyOf({ force: argv.force, history: argv.history }, ctx.env),
    }, ctx)));
}
//# sourceMappingURL=apply.js.map