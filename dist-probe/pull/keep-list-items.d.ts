import type { Tokens } from 'marked';
/** A block compared as what it says: canonical HTML with links and images as what they name. */
export type CompareForm = (markdown: string) => string;
/** The pulled list with the file's unchanged items kept; undefined when no item is kept. */
export declare function mergeListItems(ours: Tokens.List, theirs: Tokens.List, form: CompareForm, defs: string): string | undefined;
