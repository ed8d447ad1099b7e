import type { LinksConfig } from '../config/links.js';
import { type LinkTargetFates } from './links-missing.js';
export type { ImagesConfig, LinksConfig } from '../config/links.js';
export { matchEntryUrl, pageUrl, relativeLink, type UrlMatch } from './link-urls.js';
export type { LinkHistoryLookup, LinkTargetEvent, LinkTargetFates } from './links-missing.js';
/** What the resolver knows of the content folder: which files exist per language, and their entries. */
export interface SiteIndex {
    sourceLanguage: string;
    /** language folder → (path relative to it, POSIX → entry id of that file, or of its source file) */
    files: ReadonlyMap<string, ReadonlyMap<string, string | undefined>>;
    /** article record id → the platform's docId (docs/platform-api.md), when a template needs it */
    docIds?: ReadonlyMap<string, number>;
    /** what the content repo's history shows of paths that do not exist (renames, deletions), when read */
    fates?: LinkTargetFates;
}
export interface LinkSource {
    language: string;
    /** the linking file, relative to its language folder, POSIX */
    rel: string;
}
export type LinkResolution = {
    kind: 'keep';
} | {
    kind: 'entry';
    url: string;
    entryId: string;
    language: string;
    file: string;
}
/** `missing`: a page that does not exist, as the content-relative paths looked for (history may explain them) */
 | {
    kind: 'problem';
    message: string;
    missing?: string[];
};
/** Is this href one helpsync should try to resolve (a local path), or is it left alone? */
export declare function isInternalHref(href: string, cfg: LinksConfig | undefined): boolean;
export declare function resolveLink(href: string, from: LinkSource, site: SiteIndex, cfg: LinksConfig): LinkResolution;
/** Fill {language}, {id}, {docId}; each value URL-encoded as one path segment. */
export declare function fillTemplate(template: string, values: Record<'language' | 'id' | 'docId', string>): string;
export type ImageResolution = {
    kind: 'keep';
}
/** a local file, `rel` (POSIX) inside `folder`: the content folder, or `images.root` for site-absolute paths */
 | {
    kind: 'file';
    folder: 'content' | 'root';
    rel: string;
} | {
    kind: 'problem';
    message: string;
};
/**
 * Where an image reference points: relative to the page (under the content folder), or
 * site-absolute under `images.root`. Which bytes it has is the caller's business (I/O).
 */
export declare function resolveImage(src: string, from: LinkSource): ImageResolution;
/** baseUrl + path (each segment URL-encoded) + `?v=` (or `&v=`) + the first 8 hex of the SHA-256. */
export declare function imageUrl(baseUrl: string, urlPath: string, sha256hex: string): string;
/** A Git LFS pointer file (checkout without `lfs: true`) is not the image. */
export declare function isLfsPointer(bytes: Uint8Array): boolean;
