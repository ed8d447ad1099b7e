import type { AlertLabels } from './alerts.js';
export interface MarkdownConversion {
    markdown: string;
    /** renderMarkdown(markdown, options) is semantically equal to the input (compare.ts) */
    exact: boolean;
}
export interface ConvertOptions {
    /** the language's alert labels (config `alertLabels`): labelled quotes become alerts again */
    alertLabels?: AlertLabels;
}
/** HTML → Markdown (GFM); fragments with no faithful Markdown form stay raw HTML. */
export declare function htmlToMarkdown(html: string, opts?: ConvertOptions): string;
/** As htmlToMarkdown, also saying whether the round trip is exact (pull reports when it is not). */
export declare function convertHtmlToMarkdown(html: string, opts?: ConvertOptions): MarkdownConversion;
