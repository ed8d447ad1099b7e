import type { Readable } from 'node:stream';
export interface PromptStreams {
    input: Readable | NodeJS.ReadableStream;
    /** where the question goes (readline itself writes nothing: terminal is off) */
    output: {
        write(text: string): unknown;
    };
    signal?: AbortSignal;
}
export declare function isYes(answer: string): boolean;
export declare function confirm(question: string, streams: PromptStreams): Promise<boolean>;
