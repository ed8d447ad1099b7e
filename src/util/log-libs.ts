// pino and pino-pretty, loaded on a logger's first use (src/util/log.ts): both are CommonJS, so a
// synchronous require() is all a logger call needs. The bundled helpsync (scripts/bundle.mjs) swaps
// this module for scripts/bundle/log-libs.cjs, whose plain require() calls esbuild can bundle.
import { createRequire } from 'node:module';
import type pino from 'pino';
import type PinoPretty from 'pino-pretty';

const requireCjs = createRequire(import.meta.url);
export const loadPino = (): typeof pino => requireCjs('pino') as typeof pino;
export const loadPretty = (): typeof PinoPretty => requireCjs('pino-pretty') as typeof PinoPretty;
