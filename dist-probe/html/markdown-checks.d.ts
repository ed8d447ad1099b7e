import type { Token } from 'marked';
export interface MarkdownDiagnostic {
    /** 1-based, in the Markdown given (the caller adds the body's offset in its file) */
    line?: number;
    message: string;
    /**
     * 'template-expression': a plain `{{ … }}`, which is also the merge-field syntax of email
     * templates (`{{contact.firstName}}`): the caller drops it where that is what it means.
     */
    rule?: 'template-expression';
}
export declare function checkMarkdown(markdown: string, tokens: readonly Token[], html: string): MarkdownDiagnostic[];
