// createClient: one typed function per operation of docs/platform-api.md, plus the two reads
// docs/platform-api.md adds. Guards run before any request; every call goes through the client's one
// Transport (rate limit, retries); every assumed response shape goes through adapter.ts.
import { readFileSync } from 'node:fs';
import { InputError } from '../errors.js';
import { ENTRY_TYPES, type ArticleRecord, type Collection, type EntryType, type RemoteEntry } from '../model.js';
import { systemClock } from '../util/clock.js';
import { silentLogger } from '../util/log.js';
import { registerSecret } from '../util/redact.js';
import {
  adaptArticle,
  adaptArticles,
  adaptCollection,
  adaptCollections,
  adaptEntry,
  adaptObject,
  adaptTeam,
  adaptVideos,
  type Operation,
} from './adapter.js';
import { checkBaseUrl, DEFAULT_RATE_LIMIT, isJwtShaped, type RateLimit } from '../contract/index.js';
import { listingConsumer, type ListingBounds } from './listing.js';
import { listingBounds, positive, responseSize } from './options.js';
import { Transport, type HttpMethod, type HttpRequest } from './transport/index.js';
import { SeenIds } from './answer-check.js';
import { FreshReads } from './fresh-reads.js';
import { articleBody, collectionBody, createWithLookup, type CreateDeps } from './create.js';
import * as records from './records.js';
import type { RecordsContext } from './records.js';
import { statisticsQuery } from './statistics.js';
import {
  ENGAGEMENT_OPERATIONS,
  type ArticleChanges,
  type ClientOptions,
  type CollectionChanges,
  type Created,
  type NewArticle,
  type NewCollection,
  type EngagementKind,
  type PlatformClient,
  type StatisticsParams,
  type Team,
  type TransportStats,
  type VideoList,
  type Written,
} from './types.js';
import type { ListedEntry } from '../util/listed-text.js';

// Re-exported: src/index.ts exports them from here (docs/platform-api.md "Transport").
export { checkBaseUrl, isLoopbackHost } from '../contract/base-url.js';
export const DEFAULT_CONCURRENCY = 4;
export const DEFAULT_TIMEOUT_SECONDS = 30;
export const DEFAULT_RETRIES = 5;
/** a run that makes no progress for 10 minutes stops. */
export const DEFAULT_NO_PROGRESS_SECONDS = 600;

const VERSION = readVersion();
export const USER_AGENT = `helpsync/${VERSION}`;

