/** Top-level folders whose every row is "missing", in every language (two pages or more). */
export function uncoveredFolders(report) {
    if (report.languages.length === 0)
        return [];
    const byFolder = new Map();
    for (const f of report.files) {
        // `source` is the source-language file with its language folder: en/blog/one.md
        const rel = f.source.slice(f.source.indexOf('/') + 1);
        const slash = rel.indexOf('/');
        if (slash < 0)
            continue;
        const folder = rel.slice(0, slash + 1);
        const entry = byFolder.get(folder) ?? { sources: new Set(), covered: false };
        entry.sources.add(f.source);
        if (f.state !== 'missing')
            entry.covered = true;
        byFolder.set(folder, entry);
    }
    return [...byFolder]
        .filter(([, e]) => !e.covered && e.sources.size >= 2)
        .map(([folder, e]) => ({ folder, pages: e.sources.size }))
        .sort((a, b) => (a.folder < b.folder ? -1 : 1));
}
//# sourceMappingURL=uncovered.js.map