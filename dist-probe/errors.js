import { escapeWorkflowCommand } from './util/escape.js';
export const ExitCode = {
    ok: 0,
    error: 1,
    /** with --detailed-exitcode on plan-only commands: changes are pending */
    changes: 2,
    /** the run did everything else, and held fields edited on the platform */
    held: 3,
    sigint: 130,
    sigterm: 143,
};
/** Bad local input (config, content, layout, token, flags): reported together, nothing was sent. */
export class InputError extends Error {
    problems;
    constructor(problems) {
        const list = typeof problems === 'string' ? [{ severity: 'error', message: problems }] : problems;
        super(list.map(formatProblem).join('\n'));
        this.name = 'InputError';
        this.problems = list;
    }
}
/** A run that must stop with a message and an exit code (e.g. a refused plan, a user abort). */
export class ExitError extends Error {
    exitCode;
    constructor(message, exitCode = ExitCode.error) {
        super(message);
        this.name = 'ExitError';
        this.exitCode = exitCode;
    }
}
/** `file:line:column: message` — the form editors and CI logs make clickable. */
export function formatProblem(p) {
    let where = escapeWorkflowCommand(p.file ?? '');
    if (where && p.line !== undefined)
        where += `:${p.line}`;
    if (where && p.line !== undefined && p.column !== undefined)
        where += `:${p.column}`;
    const prefix = p.severity === 'warning' ? 'warning: ' : 'error: ';
    return where ? `${where}: ${prefix}${p.message}` : `${prefix}${p.message}`;
}
//# sourceMappingURL=errors.js.map