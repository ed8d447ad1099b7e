// Helpers the generators' recognisers share: folder listings from the repository's file list, a
// folder locale as the platform's language code, and a config file's text as a plain map.
import path from 'node:path';
import { parse as parseYamlText } from 'yaml';
import { isLanguageCode } from '../../contract/language.js';
import { parseTomlLite } from './toml-lite.js';

export type Plain = Record<string, unknown>;

/** The platform's code for a folder's locale: lower case (`zh-TW` → `zh-tw`); undefined when it is none. */
export function platformCode(locale: string): string | undefined {
  const code = locale.toLowerCase();
  return isLanguageCode(code) ? code : undefined;
}

/** `folder locale → platform code` for the locales whose folder is not already the code. */
export function localeMap(locales: readonly string[]): Record<string, string> | undefined {
  const map: Record<string, string> = {};
  for (const l of locales) {
    const code = platformCode(l);
    if (code && code !== l) map[l] = code;
  }
  return Object.keys(map).length > 0 ? map : undefined;
}

/** The names of the folders directly inside `dir` ('' = the root) that hold at least one of `files`. */
export function subfolders(files: readonly string[], dir: string): Set<string> {
  const prefix = dir === '' ? '' : `${dir.replace(/\/$/, '')}/`;
  const out = new Set<string>();
  for (const f of files) {
    if (!f.startsWith(prefix)) continue;
    const rest = f.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash > 0) out.add(rest.slice(0, slash));
  }
  return out;
}

/** Markdown files below `dir` (`.md` only: the pages helpsync reads) and the `.mdx` ones it does not. */
export function markdownUnder(files: readonly string[], dir: string): { md: string[]; mdx: number } {
  const prefix = dir === '' ? '' : `${dir.replace(/\/$/, '')}/`;
  const md: string[] = [];
  let mdx = 0;
  for (const f of files) {
    if (!f.startsWith(prefix) || f.split('/').some((s) => s.startsWith('.'))) continue;
    if (f.endsWith('.md')) md.push(f);
    else if (f.endsWith('.mdx')) mdx++;
  }
  return { md, mdx };
}

/** A YAML, TOML or JSON config as a plain map; undefined when it cannot be read as one. */
export function parseConfigText(file: string, text: string): Plain | undefined {
  const ext = path.posix.extname(file).toLowerCase();
  try {
    const v: unknown =
      ext === '.toml' ? parseTomlLite(text) : ext === '.json' ? JSON.parse(text) : parseYamlText(text, { logLevel: 'silent', uniqueKeys: false });
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Plain) : undefined;
  } catch {
    return undefined;
  }
}

export function isPlain(v: unknown): v is Plain {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/** `a/b` + `c` → `a/b/c`, '' for the root, no leading `./`. */
export function joinDir(...parts: string[]): string {
  const j = path.posix.normalize(parts.filter((p) => p !== '' && p !== '.').join('/') || '.');
  return j === '.' ? '' : j.replace(/\/$/, '');
}

export function slashed(dir: string): string {
  return dir === '' ? '' : `${dir}/`;
}
