// True in the bundled helpsync the GitHub Action runs (action/dist/, built by scripts/bundle.mjs,
// which defines HELPSYNC_BUNDLED), false in the TypeScript build (dist/) and the sources. A bundle
// has no per-module files: code that finds a module by its file asks this first.
declare const HELPSYNC_BUNDLED: boolean | undefined;

export const BUNDLED: boolean = typeof HELPSYNC_BUNDLED !== 'undefined' && HELPSYNC_BUNDLED === true;
