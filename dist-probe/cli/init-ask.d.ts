import type { Prompter } from './prompt.js';
export interface InitValues {
    baseUrl?: string;
    project?: string;
    sourceLanguage?: string;
    contentDir?: string;
    languages?: string[];
    layout?: string;
    sourceCommitKey?: string;
    githubWorkflow?: boolean;
    /** also the drift pull request workflow (implies githubWorkflow) */
    driftPullRequest?: boolean;
    /** `OWNER/REPO@COMMIT`: the helpsync action the workflows run (default: the recorded build) */
    actionRef?: string;
}
/** Round one: base URL and project, asked when missing; without a prompter, an InputError naming the flags. */
export declare function askTarget(v: InitValues, p: Prompter | undefined): Promise<{
    baseUrl: string;
    project: string;
}>;
/** Round two: everything else; `''` for an optional value means none. */
export declare function askRest(v: InitValues, p: Prompter | undefined): Promise<void>;
