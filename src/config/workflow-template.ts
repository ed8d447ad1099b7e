// The GitHub workflows `helpsync init --github-workflow` writes. Pure: values in, text out.
// - helpsync.yml: pull requests get a dry run posted as one sticky comment (a fork's pull request,
//   which GitHub runs without secrets, gets a note, or an offline preview, and succeeds); a merge to
//   the default branch (init finds it), or a manual run on it, runs the sync, one at a time.
// - helpsync-drift.yml (on request): on a schedule and by hand, `pull --drifted` + `match`, and one
//   pull request on a fixed branch with what the platform's editors changed.
// Every action is pinned to a full commit hash with its tag in a comment; where each hash was
// checked is recorded in docs/github-actions.md.
import path from 'node:path';
import type { ActionRef } from './action-ref.js';
import type { Config } from './config.js';
import { contentRootOf, fileMapOf } from './files.js';
import { watchedFolders } from '../content/file-map.js';

export { DRIFT_WORKFLOW_PATH, WORKFLOW_PATH } from './workflow-files.js';

/** Pinned by full commit hash (a moving tag lets whoever moves it run code with the token). */
export const PINNED = {
  checkout: 'actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2',
  stickyComment: 'marocchino/sticky-pull-request-comment@773744901bac0e8cbb5a0dc842800d45e9b2b405 # v2.9.4',
  uploadArtifact: 'actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02 # v4.6.2',
} as const;

/** The drift pull request's branch (one, fixed: each run updates it). */
export const DRIFT_BRANCH = 'helpsync/platform-edits';

export interface WorkflowTemplateValues {
  /** the config file, relative to the repository root */
  config: string;
  /** globs (relative to the repository root) whose changes run the workflow */
  paths: string[];
  action: ActionRef;
  /** this helpsync has the `preview` command: pull requests build a preview, forks an offline one */
  preview?: boolean;
  /**
   * the branch whose pushes run the sync: the repository's default branch (default main); a name
   * isBranchName accepts, so it needs no quoting in YAML or in the expression
   */
  branch?: string;
}

/** A branch name the workflow can hold as it is: Git's rules, in letters, digits and `._/-`. */
export function isBranchName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(name) && !/\.\.|\/\/|@\{|\.lock$|\.$|\/$|\/\./.test(name) && name.length <= 200;
}

const yamlPaths = (paths: string[]): string => `[${paths.map((p) => `'${p.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * The plan job's platform: the repository variables HELPSYNC_BASE_URL and HELPSYNC_PROJECT, else the
 * base branch's config (`git show origin/<base>:<config>`), never the pull request's own: a
 * same-repository pull request that pointed `baseUrl` at another host would send it the token. A pull
 * request that changes either in the config gets a comment saying so, and nothing is sent.
 */
function targetStep(config: string): string {
  return `      - id: target
        name: The platform the plan may reach (repository variables, else the base branch's config)
        if: steps.access.outputs.offline == 'false'
        shell: bash
        env:
          VAR_BASE_URL: \${{ vars.HELPSYNC_BASE_URL }}
          VAR_PROJECT: \${{ vars.HELPSYNC_PROJECT }}
          BASE_REF: \${{ github.base_ref }}
          CONFIG: ${config}
        run: |
          # a top-level "key: value" of the config (quotes and a trailing comment dropped)
          key() { sed -n -E "s/^$1:[[:space:]]*([^#[:space:]]+).*$/\\1/p" | head -n 1 | tr -d '\\047\\042'; }
          base=$(git show "origin/$BASE_REF:$CONFIG" 2>/dev/null || true)
          base_url=$(printf '%s\\n' "$base" | key baseUrl); base_project=$(printf '%s\\n' "$base" | key project)
          head_url=$(key baseUrl < "$CONFIG" || true); head_project=$(key project < "$CONFIG" || true)
          url=\${VAR_BASE_URL:-$base_url}; project=\${VAR_PROJECT:-$base_project}
          changed=""
          # (a base branch without the config: the variables alone name the platform)
          if [ -n "$base" ] && [ "$head_url" != "$base_url" ]; then changed="baseUrl"; fi
          if [ -n "$base" ] && [ "$head_project" != "$base_project" ]; then changed="\${changed:+$changed and }project"; fi
          why=""
          if [ -n "$changed" ]; then why="this pull request changes \\\`$changed\\\` in $CONFIG: a plan sends the token only to the platform the base branch names"
          elif [ -z "$url" ] || [ -z "$project" ]; then why="neither the repository variables HELPSYNC_BASE_URL and HELPSYNC_PROJECT nor $CONFIG on $BASE_REF name the platform"
          elif printf '%s%s' "$url" "$project" | grep -q '[[:cntrl:]]'; then why="the platform's address or project holds a control character"; fi
          if [ -n "$why" ]; then
            file="$RUNNER_TEMP/helpsync-target.md"
            printf '## helpsync\\n\\nNo plan against the platform, nothing was sent: %s. Set the repository variables HELPSYNC_BASE_URL and HELPSYNC_PROJECT (Settings, Secrets and variables, Actions, Variables), or change the platform in a pull request of its own once this one is merged.\\n' "$why" | tee -a "$GITHUB_STEP_SUMMARY" > "$file"
            { echo "send=false"; echo "comment-file=$file"; } >> "$GITHUB_OUTPUT"
          else
            { echo "send=true"; echo "base-url=$url"; echo "project=$project"; } >> "$GITHUB_OUTPUT"
          fi
      - if: always() && steps.target.outputs.comment-file != ''
        uses: ${PINNED.stickyComment}
        with:
          header: helpsync
          path: \${{ steps.target.outputs.comment-file }}
`;
}

