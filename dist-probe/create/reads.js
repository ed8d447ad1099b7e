// The reads behind creation: the platform's per-collection article lists (the only lists that carry
// an article's externalId) and Git (former names of files, untracked files). Done only when some
// source file has no `entry:`: a repo where every file has one pays no extra request.
import path from 'node:path';
import picomatch from 'picomatch';
import { readPlacement } from '../client/placement.js';
import { formerNamesUnder } from '../history/log.js';
import { openRepo } from '../history/repo.js';
import { dirtyPaths } from '../history/worktree.js';
import { lineChangedAfterAdd } from '../history/line-changes.js';
import { bindByExternalId, externalIdOf, keyedRecords } from '../content/binding.js';
import { layoutExternalId } from '../content/layout-collections.js';
const LAYOUT_PREFIX = layoutExternalId('');
import { planCreations } from './plan.js';
/** Binds and plans the files without `entry:`; undefined when every file has one (nothing read). */
export async function readAndPlanCreations(opts) {
    const { config, local } = opts;
    const unbound = local.unbound ?? [];
    if (unbound.length === 0)
        return undefined;
    const placement = await (opts.placement?.() ?? readPlacement(opts.client, opts.signal));
    const records = keyedRecords(placement.collections, placement.externalIds);
    const claimed = new Set(local.sourceFiles.map((f) => f.entryId));
    const repo = opts.repo ?? (await repoForCreation(config, opts.policy));
    const exact = new Set(unbound.map((f) => externalIdOf(f.path)));
    // Former names are read only when a helpsync record is not found under any file's name now.
    // (collections the layout file made are keyed by their path, never by a file: no rename to follow)
    const renamed = records.some((r) => !claimed.has(r.entryId) && !exact.has(r.externalId) && !r.externalId.startsWith(LAYOUT_PREFIX));
    const former = repo && renamed
        ? await formerNamesUnder(repo, config.sourceLanguage, unbound.map((f) => f.path))
        : new Map();
    const bindings = bindByExternalId(unbound, records, former, claimed);
    const untracked = repo ? await untrackedSources(repo, config.sourceLanguage) : new Set();
    const excluded = config.statusExclude?.length ? picomatch(config.statusExclude, { dot: true }) : () => false;
    const plan = planCreations({
        ...(opts.placements ? { placements: opts.placements } : {}),
        sourceLanguage: config.sourceLanguage,
        unbound,
        bindings,
        sourceFiles: local.sourceFiles,
        collections: placement.collections,
        titles: titlesOf(opts.remote, config.sourceLanguage),
        excluded,
        history: {
            available: repo !== undefined,
            why: opts.policy.history.offBecause ?? 'the content folder is not in a Git work tree',
            untracked,
        },
        draftByDefault: config.newArticles === 'draft',
        maxCreates: opts.maxCreates,
        show: (p) => path
            .relative(process.cwd(), path.join(config.contentDir, config.sourceLanguage, p))
            .split(path.sep)
            .join('/'),
    });
    return { plan, bindings };
}
/** History is off because of `--force` (nothing held): creation still needs it for its bindings. */
async function repoForCreation(config, policy) {
    if (policy.history.offBecause !== '--force')
        return undefined;
    const opened = await openRepo(config.contentDir).catch(() => undefined);
    return opened?.kind === 'repo' ? opened.repo : undefined;
}
async function untrackedSources(repo, language) {
    const prefix = `${language}/`;
    const out = new Set();
    for (const [p, d] of await dirtyPaths(repo))
        if (d.untracked && p.startsWith(prefix))
            out.add(p.slice(prefix.length));
    return out;
}
function titlesOf(remote, language) {
    const out = new Map();
    for (const e of remote) {
        const title = e.fields.title?.[language];
        if ((e.type === 'article' || e.type === 'collection') && title && title.trim() !== '')
            out.set(e.id, title);
    }
    return out;
}
/**
 * `draft:` counts only when helpsync creates an article: for a file that already has its record, a
 * `draft:` that disagrees with the platform's state of the article is warned to have no effect.
 * Judged against the platform where this run read the articles lists anyway (`drafts`, no extra
 * request); else against Git history: the `draft:` line changed after the file was added.
 */
export async function draftChangeWarnings(config, local, repo, drafts) {
    const withDraft = local.sourceFiles.filter((f) => f.draft !== undefined && !f.entryId.includes(':new:'));
    const out = [];
    for (const f of withDraft) {
        const id = f.entryId.startsWith('article:') ? f.entryId.slice('article:'.length) : undefined;
        const onPlatform = id === undefined ? undefined : drafts?.get(id);
        let why;
        if (onPlatform !== undefined) {
            if (f.draft !== 'true' && f.draft !== 'false')
                continue;
            if ((f.draft === 'true') === onPlatform)
                continue;
            why = `the article (${f.entryId}) is ${onPlatform ? 'a draft' : 'published'} on the platform, and draft counts only when helpsync creates an article`;
        }
        else {
            if (!repo || !(await lineChangedAfterAdd(repo, `${config.sourceLanguage}/${f.path}`, '^draft:')))
                continue;
            why = `draft counts only when helpsync creates the article (${f.entryId})`;
        }
        out.push({
            severity: 'warning',
            file: path
                .relative(process.cwd(), path.join(config.contentDir, config.sourceLanguage, f.path))
                .split(path.sep)
                .join('/'),
            message: `"draft: ${f.draft}" has no effect: ${why}; publish or unpublish it on the platform`,
        });
    }
    return out;
}
//# sourceMappingURL=reads.js.map