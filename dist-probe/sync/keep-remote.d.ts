import { type RemoteEntry } from '../model.js';
import type { LocalPair } from '../content/types.js';
/**
 * What a released unchanged pair holds in place of each field's text, on both sides: equal to
 * itself for the planner, not blank, and no text a writer types (it starts with a NUL), so a
 * value mistaken for content is seen at once.
 */
export declare const RELEASED = "\0unchanged";
export interface KeepOptions {
    /** replace an unchanged pair's local fields (and the kept remote values) with RELEASED */
    release?: boolean;
}
/**
 * A `keep` for client.listEntries: each entry reduced to what planSync reads. `pairs` are the
 * local pairs the plan is made from; a key given by more than one file is kept whole (the plan
 * refuses it anyway).
 */
export declare function remoteKeeper(pairs: readonly LocalPair[], richHashOf?: (html: string) => string, opts?: KeepOptions): (entry: RemoteEntry) => RemoteEntry;
