// The emulator's seed document (`helpsync emulator --data FILE`) and its state file (`--state FILE`,
// the same schema). Validated with zod so a hand-written seed fails with every problem named at once.
//
// Schema (also in docs/emulator-data.md). Every key but `project` is optional.
//
// {
//   "project": "demo",                          // the project id the emulator serves (403 for any other)
// "entries": [ // translatable entries, field-major (docs/platform-api.md)
//     { "id": "article:6650f0c1a2b3c4d5e6f70811", "type": "article",
//       "fields": { "title": { "en": "Install", "de": "Installieren" }, "content": { "en": "<p>…</p>" } } }
//   ],
// "collections": [ // help-center collections (docs/platform-api.md)
//     { "id": "65f0…1231", "parent": null,      // parent: null for a root, else a collection id
//       "title": { "en": "Getting started" }, "description": { "en": "…" },
// "createdAt": "…", "updatedAt": "…", "targetAudience": "all", …any other docs/platform-api.md field }
//   ],
// "articles": [ // where each article lives (docs/platform-api.md)
// { "id": "6650…0811", "collection": "65f0…1231", "title": { "en": "…" }, …any other docs/platform-api.md field }
//   ],
// "teams": [ { "id": "…", "name": "Support EU", …docs/platform-api.md fields } ],
// "videos": [ { "id": "…", "createdAt": "…", …docs/platform-api.md fields, "acknowledged": true, "skipped": false } ],
// "engagement": { // docs/platform-api.md; each item is an object with an "id"
//     "chat-messages": [], "push-notifications": [], "surveys": [], "product-tours": [],
//     "checklists": [], "tooltips": [], "news": []
//   },
// "surveyResponses": { "<surveyId>": [ {…}, … ] }, // kept when the survey is deleted (docs/platform-api.md)
//   "statistics": { "TEAM_PERFORMANCE_LIST": [ {…}, … ] } // chartType → any JSON, served as is
// }
//
// Texts have one home: an article's or collection's title and description live in its translation
// entry (`article:<id>`, `collection:<id>`), as on the platform. The `title`/`description` maps on
// collection and article records seed that entry when the entries list does not already carry a
// value for that language; a record without an entry gets one. Entries of type `article` without an
// article record are articles in no collection (they cannot be moved).
import { z } from 'zod';
import { ENTRY_TYPES, parseEntryId, type RemoteEntry } from '../model.js';

/** The engagement kinds by their path segment (docs/platform-api.md). */
export const ENGAGEMENT_PATHS = [
  'chat-messages',
  'push-notifications',
  'surveys',
  'product-tours',
  'checklists',
  'tooltips',
  'news',
] as const;
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

const id = z
  .string()
  .min(1)
  .regex(/^[^\s/]+$/, 'must be non-empty, without "/" or whitespace');
const langMap = z.record(z.string().min(1), z.string());
const record = z.looseObject({ id });

const entrySchema = z.strictObject({
  id: z.string().min(1),
  type: z.enum(ENTRY_TYPES),
  fields: z.record(z.string().min(1), langMap),
});

const schema = z.strictObject({
  project: z.string().min(1),
  entries: z.array(entrySchema).optional(),
  collections: z
    .array(
      z.looseObject({
        id,
        parent: id.nullable(),
        title: langMap.optional(),
        description: langMap.optional(),
        createdAt: z.string().optional(),
        updatedAt: z.string().optional(),
        targetAudience: z.string().optional(),
      }),
    )
    .optional(),
  // docId: the article's number on the platform (docs/platform-api.md); links may use it
  articles: z
    .array(z.looseObject({ id, collection: id, title: langMap.optional(), docId: z.number().int().nonnegative().optional() }))
    .optional(),
  teams: z.array(record).optional(),
  videos: z
    .array(z.looseObject({ id, createdAt: z.string().optional(), acknowledged: z.boolean().optional(), skipped: z.boolean().optional() }))
    .optional(),
  engagement: z.strictObject(Object.fromEntries(ENGAGEMENT_PATHS.map((p) => [p, z.array(record).optional()]))).optional(),
  surveyResponses: z.record(z.string(), z.array(z.unknown())).optional(),
  statistics: z.record(z.string().min(1), z.unknown()).optional(),
});

