import type { LinksConfig } from '../config/links.js';
import type { ContentFiles, FileResult, SourceIndex } from './assemble.js';
import { type SiteIndex } from './links.js';
export interface RefsConfig {
    links?: LinksConfig;
    images?: {
        baseUrl: string;
    };
    /** article record id → docId (docs/platform-api.md), when links.articleUrl uses {docId} */
    docIds?: ReadonlyMap<string, number>;
}
/** An image file the page needs: under the content folder, or under images.root (site-absolute paths). */
export interface ImageFile {
    folder: 'content' | 'root';
    /** POSIX, relative to that folder */
    rel: string;
}
/** What reading an image gave: its SHA-256 (hex), or why it cannot be used (an error of each page that shows it). */
export type ImageRead = {
    sha256: string;
} | {
    problem: string;
};
export declare const imageKey: (f: ImageFile) => string;
/** The site as the resolver sees it: per language, every Markdown file and the entry it belongs to. */
export declare function siteIndex(c: ContentFiles, sources: SourceIndex, docIds?: ReadonlyMap<string, number>): SiteIndex;
/** Every image file the rendered bodies name (only when `images` is configured). */
export declare function imagesNeeded(analyses: ReadonlyMap<string, FileResult>, cfg: RefsConfig): ImageFile[];
/**
 * The content-relative paths every link to a page that does not exist looked for: what the content
 * repo's history may explain (a rename, a deletion). Empty when every link names a page.
 */
export declare function missingTargets(analyses: ReadonlyMap<string, FileResult>, site: SiteIndex, links: LinksConfig): string[];
/** The analyses with every reference resolved; analyses without references are the same objects. */
export declare function resolveRefs(analyses: ReadonlyMap<string, FileResult>, site: SiteIndex, cfg: RefsConfig, images: ReadonlyMap<string, ImageRead>): Map<string, FileResult>;
