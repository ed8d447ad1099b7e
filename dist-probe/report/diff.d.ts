export interface DiffOp {
    op: ' ' | '-' | '+';
    text: string;
}
/** HTML → readable text lines (block elements become line breaks, tags dropped), for diffs only. */
export declare function htmlToLines(html: string): string[];
/** Line diff (jsdiff, Myers); beyond the edit bound, a plain before/after listing. */
export declare function diffLines(a: string[], b: string[]): DiffOp[];
