import { type ReadResult } from '../util/safe-path.js';
import { type ImageFile, type ImageRead } from '../content/resolve-refs.js';
export interface ImageFolders {
    contentDir: string;
    /** images.root (absolute); default the content folder */
    root: string;
}
/** Reads a file that resolveInside accepted (tests inject one that counts). */
export type ImageReader = (real: string, maxBytes: number) => ReadResult;
/** The hash (or the problem) of each image file read in this run, by real path: each file is read once. */
export declare class ImageHashes {
    private readonly read;
    private readonly byReal;
    constructor(read?: ImageReader);
    /** `shown` names the file in a problem; the problem text is per spelling, the read is not. */
    of(real: string, shown: string): ImageRead;
    private hash;
}
/** Reads and hashes every image named (each file once); keyed by imageKey. */
export declare function readImages(files: readonly ImageFile[], folders: ImageFolders, hashes?: ImageHashes): Promise<Map<string, ImageRead>>;
