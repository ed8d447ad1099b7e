// One `files:` entry compiled: where its sources are (a glob and the glob's fixed part) and where
// each language's translation of a source is (a template with placeholders), in both directions:
// a source path and a language give the translation's path, and a translation's path gives its
// language and the source path it stands for. The form is the one Crowdin, Lokalise and Transifex
// use, so a team can copy its entry from the tool it already has. Pure: paths are POSIX, relative to
// the root the caller names (the repository), and nothing here reads a file.
import path from 'node:path';
import picomatch from 'picomatch';

/** One entry as written in the config: patterns relative to the config file's folder. */
export interface FileEntrySpec {
  source: string;
  translation: string;
  /** folder locale → platform language, where they differ (`zh-Hans: zh`) */
  languages?: Readonly<Record<string, string>>;
}

export type Placeholder = 'language' | 'path' | 'dir' | 'name' | 'ext';
const PLACEHOLDERS: readonly Placeholder[] = ['language', 'path', 'dir', 'name', 'ext'];
type Token = { text: string } | { slot: Placeholder };

export interface CompiledEntry {
  /** index in `files:` */
  index: number;
  spec: FileEntrySpec;
  /** the source glob, relative to the root */
  sourceGlob: string;
  /** the glob's fixed part, relative to the root: '' or ending in '/'; a source's identity is its path below it */
  base: string;
  /** the translation template's fixed part (up to its last '/' before a placeholder) */
  translationBase: string;
  isSource: (rootPath: string) => boolean;
  /** folder locale → platform language and back */
  toPlatform: ReadonlyMap<string, string>;
  toFolder: ReadonlyMap<string, string>;
  /** {language} is a whole path segment (folder form), not part of a name (suffix form) */
  languageIsFolder: boolean;
  tokens: readonly Token[];
  regex: RegExp;
  /** every placeholder once, {dir}/{name}/{ext} absent: a match reads back only one way (no round trip) */
  unambiguous: boolean;
}

export type CompileResult = { ok: true; entry: CompiledEntry } | { ok: false; key: 'source' | 'translation' | 'languages'; message: string };

const SLOT = /\{([^{}]*)\}/g;

/** Compiles entry `index`; `configDir` is the config file's folder relative to the root (POSIX, '' = the root). */
export function compileEntry(spec: FileEntrySpec, index: number, configDir: string): CompileResult {
  const source = resolvePattern(spec.source, configDir);
  if (!source.ok) return { ok: false, key: 'source', message: source.message };
  const inSource = [...spec.source.matchAll(SLOT)].map((m) => m[1]!).filter((n) => (PLACEHOLDERS as string[]).includes(n));
  if (inSource.length > 0)
    return { ok: false, key: 'source', message: `{${inSource[0]}} belongs in translation; source is a glob such as docs/**/*.md` };
  const t = parseTemplate(spec.translation, configDir);
  if (!t.ok) return { ok: false, key: 'translation', message: t.message };
  const maps = localeMaps(spec.languages);
  if (!maps.ok) return { ok: false, key: 'languages', message: maps.message };
  const scanned = picomatch.scan(source.value);
  const base = scanned.isGlob ? withSlash(scanned.base) : withSlash(path.posix.dirname(source.value));
  // the compiled expression itself: picomatch's matcher function re-checks its options on every call
  const matcher = picomatch.makeRe(source.value, { dot: false });
  return {
    ok: true,
    entry: {
      index,
      spec,
      sourceGlob: source.value,
      base,
      translationBase: fixedPart(t.tokens),
      isSource: (p) => p.startsWith(base) && matcher.test(p),
      toPlatform: maps.toPlatform,
      toFolder: maps.toFolder,
      languageIsFolder: t.languageIsFolder,
      tokens: t.tokens,
      regex: t.regex,
      unambiguous: isUnambiguous(t.tokens),
    },
  };
}

