// Record ids for the bulk delete commands: from arguments and/or a file (one id per line).
// Every problem (file and line, or argument position) is collected and reported at once, before
// any request: a bad id never reaches the platform.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '../errors.js';
import { checkRecordId } from '../contract/ids.js';
import { runtime } from '../util/runtime.js';
/**
 * Why an id is not acceptable, or null when it is. The rule is the contract's (docs/platform-api.md
 * "Ids": non-empty, no `/`, no whitespace, no control characters, no dot segment, `%2e` included).
 */
export function idProblem(id) {
    return checkRecordId(id) ?? null;
}
/**
 * The text of an id file, or why it is not UTF-8 text. UTF-16 (what Windows editors and PowerShell's
 * `>` often save) is recognised by its byte-order mark, or by NUL bytes in every other position,
 * and named; decoding it as UTF-8 would yield ids full of NUL characters.
 */
export function decodeIdFile(bytes) {
    const b0 = bytes[0];
    const b1 = bytes[1];
    const bom16 = (b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff);
    if (bom16 || looksLikeUtf16(bytes))
        return { problem: 'file is UTF-16: save it as UTF-8' };
    try {
        return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
    }
    catch {
        return { problem: 'file is not UTF-8 text: save it as UTF-8' };
    }
}
/**
 * BOM-less UTF-16 of ASCII ids: NUL in the same half of at least three quarters of the byte pairs
 * (UTF-16 of ASCII has it in every pair; a stray NUL in a UTF-8 line is reported as a bad id instead).
 */
function looksLikeUtf16(bytes) {
    if (bytes.length < 4)
        return false;
    let even = 0;
    let odd = 0;
    for (let i = 0; i < bytes.length; i++) {
        if (bytes[i] !== 0)
            continue;
        if (i % 2 === 0)
            even++;
        else
            odd++;
    }
    const half = Math.floor(bytes.length / 2);
    return Math.max(even, odd) >= half * 0.75;
}
/**
 * One id per line. Blank lines and lines starting with `#` are ignored, and so is a trailing
 * comment introduced by whitespace and `#` (an id has no whitespace, so this cannot cut an id;
 * a `#` inside an id, as in `abc#1`, is kept).
 */
export function parseIdFile(text, shownPath) {
    const ids = [];
    const problems = [];
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    lines.forEach((raw, i) => {
        const line = i + 1;
        let value = raw.trim();
        if (value === '' || value.startsWith('#'))
            return;
        value = value.replace(/\s+#.*$/, '').trim();
        const problem = idProblem(value);
        if (problem) {
            problems.push({
                severity: 'error',
                file: shownPath,
                line,
                message: /\s/.test(value) ? `${problem} (one id per line)` : problem,
            });
            return;
        }
        ids.push({ id: value, line });
    });
    return { ids, problems };
}
/**
 * Reads and validates every id; throws one InputError listing all problems. At least one id is
 * required.
 */
export async function collectIds(opts) {
    const problems = [];
    const all = [];
    opts.args.forEach((arg, i) => {
        const id = String(arg);
        const problem = idProblem(id);
        if (problem)
            problems.push({ severity: 'error', message: `argument ${i + 1}: ${problem}` });
        else
            all.push(id);
    });
    if (opts.fromFile !== undefined) {
        const cwd = opts.cwd ?? runtime().cwd();
        const abs = path.resolve(cwd, opts.fromFile);
        const shown = path.relative(cwd, abs) || abs;
        let text;
        try {
            const decoded = decodeIdFile(await readFile(abs));
            if ('problem' in decoded)
                problems.push({ severity: 'error', file: shown, message: decoded.problem });
            else
                text = decoded.text;
        }
        catch (err) {
            const code = err.code;
            problems.push({
                severity: 'error',
                file: shown,
                message: code === 'ENOENT'
                    ? 'id file not found'
                    : code === 'EISDIR'
                        ? 'is a folder, not a file of ids'
                        : `cannot read id file: ${err.message}`,
            });
        }
        if (text !== undefined) {
            const parsed = parseIdFile(text, shown);
            problems.push(...parsed.problems);
            all.push(...parsed.ids.map((x) => x.id));
            if (parsed.ids.length === 0 && parsed.problems.length === 0) {
                problems.push({ severity: 'error', file: shown, message: 'no ids in this file (one id per line; # starts a comment)' });
            }
        }
    }
    if (problems.length)
        throw new InputError(problems);
    if (all.length === 0)
        throw new InputError('no ids given: pass one or more ids as arguments, or --from-file FILE');
    const seen = new Set();
    const duplicates = new Set();
    const ids = [];
    for (const id of all) {
        if (seen.has(id))
            duplicates.add(id);
        else {
            seen.add(id);
            ids.push(id);
        }
    }
    return { ids, duplicates: [...duplicates] };
}
//# sourceMappingURL=ids.js.map