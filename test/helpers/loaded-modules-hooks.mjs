// Module customization hooks (node:module register) for loaded-modules.mjs: appends the URL of every
// module the ES module loader loads (ES modules, and CommonJS ones reached through import) to the
// file named in `data.out`. Runs on the loader's own thread, so it writes synchronously.
import { appendFileSync } from 'node:fs';

let out;

export function initialize(data) {
  out = data.out;
}

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  appendFileSync(out, `${url}\n`);
  return result;
}
