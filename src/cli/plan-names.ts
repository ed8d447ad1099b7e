// How the human plan names a file: under `files:` the page's real file (relative to the working
// folder, as warnings name it); the plan document itself keeps the page's key, so a saved plan and
// its records read the same whatever the layout.
import type { Config } from '../config/config.js';
import { contentPathsOf } from '../config/files.js';
import { displayPath } from '../util/display-path.js';

export function planFileNames(config: Config): { show?: (file: string) => string } {
  if (!config.files) return {};
  const paths = contentPathsOf(config);
  return { show: (file) => displayPath(paths.abs(file)) };
}
