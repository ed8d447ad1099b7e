export declare const TAGS: string[];
export declare const ALLOWED_TAGS: ReadonlySet<string>;
export declare const VOID: ReadonlySet<string>;
/** Elements whose content is not text for readers (code, frames, vector graphics): dropped with them. */
export declare const DROP_CONTENT: ReadonlySet<string>;
export declare const URL_ATTRS: ReadonlySet<string>;
/** tag → the attributes it may keep */
export declare const ALLOWED_ATTRS: ReadonlyMap<string, ReadonlySet<string>>;
/** The classes an element may keep (the rest of its class attribute is dropped). */
export declare const CLASSES: Readonly<Record<string, readonly RegExp[]>>;
/** What a rewriter makes of a URL: a new value, or drop the attribute with a reason shown to readers. */
export type Rewrite = {
    value: string;
} | {
    drop: string;
};
export interface CleanHooks {
    /** `<a href>` (after entity decoding) */
    href?: (href: string) => Rewrite;
    /** `<img src>`: a copied file's relative path, or drop (the placeholder shows the reason) */
    src?: (src: string) => Rewrite;
}
/** A visible, non-interactive note where something was removed (its text says what). */
export declare function placeholder(text: string): string;
export declare function escapeText(s: string): string;
export declare function escapeAttr(s: string): string;
export declare const SAFE_SCHEME: RegExp;
/** A URL as a browser reads it: control characters and whitespace inside the scheme do not hide it. */
export declare function schemeOf(url: string): string | undefined;
export declare function checkUrl(name: string, value: string, hooks: CleanHooks, tag: string): Rewrite;
