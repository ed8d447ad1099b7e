export interface BumpEdit {
    /** the new file text (same BOM and line endings as the old one) */
    text: string;
    /** 1-based line of the key in the new text */
    line: number;
    /** the token the key held before, when it had one */
    previous?: string;
    /** how: the value's first token replaced, the key line added to the front matter, or a front matter created */
    how: 'replaced' | 'added' | 'created';
}
/**
 * Sets `key: <commit>` in the front matter of `text`. An existing top-level key keeps everything but
 * its first token (quotes and a trailing comment or note stay, "text after it ignored");
 * a missing key is added as the front matter's last line; a file without front matter gets one.
 * Every line keeps its own ending; a new line takes the ending of the line before it.
 */
export declare function setBaseKey(text: string, key: string, commit: string): BumpEdit;
