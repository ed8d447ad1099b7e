import { InputError } from '../errors.js';
import { loadLocal } from '../sync/load-local.js';
import { sync } from '../sync/sync.js';
import { buildPreview, prepareOut } from './build.js';
import { keptReads, servePreview } from './serve.js';
import { readPlacement } from '../client/placement.js';
import { placementAfter } from './placed.js';
/** Reads the repo (and, online, the platform through a dry run). */
export async function readPreviewInput(opts, deps) {
    if (opts.offline) {
        const local = await loadLocal(deps.config, { ...(opts.policy.languages ? { languages: opts.policy.languages } : {}) });
        if (local.errors.length > 0)
            throw new InputError([...local.errors, ...local.warnings]);
        return { local, warnings: local.warnings };
    }
    // The placement is read once: with a layout file, the dry run has read it already.
    // The client is still made on first use (a run refused before any request makes none).
    let kept;
    const client = async () => (kept ??= keptReads(await deps.client(), /^listCollection/)).client;
    const run = await sync({ policy: opts.policy, dryRun: true, ...(opts.now ? { now: opts.now } : {}) }, { ...deps, client });
    const now = await readPlacement(await client(), deps.signal);
    kept?.forget();
    return {
        plan: run.plan,
        local: run.local,
        warnings: run.warnings,
        placement: { collections: now.collections, articles: placementAfter(now.placement, run.plan.moves) },
        placedNow: now.placement,
    };
}
/** Writes the preview of `input` into `opts.out` (emptied first when a previous preview is there). */
export async function writePreview(input, opts, deps) {
    await prepareOut(opts.out);
    const built = await buildPreview({
        config: deps.config,
        local: input.local,
        ...(input.plan ? { plan: input.plan } : {}),
        ...(input.plan && opts.summarize ? { summary: opts.summarize(input.plan) } : {}),
        warnings: input.warnings,
        ...(input.placement ? { placement: input.placement } : {}),
        ...(input.placedNow ? { placedNow: input.placedNow } : {}),
        out: opts.out,
        serve: Boolean(opts.serve),
    });
    return { ...built, ...(input.plan ? { plan: input.plan } : {}), warnings: input.warnings };
}
/** `helpsync preview --out DIR [--offline]`. */
export async function preview(opts, deps) {
    return writePreview(await readPreviewInput(opts, deps), opts, deps);
}
/**
 * `helpsync preview --serve`: builds once, then serves on 127.0.0.1. The platform's reads are kept
 * (read once) until a refresh; a content change rebuilds from the repo with the kept reads.
 */
export async function servePreviewSite(opts, deps) {
    let kept;
    const client = async () => (kept ??= keptReads(await deps.client())).client;
    const build = async (refresh) => {
        if (refresh)
            kept?.forget();
        const run = await preview({ ...opts, serve: true }, { ...deps, client });
        opts.onBuilt?.(run);
    };
    await build(false);
    return servePreview({ out: opts.out, port: opts.port, contentDir: deps.config.contentDir, build, onError: opts.onError });
}
//# sourceMappingURL=preview.js.map