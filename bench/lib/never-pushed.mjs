// A generated repository as a site that was never pushed: no `entry:` line, and no email templates or
// static translations (a help center's pages only: helpsync creates articles and collections).
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Rewrites the content folder `dir` in place; returns how many Markdown files are left. */
export function neverPushed(dir) {
  let files = 0;
  for (const f of readdirSync(dir, { recursive: true }).map(String)) {
    const file = path.join(dir, f);
    if (f.split(path.sep).includes('emails') || path.basename(f) === '_static.yaml') {
      rmSync(file, { recursive: true, force: true });
      continue;
    }
    if (!f.endsWith('.md') || !existsSync(file)) continue;
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^entry: .*\n/m, ''));
    files++;
  }
  return files;
}
