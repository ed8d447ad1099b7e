import type { Problem } from '../model.js';
import type { HeldField } from '../apply/types.js';
import { type MergedBody } from './drifted-rewrite.js';
import type { BodyRelinker } from './links.js';
export interface DriftedFile {
    /** relative to the content folder, POSIX */
    file: string;
    /** the fields taken from the platform */
    fields: string[];
    /** for a body: blocks kept byte for byte and blocks converted from the platform's HTML */
    blocks?: {
        kept: number;
        converted: number;
        whole: boolean;
    };
}
export interface DriftedOutcome {
    files: DriftedFile[];
    problems: Problem[];
    dryRun: boolean;
}
/** One file's new text with its held fields taken in; problems when a value has no place to go. */
export declare function rewriteFile(text: string, held: HeldField[], mergeContent?: (body: string, remoteHtml: string) => MergedBody): {
    text: string;
    result: DriftedFile;
    problems: string[];
};
export interface WriteDriftedOptions {
    contentDir: string;
    held: HeldField[];
    /** content-relative paths with uncommitted changes */
    dirty: ReadonlySet<string>;
    dryRun: boolean;
    /** how a content-relative path is shown */
    show: (file: string) => string;
    /**
     * with `links` / `images` configured: a body is merged with the platform's converted as
     * pull writes it (links back to relative paths), so a block the platform did not change keeps the
     * repo's form even where its links are written as site paths
     */
    relink?: BodyRelinker;
    /** config `maxFileSize`: a file over it is refused, not read */
    maxFileSize?: number;
}
export declare function writeDrifted(opts: WriteDriftedOptions): Promise<DriftedOutcome>;
