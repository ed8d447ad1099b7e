import type { LinksConfig } from '../config/links.js';
/** A percent-encoded path decoded; as written when it is not valid percent-encoding. */
export declare function decodePath(p: string): string;
/** The URL path a static-site generator gives a page: `a/b.md` → /a/b/, `a/_index.md` → /a/. */
export declare function pageUrl(rel: string): string;
export interface UrlMatch {
    type: 'article' | 'collection';
    language: string;
    /** record id, when the template has {id} */
    id?: string;
    /** the platform's docId, when the template has {docId} */
    docId?: number;
    /** `?query#fragment` after the matched part */
    suffix: string;
}
/** Which entry a URL on the platform names, when it matches one of the configured templates. */
export declare function matchEntryUrl(url: string, cfg: Pick<LinksConfig, 'articleUrl' | 'collectionUrl'>): UrlMatch | undefined;
/** The relative link from one content file to another (both relative to the content folder, POSIX). */
export declare function relativeLink(fromFile: string, toFile: string): string;