/** Thrown for a seed or state document that does not fit the schema; lists every problem. */
export class EmulatorDataError extends Error {
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    super(`${source}: invalid emulator data:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EmulatorDataError';
  }
}

/** Validates a parsed seed/state document: shape, then cross-references (ids, parents, fields). */
export function validateEmulatorData(raw: unknown, source = 'emulator data'): EmulatorData {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new EmulatorDataError(source, parsed.error.issues.map(describeIssue));
  const data: EmulatorData = parsed.data;
  // The order of the problems is the order of the document: entries, collections, articles, the rest.
  const problems = [...entryProblems(data), ...collectionProblems(data), ...articleProblems(data), ...otherDuplicates(data)];
  if (problems.length) throw new EmulatorDataError(source, problems);
  return data;
}

function describeIssue(i: z.core.$ZodIssue): string {
  const where = i.path.map(String).join('.');
  if (i.code === 'unrecognized_keys') return `${where || '(top level)'}: unknown key(s) ${i.keys.map((k) => `"${k}"`).join(', ')}`;
  return `${where || '(top level)'}: ${i.message}`;
}

/** One problem per id seen before, in order. */
function duplicates(what: string, ids: string[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const x of ids) {
    if (seen.has(x)) problems.push(`${what}: id "${x}" appears twice`);
    seen.add(x);
  }
  return problems;
}

function entryProblems(data: EmulatorData): string[] {
  const entries = data.entries ?? [];
  const problems = duplicates(
    'entries',
    entries.map((e) => e.id),
  );
  entries.forEach((e, i) => {
    const p = parseEntryId(e.id);
    if (!p) problems.push(`entries.${i}: id "${e.id}" is not <type>:<id> with a known type`);
    else if (p.type !== e.type) problems.push(`entries.${i}: id "${e.id}" has type "${p.type}" but "type" says "${e.type}"`);
    if (e.type === 'statictranslation' && Object.keys(e.fields).some((f) => f !== 'value')) {
      problems.push(`entries.${i}: a statictranslation has only the field "value" (docs/platform-api.md, "Translations")`);
    }
  });
  return problems;
}

function collectionProblems(data: EmulatorData): string[] {
  const collections = data.collections ?? [];
  const problems = duplicates(
    'collections',
    collections.map((c) => c.id),
  );
  const collectionIds = new Set(collections.map((c) => c.id));
  collections.forEach((c, i) => {
    if (c.parent !== null && !collectionIds.has(c.parent)) problems.push(`collections.${i}: parent "${c.parent}" is not a collection`);
  });
  // A parent chain must end at a root: a cycle would make the tree unprintable.
  const parentOf = new Map(collections.map((c) => [c.id, c.parent]));
  for (const c of collections) {
    const seen = new Set<string>([c.id]);
    let p = c.parent;
    while (p !== null && parentOf.has(p)) {
      if (seen.has(p)) {
        problems.push(`collections: "${c.id}" is its own ancestor (parent cycle)`);
        break;
      }
      seen.add(p);
      p = parentOf.get(p) ?? null;
    }
  }
  return problems;
}

function articleProblems(data: EmulatorData): string[] {
  const collectionIds = new Set((data.collections ?? []).map((c) => c.id));
  const articles = data.articles ?? [];
  const problems = duplicates(
    'articles',
    articles.map((a) => a.id),
  );
  articles.forEach((a, i) => {
    if (!collectionIds.has(a.collection)) problems.push(`articles.${i}: collection "${a.collection}" is not a collection`);
  });
  const docIds = new Map<number, string>();
  for (const a of articles) {
    if (typeof a.docId !== 'number') continue;
    const other = docIds.get(a.docId);
    if (other !== undefined) problems.push(`articles: docId ${a.docId} is used by both "${other}" and "${a.id}"`);
    else docIds.set(a.docId, a.id);
  }
  return problems;
}

function otherDuplicates(data: EmulatorData): string[] {
  return [
    ...duplicates(
      'teams',
      (data.teams ?? []).map((t) => t.id),
    ),
    ...duplicates(
      'videos',
      (data.videos ?? []).map((v) => v.id),
    ),
    ...ENGAGEMENT_PATHS.flatMap((p) =>
      duplicates(
        `engagement.${p}`,
        (data.engagement?.[p] ?? []).map((x) => x.id),
      ),
    ),
  ];
}
