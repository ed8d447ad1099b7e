import { z } from 'zod';
/** One item of `collections:`: exactly one of `id` or `path` (present as a key, whatever its value), and its articles. */
export declare const collectionSchema: z.ZodObject<{
    id: z.ZodOptional<z.ZodString>;
    path: z.ZodOptional<z.ZodString>;
    articles: z.ZodPipe<z.ZodNullable<z.ZodArray<z.ZodString>>, z.ZodTransform<string[], string[] | null>>;
}, z.core.$strict>;
/** The whole file: a map with one key, `collections`. */
export declare const layoutSchema: z.ZodObject<{
    collections: z.ZodArray<z.ZodObject<{
        id: z.ZodOptional<z.ZodString>;
        path: z.ZodOptional<z.ZodString>;
        articles: z.ZodPipe<z.ZodNullable<z.ZodArray<z.ZodString>>, z.ZodTransform<string[], string[] | null>>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export type LayoutCollectionInput = z.infer<typeof collectionSchema>;
/** The keys a map in the layout file allows (for "unknown key" problems), by its key path. */
export declare function allowedLayoutKeys(mapPath: readonly (string | number)[]): readonly string[] | undefined;
