// The files `helpsync init` writes: the config with comments, and the GitHub workflow that
// uses the action pinned to a commit. Pure: values in, text out. Values are written as JSON strings,
// which YAML reads back exactly, whatever characters they hold.

/** Where `helpsync init --github-workflow` writes the workflow. */
export const WORKFLOW_PATH = '.github/workflows/helpsync.yml';

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
    "# rateLimit: { requests: 1000, perSeconds: 60 }  # the platform's documented limit (1-1,000,000 per 1-86,400 s)",
    '# concurrency: 4                                 # requests in flight (1-64)',
    '# timeoutSeconds: 30                             # per request attempt (1-3,600)',
    '# retries: 5                                     # attempts for 5xx, network errors and timeouts (1-20)',
    '',
  ].join('\n');
}

/** Pinned by full commit hash (a moving tag lets whoever moves it run code with the token). */
const CHECKOUT = 'actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2';
const STICKY_COMMENT = 'marocchino/sticky-pull-request-comment@773744901bac0e8cbb5a0dc842800d45e9b2b405 # v2.9.4';
/** A placeholder the user must replace: the helpsync repository and the commit they reviewed. */
export const ACTION_PLACEHOLDER = 'YOUR-ORG/helpsync@FULL-40-HEX-COMMIT-HASH # vX.Y.Z  <- replace: the helpsync commit you reviewed';

export interface WorkflowTemplateValues {
  /** the config file, relative to the repository root */
  config: string;
  /** globs (relative to the repository root) whose changes run the workflow */
  paths: string[];
}

export function renderWorkflow(v: WorkflowTemplateValues): string {
  const paths = `[${v.paths.map((p) => `'${p.replace(/'/g, "''")}'`).join(', ')}]`;
  const config = JSON.stringify(v.config);
  return `# The help center follows this repository: pull requests get a dry run whose plan is posted as one
# sticky comment; a merge to main runs the sync (one at a time). Written by \`helpsync init\`.
# Set the repository secret HELPSYNC_TOKEN, and pin the helpsync action below to a full commit hash.
name: help center
on:
  pull_request:
    paths: ${paths}
  push:
    branches: [main]
    paths: ${paths}

permissions:
  contents: read

jobs:
  plan:
    if: github.event_name == 'pull_request'
    runs-on: ubuntu-latest
    permissions:
      contents: read
      pull-requests: write # the sticky comment
    steps:
      - uses: ${CHECKOUT}
        with:
          fetch-depth: 0 # full history: helpsync reads the Git history of the content
      - id: helpsync
        uses: ${ACTION_PLACEHOLDER}
        with:
          args: --dry-run --detailed-exitcode
          config: ${config}
          allow-exit-codes: '0 2 3' # 2: changes pending, the expected result of a pull request; 3: fields held
          token: \${{ secrets.HELPSYNC_TOKEN }}
      - if: always() && steps.helpsync.outputs.summary-file != ''
        uses: ${STICKY_COMMENT}
        with:
          header: helpsync
          path: \${{ steps.helpsync.outputs.summary-file }}

  sync:
    if: github.event_name == 'push'
    runs-on: ubuntu-latest
    concurrency:
      group: helpsync-\${{ github.repository }}
      cancel-in-progress: false # queue merges; never cancel a sync half-way
    steps:
      - uses: ${CHECKOUT}
        with:
          fetch-depth: 0
      - uses: ${ACTION_PLACEHOLDER}
        with:
          args: --verify
          config: ${config}
          token: \${{ secrets.HELPSYNC_TOKEN }}
`;
}
