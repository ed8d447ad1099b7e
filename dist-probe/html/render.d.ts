import type { AlertLabels } from './alerts.js';
import { type MarkdownDiagnostic } from './markdown-checks.js';
export type { MarkdownDiagnostic } from './markdown-checks.js';
export interface RenderOptions {
    /**
     * helpsync's Markdown extensions (GitHub alerts, `{#id}` heading ids); default true. `false` is
     * plain GFM exactly as helpsync rendered before (what earlier versions pushed).
     */
    extensions?: boolean;
    /** the language's alert labels (config `alertLabels.<language>`), over the English defaults */
    alertLabels?: AlertLabels;
}
export declare function renderMarkdown(markdown: string, opts?: RenderOptions): string;
export interface MarkdownAnalysisResult {
    html: string;
    /** warnings about the body (template syntax, duplicate ids, dangling #fragments), lines 1-based in `markdown` */
    diagnostics: MarkdownDiagnostic[];
}
/** renderMarkdown plus the checks of, on one lexing of the body. */
export declare function renderMarkdownChecked(markdown: string, opts?: RenderOptions): MarkdownAnalysisResult;
