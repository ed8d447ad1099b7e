/** One YAML scalar: plain when the YAML 1.1 and 1.2 readings both keep it as this string, else quoted. */
export declare function yamlScalar(value: string): string;
/**
 * A Markdown file: front matter with `fields` in order (undefined left out), then the body.
 * The loader (content/frontmatter.ts) reads each value back as exactly the given string.
 */
export declare function markdownDocument(fields: [string, string | undefined][], body: string): string;
/** `_static.yaml`: flat dotted keys in code-unit order (a nested form could not hold both `a` and `a.b`). */
export declare function staticDocument(values: Record<string, string>): string;
