/** Lower case, Unicode-compatible forms folded, punctuation and symbols dropped, whitespace collapsed. */
export function normaliseTitle(title) {
    return title
        .normalize('NFKC')
        .toLocaleLowerCase('und')
        .replace(/[\p{P}\p{S}]+/gu, ' ')
        .replace(/\s+/gu, ' ')
        .trim();
}
const titleField = (type) => (type === 'emailtemplate' ? 'subject' : 'title');
function pools(input) {
    const out = new Map();
    for (const e of input.remote) {
        if (e.type !== 'article' && e.type !== 'collection' && e.type !== 'emailtemplate')
            continue;
        if (input.claimed.has(e.id))
            continue;
        const title = e.fields[titleField(e.type)]?.[input.sourceLanguage];
        if (title === undefined || title.trim() === '')
            continue;
        let pool = out.get(e.type);
        if (!pool)
            out.set(e.type, (pool = { byExact: new Map(), byNormal: new Map() }));
        const c = { entryId: e.id, title };
        const add = (m, k) => void m.set(k, [...(m.get(k) ?? []), c]);
        add(pool.byExact, title.trim());
        add(pool.byNormal, normaliseTitle(title));
    }
    return out;
}
/** One pass: files whose key finds exactly one candidate, unless that candidate is wanted by two files. */
function pass(files, lookup, taken, how) {
    const wanted = new Map();
    const decided = [];
    const rest = [];
    const single = new Map();
    for (const f of files) {
        const found = lookup(f).filter((c) => !taken.has(c.entryId));
        if (found.length > 1) {
            decided.push({ kind: 'ambiguous', file: f.file, reason: `${found.length} entries have this ${how} title`, candidates: found });
        }
        else if (found.length === 1 && found[0]) {
            single.set(f, found[0]);
            wanted.set(found[0].entryId, [...(wanted.get(found[0].entryId) ?? []), f]);
        }
        else
            rest.push(f);
    }
    for (const [f, c] of single) {
        const rivals = wanted.get(c.entryId) ?? [];
        if (rivals.length > 1) {
            const others = rivals.filter((r) => r !== f).map((r) => r.file);
            decided.push({
                kind: 'ambiguous',
                file: f.file,
                reason: `${others.join(', ')} ${others.length > 1 ? 'have' : 'has'} the same title`,
                candidates: [c],
            });
        }
        else {
            decided.push({ kind: 'matched', file: f.file, entryId: c.entryId, title: c.title, how });
        }
    }
    // An entry two files wanted stays unoffered in the next pass too: which file it belongs to is a guess.
    for (const d of decided) {
        if (d.kind === 'matched')
            taken.add(d.entryId);
        else if (d.kind === 'ambiguous' && d.candidates.length === 1 && d.candidates[0])
            taken.add(d.candidates[0].entryId);
    }
    return { decided, rest };
}
/** The decision for every file, sorted by file. */
export function planMatch(input) {
    const byType = pools(input);
    const taken = new Set();
    const out = [];
    const titled = [];
    for (const f of input.files) {
        if (f.title === undefined || f.title.trim() === '')
            out.push({ kind: 'missing', file: f.file, reason: `no ${titleField(f.type)} to match by` });
        else
            titled.push(f);
    }
    const exact = pass(titled, (f) => byType.get(f.type)?.byExact.get((f.title ?? '').trim()) ?? [], taken, 'exact');
    const normal = pass(exact.rest, (f) => byType.get(f.type)?.byNormal.get(normaliseTitle(f.title ?? '')) ?? [], taken, 'normalised');
    out.push(...exact.decided, ...normal.decided);
    for (const f of normal.rest)
        out.push({ kind: 'missing', file: f.file, reason: `no unclaimed ${f.type} has this ${titleField(f.type)}` });
    return out.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
//# sourceMappingURL=plan.js.map