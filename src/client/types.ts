// The typed client surface: one function per operation of docs/platform-api.md, plus the two reads
// docs/platform-api.md adds (entries listing, articles of a collection) and the two creations
// (docs/platform-api.md). Implemented in client.ts.
import type { ArticleRecord, Collection, EntryType, ListedEntry, RemoteEntry } from '../model.js';
import type { Clock } from '../util/clock.js';
import type { Logger } from '../util/log.js';
import type { EngagementKind, RateLimit } from '../contract/index.js';

export type { RateLimit } from '../contract/rate-limit.js';

export interface ClientOptions {
  /** ends in /v3; plain http only to loopback */
  baseUrl: string;
  project: string;
  /** a JWT; from HELPSYNC_TOKEN only (the CLI reads it, the library takes it here) */
  token: string;
  rateLimit?: RateLimit;
  /** requests in flight at once (default 4) */
  concurrency?: number;
  /**
   * per request attempt: the longest wait for a response to start, or between two parts of its
   * body (default 30); a large body that keeps arriving is never cut off
   */
  timeoutSeconds?: number;
  /** largest response body read whole, in bytes (default 64 MiB, 1 MiB to 256 MiB); the listing streams */
  maxResponseSize?: number;
  /** the translation listing's bounds: total bytes (default 16 GiB) and entries (default 2,000,000) */
  maxListingSize?: number;
  maxListingEntries?: number;
  /** attempts for 5xx / network errors / timeouts (default 5) */
  retries?: number;
  clock?: Clock;
  logger?: Logger;
  /** aborts waits and pauses; requests in flight get a bounded grace period */
  signal?: AbortSignal;
  /** stop with a clear error when no request succeeded for this long (default 600 s) */
  noProgressTimeoutSeconds?: number;
}

/** Seed 4.1. Never carries skip/limit (unsupported, docs/platform-api.md). */
export interface StatisticsParams {
  chartType: string;
  timezone?: string;
  groupInterval?: 'hour' | 'day' | 'month' | 'year';
  groupedBy?: string;
  aggsType?: string;
  startDate?: string;
  endDate?: string;
  createdAt?: string;
  updatedAt?: string;
  useWorkingHours?: boolean;
}

/** Seed 2.1 (fields passed through as sent). */
export type Team = Record<string, unknown> & { name?: string };

/** Seed 2.4 */
export interface Video {
  id?: string;
  videoId?: string;
  title?: string;
  status?: string;
  url?: string;
  createdAt?: string;
  durationSeconds?: number;
  channelName?: string;
  thumbnailUrl?: string;
  batchId?: string;
  error?: unknown;
  [key: string]: unknown;
}

export interface VideoList {
  total: number;
  videos: Video[];
}

// The contract's facts live in src/contract (docs/platform-api.md); re-exported because src/index.ts
// exports this module's types and ENGAGEMENT_OPERATIONS publicly.
export { ENGAGEMENT_OPERATIONS, type EngagementKind } from '../contract/engagement.js';

/** POST /helpcenter/collections (docs/platform-api.md "Creating articles and collections"). */
export interface NewCollection {
  /** language → title; at least one language */
  title: Record<string, string>;
  /** language → description */
  description?: Record<string, string>;
  /** the parent collection, or null for a top-level collection */
  parentId: string | null;
  /** kept on the record and returned in the lists: how a lost answer is found again (required) */
  externalId: string;
  /** its place among its siblings (docs/platform-api.md "Order: lexorank"); left out, it goes last */
  lexorank?: string;
}

/** POST /helpcenter/collections/{collectionId}/articles. Content and other languages follow by PUT. */
export interface NewArticle {
  /** the collection the article is created in */
  collectionId: string;
  /** language → title; the source language's (at least one language) */
  title: Record<string, string>;
  /** language → description */
  description?: Record<string, string>;
  isDraft: boolean;
  /** kept on the record and returned in the lists: how a lost answer is found again (required) */
  externalId: string;
  /**
   * The body in the POST itself (docs/platform-api.md "Creating articles and collections"), so that a
   * new page costs one request: language → HTML, the source language only. Left out, the body follows
   * by the translations PUT as every later change does.
   */
  content?: Record<string, string>;
  /** its place in the collection (docs/platform-api.md "Order: lexorank"); left out, it goes last */
  lexorank?: string;
}

/**
 * PUT /helpcenter/collections/{collectionId}/articles/{articleId} (docs/platform-api.md "Updating,
 * unpublishing and deleting"): only the keys given change; a language map changes the languages it
 * names only. At least one key.
 */
export interface ArticleChanges {
  title?: Record<string, string>;
  description?: Record<string, string>;
  /** language → HTML */
  content?: Record<string, string>;
  /** true unpublishes the article, false publishes it */
  isDraft?: boolean;
  lexorank?: string;
  /** a new binding key (a re-key) */
  externalId?: string;
}

