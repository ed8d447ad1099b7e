// The emulator's in-memory platform state and the operations on it. HTTP-free: the server maps routes
// (./routes/*) to these methods; the checks and record shapes of each area live beside it
// (./store-translations.ts, ./store-helpcenter.ts, ./store-admin.ts, ./statistics.ts), and
// the server turns an HttpError into a status with a `{ "message": … }` body
// (docs/platform-api.md "Transport": assumed error shape and status classes).
import { HTML_FIELDS, parseEntryId, type RemoteEntry } from '../model.js';
import { toRichTextHtml } from '../html/richtext.js';
import {
  ENGAGEMENT_PATHS,
  type ArticleData,
  type CollectionData,
  type EmulatorData,
  type EngagementItem,
  type EngagementPath,
  type LangMap,
  type TeamData,
  type VideoData,
} from './data.js';
import { generatedStatistics, KNOWN_CHART_TYPES } from './statistics.js';
import { HttpError } from './http-error.js';
import { checkTranslationBody, getEntry, listEntries, targetEntry } from './store-translations.js';
import { articleRecord, checkMoveBody, collectionRecord, type Texts } from './store-helpcenter.js';
import { checkStatisticsQuery, listedVideos } from './store-admin.js';
import { newArticle, newCollection, type CreateScope } from './store-create.js';
import { normaliseAllHtml, seedTexts } from './store-texts.js';
import { deleteArticle, deleteCollection, togglePublish, updateArticle, updateCollection, type RecordsState } from './store-update.js';
import { compareRanks } from '../contract/lexorank.js';

export { HttpError };

export interface StoreOptions {
  /** the project id (overrides data.project) */
  project?: string;
  /** store HTML fields as the platform's rich-text editor re-serialises them (docs/platform-api.md, six rules) */
  richText?: boolean;
  /** time for updatedAt stamps */
  now?: () => number;
}

export class EmulatorStore {
  readonly project: string;
  /** `<type>:<id>` → entry (field → language → value), in listing order */
  readonly entries = new Map<string, RemoteEntry>();
  /** collection structure and non-text fields; title/description live in the `collection:<id>` entry */
  readonly collections = new Map<string, CollectionData>();
  /** article id → record; `collection` is where the article is now */
  readonly articles = new Map<string, ArticleData>();
  readonly teams = new Map<string, TeamData>();
  readonly videos = new Map<string, VideoData>();
  readonly engagement: Record<EngagementPath, Map<string, EngagementItem>>;
  /** survey id → collected responses; kept when the survey is deleted (docs/platform-api.md) */
  readonly surveyResponses = new Map<string, unknown[]>();
  readonly statistics: Record<string, unknown>;
  private richText: boolean;
  private readonly now: () => number;

  constructor(data: EmulatorData, opts: StoreOptions = {}) {
    this.project = opts.project ?? data.project;
    this.richText = opts.richText ?? false;
    this.now = opts.now ?? Date.now;
    const clone = <T>(v: T): T => structuredClone(v);
    for (const e of data.entries ?? []) this.entries.set(e.id, clone(e));
    for (const c of data.collections ?? []) {
      const { title, description, ...rest } = clone(c);
      this.collections.set(c.id, rest);
      seedTexts(this.entries, `collection:${c.id}`, 'collection', { title, description });
    }
    for (const a of data.articles ?? []) {
      const { title, description, ...rest } = clone(a) as ArticleData & { description?: LangMap };
      this.articles.set(a.id, rest);
      seedTexts(this.entries, `article:${a.id}`, 'article', { title, description });
    }
    for (const t of data.teams ?? []) this.teams.set(t.id, clone(t));
    for (const v of data.videos ?? []) this.videos.set(v.id, clone(v));
    this.engagement = Object.fromEntries(
      ENGAGEMENT_PATHS.map((p) => [p, new Map((data.engagement?.[p] ?? []).map((x) => [x.id, clone(x)]))]),
    ) as Record<EngagementPath, Map<string, EngagementItem>>;
    for (const [k, v] of Object.entries(data.surveyResponses ?? {})) this.surveyResponses.set(k, clone(v));
    this.statistics = clone(data.statistics ?? {});
    if (this.richText) normaliseAllHtml(this.entries);
  }

  setRichText(on: boolean): void {
    this.richText = on;
    if (on) normaliseAllHtml(this.entries);
  }

  // ---- Translations (docs/platform-api.md) --------------------------------

  listEntries(type?: string): RemoteEntry[] {
    return listEntries(this.entries, type);
  }

