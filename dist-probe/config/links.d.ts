import { z } from 'zod';
export interface LinksConfig {
    /** e.g. https://help.example.com/{language}/articles/{docId}; placeholders {language}, {id}, {docId} */
    articleUrl?: string;
    /** e.g. https://help.example.com/{language}/collections/{id}; placeholders {language}, {id} */
    collectionUrl?: string;
    /** also resolve site-absolute paths (/docs/x/, /ja/docs/x/) */
    sitePaths: boolean;
    /** folder name → URL language prefix, where they differ (pt-br → pt) */
    sitePrefixes: Readonly<Record<string, string>>;
}
export interface ImagesConfig {
    /** where the team hosts the files; each image becomes baseUrl + its path (segments URL-encoded) + ?v=hash */
    baseUrl: string;
    /** the folder site-absolute image paths (/images/x.png) resolve under, as written in the config (relative to its folder) */
    root?: string;
}
export declare const linksSchema: z.ZodObject<{
    articleUrl: z.ZodOptional<z.ZodString>;
    collectionUrl: z.ZodOptional<z.ZodString>;
    sitePaths: z.ZodDefault<z.ZodBoolean>;
    sitePrefixes: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodString>>;
}, z.core.$strict>;
export declare const imagesSchema: z.ZodObject<{
    baseUrl: z.ZodString;
    root: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
