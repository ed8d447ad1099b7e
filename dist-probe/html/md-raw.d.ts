import type { DomNode } from './md-dom.js';
/**
 * Keeps an element as HTML. A block-level one is written whole (an HTML block: marked passes it
 * through untouched); an inline one keeps its tags around its converted content, because marked
 * still reads Markdown between inline tags.
 */
export declare function keepRaw(content: string, node: DomNode): string;
/** Does this line start a Markdown HTML block (CommonMark 4.6, kinds 1-7)? */
export declare const startsHtmlBlock: (chunk: string) => boolean;
/**
 * A fragment as a Markdown HTML block, its line breaks kept. A block of kind 6 or 7 ends at a blank
 * line, and marked drops the newlines of that blank line. `blankLines: 'keep'` leaves a blank line
 * where what follows starts an HTML block again (right when that whitespace is no content, between
 * block siblings); `'reference'` (and where the next line would not start an HTML block) writes the
 * blank line's last newline as `&#10;`, the same text once HTML decodes it. The caller checks which
 * one renders back equal.
 */
export declare function rawHtmlBlock(html: string, blankLines?: 'keep' | 'reference'): string;
