import { type CleanHooks } from './allowlist.js';
/** The visibility pass: the allowlist applied with a placeholder for each removal, URLs rewritten. */
export declare function visibilityPass(html: string, hooks?: CleanHooks): string;
