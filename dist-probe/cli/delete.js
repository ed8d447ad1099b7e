// The body of `teams delete` and `engagement delete` (shared by both commands): ids checked before
// any request, a dry-run listing, confirmation, then the engine (src/admin/delete.ts) with a line
// per id as it finishes. The engine returns values; this module prints them.
import { showBaseUrl } from '../contract/base-url.js';
import path from 'node:path';
import { deleteAll, summarize } from '../admin/delete.js';
import { defaultBackupDir, probeBackupDir, writeBackup } from '../admin/backup.js';
import { confirm as promptConfirm } from '../admin/confirm.js';
import { collectIds } from '../admin/ids.js';
import { ExitCode, ExitError } from '../errors.js';
import { print, printErr, printJson, isStdinTTY, JSON_DOC_VERSION } from './output.js';
import { formatResultLine, formatSummary, listIds, shownPath } from '../admin/delete-report.js';
import { plural } from '../report/text.js';
import { runtime } from '../util/runtime.js';
/** The body of `teams delete` and `engagement delete`. Returns the exit code. */
export async function runDelete(spec, options, ctx, deps = {}) {
    const cwd = deps.cwd ?? runtime().cwd();
    // 1. Every id checked (arguments and file) before anything else: bad input sends nothing.
    const { ids, duplicates } = await collectIds({ args: options.ids, fromFile: options.fromFile, cwd });
    const config = await ctx.config();
    const run = {
        spec,
        options,
        config,
        ids,
        cwd,
        backupDir: options.backupDir !== undefined ? path.resolve(cwd, options.backupDir) : defaultBackupDir(config.configDir),
        backups: Boolean(spec.read) || spec.backupDeleted,
        target: `project ${config.project} at ${showBaseUrl(config.baseUrl)}`,
    };
    if (duplicates.length)
        printErr(`note: ${plural(duplicates.length, 'id')} given more than once, deleted once: ${duplicates.join(', ')}`);
    for (const w of spec.warnings)
        printErr(`warning: ${w}`);
    if (options.dryRun) {
        printDryRun(run);
        return ExitCode.ok;
    }
    // 2. Deletes are irreversible (docs/platform-api.md): a person confirms, or --yes does.
    if (!options.yes)
        await confirmOrRefuse(run, ctx, deps);
    return execute(run, ctx, deps);
}
/** The --json document's fields before the results, the same for a dry run and a real one. */
function docHeader(run, dryRun) {
    return {
        version: JSON_DOC_VERSION,
        kind: run.spec.jsonKind,
        ...run.spec.jsonExtra,
        project: run.config.project,
        dryRun,
        backupDir: run.backups ? run.backupDir : null,
        warnings: run.spec.warnings,
    };
}
function printDryRun(run) {
    const { spec, ids, cwd } = run;
    const backupNote = spec.read
        ? `each would first be read and saved under ${shownPath(run.backupDir, cwd)}`
        : spec.backupDeleted
            ? `each deleted ${spec.noun} would be saved under ${shownPath(run.backupDir, cwd)}`
            : `the platform has no read for ${spec.nounPlural}: no backup is possible`;
    if (run.options.json) {
        printJson({
            ...docHeader(run, true),
            results: ids.map((id) => ({ id, status: 'would-delete', request: `DELETE ${spec.deletePath(id)}` })),
        });
        return;
    }
    print(`Dry run: would delete ${plural(ids.length, spec.noun, spec.nounPlural)} from ${run.target} (${backupNote}):`);
    for (const id of ids)
        print(`  would delete  ${spec.noun} ${id}  (DELETE ${spec.deletePath(id)})`);
    print('Nothing was read, saved or deleted.');
}
async function confirmOrRefuse(run, ctx, deps) {
    const { spec, ids } = run;
    const what = `${plural(ids.length, spec.noun, spec.nounPlural)} from ${run.target}`;
    const interactive = (deps.isInteractive ?? isStdinTTY)();
    if (!interactive) {
        throw new ExitError(`refusing to delete ${what} without confirmation: stdin is not a terminal. Pass --yes to delete (or --dry-run to list what would be deleted). Nothing was deleted.`);
    }
    const ask = deps.confirm ?? ((q, signal) => promptConfirm(q, { input: runtime().stdin, output: runtime().stderr, signal }));
    const question = `About to delete ${what}, permanently:\n${listIds(spec, ids)}\n${run.backups
        ? `Backups go to ${shownPath(run.backupDir, run.cwd)}.\n`
        : `No backup is possible: the platform cannot read ${spec.nounPlural}.\n`}Delete ${ids.length === 1 ? 'it' : `these ${ids.length}`}? [y/N] `;
    if (!(await ask(question, ctx.signal)))
        throw new ExitError('not confirmed: nothing was deleted.');
}
// 3. Run. Each id's result is printed as it finishes (a bulk run at the rate limit takes a while).
async function execute(run, ctx, deps) {
    const { spec, config } = run;
    const now = deps.now ?? Date.now;
    const client = await ctx.client();
    const backup = (id, source, record) => writeBackup({
        dir: run.backupDir,
        recordKind: spec.recordKind,
        id,
        project: config.project,
        baseUrl: config.baseUrl,
        source,
        record,
        now: now(),
    });
    const results = await deleteAll(spec, client, {
        ids: run.ids,
        concurrency: config.concurrency,
        signal: ctx.signal,
        backup,
        // No backup, no delete, for every kind: a team's backup is its delete's answer, so
        // the folder is proven writable before its DELETE.
        backupReady: () => probeBackupDir(run.backupDir),
        onResult: run.options.json ? undefined : (r) => print(formatResultLine(spec, r, run.cwd)),
    });
    const summary = summarize(results);
    // A deleted record whose backup could not be written is only in memory: show it so it is not lost.
    for (const r of results) {
        if (r.record !== undefined)
            printErr(`the deleted ${spec.noun} ${r.id}, as the platform returned it:\n${JSON.stringify(r.record, null, 2)}`);
    }
    if (run.options.json)
        printJson({ ...docHeader(run, false), results, summary });
    else
        print(formatSummary(spec, summary));
    // A record deleted whose backup could not be written (disk full after the probe) is a failure too.
    const unsaved = results.some((r) => r.record !== undefined);
    return summary.deleted === summary.requested && !unsaved ? ExitCode.ok : ExitCode.error;
}
//# sourceMappingURL=delete.js.map