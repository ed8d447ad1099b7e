import { assertNotShallow, openRepo } from '../history/index.js';
import { planStatus } from './plan.js';
import { listStatusFiles, readBaseKeys } from './files.js';
import { readStatusHistory } from './history.js';
/**
 * Opens the repository that holds the content folder. Not a work tree: undefined with git's reason.
 * A shallow clone is refused (the shared message names `fetch-depth: 0` and --no-history).
 */
export async function openContentRepo(config, env) {
    const opened = await openRepo(config.contentDir, env);
    if (opened.kind === 'not-a-work-tree')
        return { reason: `the content folder is not in a Git work tree (${opened.message})` };
    assertNotShallow(opened.repo);
    return { repo: opened.repo };
}
export async function prepareStatus(config, opts) {
    // The repository is opened while the folder is listed (both mostly wait); when both fail, the
    // listing's error (a bad content folder, --languages) is the one reported, as before.
    opts.onProgress?.('listing the content folder');
    const [listed, opening] = await Promise.allSettled([
        listStatusFiles(config, opts),
        opts.history ? openContentRepo(config, opts.env) : Promise.resolve({ reason: '--no-history' }),
    ]);
    if (listed.status === 'rejected')
        throw listed.reason;
    if (opening.status === 'rejected')
        throw opening.reason;
    const files = listed.value;
    const opened = opening.value;
    const src = files.sourceLanguage;
    const sources = new Set(files.sourcePages);
    const pairs = [];
    const orphanSources = [];
    for (const [language, list] of files.translations) {
        for (const rel of list) {
            if (sources.has(rel))
                pairs.push({ file: `${language}/${rel}`, source: `${src}/${rel}` });
            else
                orphanSources.push(`${src}/${rel}`);
        }
    }
    const repo = opened.repo;
    let history;
    if (repo) {
        const key = config.sourceCommitKey;
        // Read once git is already reading the log (readStatusHistory calls it after starting git).
        const baseKeys = key
            ? () => readBaseKeys(config.contentDir, pairs.map((p) => p.file), key)
            : undefined;
        history = await readStatusHistory({
            repo,
            folders: [src, ...files.languages],
            pairs,
            orphanSources: [...new Set(orphanSources)],
            baseKeys,
            keyName: config.sourceCommitKey,
            ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
        });
    }
    const facts = new Map();
    for (const [file, h] of history?.pairs ?? [])
        facts.set(file, h.fact);
    const renames = new Map();
    for (const [from, to] of history?.renames ?? []) {
        const rel = to.slice(src.length + 1);
        if (to.startsWith(`${src}/`) && sources.has(rel))
            renames.set(from.slice(src.length + 1), rel);
    }
    const report = planStatus({
        sourceLanguage: src,
        languages: files.languages,
        sourcePages: files.sourcePages,
        translations: files.translations,
        facts,
        history: Boolean(repo),
        renames,
    });
    const result = { report, files, warnings: files.warnings };
    if (repo)
        result.repo = repo;
    if (history)
        result.history = history;
    if (opened.reason)
        result.noHistory = opened.reason;
    return result;
}
//# sourceMappingURL=status.js.map