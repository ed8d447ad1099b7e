import type { History } from './log.js';
/** One thing that happened to a path, oldest first: renamed (git saw a rename), or deleted. */
export type PathEvent = {
    kind: 'renamed';
    to: string;
    commit: string;
} | {
    kind: 'deleted';
    commit: string;
};
/**
 * For each path, what happened to it, oldest first, following renames forward (a→b→c names b, then
 * c). Paths history says nothing about are absent. A path deleted and later added again has no
 * deletion left (it came back); a rename seen twice (on a side branch, then in the merge against its
 * first parent) counts once, because after the first the file has its new name.
 */
export declare function pathFates(history: History, paths: readonly string[]): Map<string, PathEvent[]>;