/** The step that tells a pull request that can use the token from one that cannot (a fork's). */
function accessStep(preview: boolean): string {
  const what = preview
    ? 'an offline preview of the pages was built from the files instead (the artifact helpsync-preview)'
    : 'the plan runs when the change is merged';
  return `      - id: access
        name: Can this run reach the platform?
        shell: bash
        env:
          HEAD_REPO: \${{ github.event.pull_request.head.repo.full_name }}
          HAS_TOKEN: \${{ secrets.HELPSYNC_TOKEN != '' }}
        run: |
          # GitHub gives a pull request from a fork no secrets: no plan against the platform then.
          if [ "$HEAD_REPO" != "$GITHUB_REPOSITORY" ] || [ "$HAS_TOKEN" != "true" ]; then
            echo "offline=true" >> "$GITHUB_OUTPUT"
            why="this pull request comes from a fork ($HEAD_REPO), and GitHub runs it without secrets"
            if [ "$HEAD_REPO" = "$GITHUB_REPOSITORY" ]; then why="the repository secret HELPSYNC_TOKEN is not set"; fi
            printf '## helpsync\\n\\nNo plan against the platform: %s; ${what}.\\n' "$why" >> "$GITHUB_STEP_SUMMARY"
          else
            echo "offline=false" >> "$GITHUB_OUTPUT"
          fi
`;
}

function previewSteps(action: string, config: string): string {
  return `      - id: offline
        if: steps.access.outputs.offline == 'true'
        uses: ${action}
        with:
          command: preview
          args: --offline
          preview: helpsync-preview
          config: ${config}
      - id: artifact
        if: always() && (steps.helpsync.outputs.preview-dir != '' || steps.offline.outputs.preview-dir != '')
        uses: ${PINNED.uploadArtifact}
        with:
          name: helpsync-preview
          path: \${{ steps.helpsync.outputs.preview-dir || steps.offline.outputs.preview-dir }}
      - name: Link the preview from the plan
        if: always() && steps.artifact.outputs.artifact-url != '' && steps.helpsync.outputs.summary-file != ''
        shell: bash
        env:
          SUMMARY: \${{ steps.helpsync.outputs.summary-file }}
          URL: \${{ steps.artifact.outputs.artifact-url }}
        run: printf '\\n[Preview of the pages](%s) (a zip of HTML files)\\n' "$URL" >> "$SUMMARY"
`;
}

