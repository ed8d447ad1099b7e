import type { Problem } from './model.js';
export declare const ExitCode: {
    readonly ok: 0;
    readonly error: 1;
    /** with --detailed-exitcode on plan-only commands: changes are pending */
    readonly changes: 2;
    /** the run did everything else, and held fields edited on the platform */
    readonly held: 3;
    readonly sigint: 130;
    readonly sigterm: 143;
};
/** Bad local input (config, content, layout, token, flags): reported together, nothing was sent. */
export declare class InputError extends Error {
    readonly problems: Problem[];
    constructor(problems: Problem[] | string);
}
/** A run that must stop with a message and an exit code (e.g. a refused plan, a user abort). */
export declare class ExitError extends Error {
    readonly exitCode: number;
    constructor(message: string, exitCode?: number);
}
/** `file:line:column: message` — the form editors and CI logs make clickable. */
export declare function formatProblem(p: Problem): string;
