/** Bump when what versionValues returns changes (the renderings cache is keyed by it). */
export declare const VERSION_VALUES_FORMAT = 2;
/** Not a field: the version's `entry` front matter, to follow a file across a rename git did not see. */
export declare const ENTRY_KEY = "@entry";
/** field (markdown) or static key → the values that version could have pushed. */
export type VersionValues = Record<string, string[]>;
/** Renders a body both ways; one value when the two agree. */
export type BodyRenderer = (body: string) => string[];
export declare const renderBothWays: BodyRenderer;
/** Values of a Markdown version; {} when it cannot be read (a broken version explains nothing). */
export declare function markdownVersionValues(bytes: Uint8Array, render?: BodyRenderer): VersionValues;
/** Values of a `_static.yaml` version: key → [value]. */
export declare function staticVersionValues(bytes: Uint8Array): VersionValues;
/** Which values of a version stand for a field of a pair: a static pair's `value` is its key's. */
export declare function candidatesFor(values: VersionValues, field: string, staticKey: string | undefined): string[];
