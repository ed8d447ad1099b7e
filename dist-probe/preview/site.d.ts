import type { LocalPair } from '../content/types.js';
import { type SiteModel } from './model.js';
import { type RefContext } from './urls.js';
export type WritePage = (rel: string, html: string) => Promise<void>;
export interface SiteOptions {
    ctx: RefContext;
    serve: boolean;
    write: WritePage;
    /** called once a language's pages are written */
    afterLanguage?: () => Promise<void>;
}
/** Where the tree comes from, said where it is shown. */
export declare function treeNote(m: SiteModel): string;
/** The article's body as readers see it (inert), and the exact HTML that would be pushed, escaped. */
export declare function articleBody(o: Pick<SiteOptions, 'ctx'>, page: string, pair: LocalPair): {
    rendered: string;
    source: string;
};
/** Every page of the help center, one language after the other. */
export declare function writeSite(o: SiteOptions): Promise<number>;
