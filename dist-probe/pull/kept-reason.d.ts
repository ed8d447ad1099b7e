import type { LinksConfig } from '../config/links.js';
import { type RenderOptions } from '../html/render.js';
import { type SiteIndex } from '../content/links.js';
import type { LinkTargetFates } from '../content/links-missing.js';
import type { PullFile } from './plan.js';
export interface KeptReason {
    /** what differs from the platform: front-matter fields, `body`, static keys; `front matter` when it cannot be read */
    fields: string[];
    /** the loader's hints for links of the repo's body to pages that do not exist, with the line of each */
    missingLinks?: MissingLinkHint[];
}
export interface MissingLinkHint {
    /** the line in the file, when the link could be located */
    line?: number;
    message: string;
}
/**
 * What differs between the repo's text and what pull would write; empty when they say the same
 * (reformatted front matter, Markdown that renders to semantically equal HTML, links and images
 * compared as what they name: sync would find nothing to push).
 */
export declare function differingFields(f: PullFile, current: string, render: RenderOptions, canonical: (html: string, file: string) => string): string[];
/** A kept file's repo text, for the link check. */
export interface KeptText {
    /** relative to the content folder, POSIX */
    path: string;
    text: string;
    render: RenderOptions;
}
export interface MissingLinks {
    /** file → the hint for each of its links to a missing page, in body order */
    byFile: Map<string, MissingLinkHint[]>;
    /** every content-relative path history could explain (what the loader's lookup gets) */
    candidates: string[];
}
/** The links of each kept body to pages that do not exist in `site`, as the loader words them (with `fates` when read). */
export declare function missingLinks(kept: readonly KeptText[], site: SiteIndex, links: LinksConfig, fates?: LinkTargetFates): MissingLinks;
/**
 * The site the repo will be after the pull, for the link check: every Markdown file in a language
 * folder (the repo's and the pulled ones), each with its entry when known (a translation: its
 * source file's).
 */
export declare function siteAfterPull(paths: Iterable<string>, filesByEntry: Readonly<Record<string, readonly string[]>>, sourceLanguage: string): SiteIndex;
