// `helpsync status`, the pure part: file lists and what Git history said about each
// translation in, one state per (source page, language) out. No I/O: src/status/status.ts gathers
// the facts (the bulk history reads) and hands them here.
export const STATUS_STATES = ['current', 'outdated', 'missing', 'orphaned', 'no-base'];
export function planStatus(input) {
    const src = input.sourceLanguage;
    const sources = new Set(input.sourcePages);
    const languages = [];
    const files = [];
    for (const language of input.languages) {
        const counts = {
            language,
            sourcePages: sources.size,
            current: input.history ? 0 : null,
            outdated: input.history ? 0 : null,
            missing: 0,
            orphaned: 0,
            noBase: input.history ? 0 : null,
        };
        const existing = input.translations.get(language) ?? [];
        const present = new Set(existing);
        const rows = [];
        for (const page of input.sourcePages) {
            if (!present.has(page))
                rows.push({ file: `${language}/${page}`, language, source: `${src}/${page}`, state: 'missing' });
        }
        for (const rel of existing) {
            const row = translationRow(input, language, rel, sources.has(rel));
            if (row)
                rows.push(row);
        }
        rows.sort((a, b) => comparePaths(a.file, b.file));
        for (const r of rows)
            count(counts, r.state);
        languages.push(counts);
        files.push(...rows);
    }
    return { sourceLanguage: src, history: input.history, languages, files };
}
function translationRow(input, language, rel, hasSource) {
    const base = { file: `${language}/${rel}`, language, source: `${input.sourceLanguage}/${rel}` };
    if (!hasSource) {
        const to = input.renames.get(rel);
        return to === undefined ? { ...base, state: 'orphaned' } : { ...base, state: 'orphaned', renamedTo: `${input.sourceLanguage}/${to}` };
    }
    if (!input.history)
        return undefined;
    const fact = input.facts.get(base.file);
    if (!fact)
        throw new Error(`status: no history fact for ${base.file}`);
    if (fact.kind === 'no-base')
        return { ...base, state: 'no-base', reason: fact.reason, ...(fact.line !== undefined ? { line: fact.line } : {}) };
    return { ...base, state: fact.changed ? 'outdated' : 'current', ...(fact.base !== undefined ? { base: fact.base } : {}) };
}
function count(c, state) {
    if (state === 'missing')
        c.missing++;
    else if (state === 'orphaned')
        c.orphaned++;
    else if (state === 'current')
        c.current = (c.current ?? 0) + 1;
    else if (state === 'outdated')
        c.outdated = (c.outdated ?? 0) + 1;
    else
        c.noBase = (c.noBase ?? 0) + 1;
}
/**
 *: "translated %" = (current + outdated) / source pages, "up to date %" = current / source
 * pages. Without history only "translated" is known: the source pages that have a translation.
 * Percentages are floored, so 100% means every page (999 of 1,000 is 99%, not a rounded 100%).
 */
export function percentages(l) {
    if (l.sourcePages === 0)
        return { translated: 100, upToDate: l.current === null ? null : 100 };
    const translated = l.current === null ? l.sourcePages - l.missing : l.current + (l.outdated ?? 0);
    const pct = (n) => Math.floor((100 * n) / l.sourcePages);
    return { translated: pct(translated), upToDate: l.current === null ? null : pct(l.current) };
}
/** The files in any of `states` (for --fail-on and --list). */
export function filesIn(report, states) {
    const wanted = new Set(states);
    return report.files.filter((f) => wanted.has(f.state));
}
/** Parses a comma-separated state list; throws a message naming the bad value and the valid ones. */
export function parseStates(values, flag) {
    const out = [];
    for (const v of values.flatMap((x) => x.split(',')).map((x) => x.trim())) {
        if (!v)
            continue;
        if (!STATUS_STATES.includes(v))
            throw new Error(`${flag}: unknown state "${v}" (use ${STATUS_STATES.join(', ')})`);
        if (!out.includes(v))
            out.push(v);
    }
    return out;
}
/** Byte order of UTF-16 code units, the same everywhere (not locale-dependent). */
function comparePaths(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
//# sourceMappingURL=plan.js.map