import { z } from 'zod';
import type { FileAnalysis } from '../content/analyze.js';
/** One cache entry: the analysis, bound to the bytes and the options it was made from. */
export declare const cacheEntrySchema: z.ZodObject<{
    bytes: z.ZodString;
    opts: z.ZodString;
    analysis: z.ZodDiscriminatedUnion<[z.ZodObject<{
        kind: z.ZodLiteral<"markdown">;
        entry: z.ZodOptional<z.ZodUnion<readonly [z.ZodObject<{
            kind: z.ZodLiteral<"text">;
            value: z.ZodString;
            line: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodEnum<{
                map: "map";
                alias: "alias";
                list: "list";
                absent: "absent";
            }>;
            line: z.ZodNumber;
        }, z.core.$strict>]>>;
        draft: z.ZodOptional<z.ZodUnion<readonly [z.ZodObject<{
            kind: z.ZodLiteral<"text">;
            value: z.ZodString;
            line: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodEnum<{
                map: "map";
                alias: "alias";
                list: "list";
                absent: "absent";
            }>;
            line: z.ZodNumber;
        }, z.core.$strict>]>>;
        fields: z.ZodRecord<z.ZodEnum<{
            title: "title";
            description: "description";
            subject: "subject";
        }> & z.core.$partial, z.ZodUnion<readonly [z.ZodObject<{
            kind: z.ZodLiteral<"text">;
            value: z.ZodString;
            line: z.ZodNumber;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodEnum<{
                map: "map";
                alias: "alias";
                list: "list";
                absent: "absent";
            }>;
            line: z.ZodNumber;
        }, z.core.$strict>]>>;
        rendered: z.ZodBoolean;
        content: z.ZodOptional<z.ZodString>;
        problems: z.ZodArray<z.ZodObject<{
            severity: z.ZodEnum<{
                error: "error";
                warning: "warning";
            }>;
            line: z.ZodOptional<z.ZodNumber>;
            message: z.ZodString;
        }, z.core.$strict>>;
        linkWarnings: z.ZodArray<z.ZodObject<{
            severity: z.ZodEnum<{
                error: "error";
                warning: "warning";
            }>;
            line: z.ZodOptional<z.ZodNumber>;
            message: z.ZodString;
        }, z.core.$strict>>;
        expressionWarnings: z.ZodOptional<z.ZodArray<z.ZodObject<{
            severity: z.ZodEnum<{
                error: "error";
                warning: "warning";
            }>;
            line: z.ZodOptional<z.ZodNumber>;
            message: z.ZodString;
        }, z.core.$strict>>>;
        refs: z.ZodOptional<z.ZodArray<z.ZodObject<{
            tag: z.ZodEnum<{
                a: "a";
                img: "img";
                source: "source";
                video: "video";
            }>;
            value: z.ZodString;
            start: z.ZodNumber;
            end: z.ZodNumber;
            line: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strict>>>;
    }, z.core.$strict>, z.ZodObject<{
        kind: z.ZodLiteral<"static">;
        values: z.ZodArray<z.ZodObject<{
            key: z.ZodString;
            value: z.ZodString;
            line: z.ZodNumber;
        }, z.core.$strict>>;
        problems: z.ZodArray<z.ZodObject<{
            severity: z.ZodEnum<{
                error: "error";
                warning: "warning";
            }>;
            line: z.ZodOptional<z.ZodNumber>;
            message: z.ZodString;
        }, z.core.$strict>>;
    }, z.core.$strict>], "kind">;
}, z.core.$strict>;
export type CacheEntry = {
    bytes: string;
    opts: string;
    analysis: FileAnalysis;
};
