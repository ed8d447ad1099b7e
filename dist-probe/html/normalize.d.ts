export { BLOCK_TAGS, VOID_TAGS } from './tags.js';
export type NormalizeMode = 'raw' | 'canonical';
/**
 * Private-use stand-ins for whitespace in text (to-markdown.ts): turndown collapses ASCII whitespace,
 * but every space and newline of inline text is content under the contract's comparison.
 */
export declare const WS_PLACEHOLDERS: Readonly<Record<string, string>>;
/** Marks the start of each text node inside <a> (to-markdown.ts: no autolink escaping there). */
export declare const IN_LINK_MARK = "\uE004";
export interface NormalizeOptions {
    /** canonical mode only: whitespace in text outside pre/code becomes WS_PLACEHOLDERS, link text gets IN_LINK_MARK */
    placeholders?: boolean;
}
export declare function isHtmlWhitespace(s: string): boolean;
/** Applies the six rules to `html`. See the module comment for the two modes. */
export declare function normalizeHtml(html: string, mode: NormalizeMode, options?: NormalizeOptions): string;
