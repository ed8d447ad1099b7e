import { type Config } from '../config/config.js';
import type { Problem } from '../model.js';
export interface StatusSelection {
    /** --languages: translation languages to report (default: all) */
    languages?: readonly string[];
    /** --only: globs relative to a language folder (as in sync) */
    only?: readonly string[];
}
export interface ContentFiles {
    sourceLanguage: string;
    /** translation languages reported, in order */
    languages: string[];
    sourcePages: string[];
    translations: Map<string, string[]>;
    warnings: Problem[];
}
/**
 * Lists the content folder like the loader does: language folders are the configured languages or,
 * without `languages`, every folder named like a language code. Markdown files only (`_static.yaml`
 * is out of scope for status,); symbolic links are not followed (nothing read may resolve
 * outside the content folder).
 */
export declare function listStatusFiles(config: Config, sel: StatusSelection): Promise<ContentFiles>;
/** A translation's base key as written: the first token, or why there is none. */
export type BaseKeyValue = {
    kind: 'value';
    token: string;
    line: number;
} | {
    kind: 'none';
    reason: string;
    line?: number;
};
/**
 * Reads the base key of each file (content-relative paths). Synchronous reads on purpose: for a
 * thousand small files they take milliseconds, where promise-based readFile (open, fstat, read,
 * close through the thread pool) measured ~0.3 s in the status benchmark; nothing else runs meanwhile.
 */
export declare function readBaseKeys(contentDir: string, files: readonly string[], key: string): Map<string, BaseKeyValue>;
