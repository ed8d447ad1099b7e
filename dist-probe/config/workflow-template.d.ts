import type { ActionRef } from './action-ref.js';
/** Where `helpsync init --github-workflow` writes the workflows. */
export declare const WORKFLOW_PATH = ".github/workflows/helpsync.yml";
export declare const DRIFT_WORKFLOW_PATH = ".github/workflows/helpsync-drift.yml";
/** Pinned by full commit hash (a moving tag lets whoever moves it run code with the token). */
export declare const PINNED: {
    readonly checkout: "actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2";
    readonly stickyComment: "marocchino/sticky-pull-request-comment@773744901bac0e8cbb5a0dc842800d45e9b2b405 # v2.9.4";
    readonly uploadArtifact: "actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02 # v4.6.2";
};
/** The drift pull request's branch (one, fixed: each run updates it). */
export declare const DRIFT_BRANCH = "helpsync/platform-edits";
export interface WorkflowTemplateValues {
    /** the config file, relative to the repository root */
    config: string;
    /** globs (relative to the repository root) whose changes run the workflow */
    paths: string[];
    action: ActionRef;
    /** this helpsync has the `preview` command: pull requests build a preview, forks an offline one */
    preview?: boolean;
}
export declare function renderWorkflow(v: WorkflowTemplateValues): string;
export interface DriftWorkflowValues {
    config: string;
    action: ActionRef;
}
export declare function renderDriftWorkflow(v: DriftWorkflowValues): string;
