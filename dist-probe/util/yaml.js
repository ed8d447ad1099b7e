// One "YAML to problems with line numbers", used by the config, the layout file,
// static translations and front matter: parse with the `yaml` package's document API and a
// LineCounter, and turn its errors (and, where asked, warnings) into problems with 1-based lines.
import { LineCounter, isMap, isScalar, isSeq, parseDocument, } from 'yaml';
/**
 * Aliases allowed when a document is turned into plain values: the `yaml` package's default (100).
 * Beyond it, toJS throws (a "billion laughs" alias bomb); plainValue reports that as a problem.
 */
export const MAX_ALIAS_COUNT = 100;
export function parseYaml(text, o = {}) {
    const lc = new LineCounter();
    const opts = { lineCounter: lc, prettyErrors: false, uniqueKeys: true };
    if (o.schema === 'failsafe')
        opts.schema = 'failsafe';
    const doc = parseDocument(text, opts);
    const lineAt = (pos) => (pos === undefined ? undefined : lc.linePos(pos).line);
    const label = o.label ?? 'YAML';
    const problems = [];
    const all = o.warnings ? [...doc.errors, ...doc.warnings] : doc.errors;
    for (const e of all) {
        problems.push({
            severity: doc.errors.includes(e) ? 'error' : 'warning',
            line: lineAt(e.pos?.[0]),
            message: `${label}: ${e.message.split('\n')[0]}`,
        });
    }
    return { doc, lineAt, problems };
}
/** The document as plain values; an alias bomb (or another conversion failure) is a problem, not a crash. */
export function plainValue(doc, label = 'YAML') {
    try {
        return { value: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
    }
    catch (err) {
        const message = /alias/i.test(err.message)
            ? `${label}: too many aliases (more than ${MAX_ALIAS_COUNT} expansions): refused as a possible alias bomb`
            : `${label}: ${err.message.split('\n')[0]}`;
        return { problem: { severity: 'error', message } };
    }
}
/** Follows map keys and sequence indexes from the document's root. */
function walk(doc, keyPath) {
    let node = doc.contents;
    let key;
    for (const step of keyPath) {
        if (isMap(node)) {
            // toJS turns every key into a string (`1:` becomes "1"), so compare as strings.
            const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(step));
            if (!pair)
                return { node, key, reached: false };
            key = pair.key;
            node = pair.value;
        }
        else if (isSeq(node) && typeof step === 'number' && step < node.items.length) {
            key = undefined;
            node = node.items[step];
        }
        else {
            return { node, key, reached: false };
        }
    }
    return { node, key, reached: true };
}
/** The node at `keyPath`; undefined when the path is not all in the document. */
export function nodeAt(doc, keyPath) {
    const w = walk(doc, keyPath);
    return w.reached ? w.node : undefined;
}
/**
 * The 1-based line of the node at `keyPath`, so a problem found in the plain value (by zod) points at
 * the line the user wrote it on. Where the path leaves the document (a key that is not there), the
 * line of the last node reached.
 */
export function lineOf(doc, lineAt, keyPath) {
    const { node, key } = walk(doc, keyPath);
    return lineAt(rangeStart(node) ?? rangeStart(key));
}
/** The line of the key at the end of `keyPath` (for an unknown key, whose value may start lines below). */
function keyLineOf({ doc, lineAt }, keyPath) {
    const w = walk(doc, keyPath);
    return w.reached && w.key ? lineAt(rangeStart(w.key)) : lineOf(doc, lineAt, keyPath);
}
function rangeStart(node) {
    return node && typeof node === 'object' && 'range' in node && Array.isArray(node.range)
        ? node.range?.[0]
        : undefined;
}
/** A key path as a user reads it: `collections[0].articles[2]`, `rateLimit.requests`. */
export function formatKeyPath(keyPath) {
    return keyPath.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
}
/**
 * How YAML read a value that was meant as text, from the scalar as written: `0123` is a number and
 * `yes`/`true` a boolean unless quoted. Empty when there is nothing to add.
 */
export function stringHint(node) {
    if (isScalar(node)) {
        const written = node.source ?? '';
        if (typeof node.value === 'number' || typeof node.value === 'boolean' || typeof node.value === 'bigint') {
            return ` (YAML read ${written || String(node.value)} as a ${typeof node.value === 'boolean' ? 'boolean' : 'number'}: put it in quotes)`;
        }
        // `key:` with nothing after it, `~` and `null` all read as no value.
        if (node.value === null)
            return ' (it is empty)';
    }
    if (isMap(node))
        return ' (found a map; is a ":" or an indent out of place?)';
    if (isSeq(node))
        return ' (found a list)';
    return '';
}
/**
 * zod's issues as problems with lines: an unknown key names its full path (at the key's line), a
 * value that should be text says how YAML read it, anything else is `path: message` (`rootLabel`
 * when the issue is about the whole document).
 */
export function zodIssueProblems(issues, yaml, rootLabel, opts = {}) {
    const problems = [];
    for (const issue of issues) {
        const base = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
        if (issue.code === 'unrecognized_keys') {
            const allowed = opts.allowedKeys?.(base);
            const hint = allowed ? ` (allowed: ${allowed.join(', ')})` : '';
            for (const key of issue.keys) {
                const keyPath = [...base, key];
                problems.push({ severity: 'error', line: keyLineOf(yaml, keyPath), message: `unknown key "${formatKeyPath(keyPath)}"${hint}` });
            }
            continue;
        }
        const hint = issue.code === 'invalid_type' && issue.expected === 'string' ? stringHint(nodeAt(yaml.doc, base)) : '';
        problems.push({
            severity: 'error',
            line: lineOf(yaml.doc, yaml.lineAt, base),
            message: `${formatKeyPath(base) || rootLabel}: ${issue.message}${hint}`,
        });
    }
    return problems;
}
//# sourceMappingURL=yaml.js.map