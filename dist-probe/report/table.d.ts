export type Scalar = string | number | boolean | null;
export declare function isPlainObject(value: unknown): value is Record<string, unknown>;
/** An array of objects whose values are all scalars (a missing key is fine: an empty cell). */
export declare function isFlatRowArray(value: unknown): value is Record<string, Scalar>[];
/** Column names: every key of every row, in the order first seen. */
export declare function columnsOf(rows: readonly Record<string, unknown>[]): string[];
/**
 * A text table: header, a rule, one line per row. Numeric columns are right-aligned. Line breaks
 * and tabs inside a cell are shown as spaces, so one row stays one line.
 */
export declare function formatTable(rows: readonly Record<string, unknown>[], columns?: string[]): string;
/**
 * Flattens nested objects into dotted keys: `{ a: { b: 1 } }` → `{ "a.b": 1 }`. Arrays are kept
 * whole (one cell holding their JSON): their length varies from row to row, and a column per index
 * would make the columns depend on the data. An empty nested object is kept as `{}`, so that a key
 * never disappears.
 */
export declare function flattenObject(value: Record<string, unknown>, prefix?: string, out?: Record<string, unknown>): Record<string, unknown>;
/**
 * RFC 4180 field: quoted when it holds a comma, a quote, a line break, or leading/trailing space. A
 * string starting like a formula gets csvCell's `'` first (visitors' search terms reach this file).
 */
export declare function csvField(value: unknown): string;
/**
 * CSV (RFC 4180, CRLF line ends) for any JSON value:
 * - an array of objects: one row each, nested objects flattened to dotted columns;
 * - an array of scalars or arrays: one column `value`;
 * - an object: one row, flattened;
 * - a scalar: one column `value`, one row.
 */
export declare function toCsv(data: unknown): string;
/** "3725" seconds → "1:02:05"; anything that is not a finite number is shown as given. */
export declare function formatDuration(value: unknown): string;
