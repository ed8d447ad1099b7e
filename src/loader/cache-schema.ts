// The shape of a cached analysis (analyze.ts FileAnalysis) as a zod schema: an entry of a loader
// cache file that is not sealed (cache-format.ts: torn, edited, not written by this code) is used
// only when it parses ("a valid-JSON entry of the wrong shape breaks every run"); anything
// else is a miss. Strict objects: an unknown key means the entry is not ours.
import { z } from 'zod';
import type { FileAnalysis } from '../content/analyze.js';

const line = z.number().int().positive();
const problem = z.strictObject({
  severity: z.enum(['error', 'warning']),
  line: line.optional(),
  message: z.string(),
  kind: z.string().optional(),
});
const value = z.union([
  z.strictObject({ kind: z.literal('text'), value: z.string(), line }),
  z.strictObject({ kind: z.enum(['absent', 'list', 'map', 'alias']), line }),
]);
const markdown = z.strictObject({
  kind: z.literal('markdown'),
  entry: value.optional(),
  draft: value.optional(),
  fields: z.partialRecord(z.enum(['title', 'description', 'subject']), value),
  rendered: z.boolean(),
  content: z.string().optional(),
  problems: z.array(problem),
  linkWarnings: z.array(problem),
  expressionWarnings: z.array(problem).optional(),
  refs: z
    .array(
      z.strictObject({
        tag: z.enum(['a', 'img', 'source', 'video']),
        value: z.string(),
        start: z.number().int().nonnegative(),
        end: z.number().int().nonnegative(),
        line: line.optional(),
      }),
    )
    .optional(),
  sectionProse: z.strictObject({ line, text: z.string().min(1) }).optional(),
});
const staticFile = z.strictObject({
  kind: z.literal('static'),
  values: z.array(z.strictObject({ key: z.string().min(1), value: z.string(), line })),
  problems: z.array(problem),
});
const analysis = z.discriminatedUnion('kind', [markdown, staticFile]);

/** One cache entry: the analysis, bound to the bytes and the options it was made from. */
export const cacheEntrySchema = z.strictObject({
  /** SHA-256 (hex) of the file's bytes */
  bytes: z.string().regex(/^[0-9a-f]{64}$/),
  /** the analysis options, as keyed */
  opts: z.string(),
  analysis,
});
export type CacheEntry = { bytes: string; opts: string; analysis: FileAnalysis };
