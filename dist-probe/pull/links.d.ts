import type { Config } from '../config/config.js';
import type { PullFile } from './plan.js';
import type { CompareForm } from './keep-list-items.js';
export interface PullLinks {
    /** the pulled files with links and images in repo form */
    files: PullFile[];
    /** canonical form of a rendered body of `file` (content-relative), for comparing with the repo */
    canonical: (html: string, file: string) => string;
}
export declare function relinkPulled(config: Config, pulled: readonly PullFile[], filesByEntry: Readonly<Record<string, string[]>>, articleByDocId: ReadonlyMap<number, string>): Promise<PullLinks>;
/** One body at a time, for `pull --drifted`: the platform's HTML as pull would write it. */
export interface BodyRelinker {
    /** the HTML as Markdown, its links and images back in repo form (relative paths, image paths) */
    pulledBody(html: string, file: string): Promise<string>;
    /** how a block of `file` compares: rendered, links and images as what they name */
    form(file: string): CompareForm;
}
/** Undefined without `links` and `images`: there is no form of a link to keep. */
export declare function bodyRelinker(config: Config, filesByEntry: Readonly<Record<string, string[]>>, articleByDocId: ReadonlyMap<number, string>): BodyRelinker | undefined;
