import type { Problem } from '../model.js';
export interface GuardedPlan {
    languages: {
        pushes: {
            entryId: string;
            language: string;
            file: string;
            fields: Record<string, string>;
        }[];
    }[];
    moves: {
        articleId: string;
        from: {
            id: string;
        };
        to: {
            id: string;
        };
    }[];
    /** creations: their refs (`new:<externalId>`) stand for ids until apply creates them */
    creations?: {
        kind: string;
        ref: string;
        externalId: string;
        parent: {
            id?: string;
            ref?: string;
        } | null;
        fields?: Record<string, string>;
    }[];
}
/** Every problem of the plan read from `file` that must stop apply before any request. */
export declare function planGuardProblems(file: string, plan: GuardedPlan): Problem[];
