import { renderMarkdownChecked } from '../html/render.js';
import { ENTRY_TYPES } from '../model.js';
import { parseFrontMatter } from './frontmatter.js';
import { parseStaticTranslations } from './static.js';
import { findBodyRefs, unresolvedRefWarnings } from './refs.js';
/** Bump when the shape or meaning of FileAnalysis changes (the cache also hashes the code itself). */
export const ANALYSIS_FORMAT = 6;
/** Front matter keys helpsync reads; everything else is ignored. */
export const FRONT_MATTER_FIELDS = ['title', 'description', 'subject'];
const utf8 = new TextDecoder('utf-8', { fatal: true });
/** Decode strictly; a UTF-8 BOM is dropped. Returns the text or a problem with its line. */
export function decodeText(bytes) {
    if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
        return { problem: { severity: 'error', line: 1, message: 'file is UTF-16 encoded: save it as UTF-8' } };
    }
    const nul = bytes.indexOf(0);
    if (nul !== -1) {
        // A line number inside binary data means nothing to anyone: the file as a whole is wrong.
        return { problem: { severity: 'error', line: 1, message: 'binary file (it contains NUL bytes): expected UTF-8 text' } };
    }
    try {
        return { text: utf8.decode(bytes) };
    }
    catch {
        const bad = firstInvalidUtf8(bytes);
        return {
            problem: { severity: 'error', line: lineOfByte(bytes, bad), message: `not valid UTF-8 (byte offset ${bad}): save the file as UTF-8` },
        };
    }
}
function lineOfByte(bytes, offset) {
    let line = 1;
    for (let i = 0; i < offset; i++)
        if (bytes[i] === 0x0a)
            line++;
    return line;
}
/** Offset of the first byte that does not start a well-formed UTF-8 sequence (only called on failure). */
function firstInvalidUtf8(b) {
    let i = 0;
    while (i < b.length) {
        const c = b[i];
        let n = 0;
        let min = 0;
        if (c < 0x80) {
            i++;
            continue;
        }
        else if (c >= 0xc2 && c <= 0xdf) {
            n = 1;
            min = 0x80;
        }
        else if (c >= 0xe0 && c <= 0xef) {
            n = 2;
            min = 0x800;
        }
        else if (c >= 0xf0 && c <= 0xf4) {
            n = 3;
            min = 0x10000;
        }
        else
            return i;
        let cp = c & (0x3f >> n);
        for (let k = 1; k <= n; k++) {
            const cc = b[i + k];
            if (cc === undefined || (cc & 0xc0) !== 0x80)
                return i;
            cp = (cp << 6) | (cc & 0x3f);
        }
        if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
            return i;
        i += n + 1;
    }
    return b.length;
}
/**
 * Lone carriage returns (classic Mac OS line ends) are line breaks to a reader but not to the YAML
 * and Markdown parsers: read them as "\n", with a warning. CRLF is left as it is.
 */
