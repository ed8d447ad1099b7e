export interface Prompter {
    /**
     * Asks until a non-empty answer (or `fallback` for an empty one); fails after three empty answers.
     * `why`: said after an empty answer to a question that needs one.
     */
    ask(question: string, fallback?: string, why?: string): Promise<string>;
    close(): void;
}
export declare function createPrompter(input?: NodeJS.ReadableStream & {
    isTTY?: boolean;
}, output?: {
    write(text: string): unknown;
}): Prompter;
