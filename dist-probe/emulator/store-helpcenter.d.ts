import type { ArticleData, CollectionData, LangMap } from './data.js';
export type Texts = {
    title: LangMap;
    description: LangMap;
};
/** Seed 2.3 record: texts from the collection's entry. */
export declare function collectionRecord(c: CollectionData, texts: Texts, project: string): Record<string, unknown>;
/** Seed 2.2 record: required fields always present, texts from the article's entry. */
export declare function articleRecord(a: ArticleData, texts: Texts, project: string): Record<string, unknown>;
/** A move body checked: exactly `{ newCollectionId }`, a non-empty string; returns it. */
export declare function checkMoveBody(body: unknown): string;
