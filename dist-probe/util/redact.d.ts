import type { Problem } from '../model.js';
export declare const REDACTED = "[REDACTED]";
/** The only secret helpsync holds comes from this variable (docs/platform-api.md). */
export declare const SECRET_NAME = "HELPSYNC_TOKEN";
/** Register a secret (the token) so scrub() removes it from any string. */
export declare function registerSecret(value: string | undefined): void;
/** The secrets registered now (to restore them after a command run inside another program). */
export declare function registeredSecrets(): string[];
/** Forget every registered secret (tests and long-lived library hosts switching tokens). */
export declare function clearSecrets(): void;
export declare function scrub(text: string): string;
/** Deep-scrub a JSON-able value (for documents written to stdout or disk). */
export declare function scrubDeep<T>(value: T): T;
/** Does this text hold a registered secret (in any scrubbed form)? */
export declare function containsSecret(text: string): boolean;
export interface OutgoingValues {
    /** where the values come from, as shown to the user (content file, or plan file) */
    file: string;
    line?: number;
    /** what the request would carry: field → value */
    fields: Record<string, string>;
    /** shown after the field name (e.g. "in de of article:…") */
    what?: string;
}
/**
 * One error per field that would publish the token: sending it is refused before any request
 *. The message names the variable and the field, never the value.
 */
export declare function secretProblems(items: Iterable<OutgoingValues>): Problem[];
