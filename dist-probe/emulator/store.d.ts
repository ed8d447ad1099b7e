import { type RemoteEntry } from '../model.js';
import { type ArticleData, type CollectionData, type EmulatorData, type EngagementItem, type EngagementPath, type TeamData, type VideoData } from './data.js';
import { HttpError } from './http-error.js';
export { HttpError };
export interface StoreOptions {
    /** the project id (overrides data.project) */
    project?: string;
    /** store HTML fields as the platform's rich-text editor re-serialises them (docs/platform-api.md, six rules) */
    richText?: boolean;
    /** time for updatedAt stamps */
    now?: () => number;
}
export declare class EmulatorStore {
    readonly project: string;
    /** `<type>:<id>` → entry (field → language → value), in listing order */
    readonly entries: Map<string, RemoteEntry>;
    /** collection structure and non-text fields; title/description live in the `collection:<id>` entry */
    readonly collections: Map<string, CollectionData>;
    /** article id → record; `collection` is where the article is now */
    readonly articles: Map<string, ArticleData>;
    readonly teams: Map<string, TeamData>;
    readonly videos: Map<string, VideoData>;
    readonly engagement: Record<EngagementPath, Map<string, EngagementItem>>;
    /** survey id → collected responses; kept when the survey is deleted (docs/platform-api.md) */
    readonly surveyResponses: Map<string, unknown[]>;
    readonly statistics: Record<string, unknown>;
    private richText;
    private readonly now;
    constructor(data: EmulatorData, opts?: StoreOptions);
    /** Record texts seed the entry for languages it does not have yet; a record without an entry gets one. */
    private seedTexts;
    setRichText(on: boolean): void;
    /** In rich-text mode the platform holds only what its editor serialises: bring stored HTML to that form. */
    private normaliseAllHtml;
    listEntries(type?: string): RemoteEntry[];
    getEntry(entryId: string, language?: string): RemoteEntry;
    /** Body exactly `{ language, fields }`; merges the given fields into that one language. */
    putTranslation(entryId: string, body: unknown): void;
    /** Shorthand for tests: one stored value, or undefined. */
    value(entryId: string, field: string, language: string): string | undefined;
    private texts;
    private touch;
    collectionRecord(c: CollectionData): Record<string, unknown>;
    /** Seed 2.2 record: required fields always present, texts from the article's entry. */
    articleRecord(a: ArticleData): Record<string, unknown>;
    /** The flat list the contract describes: children are the items whose `parent` is set. */
    listCollections(): Record<string, unknown>[];
    collectionArticles(collectionId: string): Record<string, unknown>[];
    /** Where an article is now (tests), or undefined when it is in no collection. */
    articleCollection(articleId: string): string | undefined;
    /** Returns the article record and whether anything changed (a move into its own collection does not). */
    moveArticle(fromId: string, articleId: string, body: unknown): {
        record: Record<string, unknown>;
        changed: boolean;
    };
    /**
     * POST /helpcenter/collections: stores a new collection (its texts in `collection:<id>`) and returns
     * its record as the collections list serves it, where it appears at once.
     */
    createCollection(body: unknown): Record<string, unknown>;
    /** POST /helpcenter/collections/{id}/articles: a new article in that collection, listed at once. */
    createArticle(collectionId: string, body: unknown): Record<string, unknown>;
    private createScope;
    statisticsList(query: Record<string, string>): unknown;
    deleteTeam(teamId: string): TeamData;
    /** Seed 4.4: only acknowledged and not skipped, newest first. */
    listVideos(): {
        total: number;
        videos: Record<string, unknown>[];
    };
    getEngagement(kind: EngagementPath, itemId: string): EngagementItem;
    /** Deleting a survey removes it (form definition and delivery records are part of the record) and keeps its responses. */
    deleteEngagement(kind: EngagementPath, itemId: string): {
        deleted: true;
        id: string;
    };
    /** The state as a seed document: loading it back gives the same store. */
    toData(): EmulatorData;
}
