/** Rule 1's block-level tags, exactly as docs/platform-api.md lists them. */
export declare const BLOCK_TAGS: ReadonlySet<string>;
/** HTML void elements (rule 4): never a closing tag, never a self-closing slash. */
export declare const VOID_TAGS: ReadonlySet<string>;