  getEntry(entryId: string, language?: string): RemoteEntry {
    return getEntry(this.entries, entryId, language);
  }

  /** Body exactly `{ language, fields }`; merges the given fields into that one language. */
  putTranslation(entryId: string, body: unknown): void {
    const { language, given } = checkTranslationBody(body);
    const entry = targetEntry(
      this.entries,
      entryId,
      given.map(([k]) => k),
    );
    for (const [field, value] of given) {
      const stored = this.richText && HTML_FIELDS.has(field) ? toRichTextHtml(value) : value;
      (entry.fields[field] ??= {})[language] = stored;
    }
    const p = parseEntryId(entryId);
    if (p?.type === 'article') this.touch(this.articles.get(p.id));
    if (p?.type === 'collection') this.touch(this.collections.get(p.id));
  }

  /** Shorthand for tests: one stored value, or undefined. */
  value(entryId: string, field: string, language: string): string | undefined {
    return this.entries.get(entryId)?.fields[field]?.[language];
  }

  // ---- Help center (docs/platform-api.md) -----------------------------

  private texts(entryId: string): Texts {
    const f = this.entries.get(entryId)?.fields;
    return { title: { ...(f?.title ?? {}) }, description: { ...(f?.description ?? {}) } };
  }

  private touch(rec: Record<string, unknown> | undefined): void {
    if (rec) rec.updatedAt = new Date(this.now()).toISOString();
  }

  collectionRecord(c: CollectionData): Record<string, unknown> {
    return collectionRecord(c, this.texts(`collection:${c.id}`), this.project);
  }

  /** Seed 2.2 record: required fields always present, texts from the article's entry. */
  articleRecord(a: ArticleData): Record<string, unknown> {
    return articleRecord(a, this.texts(`article:${a.id}`), this.project);
  }

  /** The flat list the contract describes (children are the items whose `parent` is set), by lexorank. */
  listCollections(): Record<string, unknown>[] {
    return byRank([...this.collections.values()]).map((c) => this.collectionRecord(c));
  }

  /** A collection's articles by lexorank (docs/platform-api.md "Order: lexorank"). */
  collectionArticles(collectionId: string): Record<string, unknown>[] {
    if (!this.collections.has(collectionId)) throw new HttpError(404, `no collection "${collectionId}"`);
    return byRank([...this.articles.values()].filter((a) => a.collection === collectionId)).map((a) => this.articleRecord(a));
  }

  // ---- Updates, publish toggle, deletions (docs/platform-api.md "Updating, unpublishing and deleting") ----

  private get state(): RecordsState {
    const { project, entries, collections, articles, richText, now } = this;
    return { project, entries, collections, articles, richText, now };
  }

  updateArticle(collectionId: string, articleId: string, body: unknown): Record<string, unknown> {
    return this.articleRecord(updateArticle(this.state, collectionId, articleId, body));
  }

  updateCollection(collectionId: string, body: unknown): Record<string, unknown> {
    return this.collectionRecord(updateCollection(this.state, collectionId, body));
  }

  togglePublish(collectionId: string, body: unknown): Record<string, unknown> {
    return this.collectionRecord(togglePublish(this.state, collectionId, body));
  }

  deleteArticle(collectionId: string, articleId: string): { deleted: true; id: string } {
    deleteArticle(this.state, collectionId, articleId);
    return { deleted: true, id: articleId };
  }

  deleteCollection(collectionId: string): { deleted: true; id: string } {
    deleteCollection(this.state, collectionId);
    return { deleted: true, id: collectionId };
  }

  /** Where an article is now (tests), or undefined when it is in no collection. */
  articleCollection(articleId: string): string | undefined {
    return this.articles.get(articleId)?.collection;
  }

  /** Returns the article record and whether anything changed (a move into its own collection does not). */
  moveArticle(fromId: string, articleId: string, body: unknown): { record: Record<string, unknown>; changed: boolean } {
    const to = checkMoveBody(body);
    if (!this.collections.has(fromId)) throw new HttpError(404, `no collection "${fromId}"`);
    if (!this.collections.has(to)) throw new HttpError(404, `no collection "${to}" (newCollectionId)`);
    const a = this.articles.get(articleId);
    // docs/platform-api.md: 404 when the article is not in the collection named in the path; a retried
    // move whose first response was lost lands here.
    if (!a || a.collection !== fromId) throw new HttpError(404, `no article "${articleId}" in collection "${fromId}"`);
    if (to === fromId) return { record: this.articleRecord(a), changed: false };
    a.collection = to;
    this.touch(a);
    return { record: this.articleRecord(a), changed: true };
  }

