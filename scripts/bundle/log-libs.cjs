// The bundle's src/util/log-libs.ts (scripts/bundle.mjs): esbuild bundles what these require() and
// runs each library's code only when the function is first called, as the unbundled module does.
/* eslint-disable @typescript-eslint/no-require-imports -- a plain require() is what esbuild bundles lazily */
exports.loadPino = () => require('pino');
exports.loadPretty = () => require('pino-pretty');