/** PUT /helpcenter/collections/{collectionId}: only the keys given change. At least one key. */
export interface CollectionChanges {
  title?: Record<string, string>;
  description?: Record<string, string>;
  lexorank?: string;
  externalId?: string;
  /** another parent collection, or null for top level */
  parentId?: string | null;
}

/**
 * A write the platform carried out, and whether its answer was lost and the outcome read back instead
 * (the request was not sent again: see docs/platform-api.md "Updating, unpublishing and deleting").
 */
export interface Written<T> {
  record: T;
  recovered: boolean;
}

/** A created record, and whether it was found by its externalId after the POST's answer was lost. */
export interface Created<T> {
  record: T;
  /** true: no answer to the POST; the record was found by its externalId instead (not created twice) */
  recovered: boolean;
}

export interface TransportStats {
  /** HTTP attempts sent (every retry counts) */
  requests: number;
  /** 429 answers seen */
  rateLimited: number;
  /** retries after 5xx / network errors / timeouts */
  retries: number;
  /** the rate in force now (lowered after repeated 429s) */
  currentRate: RateLimit;
  /** while a 429 holds every request: until when (on the client's clock) and why; cleared by the next success */
  pause?: { until: number; reason: string };
}

export interface PlatformClient {
  readonly baseUrl: string;
  readonly project: string;
  readonly stats: TransportStats;

  // Translations (docs/platform-api.md)
  /**
   * read as it streams, entry by entry; bounded by maxListingSize and maxListingEntries. `keep`
   * maps each entry as it arrives to what the caller keeps of it (a sync keeps no value it already has);
   * it sees a very long value as ListedText (its hash at hand, its text decoded only when asked for).
   */
  listEntries(type?: EntryType, keep?: (entry: ListedEntry) => RemoteEntry): Promise<RemoteEntry[]>;
  /** one entry (`GET /translations/entries/{id}?language=`, docs/platform-api.md); null for a type helpsync does not know */
  getEntry(entryId: string, language?: string): Promise<RemoteEntry | null>;
  pushTranslation(entryId: string, language: string, fields: Record<string, string>): Promise<void>;

  // Help center (docs/platform-api.md)
  listCollections(): Promise<Collection[]>;
  listCollectionArticles(collectionId: string): Promise<ArticleRecord[]>;
  moveArticle(fromCollectionId: string, articleId: string, newCollectionId: string): Promise<ArticleRecord>;

  // Creations (contract "Creating articles and collections"). Never sent twice blindly: after a POST
  // that may have been performed, the record is looked up by externalId before another POST.
  createCollection(input: NewCollection): Promise<Created<Collection>>;
  createArticle(input: NewArticle): Promise<Created<ArticleRecord>>;
  /** The first collection whose externalId is this one (one request: the collections list). */
  findCollectionByExternalId(externalId: string): Promise<Collection | undefined>;
  /**
   * The first article whose externalId is this one: in `collectionId` only when given (one request),
   * else in every collection (the collections list, then each collection's articles).
   */
  findArticleByExternalId(externalId: string, collectionId?: string): Promise<ArticleRecord | undefined>;

  // Updates, publish toggle, deletions (docs/platform-api.md "Updating, unpublishing and deleting").
  // Never re-sent after an answer that did not come: the outcome is read back first, and only a
  // read-back that shows the write was not done allows the next attempt.
  updateArticle(collectionId: string, articleId: string, changes: ArticleChanges): Promise<Written<ArticleRecord>>;
  updateCollection(collectionId: string, changes: CollectionChanges): Promise<Written<Collection>>;
  /** `unpublished: true` hides the collection and what it holds on the help center */
  setCollectionUnpublished(collectionId: string, unpublished: boolean): Promise<Written<Collection>>;
  /** irreversible: the platform keeps no copy (keep one first); a 404 is an ApiError unless a lost answer came before it */
  deleteArticle(collectionId: string, articleId: string): Promise<Written<{ id: string }>>;
  /** a collection that still holds articles or subcollections is refused (ApiError 409) */
  deleteCollection(collectionId: string): Promise<Written<{ id: string }>>;

  // Other operations (docs/platform-api.md)
  getStatisticsList(params: StatisticsParams): Promise<unknown>;
  deleteTeam(teamId: string): Promise<Team>;
  listVideos(): Promise<VideoList>;
  getEngagement(kind: EngagementKind, id: string): Promise<Record<string, unknown>>;
  deleteEngagement(kind: EngagementKind, id: string): Promise<unknown>;

  /** Waits for requests in flight (bounded by `graceMs`), then releases sockets. */
  close(graceMs?: number): Promise<void>;
}