  /**
   * POST /helpcenter/collections: stores a new collection (its texts in `collection:<id>`) and returns
   * its record as the collections list serves it, where it appears at once.
   */
  createCollection(body: unknown): Record<string, unknown> {
    const docIds = (): number[] => [...this.collections.values()].flatMap((c) => (typeof c.docId === 'number' ? [c.docId] : []));
    const { record, texts } = newCollection(body, this.createScope(docIds), (id) => this.collections.has(id));
    this.collections.set(record.id, record);
    seedTexts(this.entries, `collection:${record.id}`, 'collection', texts);
    return this.collectionRecord(record);
  }

  /** POST /helpcenter/collections/{id}/articles: a new article in that collection, listed at once. */
  createArticle(collectionId: string, body: unknown): Record<string, unknown> {
    const docIds = (): number[] => [...this.articles.values()].flatMap((a) => (typeof a.docId === 'number' ? [a.docId] : []));
    const { record, texts } = newArticle(body, collectionId, this.createScope(docIds), (id) => this.collections.has(id));
    if (this.richText && texts.content) {
      for (const lang of Object.keys(texts.content)) texts.content[lang] = toRichTextHtml(texts.content[lang] ?? '');
    }
    this.articles.set(record.id, record);
    seedTexts(this.entries, `article:${record.id}`, 'article', texts);
    return this.articleRecord(record);
  }

  private createScope(docIdsInUse: () => number[]): CreateScope {
    return {
      project: this.project,
      idTaken: (id) =>
        this.collections.has(id) || this.articles.has(id) || this.entries.has(`article:${id}`) || this.entries.has(`collection:${id}`),
      docIdsInUse,
      now: this.now,
    };
  }

  // ---- Statistics (docs/platform-api.md) ---------------------------------------------------------------------

  statisticsList(query: Record<string, string>): unknown {
    const chartType = checkStatisticsQuery(query);
    // skip and limit are ignored, as on the platform (docs/platform-api.md): the full result set.
    if (Object.prototype.hasOwnProperty.call(this.statistics, chartType)) return this.statistics[chartType];
    if ((KNOWN_CHART_TYPES as readonly string[]).includes(chartType))
      return generatedStatistics(chartType, { teams: this.teams, entries: this.entries });
    throw new HttpError(400, `unknown chartType "${chartType}"`);
  }

  // ---- Teams, videos (docs/platform-api.md) -----------------------------------------------------------

  deleteTeam(teamId: string): TeamData {
    const t = this.teams.get(teamId);
    if (!t) throw new HttpError(404, `no team "${teamId}"`);
    this.teams.delete(teamId);
    return t;
  }

  /** Seed 4.4: only acknowledged and not skipped, newest first. */
  listVideos(): { total: number; videos: Record<string, unknown>[] } {
    return listedVideos(this.videos.values());
  }

  // ---- Engagement (docs/platform-api.md) ------------------------------------------------------------

  getEngagement(kind: EngagementPath, itemId: string): EngagementItem {
    const item = this.engagement[kind].get(itemId);
    if (!item) throw new HttpError(404, `no ${kind} item "${itemId}"`);
    return item;
  }

  /** Deleting a survey removes it (form definition and delivery records are part of the record) and keeps its responses. */
  deleteEngagement(kind: EngagementPath, itemId: string): { deleted: true; id: string } {
    if (!this.engagement[kind].delete(itemId)) throw new HttpError(404, `no ${kind} item "${itemId}"`);
    return { deleted: true, id: itemId };
  }

  // ---- Persistence -------------------------------------------------------------------------------

  /** The state as a seed document: loading it back gives the same store. */
  toData(): EmulatorData {
    const engagement = Object.fromEntries(ENGAGEMENT_PATHS.map((p) => [p, [...this.engagement[p].values()]]));
    return {
      project: this.project,
      entries: [...this.entries.values()],
      collections: [...this.collections.values()],
      articles: [...this.articles.values()],
      teams: [...this.teams.values()],
      videos: [...this.videos.values()],
      engagement,
      surveyResponses: Object.fromEntries(this.surveyResponses),
      statistics: this.statistics,
    };
  }
}

/** Sorted by lexorank in plain string comparison; a stable sort keeps creation order for ties and the unranked last. */
function byRank<T extends Record<string, unknown>>(records: T[]): T[] {
  const rank = (r: T): string | undefined => (typeof r.lexorank === 'string' ? r.lexorank : undefined);
  return records.sort((a, b) => compareRanks(rank(a), rank(b)));
}
