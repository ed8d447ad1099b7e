// The I/O edge of `helpsync match`: read the source-language files' front matter, hand
// the ones without `entry` to the pure matcher (src/match/plan.ts), and write the `entry:` line into
// a matched file, changing nothing else in it (byte order mark, line endings, every other line).
import { lstat, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Config } from '../config/config.js';
import { contentPathsOf, fileMapOf } from '../config/files.js';
import { mappedSources } from '../loader/scan-mapped.js';
import { INDEX_FILE } from '../loader/content.js';
import { parseFrontMatter, type FrontMatterValue } from '../content/frontmatter.js';
import type { Problem } from '../model.js';
import type { UnmatchedFile } from './plan.js';
import { runtime } from '../util/runtime.js';

const BOM = '\uFEFF';

export interface LocalMatchState {
  /** source-language files without `entry` */
  unmatched: UnmatchedFile[];
  /** entry ids named by source-language files already */
  claimed: Set<string>;
  /** files skipped (symlinks, unreadable or broken front matter, an empty `entry:` key) */
  problems: Problem[];
}

/** The source-language folder: `<contentDir>/<sourceLanguage>`. */
export function sourceDirOf(config: Config): string {
  return path.join(config.contentDir, config.sourceLanguage);
}

/** The source pages (identity → absolute file): the source-language folder's, or under files: the mapping's sources. */
async function sourcePages(config: Config): Promise<Map<string, string>> {
  if (config.files) {
    const { map, root } = fileMapOf(config);
    return new Map((await mappedSources({ map, root })).map((p) => [p.identity, path.join(root, ...p.rel.split('/'))]));
  }
  const dir = sourceDirOf(config);
  const files = (await fg('**/*.md', { cwd: dir, onlyFiles: true, dot: false, followSymbolicLinks: false })).sort();
  return new Map(files.map((rel) => [rel, path.join(dir, rel)]));
}

function text(v: FrontMatterValue | undefined): string | undefined {
  return v?.kind === 'text' ? v.value : undefined;
}

/** Reads every `.md` under the source-language folder (symlinks are skipped: nothing outside it is read). */
export async function readMatchState(config: Config): Promise<LocalMatchState> {
  const files = await sourcePages(config);
  const state: LocalMatchState = { unmatched: [], claimed: new Set(), problems: [] };
  const shown = (rel: string): string => path.relative(runtime().cwd(), files.get(rel)!) || '.';
  for (const [rel, abs] of files) {
    if ((await lstat(abs)).isSymbolicLink()) {
      state.problems.push({
        severity: 'warning',
        file: shown(rel),
        message: 'a symbolic link: skipped (match writes only real files in the content folder)',
      });
      continue;
    }
    const raw = await readFile(abs, 'utf8');
    const fm = parseFrontMatter(raw.startsWith(BOM) ? raw.slice(1) : raw);
    const bad = fm.problems.find((p) => p.severity === 'error');
    if (bad) {
      state.problems.push({ severity: 'warning', file: shown(rel), line: bad.line, message: `${bad.message}; skipped` });
      continue;
    }
    const entry = fm.data.get('entry');
    const entryText = text(entry);
    if (entryText !== undefined) {
      state.claimed.add(entryText.trim());
      continue;
    }
    if (entry) {
      state.problems.push({
        severity: 'warning',
        file: shown(rel),
        line: entry.line,
        message: 'has an empty `entry:` key: fill it in by hand; skipped',
      });
      continue;
    }
    const title = text(fm.data.get('title'));
    const subject = text(fm.data.get('subject'));
    const type =
      path.basename(rel) === INDEX_FILE ? 'collection' : title === undefined && subject !== undefined ? 'emailtemplate' : 'article';
    state.unmatched.push({ file: rel.split(path.sep).join('/'), type, title: type === 'emailtemplate' ? subject : title });
  }
  return state;
}

/**
 * The file's text with `entry: <id>` as the first line of its front matter, or undefined when the
 * file does not start with front matter. Keeps the BOM and uses the file's own line break.
 */
export function withEntryLine(raw: string, entryId: string): string | undefined {
  const bom = raw.startsWith(BOM) ? BOM : '';
  const body = raw.slice(bom.length);
  const m = /^---[^\r\n]*(\r\n|\n|\r)/.exec(body);
  if (!m) return undefined;
  const eol = m[1] ?? '\n';
  return `${bom}${m[0]}entry: ${entryId}${eol}${body.slice(m[0].length)}`;
}

/** Writes the entry line into the source page `file` (its real file under files:; a temp file, then a rename). */
export async function writeEntryLine(config: Config, file: string, entryId: string): Promise<void> {
  const abs = contentPathsOf(config).abs(`${config.sourceLanguage}/${file}`);
  // Strict decoding: a file that is not valid UTF-8 would not be written back byte for byte.
  const raw = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(await readFile(abs));
  const next = withEntryLine(raw, entryId);
  if (next === undefined) throw new Error(`${file}: no front matter to add the entry to`);
  const tmp = `${abs}.helpsync-${process.pid}.tmp`;
  try {
    await writeFile(tmp, next, { encoding: 'utf8', mode: (await lstat(abs)).mode & 0o777 });
    await rename(tmp, abs);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}
