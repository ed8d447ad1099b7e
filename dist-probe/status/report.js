import { percentages } from './plan.js';
import { formatCount } from '../report/text.js';
export const STATUS_DOC_KIND = 'status';
/** The `--json` document, exactly shape; paths relative to the content folder with `/`. */
export function statusDocument(report) {
    return {
        version: 1,
        kind: STATUS_DOC_KIND,
        sourceLanguage: report.sourceLanguage,
        languages: report.languages.map((l) => ({
            language: l.language,
            sourcePages: l.sourcePages,
            current: l.current,
            outdated: l.outdated,
            missing: l.missing,
            orphaned: l.orphaned,
            noBase: l.noBase,
        })),
        files: report.files.map((f) => ({
            file: f.file,
            language: f.language,
            source: f.source,
            state: f.state,
            ...(f.base !== undefined ? { base: f.base } : {}),
        })),
    };
}
/**
 * Escapes control characters (C0 but tab, DEL, C1) as `\xNN` (`\n`, `\r`, `\t` by name when
 * `keepLines` is false), so a file name or a diff cannot move the cursor, clear the screen or fake a
 * line; with keepLines a newline stays a newline (a diff's own structure), and a line that would
 * start with `::` (a GitHub workflow command) gets a leading space.
 */
export function escapeControl(text, keepLines = false) {
    // eslint-disable-next-line no-control-regex
    const out = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => {
        if (c === '\t')
            return keepLines ? c : '\\t';
        if (c === '\n')
            return keepLines ? c : '\\n';
        if (c === '\r')
            return '\\r';
        return `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
    });
    return out.replace(/^::/gm, ' ::');
}
const BAR_WIDTH = 20;
/** `█` up to date, `▒` outdated, `░` neither (missing or no base); `?` marks unknown without history. */
export function bar(l) {
    if (l.sourcePages === 0)
        return '';
    const cells = (n) => Math.floor((BAR_WIDTH * n) / l.sourcePages);
    if (l.current === null) {
        const t = cells(l.sourcePages - l.missing);
        return '▒'.repeat(t) + '░'.repeat(BAR_WIDTH - t);
    }
    const c = cells(l.current);
    const o = cells(l.current + (l.outdated ?? 0)) - c;
    return '█'.repeat(c) + '▒'.repeat(o) + '░'.repeat(BAR_WIDTH - c - o);
}
const HEADERS = ['language', 'pages', 'current', 'outdated', 'missing', 'orphaned', 'no-base', 'translated', 'up to date'];
function row(l) {
    const p = percentages(l);
    const n = (v) => (v === null ? '-' : formatCount(v));
    return [
        l.language,
        formatCount(l.sourcePages),
        n(l.current),
        n(l.outdated),
        formatCount(l.missing),
        formatCount(l.orphaned),
        n(l.noBase),
        `${p.translated}%`,
        p.upToDate === null ? '-' : `${p.upToDate}%`,
    ];
}
export function renderStatusText(report, opts) {
    const lines = [];
    const pages = report.languages[0]?.sourcePages ?? 0;
    lines.push(`Translations of ${report.sourceLanguage} (${formatCount(pages)} source pages)${report.history ? '' : ': no history, only missing and orphaned are known'}`);
    if (report.languages.length === 0)
        lines.push('No translation languages.');
    else {
        const table = [HEADERS, ...report.languages.map(row)];
        const widths = HEADERS.map((_, i) => Math.max(...table.map((r) => r[i].length)));
        table.forEach((r, k) => {
            const cells = r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])));
            lines.push(`${cells.join('  ')}${k > 0 ? `  ${bar(report.languages[k - 1])}` : ''}`);
        });
    }
    const fixes = report.files.filter((f) => f.state === 'orphaned' && f.renamedTo);
    if (fixes.length) {
        lines.push('', 'Orphaned because their source was renamed (fix with):');
        for (const f of fixes)
            lines.push(`  git mv ${shellQuote(opts.show(f.file))} ${shellQuote(opts.show(renamedTranslation(f)))}`);
    }
    if (opts.list) {
        const listed = report.files.filter((f) => opts.list.includes(f.state));
        lines.push('', listed.length ? `Files (${opts.list.join(', ')}):` : `No files are ${opts.list.join(', ')}.`);
        for (const f of listed)
            lines.push(`  ${f.state.padEnd(8)}  ${escapeControl(opts.show(f.file))}${detail(f, opts)}`);
    }
    return lines.join('\n');
}
/** The translation's path after the fix: the source's new path in the translation's language. */
export function renamedTranslation(f) {
    const to = f.renamedTo ?? f.source;
    return `${f.language}/${to.slice(to.indexOf('/') + 1)}`;
}
function detail(f, opts) {
    if (f.state === 'outdated' && f.base)
        return `  (${escapeControl(opts.show(f.source))} changed since ${f.base.slice(0, 12)})`;
    if (f.state === 'orphaned')
        return `  (no ${escapeControl(opts.show(f.source))}${f.renamedTo ? `; renamed to ${escapeControl(opts.show(f.renamedTo))}` : ''})`;
    if (f.state === 'no-base' && f.reason)
        return `  (${escapeControl(f.reason)})`;
    return '';
}
/** A POSIX shell word: plain when safe, else single-quoted (control characters escaped for display). */
export function shellQuote(s) {
    if (/^[\w@%+=:,./-]+$/.test(s))
        return s;
    return `'${escapeControl(s).replace(/'/g, `'\\''`)}'`;
}
/** The step summary (GITHUB_STEP_SUMMARY): the same table as Markdown. */
export function renderStatusMarkdown(report) {
    const esc = (s) => escapeControl(s).replace(/[|\\`*_<>&[\]]/g, (c) => `&#${c.charCodeAt(0)};`);
    const lines = [`### Translation status (source: ${esc(report.sourceLanguage)})`, ''];
    if (!report.history)
        lines.push('No Git history: only missing and orphaned translations are known.', '');
    lines.push(`| ${HEADERS.join(' | ')} |`, `| ${HEADERS.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`);
    for (const l of report.languages)
        lines.push(`| ${row(l).map(esc).join(' | ')} |`);
    return lines.join('\n') + '\n';
}
/** no-base rows as warnings with file and line, paths shown relative to the working directory. */
export function noBaseWarnings(report, show) {
    return report.files
        .filter((f) => f.state === 'no-base')
        .map((f) => ({
        severity: 'warning',
        file: escapeControl(show(f.file)),
        line: f.line,
        message: `no base: ${escapeControl(f.reason ?? 'unknown')}`,
    }));
}
//# sourceMappingURL=report.js.map