function readVersion(): string {
  try {
    // src/client/client.ts and dist/client/client.js both sit two levels below the package root.
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** One path segment: entry ids like `statictranslation:a/b c` stay one segment (docs/platform-api.md). */
function seg(value: string): string {
  if (typeof value !== 'string' || value === '') throw new InputError('an id in the request path is empty');
  // encodeURIComponent keeps dots: `.` or `..` would address another path (docs/platform-api.md "Ids and externalId").
  if (value === '.' || value === '..') throw new InputError(`an id in the request path is a dot segment ("${value}")`);
  return encodeURIComponent(value);
}

export function createClient(opts: ClientOptions): PlatformClient {
  const logger = opts.logger ?? silentLogger;
  const token = opts.token ?? '';
  // Registered first, so that even the refusal below cannot print it.
  registerSecret(token);
  if (!isJwtShaped(token)) {
    throw new InputError('the access token does not look like a JWT (three base64url parts joined by dots); check HELPSYNC_TOKEN');
  }
  const baseUrl = checkBaseUrl(opts.baseUrl, (msg) => logger.warn(msg));
  if (typeof opts.project !== 'string' || opts.project.trim() === '') {
    throw new InputError('project is empty: set `project` in the config or HELPSYNC_PROJECT');
  }
  const rateLimit: RateLimit = {
    requests: positive('rateLimit.requests', opts.rateLimit?.requests, DEFAULT_RATE_LIMIT.requests, true),
    perSeconds: positive('rateLimit.perSeconds', opts.rateLimit?.perSeconds, DEFAULT_RATE_LIMIT.perSeconds),
  };
  const maxResponseSize = responseSize(opts.maxResponseSize);
  const listing = listingBounds(opts, maxResponseSize);
  const transport = new Transport({
    baseUrl,
    headers: {
      authorization: `Bearer ${token}`,
      project: opts.project,
      accept: 'application/json',
      'user-agent': USER_AGENT,
    },
    rateLimit,
    concurrency: positive('concurrency', opts.concurrency, DEFAULT_CONCURRENCY, true),
    timeoutMs: positive('timeoutSeconds', opts.timeoutSeconds, DEFAULT_TIMEOUT_SECONDS) * 1000,
    maxResponseSize,
    retries: positive('retries', opts.retries, DEFAULT_RETRIES, true),
    noProgressTimeoutMs: positive('noProgressTimeoutSeconds', opts.noProgressTimeoutSeconds, DEFAULT_NO_PROGRESS_SECONDS) * 1000,
    clock: opts.clock ?? systemClock,
    logger,
    signal: opts.signal,
  });
  const createDeps: CreateDeps = {
    attempts: positive('retries', opts.retries, DEFAULT_RETRIES, true),
    clock: opts.clock ?? systemClock,
    logger,
    signal: opts.signal,
  };
  return new HttpPlatformClient(baseUrl, opts.project, transport, createDeps, listing);
}

class HttpPlatformClient implements PlatformClient {
  constructor(
    readonly baseUrl: string,
    readonly project: string,
    private readonly transport: Transport,
    private readonly createDeps: CreateDeps,
    private readonly listing: ListingBounds,
  ) {}

  // ids seen in lists and given to creations: what a creation's answer may not name (answer-check.ts)
  private readonly seen = new SeenIds();
  get stats(): TransportStats {
    return this.transport.stats;
  }

  private async call(
    method: HttpMethod,
    path: string,
    extra: Omit<HttpRequest, 'method' | 'path'> = {},
  ): Promise<{ body: unknown; op: Operation }> {
    const res = await this.transport.send({ method, path, ...extra });
    return { body: res.body, op: { method, path } };
  }

  async listEntries(type?: EntryType, keep?: (entry: ListedEntry) => RemoteEntry): Promise<RemoteEntry[]> {
    if (type !== undefined && !(ENTRY_TYPES as readonly string[]).includes(type)) {
      throw new InputError(`unknown entry type "${String(type)}" (one of ${ENTRY_TYPES.join(', ')})`);
    }
    // Read as it streams, entry by entry (listing.ts): never one string of the whole listing.
    const op = { method: 'GET', path: '/translations/entries' };
    let entries: RemoteEntry[] = [];
    const restart = (): void => void (entries = []);
    // with a keep, very long values reach it as their bytes (ListedText): hashed, decoded only if it asks
    const consume = keep
      ? listingConsumer(op, this.listing, (e) => entries.push(keep(this.seen.entry(e))), restart, { lazy: true })
      : listingConsumer(op, this.listing, (e) => entries.push(this.seen.entry(e)), restart);
    await this.transport.send({ method: 'GET', path: op.path, query: { type }, consume });
    return entries;
  }

  async getEntry(entryId: string, language?: string): Promise<RemoteEntry | null> {
    const { body, op } = await this.call('GET', `/translations/entries/${seg(entryId)}`, { query: { language } });
    return adaptEntry(body, op);
  }

  async pushTranslation(entryId: string, language: string, fields: Record<string, string>): Promise<void> {
    if (entryId === '') throw new InputError('pushTranslation: the entry id is empty');
    if (language.trim() === '') throw new InputError(`pushTranslation ${entryId}: the language is empty`);
    for (const [k, v] of Object.entries(fields)) {
      if (typeof v !== 'string') throw new InputError(`pushTranslation ${entryId} (${language}): field "${k}" is not a string`);
    }
    // Body is exactly { language, fields } (docs/platform-api.md: other top-level keys are a 400). The
    // response body is not shown (docs/platform-api.md): never relied on.
    await this.call('PUT', `/translations/entries/${seg(entryId)}`, { body: { language, fields }, nonJson: 'accept' });
  }

  async listCollections(): Promise<Collection[]> {
    const { body, op } = await this.call('GET', '/helpcenter/collections/all');
    return this.seen.listed('collection', adaptCollections(body, op));
  }

  async listCollectionArticles(collectionId: string): Promise<ArticleRecord[]> {
    const { body, op } = await this.call('GET', `/helpcenter/collections/${seg(collectionId)}/articles`);
    return this.seen.listed('article', adaptArticles(body, op));
  }

  async moveArticle(fromCollectionId: string, articleId: string, newCollectionId: string): Promise<ArticleRecord> {
    const { body, op } = await this.call('PUT', `/helpcenter/collections/${seg(fromCollectionId)}/articles/${seg(articleId)}/move`, {
      body: { newCollectionId },
    });
    return adaptArticle(body, op);
  }

  async createCollection(input: NewCollection): Promise<Created<Collection>> {
    const body = collectionBody(input);
    const post = async (): Promise<Collection> => {
      const res = await this.call('POST', '/helpcenter/collections', { body });
      return adaptCollection(res.body, res.op);
    };
    const find = (): Promise<Collection | undefined> => this.findCollectionByExternalId(input.externalId);
    return this.seen.creation('collection', input.externalId, (refuse) =>
      createWithLookup(input.externalId, post, find, this.createDeps, refuse),
    );
  }

  async createArticle(input: NewArticle): Promise<Created<ArticleRecord>> {
    const body = articleBody(input);
    const post = async (): Promise<ArticleRecord> => {
      const res = await this.call('POST', `/helpcenter/collections/${seg(input.collectionId)}/articles`, { body });
      return adaptArticle(res.body, res.op);
    };
    // A new article is in its collection's list (a read after the answer was lost: fresh-reads.ts).
    const list = (): Promise<ArticleRecord[]> => this.listCollectionArticles(input.collectionId);
    const lookup = async (): Promise<ArticleRecord | undefined> =>
      (await this.freshArticles.get(input.collectionId, list)).find((a) => a.externalId === input.externalId);
    return this.seen.creation('article', input.externalId, (refuse) =>
      createWithLookup(input.externalId, post, lookup, this.createDeps, refuse),
    );
  }

  private readonly freshArticles = new FreshReads<ArticleRecord[]>();
  async findCollectionByExternalId(externalId: string): Promise<Collection | undefined> {
    if (typeof externalId !== 'string' || externalId === '') throw new InputError('findCollectionByExternalId: the externalId is empty');
    return (await this.listCollections()).find((c) => c.externalId === externalId);
  }

  async findArticleByExternalId(externalId: string, collectionId?: string): Promise<ArticleRecord | undefined> {
    if (typeof externalId !== 'string' || externalId === '') throw new InputError('findArticleByExternalId: the externalId is empty');
    const ids = collectionId !== undefined ? [collectionId] : (await this.listCollections()).map((c) => c.id);
    const lists = await Promise.all(ids.map((id) => this.listCollectionArticles(id)));
    return lists.flat().find((a) => a.externalId === externalId);
  }

  private get records(): RecordsContext {
    return { call: (method, path, extra) => this.call(method, path, extra), seg, deps: this.createDeps };
  }

  updateArticle(collectionId: string, articleId: string, changes: ArticleChanges): Promise<Written<ArticleRecord>> {
    return records.updateArticle(this.records, collectionId, articleId, changes);
  }

  updateCollection(collectionId: string, changes: CollectionChanges): Promise<Written<Collection>> {
    return records.updateCollection(this.records, collectionId, changes);
  }

  setCollectionUnpublished(collectionId: string, unpublished: boolean): Promise<Written<Collection>> {
    return records.setCollectionUnpublished(this.records, collectionId, unpublished);
  }

  deleteArticle(collectionId: string, articleId: string): Promise<Written<{ id: string }>> {
    return records.deleteArticle(this.records, collectionId, articleId);
  }

  deleteCollection(collectionId: string): Promise<Written<{ id: string }>> {
    return records.deleteCollection(this.records, collectionId);
  }

  async getStatisticsList(params: StatisticsParams): Promise<unknown> {
    const { body } = await this.call('GET', '/statistics/lists', { query: statisticsQuery(params) });
    return body;
  }

  async deleteTeam(teamId: string): Promise<Team> {
    const { body, op } = await this.call('DELETE', `/teams/${seg(teamId)}`);
    return adaptTeam(body, op);
  }

  async listVideos(): Promise<VideoList> {
    const { body, op } = await this.call('GET', '/video-source');
    return adaptVideos(body, op);
  }

  async getEngagement(kind: EngagementKind, id: string): Promise<Record<string, unknown>> {
    const spec = engagement(kind);
    // Exactly the pairs of docs/platform-api.md: a GET that is not listed is not an operation.
    if (!spec.get) throw new InputError(`engagement ${kind}: there is no GET operation for this kind`);
    const { body, op } = await this.call('GET', `/engagement/${spec.path}/${seg(id)}`);
    return adaptObject(body, op);
  }

  async deleteEngagement(kind: EngagementKind, id: string): Promise<unknown> {
    const spec = engagement(kind);
    if (!spec.delete) throw new InputError(`engagement ${kind}: there is no DELETE operation for this kind`);
    // The deletion is done whatever the body says: an answer that is not JSON is not a failure.
    const { body } = await this.call('DELETE', `/engagement/${spec.path}/${seg(id)}`, { nonJson: 'accept' });
    return body;
  }

  close(graceMs?: number): Promise<void> {
    return this.transport.close(graceMs);
  }
}

function engagement(kind: EngagementKind): (typeof ENGAGEMENT_OPERATIONS)[EngagementKind] {
  const spec = (ENGAGEMENT_OPERATIONS as Record<string, (typeof ENGAGEMENT_OPERATIONS)[EngagementKind] | undefined>)[kind];
  if (!spec) throw new InputError(`unknown engagement kind "${String(kind)}" (one of ${Object.keys(ENGAGEMENT_OPERATIONS).join(', ')})`);
  return spec;
}
