import { type CleanHooks } from './allowlist.js';
export { escapeAttr, escapeText, placeholder, type CleanHooks, type Rewrite } from './allowlist.js';
export { visibilityPass } from './visibility.js';
/** The library's allowlist alone (what the visibility pass's output goes through). */
export declare function boundary(html: string): string;
/** Untrusted HTML → inert HTML: allowlisted elements and attributes only, a placeholder for the rest. */
export declare function cleanHtml(html: string, hooks?: CleanHooks): string;
/** The two passes: the visibility pass (placeholders, rewritten URLs), then the library's. */
export declare function cleanHtmlWithNotes(html: string, hooks?: CleanHooks): string;
