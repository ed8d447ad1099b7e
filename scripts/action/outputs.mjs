// Shared by the action's scripts: step outputs in the GITHUB_OUTPUT file format (a heredoc with a
// random delimiter, so no value can end the entry early), and a folder's content hash.
import { randomBytes, createHash } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export function setOutputs(values, file = process.env.GITHUB_OUTPUT) {
  const text = Object.entries(values)
    .map(([name, value]) => {
      const delimiter = `helpsync_${randomBytes(8).toString('hex')}`;
      return `${name}<<${delimiter}\n${String(value)}\n${delimiter}\n`;
    })
    .join('');
  if (file) appendFileSync(file, text, 'utf8');
  else process.stdout.write(text);
}

/**
 * Text for the log with the runner's command processing paused around it (`::stop-commands::<token>`
 * ... `::<token>::`, a random token no content can name): the Markdown report holds titles from
 * content and the platform, and no line of it may act as `::error::` or `##[add-mask]`. The same wrap
 * as helpsync's own output (src/util/workflow-commands.ts).
 */
export function withoutCommands(text) {
  const token = `helpsync-${randomBytes(16).toString('hex')}`;
  return `::stop-commands::${token}\n${text.endsWith('\n') ? text : `${text}\n`}::${token}::\n`;
}

export function sha256(data) {
  return createHash('sha256').update(data).digest('hex');
}

/** A hash of every file's relative path and bytes under `dir` ('' when it does not exist). */
export function hashTree(dir) {
  const h = createHash('sha256');
  let any = false;
  const walk = (d) => {
    let names;
    try {
      names = readdirSync(d).sort();
    } catch {
      return;
    }
    for (const name of names) {
      const p = path.join(d, name);
      const st = statSync(p, { throwIfNoEntry: false });
      if (!st) continue;
      if (st.isDirectory()) walk(p);
      else if (st.isFile()) {
        any = true;
        h.update(`${path.relative(dir, p)}\0`)
          .update(readFileSync(p))
          .update('\0');
      }
    }
  };
  walk(dir);
  return any ? h.digest('hex') : '';
}
