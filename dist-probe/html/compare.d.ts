/** A normal form: two HTML strings are semantically equal exactly when their canonical forms are. */
export declare function canonicalHtml(html: string): string;
export declare function htmlEqual(a: string, b: string): boolean;
/** A short, stable hash of the canonical form (for caches and plan fingerprints). */
export declare function htmlFingerprint(html: string): string;
/**
 * A cheap hint computed once per local document (in the loader's workers, then cached): a hash of
 * the form the platform serves it in (toRichTextHtml). A remote value whose hash matches is the
 * platform's re-serialisation of this very document, hence semantically equal, without parsing
 * the remote HTML at all. A miss proves nothing: the caller falls back to htmlEqual.
 */
export declare function richTextHash(html: string): string;
export declare function hashText(text: string): string;
/**
 * htmlEqual with the local document's richTextHash as a shortcut: `richHashOf` (richTextHash or a
 * memo of it) is called only when the two are not byte-identical, the common case of a platform
 * that serves the HTML as sent costing no hash at all. A hash already computed may be given instead.
 */
export declare function htmlEqualWithHint(local: string, remote: string, richHashOf?: string | ((html: string) => string)): boolean;
/**
 * Blank as a body: nothing but whitespace and comments (`<?...>` included, which HTML
 * reads as a comment). A comment never renders, so a body of comments is no content to push.
 */
export declare function isBlankHtml(html: string): boolean;