export function normaliseLineEnds(text) {
    if (!/\r(?!\n)/.test(text))
        return { text, problems: [] };
    return {
        text: text.replace(/\r(?!\n)/g, '\n'),
        problems: [
            {
                severity: 'warning',
                line: 1,
                message: 'line breaks are carriage returns only (CR): read as line breaks; save the file with LF line endings',
            },
        ],
    };
}
/** The entry type a file names in its own front matter, when it names a valid one. */
function ownEntryType(entry) {
    if (entry?.kind !== 'text')
        return undefined;
    const type = entry.value.trim().split(':', 1)[0] ?? '';
    return ENTRY_TYPES.includes(type) ? type : undefined;
}
export function analyzeFile(bytes, opts) {
    const decoded = decodeText(bytes);
    if ('problem' in decoded) {
        return opts.kind === 'static'
            ? { kind: 'static', values: [], problems: [decoded.problem] }
            : { kind: 'markdown', fields: {}, rendered: false, problems: [decoded.problem], linkWarnings: [] };
    }
    const { text, problems: lineEnds } = normaliseLineEnds(decoded.text);
    if (opts.kind === 'static') {
        const parsed = parseStaticTranslations(text);
        return { kind: 'static', values: parsed.values, problems: [...lineEnds, ...parsed.problems] };
    }
    const fm = parseFrontMatter(text);
    const result = {
        kind: 'markdown',
        fields: {},
        rendered: false,
        problems: [...lineEnds, ...fm.problems],
        linkWarnings: [],
    };
    const entry = fm.data.get('entry');
    if (entry)
        result.entry = detached(entry);
    const draft = fm.data.get('draft');
    if (draft)
        result.draft = detached(draft);
    for (const key of FRONT_MATTER_FIELDS) {
        const v = fm.data.get(key);
        if (v)
            result.fields[key] = detached(v);
    }
    if (fm.problems.some((p) => p.severity === 'error'))
        return result;
    // Which bodies are pushed depends on the entry type. A translation usually does not repeat
    // `entry`, so the file name decides for it: `_index.md` is a collection (body not pushed),
    // anything else is an article or email template. The loader re-renders the rare file this
    // guesses wrong (an article kept in an `_index.md` of another language).
    const type = ownEntryType(entry);
    const wantsBody = type !== undefined ? type === 'article' || type === 'emailtemplate' : !opts.isIndex;
    if (opts.render === 'never' || (opts.render === 'auto' && !wantsBody))
        return result;
    renderBody(result, fm.body, fm.bodyLine, opts.alertLabels);
    return result;
}
/**
 * A front matter value that holds no reference to the file's text. V8 keeps a value cut out of a
 * longer string as a slice of it, so a title kept for the plan would keep the whole file (its
 * Markdown body) alive until the run ends: at 16,720 files that was 41 MiB of heap.
 */
function detached(v) {
    return v.kind === 'text' ? { ...v, value: copyString(v.value) } : v;
}
/** A flat copy (JSON.parse makes a new string; a short one is never a slice anyway). */
function copyString(s) {
    return s.length < 13 ? s : JSON.parse(JSON.stringify(s));
}
/** Render a Markdown body into `result` (content, link warnings). */
function renderBody(result, body, bodyLine, alertLabels) {
    result.rendered = true;
    if (body.trim() === '')
        return;
    let html;
    let bodyWarnings;
    try {
        const rendered = renderMarkdownChecked(body, alertLabels ? { alertLabels } : {});
        html = rendered.html;
        // template syntax, duplicate ids, dangling #fragments (warnings of the pushed body)
        const toProblem = (d) => ({
            severity: 'warning',
            ...(d.line === undefined ? {} : { line: bodyLine + d.line - 1 }),
            message: d.message,
        });
        bodyWarnings = rendered.diagnostics.filter((d) => d.rule === undefined).map(toProblem);
        const expressions = rendered.diagnostics.filter((d) => d.rule === 'template-expression').map(toProblem);
        if (expressions.length > 0)
            result.expressionWarnings = expressions;
    }
    catch (err) {
        result.problems.push({ severity: 'error', line: bodyLine, message: `cannot render the Markdown body: ${err.message}` });
        return;
    }
    // No rich-text hash here: the planner computes it only for a remote value that is not
    // byte-identical (sync/plan.ts), through the cache's memo.
    result.content = html;
    // links and images are resolved after the scan (resolve-refs.ts), from where they sit
    const refs = findBodyRefs(html, body, bodyLine);
    if (refs.length > 0)
        result.refs = refs;
    result.linkWarnings = bodyWarnings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
/** Links to local Markdown files and relative image paths, as warnings (today's rule,). */
export function findLocalReferences(html, body, bodyLine) {
    return unresolvedRefWarnings(findBodyRefs(html, body, bodyLine), { links: true, images: true });
}
//# sourceMappingURL=analyze.js.map