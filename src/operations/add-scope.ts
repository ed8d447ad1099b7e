// `helpsync init --add-scope`: gives an existing config its record-key scope. It adds one line
// (`scope: <12 hex>`, with its comment) and changes nothing else in the file: comments, order, quoting
// and line endings stay as they were. The next sync re-keys the unscoped records this repository binds
// (operations/pipeline/rekeys.ts), once.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isMap, parseDocument } from 'yaml';
import { loadConfig, type Config } from '../config/config.js';
import { scopeLines } from '../config/template.js';
import { InputError } from '../errors.js';
import { writeFileAtomic } from '../util/atomic-write.js';
import { newScope } from './init.js';

export interface AddScopeResult {
  /** the config file, as given */
  shown: string;
  scope: string;
  /** false: the config had a scope already (nothing written) */
  added: boolean;
}

/** The config text with the scope lines added at the end of its top-level mapping (pure). */
export function withScopeLine(text: string, scope: string, shown: string): string {
  const doc = parseDocument(text, { prettyErrors: false });
  const contents = doc.contents;
  if (doc.errors.length || !isMap(contents) || contents.flow)
    throw new InputError([{ severity: 'error', file: shown, message: 'the config is not a YAML block mapping: add `scope:` by hand' }]);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const sep = text === '' || text.endsWith('\n') ? '' : eol;
  return `${text}${sep}${scopeLines(scope).join(eol)}${eol}`;
}

/** Adds a scope to the config at `configPath` unless it has one; the result is checked by the loader before it replaces the file. */
export async function addScope(configPath: string, cwd: string): Promise<AddScopeResult> {
  const file = path.resolve(cwd, configPath);
  const shown = path.relative(cwd, file).split(path.sep).join('/');
  const before: Config = await loadConfig(file, { env: {}, requireTarget: false });
  if (before.scope) return { shown, scope: before.scope, added: false };
  const scope = newScope();
  const text = withScopeLine(await readFile(file, 'utf8'), scope, shown);
  await writeFileAtomic(file, text);
  const after = await loadConfig(file, { env: {}, requireTarget: false });
  if (after.scope !== scope) throw new InputError([{ severity: 'error', file: shown, message: 'the scope line added does not read back' }]);
  return { shown, scope, added: true };
}
