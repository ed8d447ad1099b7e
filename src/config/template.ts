// The config file `helpsync init` writes, with comments (the workflows: workflow-template.ts).
// Pure: values in, text out. Values are written as JSON strings, which YAML reads back exactly,
// whatever characters they hold.

export interface ConfigTemplateValues {
  baseUrl: string;
  project: string;
  /** relative to the config file's folder, `/`-separated */
  contentDir: string;
  sourceLanguage: string;
}

export function renderConfigFile(v: ConfigTemplateValues): string {
  return [
    "# helpsync configuration, written by `helpsync init`. Relative paths resolve against this file's folder.",
    '# The token is not stored here: helpsync reads it from HELPSYNC_TOKEN (in CI: a repository secret).',
    '',
    '# The platform API, ending in /v3 (plain http only to loopback). HELPSYNC_BASE_URL overrides it.',
    `baseUrl: ${JSON.stringify(v.baseUrl)}`,
    '# The project id. HELPSYNC_PROJECT overrides it.',
    `project: ${JSON.stringify(v.project)}`,
    '# One folder per language, Markdown files with YAML front matter (`helpsync pull` can write it).',
    `contentDir: ${JSON.stringify(v.contentDir)}`,
    '# The language the others are translated from; pushed first.',
    `sourceLanguage: ${JSON.stringify(v.sourceLanguage)}`,
    '',
    '# Optional (defaults shown):',
    '# languages: [en, de, fr]                        # default: every folder named like a language code',
    '# layout: layout.yaml                            # which collection each article belongs in',
    "# rateLimit: { requests: 1000, perSeconds: 60 }  # the platform's documented limit",
    '# concurrency: 4                                 # requests in flight',
    '# timeoutSeconds: 30                             # per request attempt',
    '# retries: 5                                     # attempts for 5xx, network errors and timeouts',
    '',
  ].join('\n');
}
