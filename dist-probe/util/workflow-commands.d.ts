/** Whether any line of `text` could be a workflow command (either form). */
export declare function hasWorkflowCommand(text: string): boolean;
/** Plain text: both forms broken with an escape the reader sees (`:\x3a`, `#\x23[`). */
export declare function breakCommandsVisible(text: string): string;
/**
 * JSON text (JSON.stringify's output): every `::` and `##[` written with a `\u` escape. Both occur
 * only inside strings (JSON's own syntax never writes them), where the escape decodes to the same text.
 */
export declare function breakCommandsJson(json: string): string;
/** The runner's pause: nothing between the two lines is acted on; the token is this process's own. */
export declare function wrapStopCommands(text: string, token: string): string;
/** A token no content can guess (it must not be a command name: letters, digits and `-` only). */
export declare function stopToken(): string;
export declare function inGitHubActions(env?: NodeJS.ProcessEnv): boolean;
/** How text for file descriptor `fd` is made inert: the stop wrap where the runner reads it, else visible. */
export type CommandGuard = {
    kind: 'visible';
} | {
    kind: 'stop';
    token: string;
};
export declare function commandGuardFor(fd: number, env?: NodeJS.ProcessEnv, isFile?: (fd: number) => boolean): CommandGuard;
/** Text made inert by `guard`: unchanged when no line could be a command. */
export declare function guardCommands(text: string, guard: CommandGuard): string;
