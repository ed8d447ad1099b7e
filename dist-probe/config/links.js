// Config keys `links` and `images`: how a link between entries and an image path become
// URLs on the platform. Validated here (zod); the resolution itself is src/content/links.ts.
import { z } from 'zod';
const PLACEHOLDER = /\{([^{}]*)\}/g;
/** A URL template: absolute http(s), only the named placeholders, {language} and one of `ids` present. */
function template(allowed, ids) {
    return z
        .string()
        .trim()
        .min(1)
        .superRefine((t, ctx) => {
        const names = [...t.matchAll(PLACEHOLDER)].map((m) => m[1]);
        const unknown = names.filter((n) => !allowed.includes(n));
        if (unknown.length > 0) {
            ctx.addIssue({ code: 'custom', message: `unknown placeholder {${unknown[0]}} (use ${allowed.map((a) => `{${a}}`).join(', ')})` });
            return;
        }
        if (!names.includes('language'))
            ctx.addIssue({ code: 'custom', message: 'must contain {language}' });
        if (!ids.some((i) => names.includes(i)))
            ctx.addIssue({ code: 'custom', message: `must contain ${ids.map((i) => `{${i}}`).join(' or ')} (else every entry has one URL)` });
        if (!/^https?:\/\/[^/{}]+/i.test(t))
            ctx.addIssue({ code: 'custom', message: 'must be an absolute http(s) URL with a fixed host' });
    });
}
const LANGUAGE_CODE = /^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/;
export const linksSchema = z
    .strictObject({
    articleUrl: template(['language', 'id', 'docId'], ['id', 'docId']).optional(),
    collectionUrl: template(['language', 'id'], ['id']).optional(),
    sitePaths: z.boolean().default(false),
    sitePrefixes: z
        .record(z.string().regex(LANGUAGE_CODE, 'must be a language folder name such as pt-br'), z.string().regex(/^[^/?#\s]+$/, 'must be one URL path segment'))
        .default({}),
})
    .superRefine((l, ctx) => {
    // site paths name pages, and pages are articles: without a template they cannot resolve
    if (l.sitePaths && l.articleUrl === undefined)
        ctx.addIssue({ code: 'custom', path: ['sitePaths'], message: 'sitePaths needs links.articleUrl (the URL a resolved page becomes)' });
});
export const imagesSchema = z.strictObject({
    baseUrl: z
        .string()
        .trim()
        .regex(/^https?:\/\/[^/]+/i, 'must be an absolute http(s) URL such as https://docs.example.com/assets/')
        .refine((u) => !u.includes('#'), 'must not contain a #fragment'),
    root: z.string().min(1).optional(),
});
//# sourceMappingURL=links.js.map