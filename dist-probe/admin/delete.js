// The bulk-deletion engine shared by `teams delete` and `engagement delete`: backups before (or,
// for teams, from) the delete, per-id results as values. Checking ids, asking, and printing are the
// command's (src/cli/delete.ts); this module only returns values.
import { isNotFound, ApiError } from '../client/errors.js';
function reasonOf(err) {
    if (err instanceof ApiError) {
        // No answer at all: the platform may have acted. Say so rather than claim nothing happened.
        if (err.kind === 'timeout' || err.kind === 'network' || err.kind === 'aborted') {
            return `${err.message} (it may or may not have been deleted; run the command again: "not found" then means it was)`;
        }
        return err.message;
    }
    return err instanceof Error ? err.message : String(err);
}
/** Runs one id: [read → backup] → delete → [backup of the returned record]. Never throws. */
export async function deleteOne(spec, client, id, opts) {
    if (opts.signal?.aborted)
        return { id, status: 'skipped', reason: 'interrupted before it started; not deleted' };
    let backup;
    if (spec.read) {
        let record;
        try {
            record = await spec.read.run(client, id);
        }
        catch (err) {
            if (isNotFound(err)) {
                return { id, status: 'not-found', reason: `not found (GET ${spec.read.path(id)} answered 404); nothing deleted` };
            }
            return { id, status: 'failed', reason: `could not read it for the backup: ${reasonOf(err)}; nothing deleted` };
        }
        try {
            backup = await opts.backup(id, `GET ${spec.read.path(id)}`, record);
        }
        catch (err) {
            return { id, status: 'failed', reason: `could not write its backup: ${reasonOf(err)}; nothing deleted` };
        }
        if (opts.signal?.aborted)
            return { id, status: 'skipped', backup, reason: 'interrupted after its backup was saved; not deleted' };
    }
    if (spec.backupDeleted && opts.backupReady) {
        try {
            await opts.backupReady();
        }
        catch (err) {
            return { id, status: 'failed', reason: `its backup could not be written: ${reasonOf(err)}; nothing deleted` };
        }
    }
    let returned;
    try {
        returned = await spec.del(client, id);
    }
    catch (err) {
        if (isNotFound(err) && err.afterLostResponse) {
            // An earlier attempt was sent and got no answer; the retry finds nothing: the first one deleted it.
            return {
                id,
                status: 'deleted',
                responseLost: true,
                backup,
                reason: spec.backupDeleted
                    ? `response lost: deleted, but the platform's answer (the deleted ${spec.noun}) never arrived, so its backup could not be made`
                    : 'response lost: the first attempt got no answer and the retry found it gone; counted as deleted',
            };
        }
        if (isNotFound(err)) {
            return {
                id,
                status: 'not-found',
                backup,
                reason: spec.read
                    ? 'not found at the delete (it was there when read for the backup)'
                    : `not found (DELETE ${spec.deletePath(id)} answered 404)`,
            };
        }
        if (err instanceof ApiError && err.status !== undefined && err.status >= 200 && err.status < 300) {
            // The platform said 200 (docs/platform-api.md), but the body was not what the contract
            // assumes (the client's adapter refused its shape): the record is gone all the same.
            return {
                id,
                status: 'deleted',
                backup,
                reason: spec.backupDeleted
                    ? `deleted, but its answer was not the expected ${spec.noun}, so no backup could be made: ${err.message}`
                    : `deleted (the answer had an unexpected shape: ${err.message})`,
            };
        }
        return { id, status: 'failed', backup, reason: reasonOf(err) };
    }
    if (spec.backupDeleted) {
        try {
            backup = await opts.backup(id, `DELETE ${spec.deletePath(id)}`, returned);
        }
        catch (err) {
            return { id, status: 'deleted', reason: `deleted, but its backup could not be written: ${reasonOf(err)}`, record: returned };
        }
    }
    return { id, status: 'deleted', backup };
}
/** Every id through a small worker pool; results in the order the ids were given. */
export async function deleteAll(spec, client, opts) {
    const results = new Array(opts.ids.length);
    let next = 0;
    const worker = async () => {
        while (next < opts.ids.length) {
            const i = next++;
            const id = opts.ids[i];
            const result = await deleteOne(spec, client, id, opts);
            results[i] = result;
            opts.onResult?.(result);
        }
    };
    const workers = Array.from({ length: Math.max(1, Math.min(opts.concurrency, opts.ids.length)) }, () => worker());
    await Promise.all(workers);
    return results;
}
export function summarize(results) {
    const count = (s) => results.filter((r) => r.status === s).length;
    return {
        requested: results.length,
        deleted: count('deleted'),
        responseLost: results.filter((r) => r.responseLost).length,
        notFound: count('not-found'),
        failed: count('failed'),
        skipped: count('skipped'),
    };
}
//# sourceMappingURL=delete.js.map