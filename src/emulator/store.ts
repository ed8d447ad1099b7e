// The emulator's in-memory platform state and the operations on it. HTTP-free: the server maps routes
// to these methods and turns an HttpError into a status with a `{ "message": … }` body
// (api-contract.md "Transport": assumed error shape and status classes).
import { ENTRY_TYPES, FIELDS_BY_TYPE, HTML_FIELDS, parseEntryId, type EntryType, type RemoteEntry } from '../model.js';
import { toRichTextHtml } from '../html/richtext.js';
import { isLanguageCode } from '../contract/language.js';
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

/** A platform answer other than 200 (api-contract.md "Status classes"). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Seed 4.1: the only values groupInterval takes. */
const GROUP_INTERVALS = new Set(['hour', 'day', 'month', 'year']);
/** A language code as the platform keys translations: `en`, `pt-br`, `zh_CN`. */

export interface StoreOptions {
  /** the project id (overrides data.project) */
  project?: string;
  /** store HTML fields as the platform's rich-text editor re-serialises them (api-contract.md, six rules) */
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
  /** survey id → collected responses; kept when the survey is deleted (seed part 3) */
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
      this.seedTexts(`collection:${c.id}`, 'collection', { title, description });
    }
    for (const a of data.articles ?? []) {
      const { title, description, ...rest } = clone(a) as ArticleData & { description?: LangMap };
      this.articles.set(a.id, rest);
      this.seedTexts(`article:${a.id}`, 'article', { title, description });
    }
    for (const t of data.teams ?? []) this.teams.set(t.id, clone(t));
    for (const v of data.videos ?? []) this.videos.set(v.id, clone(v));
    this.engagement = Object.fromEntries(
      ENGAGEMENT_PATHS.map((p) => [p, new Map((data.engagement?.[p] ?? []).map((x) => [x.id, clone(x)]))]),
    ) as Record<EngagementPath, Map<string, EngagementItem>>;
    for (const [k, v] of Object.entries(data.surveyResponses ?? {})) this.surveyResponses.set(k, clone(v));
    this.statistics = clone(data.statistics ?? {});
    if (this.richText) this.normaliseAllHtml();
  }

  /** Record texts seed the entry for languages it does not have yet; a record without an entry gets one. */
  private seedTexts(entryId: string, type: EntryType, texts: Record<string, LangMap | undefined>): void {
    let entry = this.entries.get(entryId);
    if (!entry) {
      entry = { id: entryId, type, fields: {} };
      this.entries.set(entryId, entry);
    }
    for (const [field, map] of Object.entries(texts)) {
      if (!map) continue;
      const target = (entry.fields[field] ??= {});
      for (const [lang, value] of Object.entries(map)) if (!(lang in target)) target[lang] = value;
    }
  }

  setRichText(on: boolean): void {
    this.richText = on;
    if (on) this.normaliseAllHtml();
  }

  /** In rich-text mode the platform holds only what its editor serialises: bring stored HTML to that form. */
  private normaliseAllHtml(): void {
    for (const e of this.entries.values()) {
      for (const [field, langs] of Object.entries(e.fields)) {
        if (!HTML_FIELDS.has(field)) continue;
        for (const lang of Object.keys(langs)) langs[lang] = toRichTextHtml(langs[lang] ?? '');
      }
    }
  }

  // ---- Translations (seed 4.2; api-contract.md "Translations") --------------------------------

  listEntries(type?: string): RemoteEntry[] {
    if (type !== undefined && !(ENTRY_TYPES as readonly string[]).includes(type)) {
      throw new HttpError(400, `type must be one of ${ENTRY_TYPES.join(', ')}`);
    }
    const out: RemoteEntry[] = [];
    for (const e of this.entries.values()) if (type === undefined || e.type === type) out.push(e);
    return out;
  }

  getEntry(entryId: string, language?: string): RemoteEntry {
    const e = this.entries.get(entryId);
    if (!e) throw new HttpError(404, `no translatable entry "${entryId}"`);
    if (language === undefined) return structuredClone(e);
    const fields: Record<string, Record<string, string>> = {};
    for (const [f, langs] of Object.entries(e.fields)) {
      const v = langs[language];
      if (v !== undefined) fields[f] = { [language]: v };
    }
    return { id: e.id, type: e.type, fields };
  }

  /** Body exactly `{ language, fields }`; merges the given fields into that one language. */
  putTranslation(entryId: string, body: unknown): void {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HttpError(400, 'body must be a JSON object { "language": …, "fields": { … } }');
    }
    const extra = Object.keys(body).filter((k) => k !== 'language' && k !== 'fields');
    if (extra.length)
      throw new HttpError(400, `body has unknown key(s) ${extra.map((k) => `"${k}"`).join(', ')}; allowed: language, fields`);
    const { language, fields } = body as { language?: unknown; fields?: unknown };
    if (language === undefined) throw new HttpError(400, 'body.language is required');
    if (typeof language !== 'string' || !isLanguageCode(language.toLowerCase()))
      throw new HttpError(400, 'body.language must be a language code such as "de"');
    if (fields === undefined) throw new HttpError(400, 'body.fields is required');
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
      throw new HttpError(400, 'body.fields must be an object of field → string');
    const given = Object.entries(fields as Record<string, unknown>);
    if (given.length === 0) throw new HttpError(400, 'body.fields must name at least one field');
    const notText = given.filter(([, v]) => typeof v !== 'string').map(([k]) => k);
    if (notText.length) throw new HttpError(400, `body.fields values must be strings (not for ${notText.map((k) => `"${k}"`).join(', ')})`);
    const entry = this.entries.get(entryId);
    if (!entry) {
      if (!parseEntryId(entryId)) throw new HttpError(404, `no translatable entry "${entryId}" (entry ids are <type>:<id>, seed 2.5)`);
      throw new HttpError(404, `no translatable entry "${entryId}"`);
    }
    const allowed = new Set([...FIELDS_BY_TYPE[entry.type], ...Object.keys(entry.fields)]);
    const unknown = given.map(([k]) => k).filter((k) => !allowed.has(k));
    if (unknown.length) {
      throw new HttpError(
        400,
        `entry type "${entry.type}" has no field ${unknown.map((k) => `"${k}"`).join(', ')}; it has ${[...allowed].join(', ')}`,
      );
    }
    for (const [field, value] of given) {
      if (typeof value !== 'string') continue; // checked above; narrows the type
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

  // ---- Help center (seed 4.5, 4.6; api-contract.md "Help center") -----------------------------

  private texts(entryId: string): { title: LangMap; description: LangMap } {
    const f = this.entries.get(entryId)?.fields;
    return { title: { ...(f?.title ?? {}) }, description: { ...(f?.description ?? {}) } };
  }

  private touch(rec: Record<string, unknown> | undefined): void {
    if (rec) rec.updatedAt = new Date(this.now()).toISOString();
  }

  collectionRecord(c: CollectionData): Record<string, unknown> {
    return {
      ...c,
      _id: c.id,
      id: c.id,
      parent: c.parent,
      ...this.texts(`collection:${c.id}`),
      createdAt: c.createdAt ?? '2024-01-01T00:00:00.000Z',
      updatedAt: c.updatedAt ?? c.createdAt ?? '2024-01-01T00:00:00.000Z',
      targetAudience: c.targetAudience ?? 'all',
      project: this.project,
    };
  }

  /** Seed 2.2 record: required fields always present, texts from the article's entry. */
  articleRecord(a: ArticleData): Record<string, unknown> {
    const { collection, ...rest } = a;
    return {
      sourceUsage: 0,
      isDraft: false,
      tags: [],
      targetAudience: 'all',
      createdAt: '2024-01-01T00:00:00.000Z',
      ...rest,
      updatedAt: rest.updatedAt ?? rest.createdAt ?? '2024-01-01T00:00:00.000Z',
      _id: a.id,
      id: a.id,
      helpcenterCollection: collection,
      ...this.texts(`article:${a.id}`),
      project: this.project,
    };
  }

  /** The flat list the contract describes: children are the items whose `parent` is set. */
  listCollections(): Record<string, unknown>[] {
    return [...this.collections.values()].map((c) => this.collectionRecord(c));
  }

  collectionArticles(collectionId: string): Record<string, unknown>[] {
    if (!this.collections.has(collectionId)) throw new HttpError(404, `no collection "${collectionId}"`);
    const out: Record<string, unknown>[] = [];
    for (const a of this.articles.values()) if (a.collection === collectionId) out.push(this.articleRecord(a));
    return out;
  }

  /** Where an article is now (tests), or undefined when it is in no collection. */
  articleCollection(articleId: string): string | undefined {
    return this.articles.get(articleId)?.collection;
  }

  /** Returns the article record and whether anything changed (a move into its own collection does not). */
  moveArticle(fromId: string, articleId: string, body: unknown): { record: Record<string, unknown>; changed: boolean } {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HttpError(400, 'body must be a JSON object { "newCollectionId": … }');
    }
    const extra = Object.keys(body).filter((k) => k !== 'newCollectionId');
    if (extra.length)
      throw new HttpError(400, `body has unknown key(s) ${extra.map((k) => `"${k}"`).join(', ')}; allowed: newCollectionId`);
    const to = (body as { newCollectionId?: unknown }).newCollectionId;
    if (to === undefined) throw new HttpError(400, 'body.newCollectionId is required');
    if (typeof to !== 'string' || to.length === 0) throw new HttpError(400, 'body.newCollectionId must be a non-empty string');
    if (!this.collections.has(fromId)) throw new HttpError(404, `no collection "${fromId}"`);
    if (!this.collections.has(to)) throw new HttpError(404, `no collection "${to}" (newCollectionId)`);
    const a = this.articles.get(articleId);
    // api-contract.md: 404 when the article is not in the collection named in the path; a retried
    // move whose first response was lost lands here.
    if (!a || a.collection !== fromId) throw new HttpError(404, `no article "${articleId}" in collection "${fromId}"`);
    if (to === fromId) return { record: this.articleRecord(a), changed: false };
    a.collection = to;
    this.touch(a);
    return { record: this.articleRecord(a), changed: true };
  }

  // ---- Statistics (seed 4.1) ---------------------------------------------------------------------

  statisticsList(query: Record<string, string>): unknown {
    const chartType = query.chartType;
    if (chartType === undefined || chartType === '') throw new HttpError(400, 'chartType is required');
    const gi = query.groupInterval;
    if (gi !== undefined && !GROUP_INTERVALS.has(gi)) throw new HttpError(400, 'groupInterval must be one of hour, day, month, year');
    const wh = query.useWorkingHours;
    if (wh !== undefined && wh !== 'true' && wh !== 'false') throw new HttpError(400, 'useWorkingHours must be true or false');
    // skip and limit are ignored, as on the platform (seed 4.1, part 8): the full result set.
    if (Object.prototype.hasOwnProperty.call(this.statistics, chartType)) return this.statistics[chartType];
    if ((KNOWN_CHART_TYPES as readonly string[]).includes(chartType)) return generatedStatistics(chartType, this);
    throw new HttpError(400, `unknown chartType "${chartType}"`);
  }

  // ---- Teams, videos (seed 4.3, 4.4) -----------------------------------------------------------

  deleteTeam(teamId: string): TeamData {
    const t = this.teams.get(teamId);
    if (!t) throw new HttpError(404, `no team "${teamId}"`);
    this.teams.delete(teamId);
    return t;
  }

  /** Seed 4.4: only acknowledged and not skipped, newest first. */
  listVideos(): { total: number; videos: Record<string, unknown>[] } {
    const time = (v: VideoData): number => {
      const t = Date.parse(v.createdAt ?? '');
      return Number.isNaN(t) ? -Infinity : t;
    };
    const listed = [...this.videos.values()]
      .filter((v) => v.acknowledged !== false && v.skipped !== true)
      .sort((a, b) => time(b) - time(a) || (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || a.id.localeCompare(b.id))
      .map(({ acknowledged: _a, skipped: _s, ...rest }) => rest);
    return { total: listed.length, videos: listed };
  }

  // ---- Engagement (seed 4.7, part 3) ------------------------------------------------------------

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
