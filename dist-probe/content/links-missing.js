// The warning for a link to a page that does not exist, naming the rename when the
// content repo's history shows one: "en/a.md was renamed to en/b.md in 1a2b3c4: update the link to
// ./b.md". PURE: what history says comes in as `fates`, read by the pipeline in one bulk `git log`
// and only when there are such links (the loader never runs git).
import path from 'node:path/posix';
import { pageUrl, relativeLink } from './link-urls.js';
/** Commit ids as git shows them by default (seven hex digits). */
const short = (commit) => commit.slice(0, 7);
/** The content-relative paths whose history would explain this missing page. */
export function missingCandidates(m) {
    return m.languages.flatMap((l) => m.paths.map((p) => `${l}/${p}`));
}
/** "link X: no such page in en/ (looked for …): left as written", plus what history shows. */
export function missingPageMessage(m, fates) {
    const hint = m.elsewhere ? `; ${m.elsewhere} exists` : '';
    const base = `link ${m.shown}: no such page in ${m.where}/ (looked for ${m.paths.join(', ')}${hint}): left as written`;
    const found = fates ? pickFate(missingCandidates(m), fates) : undefined;
    if (!found)
        return base;
    const [file, events] = found;
    const story = events
        .map((e, i) => {
        const then = i === 0 ? '' : 'then ';
        return e.kind === 'renamed'
            ? `${then}${i === 0 ? 'renamed ' : ''}to ${e.to} in ${short(e.commit)}`
            : `${then}deleted in ${short(e.commit)}`;
    })
        .join(', ');
    const last = events[events.length - 1];
    const fix = last.kind === 'renamed' ? suggestion(m, file, last.to) : undefined;
    const action = last.kind === 'deleted' ? '' : fix ? `: update the link to ${fix}` : ': update the link';
    return `${base}; ${file} was ${story}${action}`;
}
/** The first candidate history renamed, else the first it deleted. */
function pickFate(candidates, fates) {
    let deleted;
    for (const c of candidates) {
        const events = fates.get(c);
        if (!events?.length)
            continue;
        if (events[events.length - 1].kind === 'renamed')
            return [c, events];
        deleted ??= [c, events];
    }
    return deleted;
}
/** The link rewritten to the new name, in the form it was written; undefined when that is not clear. */
function suggestion(m, oldFile, newFile) {
    const language = oldFile.slice(0, oldFile.indexOf('/'));
    const slash = newFile.indexOf('/');
    // a move into another language folder: which prefix or path to write is the author's call
    if (slash === -1 || newFile.slice(0, slash) !== language)
        return undefined;
    const rest = newFile.slice(slash + 1);
    if (m.form.kind === 'site')
        return `${m.form.prefix === undefined ? '' : `/${m.form.prefix}`}${pageUrl(rest)}${m.suffix}`;
    if (m.form.kind === 'file') {
        const to = m.explicit ? relativeLink(`${m.from.language}/${m.from.rel}`, newFile) : relativeLink(m.from.rel, rest);
        return to + m.suffix;
    }
    if (m.explicit)
        return undefined;
    // a relative URL is read against the page's own URL (links.ts): write the new page's URL the same way
    const rel = path.relative(pageUrl(m.from.rel), pageUrl(rest));
    return `${rel === '' ? '.' : rel}/${m.suffix}`;
}
//# sourceMappingURL=links-missing.js.map