// A horizontal bar chart for `helpsync stats --group-interval …`: one bar per row (one
// row per interval), scaled to the terminal width, each labelled with its value. Pure: rows and a
// width in, lines out; the stats command prints them after the table.
const BAR = '█';
/** A label longer than this is cut (with "…") so the bars keep most of the width. */
const MAX_LABEL = 24;
/** Below this many cells a bar no longer tells values apart: the chart is left out. */
const MIN_BAR = 8;
/** Control characters (and DEL) would move the cursor or colour the terminal: show them as "?". */
function visible(s) {
    // eslint-disable-next-line no-control-regex
    return s.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
}
function cut(s, max) {
    const chars = [...s];
    return chars.length <= max ? s : `${chars.slice(0, max - 1).join('')}…`;
}
function formatValue(n) {
    return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
function labelText(v, i) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
        return String(v);
    return v == null ? `#${i + 1}` : JSON.stringify(v);
}
const isNumber = (v) => typeof v === 'number' && Number.isFinite(v);
/**
 * The column that names each row's interval: the first one whose values are all strings (a date, an
 * hour, a month), else the first non-numeric column; undefined when every column is numeric.
 */
export function labelColumn(rows, columns) {
    const nonNumeric = columns.filter((c) => !rows.every((r) => r[c] == null || isNumber(r[c])));
    return nonNumeric.find((c) => rows.every((r) => typeof r[c] === 'string')) ?? nonNumeric[0];
}
/** Columns that hold a number in at least one row and nothing but numbers (or blanks) in the others. */
export function valueColumns(rows, columns) {
    return columns.filter((c) => rows.some((r) => isNumber(r[c])) && rows.every((r) => r[c] == null || isNumber(r[c])));
}
/**
 * One chart per numeric column: a title line (`<column> by <label column>`), then one line per row:
 * `<label padded> │<bar> <value>`. Bars scale to the largest value of the column; a positive value
 * shows at least one cell; zero, negative and missing values show no bar (missing is labelled "–").
 * Returns no lines when there is nothing to chart or the width leaves too little room for bars.
 */
export function renderBarChart(rows, width) {
    if (rows.length === 0)
        return [];
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    const labelCol = labelColumn(rows, columns);
    const values = valueColumns(rows, columns);
    const labels = rows.map((r, i) => cut(visible(labelText(labelCol === undefined ? undefined : r[labelCol], i)), MAX_LABEL));
    const labelWidth = Math.max(...labels.map((l) => [...l].length));
    const out = [];
    for (const col of values) {
        const nums = rows.map((r) => (isNumber(r[col]) ? r[col] : undefined));
        const texts = nums.map((n) => (n === undefined ? '–' : formatValue(n)));
        const valueWidth = Math.max(...texts.map((t) => t.length));
        // label, " │", bar, " ", value
        const barWidth = width - labelWidth - 2 - 1 - valueWidth;
        if (barWidth < MIN_BAR)
            return [];
        const max = Math.max(0, ...nums.map((n) => n ?? 0));
        if (out.length)
            out.push('');
        out.push(visible(labelCol ? `${col} by ${labelCol}` : col));
        nums.forEach((n, i) => {
            const cells = n !== undefined && n > 0 && max > 0 ? Math.max(1, Math.round((n / max) * barWidth)) : 0;
            const label = labels[i] ?? '';
            const pad = ' '.repeat(labelWidth - [...label].length);
            out.push(`${label}${pad} │${BAR.repeat(cells)}${' '.repeat(barWidth - cells)} ${(texts[i] ?? '').padStart(valueWidth)}`);
        });
    }
    return out;
}
//# sourceMappingURL=chart.js.map