// The small text helpers every report shares: one count format, one plural, one colour switch.
import { styleText } from 'node:util';
import { scrub } from '../util/redact.js';
import { runtime } from '../util/runtime.js';
/** 1250 → "1,250": fixed grouping, the same on every machine and locale. */
export function formatCount(n) {
    return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
/** A count with its noun: "1 survey", "2 surveys", "3 entries" (give the plural when it is not `+s`). */
export function plural(n, singular, pluralForm = `${singular}s`) {
    return `${formatCount(n)} ${n === 1 ? singular : pluralForm}`;
}
/**
 * Colours through node:util styleText. Whether to colour is decided once by the caller
 * (`useColor`), so the stream check is ours: styleText's own check would look at process.stdout
 * even when the text goes elsewhere.
 */
export function painter(color) {
    return color ? (style, s) => styleText(style, s, { validateStream: false }) : (_style, s) => s;
}
/**
 * Colour only for a terminal, and never when NO_COLOR is set to anything non-empty
 * (https://no-color.org); FORCE_COLOR (non-empty, not "0") turns it on for a pipe.
 */
export function useColor(stream, env = runtime().env) {
    if (env.NO_COLOR)
        return false;
    if (env.FORCE_COLOR && env.FORCE_COLOR !== '0')
        return true;
    return Boolean(stream.isTTY) && env.TERM !== 'dumb';
}
/**
 * Cut `s` to `width` characters with an ellipsis, scrubbing the token FIRST: a cut token is no
 * longer the token, and the scrubber would not recognise the prefix left on screen.
 */
export function shorten(s, width) {
    const clean = scrub(s);
    return clean.length <= width ? clean : `${clean.slice(0, Math.max(1, width - 1))}…`;
}
//# sourceMappingURL=text.js.map