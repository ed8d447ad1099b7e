import { type RemoteEntry } from '../model.js';
/** The engagement kinds by their path segment (docs/platform-api.md). */
export declare const ENGAGEMENT_PATHS: readonly ["chat-messages", "push-notifications", "surveys", "product-tours", "checklists", "tooltips", "news"];
export type EngagementPath = (typeof ENGAGEMENT_PATHS)[number];
export type LangMap = Record<string, string>;
export interface CollectionData {
    id: string;
    parent: string | null;
    title?: LangMap;
    description?: LangMap;
    createdAt?: string;
    updatedAt?: string;
    targetAudience?: string;
    [key: string]: unknown;
}
export interface ArticleData {
    id: string;
    collection: string;
    title?: LangMap;
    /** the article's number on the platform (docs/platform-api.md); served on the article record */
    docId?: number;
    [key: string]: unknown;
}
export interface TeamData {
    id: string;
    [key: string]: unknown;
}
export interface VideoData {
    id: string;
    createdAt?: string;
    acknowledged?: boolean;
    skipped?: boolean;
    [key: string]: unknown;
}
export interface EngagementItem {
    id: string;
    [key: string]: unknown;
}
export interface EmulatorData {
    project: string;
    entries?: RemoteEntry[];
    collections?: CollectionData[];
    articles?: ArticleData[];
    teams?: TeamData[];
    videos?: VideoData[];
    engagement?: Partial<Record<EngagementPath, EngagementItem[]>>;
    surveyResponses?: Record<string, unknown[]>;
    statistics?: Record<string, unknown>;
}
/** Thrown for a seed or state document that does not fit the schema; lists every problem. */
export declare class EmulatorDataError extends Error {
    readonly source: string;
    readonly problems: string[];
    constructor(source: string, problems: string[]);
}
/** Validates a parsed seed/state document: shape, then cross-references (ids, parents, fields). */
export declare function validateEmulatorData(raw: unknown, source?: string): EmulatorData;
