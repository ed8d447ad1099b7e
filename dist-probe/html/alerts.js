// Alerts: GitHub's five (`> [!NOTE]` alone on the quote's first line), and the forms real sites
// render too (Hugo's blockquote alerts, Obsidian-style callouts): a title on the marker line
// (`> [!NOTE] Check your work`), a site's own kind (`> [!NB]`), Obsidian's fold sign (`[!faq]-`).
// The kinds, labels and marker syntax live here, shared by the renderer (markdown-ext.ts) and pull
// (md-service.ts, md-alerts.ts), so both directions agree.
export const ALERT_KINDS = ['note', 'tip', 'important', 'warning', 'caution'];
/** GitHub's English labels: the default for every language. */
export const ENGLISH_ALERT_LABELS = {
    note: 'Note',
    tip: 'Tip',
    important: 'Important',
    warning: 'Warning',
    caution: 'Caution',
};
/** The labels a language renders with: its configured ones over the English defaults. */
export function resolveAlertLabels(labels) {
    const out = { ...ENGLISH_ALERT_LABELS };
    if (labels)
        for (const k of ALERT_KINDS)
            if (typeof labels[k] === 'string' && labels[k] !== '')
                out[k] = labels[k];
    return out;
}
const isKnownKind = (kind) => ALERT_KINDS.includes(kind);
/**
 * The marker as the HTML carries it (`data-alert`): the kind as written and the fold sign, e.g.
 * `NOTE`, `tip`, `NB`, `faq-`. A kind is a word (letters, digits, `_`, inner `-`), as callout kinds are.
 */
export const ALERT_MARK = /^([A-Za-z][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*)([-+]?)$/;
/**
 * A marker opening the first line of a top-level quote: `[!KIND]`, an optional fold sign, then
 * either the end of the line or white space and a title (the rest of the line).
 */
const MARKER = /^\[!([A-Za-z][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*)\]([-+]?)(?:[ \t]*(?:\n|$)|[ \t]+([^\n]*?)[ \t]*(?:\n|$))/;
export function alertMarker(firstParagraph) {
    const m = MARKER.exec(firstParagraph);
    if (!m)
        return undefined;
    const title = m[3] === undefined || m[3] === '' ? undefined : m[3];
    return {
        kind: m[1].toLowerCase(),
        mark: `${m[1]}${m[2]}`,
        ...(title === undefined ? {} : { title }),
        rest: firstParagraph.slice(m[0].length),
    };
}
/**
 * GitHub's own alert (a known kind alone on its line, no fold sign) keeps the HTML helpsync has
 * always pushed, where the label alone says the kind. Every other form carries its marker.
 */
export function needsMark(marker) {
    return marker.title !== undefined || !isKnownKind(marker.kind) || marker.mark.length !== marker.kind.length;
}
/**
 * What a reader sees when the marker has no title: a known kind's label in the language, else the
 * kind as written with its first letter raised (`NB`, `todo` → `Todo`), as Obsidian shows it.
 */
export function defaultAlertLabel(mark, labels) {
    const kind = (ALERT_MARK.exec(mark)?.[1] ?? mark).replace(/[-+]$/, '');
    const lower = kind.toLowerCase();
    if (isKnownKind(lower))
        return resolveAlertLabels(labels)[lower];
    return kind.charAt(0).toUpperCase() + kind.slice(1);
}
/**
 * The kind whose label `text` is, for pull: the language's own label first, then the English one.
 * Undefined when it names no kind.
 */
export function alertKindOfLabel(text, labels) {
    const own = resolveAlertLabels(labels);
    for (const k of ALERT_KINDS)
        if (own[k] === text)
            return k;
    for (const k of ALERT_KINDS)
        if (ENGLISH_ALERT_LABELS[k] === text)
            return k;
    return undefined;
}
//# sourceMappingURL=alerts.js.map