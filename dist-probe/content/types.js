/** A language folder's static translations file, and a folder's collection page. */
export const STATIC_FILE = '_static.yaml';
export const INDEX_FILE = '_index.md';
export { DEFAULT_MAX_FILE_SIZE } from '../config/config.js';
//# sourceMappingURL=types.js.map