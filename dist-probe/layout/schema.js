// The layout file's shape as a zod schema ("the layout file ... validated by zod
// like the config"). Every message here is read after its key path (`collections[2].id: ...`, see
// zodIssueProblems in src/util/yaml.ts), which adds the line and, for a value that should be text,
// how YAML read it. Checks across the whole file (an article listed twice) live in layout.ts.
import { z } from 'zod';
/** A missing key is `undefined` to zod; an explicit `key:` with no value is `null` (YAML's empty). */
const missing = (input) => input === undefined;
const notBlank = (s) => s.trim() !== '';
// docs/platform-api.md "Ids and externalId": non-empty, no `/`, no whitespace.
const collectionId = z
    .string({ error: 'must be a string' })
    .refine(notBlank, { error: 'is empty', abort: true })
    .refine((s) => !/[\s/]/.test(s), {
    error: (iss) => `"${String(iss.input)}" is not a collection id (ids have no spaces or "/"; for a path of titles use "path:")`,
});
/** Source-language titles from the root, `/` between levels, `\/` for a slash inside a title (kept as written for the planner). */
const collectionPath = z
    .string({ error: 'must be a string (titles from the root, "/" between levels)' })
    .refine(notBlank, { error: 'is empty' });
const REF_FORMS = 'a .md file, article:<id> or an article id';
/** One article ref, trimmed. */
const articleRef = z
    .string({ error: `an article ref must be a string (${REF_FORMS})` })
    .trim()
    .min(1, { error: `an article ref is empty (${REF_FORMS})` });
const articles = z
    .array(articleRef, {
    error: (iss) => missing(iss.input) ? 'is missing: every collection lists its articles ("articles: []" for none)' : 'must be a list of article refs',
})
    // `articles:` with nothing after it: an empty list, allowed (nothing to place there).
    .nullable()
    .transform((list) => list ?? []);
const collectionShape = { id: collectionId.optional(), path: collectionPath.optional(), articles };
/** The checks on the two keys together run only on a map (zod skips refinements after any issue otherwise). */
const onMap = (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value);
/** One item of `collections:`: exactly one of `id` or `path` (present as a key, whatever its value), and its articles. */
export const collectionSchema = z
    .strictObject(collectionShape, {
    error: (iss) => (iss.code === 'invalid_type' ? 'must be a map with "id" or "path", and "articles"' : undefined),
})
    .refine((c) => !('id' in c && 'path' in c), {
    path: ['path'],
    error: 'both "id" and "path" are given: give exactly one',
    when: onMap,
})
    .refine((c) => 'id' in c || 'path' in c, {
    error: 'has neither "id" nor "path": give exactly one (helpsync collections lists both)',
    when: onMap,
});
const layoutShape = {
    collections: z.array(collectionSchema, {
        error: (iss) => missing(iss.input)
            ? 'is missing: a list of collections, each with "id" or "path", and "articles"'
            : 'must be a list (items starting with "- ")',
    }),
};
/** The whole file: a map with one key, `collections`. */
export const layoutSchema = z.strictObject(layoutShape, {
    error: (iss) => {
        if (iss.code !== 'invalid_type')
            return undefined;
        return iss.input === null || iss.input === undefined || iss.input === ''
            ? 'is empty: expected a "collections:" list'
            : 'must be a map with one key, "collections"';
    },
});
/** The keys a map in the layout file allows (for "unknown key" problems), by its key path. */
export function allowedLayoutKeys(mapPath) {
    if (mapPath.length === 0)
        return Object.keys(layoutShape);
    if (mapPath.length === 2 && mapPath[0] === 'collections' && typeof mapPath[1] === 'number')
        return Object.keys(collectionShape);
    return undefined;
}
//# sourceMappingURL=schema.js.map