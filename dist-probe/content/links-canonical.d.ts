import type { ImagesConfig, LinksConfig } from '../config/links.js';
import { type LinkSource, type SiteIndex } from './links.js';
export interface CanonicalContext {
    links?: LinksConfig;
    images?: Pick<ImagesConfig, 'baseUrl'>;
    /** docId → article record id, when links.articleUrl uses {docId} (else the key names the docId) */
    articleByDocId?: ReadonlyMap<number, string>;
    /** with `from`: local paths are resolved as the loader resolves them */
    site?: SiteIndex;
    from?: LinkSource;
    /** the repo's entries and languages, to read URLs of other templates (knownEntries) */
    known?: KnownEntries;
    /**
     * Keys already worked out, for a caller that canonicalises many values against one site (drift
     * protection: the same links recur in every version of a page). Only valid for one context.
     */
    memo?: Map<string, string | null>;
}
/** The HTML with every link to an entry and every image under images.baseUrl in canonical form. */
export declare function canonicalizeRefs(html: string, ctx: CanonicalContext): string;
/** What the repo names: article and collection record ids, and the language URL segments. */
export interface KnownEntries {
    /** record id → `article` / `collection`, or null when both types use it (never guessed) */
    ids: ReadonlyMap<string, 'article' | 'collection' | null>;
    /** the language folders: a template's {language} is the folder name (site prefixes are for site paths) */
    languages: ReadonlySet<string>;
    /** the host of links.articleUrl: a bare number names a docId only on that host */
    articleHost?: string;
}
export declare function knownEntries(site: SiteIndex, links: LinksConfig | undefined): KnownEntries;
/** What entryFromSegments reads (pull links such a URL back to the entry's file): the entry, its language, `?query#fragment`. */
export declare function entryOfOtherTemplate(href: string, known: KnownEntries, articleByDocId?: ReadonlyMap<number, string>): {
    entryId: string;
    language: string;
    suffix: string;
} | undefined;
/**
 * The site as the loader resolved links against, from the loaded content's filesByEntry (every
 * file of every language that is an entry, or a translation of one): pure data, no new read.
 * Static translations have no page and are left out.
 */
export declare function siteFromEntries(filesByEntry: Readonly<Record<string, readonly string[]>>, sourceLanguage: string): SiteIndex;
export interface RefsFormOptions {
    links?: LinksConfig;
    images?: Pick<ImagesConfig, 'baseUrl'>;
    site: SiteIndex;
    /** article record id → docId (as the loader had them), when links.articleUrl uses {docId} */
    docIds?: ReadonlyMap<string, number>;
}
/**
 * One function for both sides of a drift comparison: the HTML of a value (the platform's, or a
 * rendering of any version of the file) with its links and images canonical, local paths read from
 * `file` (content-relative: `ja/guide/a.md`, the path the version had). Undefined when neither
 * links nor images are configured (values then compare as they are).
 */
export declare function refsForm(opts: RefsFormOptions): ((html: string, file: string) => string) | undefined;
