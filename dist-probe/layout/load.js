// The layout file (config key `layout`,): which articles belong in which collection.
// Read with the `yaml` package's document API and checked by a zod schema (layout-schema.ts) like
// the config, so that every problem names the layout file and the line it is about. This module
// only reads and checks the file; refs and collection paths are resolved against the platform by
// the pure planner (src/layout/plan.ts).
import path from 'node:path';
import { lineOf, parseYaml, plainValue, zodIssueProblems } from '../util/yaml.js';
import { readRegularFile } from '../util/safe-path.js';
import { DEFAULT_MAX_FILE_SIZE } from '../config/config.js';
import { displayPath } from '../util/display-path.js';
import { allowedLayoutKeys, collectionSchema, layoutSchema } from './schema.js';
export async function loadLayoutFile(file) {
    const shown = displayPath(file);
    // A regular file only: a FIFO or device would be read without end.
    const read = await readRegularFile(file, DEFAULT_MAX_FILE_SIZE);
    if (!read.ok) {
        const message = read.message === 'cannot read it: not found'
            ? 'layout file not found (the config key "layout" names it, relative to the config file\'s folder)'
            : `cannot read the layout file: ${read.message}`;
        return { spec: { collections: [] }, problems: [{ severity: 'error', file: shown, message }] };
    }
    const text = read.bytes.toString('utf8');
    return parseLayout(text, shown);
}
/**
 * The checks of loadLayoutFile on text already read (`shown` is the file name used in problems):
 * YAML first, then the schema and the checks across the file, every problem at once, in line order.
 */
export function parseLayout(text, shown) {
    const parsed = parseYaml(text, { warnings: true });
    const problems = parsed.problems.map((p) => ({ ...p, file: shown }));
    const empty = { collections: [] };
    if (parsed.doc.errors.length)
        return { spec: empty, problems };
    const plain = plainValue(parsed.doc);
    if ('problem' in plain)
        return { spec: empty, problems: [...problems, { ...plain.problem, file: shown }] };
    const checked = checkLayout(plain.value, parsed);
    return { spec: checked.spec, problems: [...problems, ...checked.problems.map((p) => ({ ...p, file: shown }))] };
}
/**
 * The schema's problems and the duplicate refs, sorted by line. `spec` keeps every collection that
 * has no problem of its own, so the caller can also check those refs against the content (all
 * problems reported in one run); it is used only when there is no error.
 */
function checkLayout(value, yaml) {
    const result = layoutSchema.safeParse(value);
    const problems = result.success ? [] : zodIssueProblems(result.error.issues, yaml, 'layout file', { allowedKeys: allowedLayoutKeys });
    // An empty document (`---` alone) has no line worth naming: the whole file is the problem.
    if (value === null || value === undefined || value === '')
        for (const p of problems)
            p.line = undefined;
    const items = collectionItems(value);
    const duplicates = duplicateRefs(items, yaml);
    problems.push(...duplicates.problems);
    const spec = { collections: [] };
    items.forEach((item, index) => {
        const parsed = collectionSchema.safeParse(item);
        if (parsed.success && !duplicates.collections.has(index))
            spec.collections.push(toSpec(parsed.data, index, yaml));
    });
    // Stable: problems on one line keep the schema's order.
    problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    return { spec, problems };
}
/** The items of `collections:` when it is a list (whatever they hold), else none. */
function collectionItems(value) {
    if (!isRecord(value))
        return [];
    const list = value.collections;
    return Array.isArray(list) ? list : [];
}
/** One checked collection item with the lines the planner's problems point at. */
function toSpec(c, index, { doc, lineAt }) {
    const at = ['collections', index];
    const target = c.id !== undefined ? { id: c.id } : { path: c.path };
    return {
        ...target,
        line: lineOf(doc, lineAt, [...at, c.id !== undefined ? 'id' : 'path']),
        articles: c.articles.map((ref, i) => ({ ref, line: lineOf(doc, lineAt, [...at, 'articles', i]) })),
    };
}
/**
 * Identical refs anywhere in the file: the same article cannot be in two places, and listing it
 * twice in one collection is a typo worth pointing at. Only refs the schema accepts (non-empty
 * text) are compared. (Different refs to the same article, such as a file and its bare id, are
 * found by the planner once refs are resolved.) `collections` holds the items with a duplicate.
 */
function duplicateRefs(items, { doc, lineAt }) {
    const problems = [];
    const collections = new Set();
    const seen = new Map();
    items.forEach((item, index) => {
        const list = isRecord(item) && Array.isArray(item.articles) ? item.articles : [];
        list.forEach((raw, i) => {
            const ref = typeof raw === 'string' ? raw.trim() : '';
            if (ref === '')
                return;
            const line = lineOf(doc, lineAt, ['collections', index, 'articles', i]);
            const key = normaliseRefKey(ref);
            if (!seen.has(key)) {
                seen.set(key, line);
                return;
            }
            const first = seen.get(key);
            collections.add(index);
            problems.push({
                severity: 'error',
                line,
                message: `article "${ref}" is listed twice (lines ${first ?? '?'} and ${line ?? '?'}): an article belongs in one collection`,
            });
        });
    });
    return { problems, collections };
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Two spellings of one file ref (`./a.md`, `a.md`) count as the same ref. */
function normaliseRefKey(ref) {
    return ref.toLowerCase().endsWith('.md') ? path.posix.normalize(ref.replace(/\\/g, '/')).replace(/^\/+/, '') : ref;
}
//# sourceMappingURL=load.js.map