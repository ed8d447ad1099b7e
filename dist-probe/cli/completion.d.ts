export declare const SHELLS: readonly ["bash", "zsh", "fish"];
export type Shell = (typeof SHELLS)[number];
/** yargs' default completions (commands and options), handed to a custom completion function. */
export type CompletionFilter = (onCompleted: (err: Error | null, completions: string[] | undefined) => void) => void;
/** The chart types the platform's documentation names (others can be typed). */
export declare const CHART_TYPES: string[];
/** The shell from $SHELL (bash when it names none of the three). */
export declare function shellOf(env: NodeJS.ProcessEnv): Shell;
export declare function completionScript(shell: Shell): string;
/**
 * Values for the word being completed (the last of `line`: the command line up to the cursor), or
 * undefined when yargs' own completions (commands, options) apply.
 */
export declare function valueCompletions(line: string[], cwd: string): string[] | undefined;
