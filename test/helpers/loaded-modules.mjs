// `node --import <this file>`: lists every module the process loads, one file URL a line, in the
// file named by HELPSYNC_LOADED_MODULES (test/e2e/cli-startup.test.ts). ES modules come from a
// loader hook as they load; CommonJS modules required from CommonJS (which that hook does not see on
// Node 20) from require's cache when the process exits. Does nothing without the variable.
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';

const out = process.env.HELPSYNC_LOADED_MODULES;
if (out) {
  register('./loaded-modules-hooks.mjs', import.meta.url, { data: { out } });
  const cache = createRequire(import.meta.url).cache;
  process.on('exit', () => {
    const files = Object.keys(cache).filter((f) => f.startsWith('/') || /^[A-Za-z]:\\/.test(f));
    appendFileSync(out, files.map((f) => `${pathToFileURL(f).href}\n`).join(''));
  });
}
