import { type DirtyFile, type History, type Repo } from '../history/index.js';
import type { TranslationFact } from './plan.js';
import type { BaseKeyValue } from './files.js';
export interface TranslationPair {
    /** content-relative paths */
    file: string;
    source: string;
}
export interface StatusHistoryInput {
    repo: Repo;
    /** content-relative folders the history read covers (the source folder and the reported languages) */
    folders: readonly string[];
    pairs: readonly TranslationPair[];
    /** content-relative source paths of orphaned translations, to follow through renames */
    orphanSources: readonly string[];
    /**
     * with sourceCommitKey: each pair's key as written (absent: the translation's last commit is its
     * base). A function is called once the history read has started, so the file reads overlap git's work.
     */
    baseKeys?: ReadonlyMap<string, BaseKeyValue> | (() => ReadonlyMap<string, BaseKeyValue>);
    keyName?: string;
    /** what is being done now, for a progress line (a phrase; called often while git streams) */
    onProgress?: (doing: string) => void;
}
export interface PairHistory {
    fact: TranslationFact;
    /** merge-base(base, HEAD), and the source's name there when it was renamed since */
    mergeBase?: string;
    basePath?: string;
}
export interface StatusHistory {
    pairs: Map<string, PairHistory>;
    /** orphan source → the source's path now */
    renames: Map<string, string>;
    history: History;
    dirty: Map<string, DirtyFile>;
}
export declare function readStatusHistory(input: StatusHistoryInput): Promise<StatusHistory>;
