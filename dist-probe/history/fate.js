/**
 * For each path, what happened to it, oldest first, following renames forward (a→b→c names b, then
 * c). Paths history says nothing about are absent. A path deleted and later added again has no
 * deletion left (it came back); a rename seen twice (on a side branch, then in the merge against its
 * first parent) counts once, because after the first the file has its new name.
 */
export function pathFates(history, paths) {
    const events = new Map(paths.map((p) => [p, []]));
    /** current name → the asked-for paths now known by that name */
    const byName = new Map(paths.map((p) => [p, [p]]));
    for (let i = history.commits.length - 1; i >= 0; i--) {
        const commit = history.commits[i];
        for (const ch of commit.changes) {
            if (ch.status === 'R' && ch.oldPath !== undefined) {
                const origins = byName.get(ch.oldPath);
                if (!origins)
                    continue;
                byName.delete(ch.oldPath);
                byName.set(ch.path, [...(byName.get(ch.path) ?? []), ...origins]);
                for (const o of origins)
                    events.get(o).push({ kind: 'renamed', to: ch.path, commit: commit.id });
                continue;
            }
            for (const o of byName.get(ch.path) ?? []) {
                const list = events.get(o);
                const last = list[list.length - 1];
                if (ch.status === 'D' && last?.kind !== 'deleted')
                    list.push({ kind: 'deleted', commit: commit.id });
                else if (ch.status !== 'D' && last?.kind === 'deleted')
                    list.pop();
            }
        }
    }
    for (const [p, list] of events)
        if (list.length === 0)
            events.delete(p);
    return events;
}
//# sourceMappingURL=fate.js.map