// `helpsync status --bump`, the pure part: set a translation's base key to a commit,
// changing only that line (or adding it to the front matter), keeping the BOM and line endings.
const OPEN = /^---[ \t]*(?:ya?ml)?[ \t]*$/i;
const CLOSE = /^(?:---|\.\.\.)[ \t]*$/;
/**
 * Sets `key: <commit>` in the front matter of `text`. An existing top-level key keeps everything but
 * its first token (quotes and a trailing comment or note stay, "text after it ignored");
 * a missing key is added as the front matter's last line; a file without front matter gets one.
 * Every line keeps its own ending; a new line takes the ending of the line before it.
 */
export function setBaseKey(text, key, commit) {
    const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
    const lines = splitLines(text.slice(bom.length));
    const first = lines[0];
    const hasFrontMatter = first !== undefined && OPEN.test(first.text) && lines.slice(1).some((l) => CLOSE.test(l.text));
    if (!hasFrontMatter) {
        const eol = first?.end || '\n';
        return { text: `${bom}---${eol}${key}: ${commit}${eol}---${eol}${join(lines)}`, line: 2, how: 'created' };
    }
    const close = lines.findIndex((l, i) => i > 0 && CLOSE.test(l.text));
    const keyLine = new RegExp(`^${escapeRegExp(key)}[ \\t]*:(?=[ \\t]|$)`);
    for (let i = 1; i < close; i++) {
        const line = lines[i];
        const m = keyLine.exec(line.text);
        if (!m)
            continue;
        const { value, previous } = replaceFirstToken(line.text.slice(m[0].length), commit);
        line.text = m[0] + value;
        return { text: bom + join(lines), line: i + 1, how: 'replaced', ...(previous ? { previous } : {}) };
    }
    lines.splice(close, 0, { text: `${key}: ${commit}`, end: lines[close - 1].end });
    return { text: bom + join(lines), line: close + 1, how: 'added' };
}
function splitLines(text) {
    const lines = [];
    const re = /\r?\n/g;
    let start = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
        lines.push({ text: text.slice(start, m.index), end: m[0] });
        start = m.index + m[0].length;
    }
    lines.push({ text: text.slice(start), end: '' });
    return lines;
}
function join(lines) {
    return lines.map((l) => l.text + l.end).join('');
}
/** `  "abc1234" # note` → the token swapped, spacing, quotes and the rest kept. */
function replaceFirstToken(rest, commit) {
    const m = /^([ \t]*)(["']?)([^\s"'#]*)(\2)(.*)$/.exec(rest);
    if (!m || (m[3] === '' && m[2] === '')) {
        // empty value, `~`-less absence, or something unusual: write the commit and keep a comment
        const comment = /^[ \t]*(#.*)?$/.exec(rest)?.[1];
        return { value: ` ${commit}${comment ? ` ${comment}` : ''}` };
    }
    const [, space, quote, token, , tail] = m;
    const previous = token && token !== '~' && token !== 'null' ? token : undefined;
    return { value: `${space || ' '}${quote}${commit}${quote}${tail}`, ...(previous ? { previous } : {}) };
}
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
//# sourceMappingURL=bump-plan.js.map