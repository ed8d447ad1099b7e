/**
 * The canonical form of `html`, one line per block: a line starts at every opening block tag and
 * ends after every closing one, so a paragraph or a list item is one line and the list's own tags
 * are lines of their own. Whitespace between blocks is not content (rule 1) and is dropped.
 */
export declare function blockLines(html: string): string[];
/** `- ` removed and `+ ` added lines between the two renderings; [] when readers see no difference. */
export declare function htmlDiffLines(before: string | null, after: string): string[];
