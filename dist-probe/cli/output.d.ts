export declare const JSON_DOC_VERSION = 1;
export declare function print(text: string): void;
/** One JSON document on stdout (for --json). */
export declare function printJson(doc: unknown): void;
/** Human messages that are not results (prompts, notices): stderr. */
export declare function printErr(text: string): void;
/**
 * One GitHub workflow command (`::error file=…::message`, built with the toolkit's escapes), on
 * stdout or (when --json holds stdout) stderr: the only output allowed to act as a command. Its data
 * is one line (the toolkit escapes CR and LF), and the runner takes the line as this command before
 * it looks for any `##[` in it, so only terminal controls are escaped there.
 */
export declare function printWorkflowCommand(line: string, toStderr: boolean): void;
/**
 * Tests: everything printed goes to `write` (with its descriptor) instead of stdout/stderr until the
 * returned function is called. The guard decides as for a pipe (the runner's log) unless `isFile`.
 */
export declare function captureOutput(write: (fd: number, text: string) => void, isFile?: boolean): () => void;
export declare const isStdoutTTY: () => boolean;
export declare const isStdinTTY: () => boolean;
