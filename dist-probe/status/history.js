// `helpsync status`, the Git side: what history says about each translation, in a fixed number of
// bulk git calls whatever the number of files ("never one git call per file"):
// log (1), status (1), cat-file --batch-check (1-2), rev-list (at most 1), hash-object (at most 1),
// plus one merge-base per base commit that is not an ancestor of HEAD (rare: squash-merged branches).
import { changedSince, dirtyPaths, fileVersionsOf, readHistory, renamedTo, resolveCommits, treeBlobs, } from '../history/index.js';
export async function readStatusHistory(input) {
    const { repo } = input;
    const progress = input.onProgress ?? (() => undefined);
    progress('reading the history');
    // Pages only: rename detection reads file contents, and status reports on pages alone.
    const reading = Promise.all([
        readHistory(repo, {
            paths: input.folders,
            pagesOnly: true,
            onCommits: (n) => progress(`reading the history: ${n.toLocaleString('en-US')} commits`),
        }),
        dirtyPaths(repo),
    ]);
    let baseKeys;
    try {
        baseKeys = typeof input.baseKeys === 'function' ? input.baseKeys() : input.baseKeys;
    }
    catch (err) {
        await reading.catch(() => undefined);
        throw err;
    }
    const [history, dirty] = await reading;
    const renames = new Map();
    for (const s of input.orphanSources) {
        const to = renamedTo(history, s);
        if (to !== undefined)
            renames.set(s, to);
    }
    const bases = baseKeys
        ? await basesFromKeys(repo, input.pairs, baseKeys, input.keyName ?? 'the base key')
        : await basesFromLastCommit(repo, history, dirty, input.pairs, input.folders);
    const compared = input.pairs.filter((p) => bases.get(p.file)?.kind === 'commit');
    // Only the source pages are compared: diff only their folder (the source language's).
    const sourceFolders = [...new Set(compared.map((p) => p.source.slice(0, p.source.indexOf('/'))))];
    const queries = compared.map((p) => ({ path: p.source, base: bases.get(p.file).commit }));
    progress(`comparing ${queries.length.toLocaleString('en-US')} sources with their base commits`);
    const answers = await changedSince(repo, history, dirty, queries, sourceFolders, { pagesOnly: true });
    const pairs = new Map();
    compared.forEach((p, i) => {
        const a = answers[i];
        const base = bases.get(p.file).commit;
        const entry = { fact: { kind: 'compared', base, changed: a.changed } };
        if (a.mergeBase)
            entry.mergeBase = a.mergeBase;
        if (a.basePath)
            entry.basePath = a.basePath;
        pairs.set(p.file, entry);
    });
    for (const p of input.pairs) {
        const b = bases.get(p.file);
        if (b?.kind === 'worktree')
            pairs.set(p.file, { fact: { kind: 'compared', changed: false } });
        if (b?.kind === 'none')
            pairs.set(p.file, { fact: { kind: 'no-base', reason: b.reason, ...(b.line !== undefined ? { line: b.line } : {}) } });
    }
    return { pairs, renames, history, dirty };
}
/** sourceCommitKey mode: the commit each translation names, resolved in one batch. */
async function basesFromKeys(repo, pairs, keys, keyName) {
    const tokens = [...keys.values()].flatMap((k) => (k.kind === 'value' ? [k.token] : []));
    const resolved = await resolveCommits(repo, tokens);
    const bases = new Map();
    for (const p of pairs) {
        const k = keys.get(p.file);
        if (!k || k.kind === 'none') {
            bases.set(p.file, {
                kind: 'none',
                reason: k?.reason ?? `no ${keyName} in the front matter`,
                ...(k?.line !== undefined ? { line: k.line } : {}),
            });
            continue;
        }
        const r = resolved.get(k.token);
        if (r?.kind === 'commit')
            bases.set(p.file, { kind: 'commit', commit: r.id });
        else
            bases.set(p.file, { kind: 'none', reason: noBaseReason(keyName, k.token, r), line: k.line });
    }
    return bases;
}
function noBaseReason(keyName, token, r) {
    const shown = JSON.stringify(token);
    if (r?.kind === 'ambiguous')
        return `${keyName} ${shown} is an ambiguous abbreviation in this repository: write more of the commit id`;
    if (r?.kind === 'invalid')
        return `${keyName} ${shown} is not a commit id (${r.reason})`;
    return `${keyName} ${shown} names a commit that is not in this repository (a commit of another clone or a rewritten branch?)`;
}
/**
 * No key: the translation's base is the commit that gave it its present content, which is the
 * newest commit (merges skipped: a merge's first-parent change names the commit the translator
 * worked on, on the branch) whose new blob is the translation's blob at HEAD. By content, so a
 * translation reverted to an older text gets that text's commit, and a change a merge discarded
 * does not count. A translation with uncommitted changes is being made now: current.
 */
async function basesFromLastCommit(repo, history, dirty, pairs, folders) {
    const bases = new Map();
    const committed = pairs.filter((p) => {
        const d = dirty.get(p.file);
        if (d && !d.deleted)
            bases.set(p.file, { kind: 'worktree' });
        return !bases.has(p.file);
    });
    const headBlobs = repo.head ? await treeBlobs(repo, repo.head, folders) : new Map();
    const all = fileVersionsOf(history, committed.map((p) => p.file));
    committed.forEach((p) => {
        const blob = headBlobs.get(p.file);
        const versions = all.get(p.file).filter((v) => v.blob === blob);
        const v = versions.find((x) => !x.merge) ?? versions[0];
        bases.set(p.file, v
            ? { kind: 'commit', commit: v.commit }
            : { kind: 'none', reason: 'the translation was never committed (is it ignored by .gitignore?)' });
    });
    return bases;
}
//# sourceMappingURL=history.js.map