export function renderWorkflow(v: WorkflowTemplateValues): string {
  const paths = yamlPaths(v.paths);
  const config = JSON.stringify(v.config);
  const action = `${v.action.uses} # ${v.action.comment}`;
  const preview = v.preview === true;
  const branch = v.branch ?? 'main';
  return `# The help center follows this repository: pull requests get a dry run whose plan is posted as one
# sticky comment; a merge to ${branch} (or a manual run on ${branch}) runs the sync, one at a time.
# Written by \`helpsync init\`. Set the repository secret HELPSYNC_TOKEN.
name: help center
on:
  pull_request:
    paths: ${paths}
  push:
    branches: [${branch}]
    paths: ${paths}
  workflow_dispatch:

permissions:
  contents: read

jobs:
  plan:
    if: github.event_name == 'pull_request'
    runs-on: ubuntu-latest
    timeout-minutes: 15
    concurrency:
      group: helpsync-plan-\${{ github.event.pull_request.number }}
      cancel-in-progress: true # a new push to the pull request replaces its running plan
    permissions:
      contents: read
      pull-requests: write # the sticky comment
    steps:
      - uses: ${PINNED.checkout}
        with:
          fetch-depth: 0 # full history: helpsync reads the Git history of the content
${accessStep(preview)}${targetStep(config)}      - id: helpsync
        if: steps.access.outputs.offline == 'false' && steps.target.outputs.send == 'true'
        uses: ${action}
        env:
          HELPSYNC_BASE_URL: \${{ steps.target.outputs.base-url }}
          HELPSYNC_PROJECT: \${{ steps.target.outputs.project }}
        with:
          args: --dry-run --detailed-exitcode
          config: ${config}
          allow-exit-codes: '0 2 3' # 2: changes pending, the expected result of a pull request; 3: fields held
          token: \${{ secrets.HELPSYNC_TOKEN }}${preview ? '\n          preview: helpsync-preview' : ''}
${preview ? previewSteps(action, config) : ''}      - if: always() && steps.helpsync.outputs.summary-file != ''
        uses: ${PINNED.stickyComment}
        with:
          header: helpsync
          path: \${{ steps.helpsync.outputs.summary-file }}

  sync:
    if: github.event_name == 'push' || (github.event_name == 'workflow_dispatch' && github.ref == 'refs/heads/${branch}')
    runs-on: ubuntu-latest
    timeout-minutes: 30
    concurrency:
      group: helpsync-sync-\${{ github.repository }}
      cancel-in-progress: false # queue merges; never cancel a sync half-way
    steps:
      - uses: ${PINNED.checkout}
        with:
          fetch-depth: 0
      - uses: ${action}
        with:
          args: --verify
          config: ${config}
          token: \${{ secrets.HELPSYNC_TOKEN }}
      # a record retired by \`retire: delete\` was backed up first: keep the backups with the run
      - if: always()
        uses: ${PINNED.uploadArtifact}
        with:
          name: helpsync-backups
          path: ${JSON.stringify(backupsOf(v.config))}
          if-no-files-found: ignore
`;
}

/** The backups folder beside the config (config/state-dir.ts), relative to the repository root. */
function backupsOf(config: string): string {
  const dir = config.includes('/') ? config.slice(0, config.lastIndexOf('/') + 1) : '';
  return `${dir}.helpsync/backups/`;
}

export interface DriftWorkflowValues {
  config: string;
  action: ActionRef;
}

export function renderDriftWorkflow(v: DriftWorkflowValues): string {
  const config = JSON.stringify(v.config);
  return `# Edits made on the platform come back as one pull request (branch ${DRIFT_BRANCH}), updated on
# each run: \`helpsync pull --drifted\` writes the fields edited there into their files (a field
# changed on both sides is left out and listed in the pull request), \`helpsync match\` writes the
# entry lines of new articles. Nothing to bring back: no pull request, and an open one is closed.
# Written by \`helpsync init\`. Set the repository secret HELPSYNC_TOKEN, and allow GitHub Actions to
# create pull requests (Settings > Actions > General > Workflow permissions).
name: help center edits
on:
  schedule:
    - cron: '17 6 * * 1-5' # weekdays, 06:17 UTC
  workflow_dispatch:

permissions:
  contents: read

jobs:
  pull:
    runs-on: ubuntu-latest
    timeout-minutes: 20
    concurrency:
      group: helpsync-drift-\${{ github.repository }}
      cancel-in-progress: false
    permissions:
      contents: write # push the branch
      pull-requests: write # open, update or close the pull request
    steps:
      - uses: ${PINNED.checkout}
        with:
          fetch-depth: 0 # full history: how an edit on the platform is told from a value the repo pushed
      - id: helpsync
        uses: ${v.action.uses} # ${v.action.comment}
        with:
          command: pull
          args: --drifted
          config: ${config}
          token: \${{ secrets.HELPSYNC_TOKEN }}
          pull-request: 'true'
          pull-request-branch: ${DRIFT_BRANCH}
          github-token: \${{ github.token }}
      - if: always()
        shell: bash
        env:
          URL: \${{ steps.helpsync.outputs.pull-request-url }}
        run: |
          if [ -n "$URL" ]; then echo "Platform edits: $URL" >> "$GITHUB_STEP_SUMMARY"
          else echo "Nothing edited on the platform to bring back." >> "$GITHUB_STEP_SUMMARY"; fi
`;
}

/**
 * The generated workflow's `paths:` filter, relative to `cwd` (the repository's top): the content
 * folder, or under files: the folders the patterns watch (their fixed parts), and the config's folder.
 */
export function workflowPaths(
  config: Pick<Config, 'files' | 'configDir' | 'contentDir' | 'sourceLanguage' | 'languages'>,
  cwd: string,
  configDir: string,
): string[] {
  const content = config.files
    ? watchedFolders(fileMapOf(config).map).map((f) => path.join(contentRootOf(config), f))
    : [config.contentDir];
  return [...new Set([...content, configDir].map((d) => `${path.relative(cwd, d).split(path.sep).join('/') || '.'}/**`))];
}
