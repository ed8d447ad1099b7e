// The config file `helpsync init` writes, with comments (the workflows: workflow-template.ts).
// Pure: values in, text out. Values are written as JSON strings, which YAML reads back exactly,
// whatever characters they hold.
import type { SiteName } from '../html/site-conventions.js';
import type { FileEntrySpec } from '../content/file-pattern.js';

export interface ConfigTemplateValues {
  baseUrl: string;
  project: string;
  /** this repository's record-key scope (12 hex digits, config.ts SCOPE_FORM) */
  scope: string;
  /** relative to the config file's folder, `/`-separated */
  contentDir: string;
  sourceLanguage: string;
  /** written when given; else a commented example */
  languages?: string[];
  layout?: string;
  sourceCommitKey?: string;
  /** the generator init recognised (content/site/): written with the file it was told by */
  site?: { name: SiteName; from: string };
  /**
   * where a recognised site keeps its pages and translations (relative to the config file's folder):
   * written as `files:` instead of `contentDir`, with the identity globs that are not pages
   */
  files?: { entries: FileEntrySpec[]; exclude: string[] };
  /** written when given; else a commented `retire: keep` */
  retire?: 'keep' | 'unpublish' | 'delete';
}

export function renderConfigFile(v: ConfigTemplateValues): string {
  const optional = (given: string | undefined, example: string): string => (given === undefined ? `# ${example}` : given);
  return [
    "# helpsync configuration, written by `helpsync init`. Relative paths resolve against this file's folder.",
    '# The token is not stored here: helpsync reads it from HELPSYNC_TOKEN (in CI: a repository secret).',
    '',
    '# The platform API, ending in /v3 (plain http only to loopback). HELPSYNC_BASE_URL overrides it.',
    `baseUrl: ${JSON.stringify(v.baseUrl)}`,
    '# The project id. HELPSYNC_PROJECT overrides it.',
    `project: ${JSON.stringify(v.project)}`,
    ...scopeLines(v.scope),
    ...(v.files ? filesLines(v.files, v.site?.from) : contentDirLines(v.contentDir)),
    '# The language the others are translated from; pushed first.',
    `sourceLanguage: ${JSON.stringify(v.sourceLanguage)}`,
    '',
    '# Optional (defaults shown):',
    '# The languages to sync (default: every folder named like a language code).',
    optional(v.languages && `languages: ${JSON.stringify(v.languages)}`, 'languages: [en, de, fr]'),
    '# Which collection each article belongs in (`helpsync layout`).',
    optional(v.layout && `layout: ${JSON.stringify(v.layout)}`, 'layout: layout.yaml'),
    '# The front matter key of the source commit a translation follows (`helpsync status --bump` writes it).',
    optional(v.sourceCommitKey && `sourceCommitKey: ${JSON.stringify(v.sourceCommitKey)}`, 'sourceCommitKey: default_lang_commit'),
    '# The docs generator the pages are written for: its callouts, tabs and refs are pushed as readers see them (hugo | docusaurus | mkdocs | none).',
    v.site ? `site: ${JSON.stringify(v.site.name)}  # recognised from ${JSON.stringify(v.site.from)}` : '# site: none',
    '# A page whose file is deleted in Git: keep (listed as "would retire", nothing sent), unpublish (draft) or delete (backup first).',
    optional(v.retire && `retire: ${JSON.stringify(v.retire)}`, 'retire: keep'),
    "# A section page's prose (the body of a folder's _index.md): skip (not pushed, warned about) | description (the collection's description).",
    '# sectionPages: skip',
    "# rateLimit: { requests: 1000, perSeconds: 60 }  # the platform's documented limit (1-1,000,000 per 1-86,400 s)",
    '# concurrency: 4                                 # requests in flight (1-64)',
    '# timeoutSeconds: 30                             # per request attempt (1-3,600)',
    '# retries: 5                                     # attempts for 5xx, network errors and timeouts (1-20)',
    '',
  ].join('\n');
}

function contentDirLines(contentDir: string): string[] {
  return [
    '# One folder per language, Markdown files with YAML front matter (`helpsync pull` can write it).',
    `contentDir: ${JSON.stringify(contentDir)}`,
  ];
}

/** The site's own layout as `files:` entries (docs/adopting-sites.md), and its `exclude`. */
function filesLines(files: { entries: FileEntrySpec[]; exclude: string[] }, from: string | undefined): string[] {
  const lines = [
    `# Where the pages and their translations are, as the site keeps them${from ? ` (read from ${JSON.stringify(from)})` : ''}:`,
    "# {path} is a page's path below the source glob's fixed part, {language} the folder locale.",
    'files:',
  ];
  for (const e of files.entries) {
    lines.push(`  - source: ${JSON.stringify(e.source)}`, `    translation: ${JSON.stringify(e.translation)}`);
    const map = Object.entries(e.languages ?? {});
    if (map.length > 0) lines.push('    languages:', ...map.map(([from, to]) => `      ${JSON.stringify(from)}: ${JSON.stringify(to)}`));
  }
  if (files.exclude.length > 0)
    lines.push('# Not pages (partials, includes): never pushed or created.', `exclude: ${JSON.stringify(files.exclude)}`);
  return lines;
}

/**
 * The scope lines (comment and key): init writes them, and `init --add-scope` inserts the same into
 * an existing file. Quoted: 12 hex digits may all be digits, which YAML would read as a number.
 */
export function scopeLines(scope: string): string[] {
  return ["# This repository's records on the platform are keyed helpsync:<scope>:<path>; never change it.", `scope: "${scope}"`];
}
