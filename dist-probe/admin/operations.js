// Which engagement kind has which operation: exactly the method/path pairs of docs/platform-api.md
// (ENGAGEMENT_OPERATIONS). Anything else is refused here, before any request, with a message that
// says what the kind does have.
import { InputError } from '../errors.js';
import { ENGAGEMENT_OPERATIONS } from '../contract/engagement.js';
export const ENGAGEMENT_KINDS = Object.keys(ENGAGEMENT_OPERATIONS);
export function isEngagementKind(value) {
    return Object.prototype.hasOwnProperty.call(ENGAGEMENT_OPERATIONS, value);
}
/** The operations a kind has, as `get (GET /engagement/surveys/{id})`. */
export function operationsOf(kind) {
    const op = ENGAGEMENT_OPERATIONS[kind];
    const out = [];
    if (op.get)
        out.push(`get (GET /engagement/${op.path}/{id})`);
    if (op.delete)
        out.push(`delete (DELETE /engagement/${op.path}/{id})`);
    return out;
}
export function kindsWith(operation) {
    return ENGAGEMENT_KINDS.filter((k) => ENGAGEMENT_OPERATIONS[k][operation]);
}
/** The path the client will call, for messages: `/engagement/surveys/{id}`. */
export function engagementPath(kind, id) {
    return `/engagement/${ENGAGEMENT_OPERATIONS[kind].path}/${encodeURIComponent(id)}`;
}
/** Checks a kind and an operation; throws an InputError naming what exists instead. */
export function checkEngagementOperation(kind, operation) {
    if (!isEngagementKind(kind)) {
        const list = ENGAGEMENT_KINDS.map((k) => `  ${k}: ${ENGAGEMENT_OPERATIONS[k].get && ENGAGEMENT_OPERATIONS[k].delete ? 'get, delete' : ENGAGEMENT_OPERATIONS[k].get ? 'get' : 'delete'}`);
        throw new InputError(`unknown engagement kind "${kind}"; the kinds and their operations are:\n${list.join('\n')}`);
    }
    if (!ENGAGEMENT_OPERATIONS[kind][operation]) {
        throw new InputError(`the platform has no ${operation} operation for ${kind}; ${kind} has only: ${operationsOf(kind).join(', ')}. ` +
            `Kinds with ${operation}: ${kindsWith(operation).join(', ')}`);
    }
    return kind;
}
//# sourceMappingURL=operations.js.map