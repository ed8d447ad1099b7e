// Rendering of response data whose shape the platform does not publish (docs/platform-api.md: "its shape: not
// shown"): a text table when the data is an array of flat rows, pretty JSON otherwise, and CSV for
// spreadsheets with nested objects flattened to dotted column names. Pure functions (stats, videos).
import { csvCell } from '../util/escape.js';
export function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function isScalar(value) {
    return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
/** An array of objects whose values are all scalars (a missing key is fine: an empty cell). */
export function isFlatRowArray(value) {
    return (Array.isArray(value) && value.every((row) => isPlainObject(row) && Object.values(row).every((v) => v === undefined || isScalar(v))));
}
/** Column names: every key of every row, in the order first seen. */
export function columnsOf(rows) {
    const seen = new Set();
    for (const row of rows)
        for (const key of Object.keys(row))
            seen.add(key);
    return [...seen];
}
function cellText(value) {
    if (value === undefined || value === null)
        return '';
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    return JSON.stringify(value);
}
/**
 * A text table: header, a rule, one line per row. Numeric columns are right-aligned. Line breaks
 * and tabs inside a cell are shown as spaces, so one row stays one line.
 */
export function formatTable(rows, columns = columnsOf(rows)) {
    if (columns.length === 0)
        return '';
    const cells = rows.map((row) => columns.map((c) => cellText(row[c]).replace(/[\r\n\t]+/g, ' ')));
    const numeric = columns.map((c) => rows.some((r) => typeof r[c] === 'number') && rows.every((r) => r[c] == null || typeof r[c] === 'number'));
    const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((r) => (r[i] ?? '').length)));
    const line = (values, header) => values
        .map((v, i) => (numeric[i] && !header ? v.padStart(widths[i] ?? 0) : v.padEnd(widths[i] ?? 0)))
        .join('  ')
        .trimEnd();
    const out = [line(columns, true), widths.map((w) => '-'.repeat(w)).join('  ')];
    for (const r of cells)
        out.push(line(r, false));
    return out.join('\n');
}
/**
 * Flattens nested objects into dotted keys: `{ a: { b: 1 } }` → `{ "a.b": 1 }`. Arrays are kept
 * whole (one cell holding their JSON): their length varies from row to row, and a column per index
 * would make the columns depend on the data. An empty nested object is kept as `{}`, so that a key
 * never disappears.
 */
export function flattenObject(value, prefix = '', out = {}) {
    for (const [key, v] of Object.entries(value)) {
        const name = prefix ? `${prefix}.${key}` : key;
        if (isPlainObject(v) && Object.keys(v).length > 0)
            flattenObject(v, name, out);
        else
            out[name] = v;
    }
    return out;
}
/**
 * RFC 4180 field: quoted when it holds a comma, a quote, a line break, or leading/trailing space. A
 * string starting like a formula gets csvCell's `'` first (visitors' search terms reach this file).
 */
export function csvField(value) {
    const text = typeof value === 'string' ? csvCell(value) : cellText(value);
    return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
/**
 * CSV (RFC 4180, CRLF line ends) for any JSON value:
 * - an array of objects: one row each, nested objects flattened to dotted columns;
 * - an array of scalars or arrays: one column `value`;
 * - an object: one row, flattened;
 * - a scalar: one column `value`, one row.
 */
export function toCsv(data) {
    let rows;
    if (Array.isArray(data)) {
        rows = data.map((item) => (isPlainObject(item) ? flattenObject(item) : { value: item }));
    }
    else if (isPlainObject(data)) {
        rows = [flattenObject(data)];
    }
    else {
        rows = [{ value: data }];
    }
    const columns = columnsOf(rows);
    if (columns.length === 0)
        return '';
    const lines = [columns.map(csvField).join(',')];
    for (const row of rows)
        lines.push(columns.map((c) => csvField(row[c])).join(','));
    return `${lines.join('\r\n')}\r\n`;
}
/** "3725" seconds → "1:02:05"; anything that is not a finite number is shown as given. */
export function formatDuration(value) {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0)
        return cellText(value);
    const total = Math.round(n);
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
    return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
//# sourceMappingURL=table.js.map