/** The translation of the source with identity `identity` (its path below `base`) into the folder locale `folder`. */
export function translationPath(entry: CompiledEntry, identity: string, folder: string): string {
  if (entry.unambiguous) {
    // {language} and {path} once each: no name to split and no empty {dir} to collapse
    let out = '';
    for (const tok of entry.tokens) out += 'text' in tok ? tok.text : tok.slot === 'language' ? folder : identity;
    return out;
  }
  const slash = identity.lastIndexOf('/');
  const dir = slash < 0 ? '' : identity.slice(0, slash);
  const file = identity.slice(slash + 1);
  const dot = file.lastIndexOf('.');
  const values: Record<Placeholder, string> = {
    language: folder,
    path: identity,
    dir,
    name: dot > 0 ? file.slice(0, dot) : file,
    ext: dot > 0 ? file.slice(dot + 1) : '',
  };
  let out = '';
  for (const tok of entry.tokens) out += 'text' in tok ? tok.text : values[tok.slot];
  // an empty {dir} leaves `docs//a.de.md`: one folder level less, as in every translation tool
  return out.replace(/\/{2,}/g, '/').replace(/^\//, '');
}

/** A file the translation pattern claims: its folder locale and the identity of the source it translates. */
export function matchTranslation(entry: CompiledEntry, rootPath: string): { folder: string; identity: string } | undefined {
  const m = entry.regex.exec(rootPath);
  if (!m?.groups) return undefined;
  const g = m.groups;
  const folder = g.language!;
  let identity: string;
  if (g.path !== undefined) identity = g.path;
  else {
    const file = g.ext ? `${g.name}.${g.ext}` : g.name!;
    identity = g.dir ? `${g.dir}/${file}` : file;
  }
  // the template said one way to write a path: a match that does not write back to itself is a
  // different file that only looks alike (`a.b.de.md` read as name `a`, language `b`)
  if (!entry.unambiguous && translationPath(entry, identity, folder) !== rootPath) return undefined;
  if (!entry.isSource(entry.base + identity)) return undefined;
  return { folder, identity };
}

function resolvePattern(pattern: string, configDir: string): { ok: true; value: string } | { ok: false; message: string } {
  const p = pattern.trim();
  if (p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p)) return { ok: false, message: "must be relative to the config file's folder" };
  if (p.includes('\\')) return { ok: false, message: 'use / between folders' };
  const segments = p.split('/');
  const magic = segments.findIndex((s) => /[*?[\]{}()!]/.test(s));
  if (magic >= 0 && segments.slice(magic).some((s) => s === '..'))
    return { ok: false, message: `"${pattern}": no .. after a glob or placeholder` };
  const joined = path.posix.normalize(path.posix.join(configDir || '.', p));
  if (joined === '..' || joined.startsWith('../')) return { ok: false, message: `"${pattern}" resolves outside the repository` };
  return { ok: true, value: joined.replace(/^\.\//, '') };
}

interface Template {
  ok: true;
  tokens: Token[];
  regex: RegExp;
  languageIsFolder: boolean;
}

function parseTemplate(pattern: string, configDir: string): Template | { ok: false; message: string } {
  const names = [...pattern.matchAll(SLOT)].map((m) => m[1]!);
  const unknown = names.find((n) => !(PLACEHOLDERS as string[]).includes(n));
  if (unknown !== undefined) return { ok: false, message: `unknown placeholder {${unknown}} (use ${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')})` };
  if (!names.includes('language')) return { ok: false, message: 'must contain {language}' };
  if (!names.includes('path') && !(names.includes('dir') && names.includes('name')))
    return { ok: false, message: 'must contain {path} (or {dir} and {name}): else every page would share one translation file' };
  if (/[*?[\]]/.test(pattern)) return { ok: false, message: 'is a path with placeholders, not a glob: no *, ? or [ ]' };
  const first = pattern.search(SLOT);
  // the fixed part up to the segment holding the first placeholder resolves like any config path;
  // after it, a `..` would climb out of wherever {path} leads
  const cut = pattern.lastIndexOf('/', first) + 1;
  const head = resolvePattern(cut > 0 ? pattern.slice(0, cut - 1) : '.', configDir);
  if (!head.ok) return { ok: false, message: head.message.replace(/^"[^"]*"/, `"${pattern}"`) };
  const rest = pattern.slice(cut);
  if (rest.split('/').some((s) => s === '..' || s === '.')) return { ok: false, message: `"${pattern}": no . or .. after a placeholder` };
  const prefix = head.value === '.' || head.value === '' ? '' : `${head.value}/`;
  const tokens = tokenize(prefix + rest);
  const languageIsFolder = tokens.some((t, i) => 'slot' in t && t.slot === 'language' && isSegment(tokens, i));
  return { ok: true, tokens, regex: toRegex(tokens), languageIsFolder };
}

function tokenize(t: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  for (const m of t.matchAll(SLOT)) {
    if (m.index > at) tokens.push({ text: t.slice(at, m.index) });
    tokens.push({ slot: m[1] as Placeholder });
    at = m.index + m[0].length;
  }
  if (at < t.length) tokens.push({ text: t.slice(at) });
  return tokens;
}

function isSegment(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  return (before === undefined || ('text' in before && before.text.endsWith('/'))) && (after === undefined || ('text' in after && after.text.startsWith('/')));
}

const GROUP: Record<Placeholder, string> = {
  language: '[^/.]+',
  path: '.+',
  dir: '.+',
  name: '[^/]+?',
  ext: '[^/.]+',
};

function toRegex(tokens: readonly Token[]): RegExp {
  const seen = new Set<Placeholder>();
  let src = '';
  tokens.forEach((tok, i) => {
    if ('text' in tok) {
      // the '/' after an empty {dir} is dropped when writing, so optional when reading
      const after = tokens[i - 1];
      const text = after && 'slot' in after && after.slot === 'dir' && tok.text.startsWith('/') ? tok.text.slice(1) : tok.text;
      src += escape(text);
      return;
    }
    if (seen.has(tok.slot)) src += `\\k<${tok.slot}>`;
    else if (tok.slot === 'dir' && nextStartsWithSlash(tokens, i)) src += `(?:(?<dir>${GROUP.dir})/)?`;
    else src += `(?<${tok.slot}>${GROUP[tok.slot]})`;
    seen.add(tok.slot);
  });
  return new RegExp(`^${src}$`, 'u');
}

function isUnambiguous(tokens: readonly Token[]): boolean {
  const slots = tokens.flatMap((t) => ('slot' in t ? [t.slot] : []));
  return slots.length === 2 && slots.includes('language') && slots.includes('path') && !tokens.some((t) => 'text' in t && t.text.includes('//'));
}

function nextStartsWithSlash(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  return next !== undefined && 'text' in next && next.text.startsWith('/');
}

function fixedPart(tokens: readonly Token[]): string {
  const first = tokens[0];
  const text = first && 'text' in first ? first.text : '';
  return text.slice(0, text.lastIndexOf('/') + 1);
}

function localeMaps(
  languages: Readonly<Record<string, string>> | undefined,
): { ok: true; toPlatform: Map<string, string>; toFolder: Map<string, string> } | { ok: false; message: string } {
  const toPlatform = new Map<string, string>();
  const toFolder = new Map<string, string>();
  for (const [folder, platform] of Object.entries(languages ?? {})) {
    const other = toFolder.get(platform);
    if (other !== undefined) return { ok: false, message: `"${other}" and "${folder}" both map to ${platform}: one folder per language` };
    toPlatform.set(folder, platform);
    toFolder.set(platform, folder);
  }
  return { ok: true, toPlatform, toFolder };
}

function withSlash(dir: string): string {
  return dir === '' || dir === '.' ? '' : dir.endsWith('/') ? dir : `${dir}/`;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
