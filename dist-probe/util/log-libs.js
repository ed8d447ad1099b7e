// pino and pino-pretty, loaded on a logger's first use (src/util/log.ts): both are CommonJS, so a
// synchronous require() is all a logger call needs. The bundled helpsync (scripts/bundle.mjs) swaps
// this module for scripts/bundle/log-libs.cjs, whose plain require() calls esbuild can bundle.
import { createRequire } from 'node:module';
const requireCjs = createRequire(import.meta.url);
export const loadPino = () => requireCjs('pino');
export const loadPretty = () => requireCjs('pino-pretty');
//# sourceMappingURL=log-libs.js.map