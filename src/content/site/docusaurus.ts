// Docusaurus: `docusaurus.config.{js,ts,mjs,cjs}`. The docs plugin's pages are in `docs/` (or the
// plugin's `path`), each locale's translations in `i18n/<locale>/docusaurus-plugin-content-docs/current/`
// at the same paths. The config is code, not data: the few settings needed are read from its text.
import path from 'node:path';
import { joinDir, localeMap, markdownUnder, platformCode, slashed, subfolders } from './common.js';
import type { SiteProposal } from './types.js';

const CONFIG = /(^|\/)docusaurus\.config\.(js|ts|mjs|cjs|mts|cts)$/;

export function docusaurusCandidates(files: readonly string[]): string[] {
  return files.filter((f) => CONFIG.test(f) && f.split('/').length <= 3).sort((a, b) => a.split('/').length - b.split('/').length);
}

export function recogniseDocusaurus(files: readonly string[], texts: ReadonlyMap<string, string>): SiteProposal | undefined {
  const main = docusaurusCandidates(files).find((f) => texts.has(f));
  if (!main) return undefined;
  const text = texts.get(main)!;
  const siteDir = path.posix.dirname(main).replace(/^\.$/, '');
  const docsDir = joinDir(siteDir, docsPath(text) ?? 'docs');
  const defaultLocale = quoted(/\bdefaultLocale\s*:\s*(['"`])([^'"`]+)\1/.exec(text)) ?? 'en';
  const listed = /\blocales\s*:\s*\[([^\]]*)\]/.exec(text);
  const i18nDir = joinDir(siteDir, 'i18n');
  const folders = subfolders(files, i18nDir);
  const locales = listed ? [...listed[1]!.matchAll(/(['"`])([^'"`]+)\1/g)].map((m) => m[2]!) : [defaultLocale, ...folders];
  const translated = locales.filter((l) => l !== defaultLocale);
  const current = (l: string): string => `${i18nDir}/${l}/docusaurus-plugin-content-docs/current`;
  const { md, mdx } = markdownUnder(files, docsDir);
  const notes = [`Docusaurus site: ${main}, default locale ${defaultLocale}, locales ${locales.join(', ')}`];
  notes.push(`${md.length} pages in ${docsDir}/${mdx > 0 ? ` (and ${mdx} .mdx pages, which helpsync does not read)` : ''}`);
  for (const l of translated) {
    const n = markdownUnder(files, current(l)).md.length;
    notes.push(`${l}: ${n} translation${n === 1 ? '' : 's'} in ${current(l)}/`);
  }
  if (files.some((f) => f.startsWith(slashed(joinDir(siteDir, 'versioned_docs'))))) notes.push('versioned_docs/: only the current version is proposed');
  const map = localeMap(translated);
  const rel = md.map((f) => f.slice(docsDir.length + 1));
  // the docs plugin skips files and folders whose name starts with "_" (partials)
  const exclude = rel.some((r) => r.split('/').some((s) => s.startsWith('_'))) ? ['**/_*.md', '**/_*/**'] : [];
  if (exclude.length) notes.push('files and folders starting with _ are partials, not pages: excluded');
  const categoryFiles = files.filter((f) => f.startsWith(`${docsDir}/`) && /(^|\/)_category_\.(json|ya?ml)$/.test(f)).length;
  return {
    site: 'docusaurus',
    configFile: main,
    sourceLanguage: platformCode(defaultLocale) ?? defaultLocale,
    languages: [defaultLocale, ...translated].map((l) => platformCode(l) ?? l),
    files: [
      {
        source: `${docsDir}/**/*.md`,
        translation: `${i18nDir}/{language}/docusaurus-plugin-content-docs/current/{path}`,
        ...(map ? { languages: map } : {}),
      },
    ],
    exclude,
    order: { frontMatterKey: 'sidebar_position', categoryFiles, nav: false },
    notes,
  };
}

/** The docs plugin's `path` (in `docs: { path: '…' }` of the classic preset), when the config sets one. */
function docsPath(text: string): string | undefined {
  const at = /\bdocs\s*:\s*\{/.exec(text);
  if (!at) return undefined;
  // the object's own text, up to its closing brace
  let depth = 0;
  let end = at.index + at[0].length - 1;
  for (; end < text.length; end++) {
    if (text[end] === '{') depth++;
    else if (text[end] === '}' && --depth === 0) break;
  }
  const body = text.slice(at.index, end);
  return quoted(/(?:^|[\s,{])path\s*:\s*(['"`])([^'"`]+)\1/.exec(body));
}

function quoted(m: RegExpExecArray | null): string | undefined {
  return m ? m[2] : undefined;
}
