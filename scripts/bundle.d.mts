// Types of scripts/bundle.mjs for the tests that import it.
export const BUNDLE_DIR: string;
export function bundle(outdir: string): Promise<string[]>;
