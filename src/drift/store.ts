// Two small files under `.helpsync/` (beside the config) that drift protection keeps:
//   pushed/<key>.json   what helpsync itself last pushed, per (entry, language, field): a hash of the
//                       drift-canonical value, never the value. Keyed by base URL, project and
//                       renderer version; validated (zod) and ignored when it does not validate.
//   cache/drift-renderings.json   the candidate values of each committed version, keyed by
//                       (code version, render options, blob id): a blob never changes, so only a new
//                       renderer invalidates an entry.
// Both only ever cost speed or protection when missing or broken: a run never fails on them. Writes
// are atomic (temp file + rename), so an interrupted run leaves the old file, never half a file.
// Both lie under the config's folder and follow the rule of every folder helpsync writes there (the
// loader cache, backups): each part must resolve inside that folder. A `.helpsync/pushed` that is a
// link to elsewhere is refused by name before any request, and never written through.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { codeVersion } from '../loader/cache.js';
import { readCacheBytes } from '../loader/cache-file.js';
import { openStateTrust } from '../loader/state-trust.js';
import { UnsafePathError, writeFileAtomic } from '../util/atomic-write.js';
import { VERSION_VALUES_FORMAT, type VersionValues } from './versions.js';

const PUSHED_FORMAT = 1;

const pushedSchema = z.object({
  format: z.literal(PUSHED_FORMAT),
  baseUrl: z.string(),
  project: z.string(),
  renderer: z.string(),
  /** `entryId\u0000language\u0000field` → driftHash */
  fields: z.record(z.string(), z.string().regex(/^[\w-]{1,64}$/)),
  /** HMAC-SHA256 (hex) of the rest with the state folder's key (loader/state-trust.ts) */
  mac: z.string().optional(),
});
type PushedFile = z.infer<typeof pushedSchema>;

export interface PushedRecord {
  get(key: string): string | undefined;
  /** records the pushed fields' hashes (kept in memory until save) */
  set(key: string, hash: string): void;
  save(): Promise<void>;
  /** files Git tracks under `.helpsync/`, not trusted (each named) */
  warnings: string[];
}

/** The record's MAC: over its target, renderer and every field in key order, one per line. */
function macOf(key: Buffer, body: Omit<PushedFile, 'mac'>): string {
  const h = createHmac('sha256', key).update(`${body.format}\n${body.baseUrl}\n${body.project}\n${body.renderer}\n`);
  for (const k of Object.keys(body.fields).sort()) h.update(`${k}\u0001${body.fields[k]}\n`);
  return h.digest('hex');
}

function macMatches(key: Buffer | undefined, body: PushedFile): boolean {
  if (!key || typeof body.mac !== 'string') return false;
  const want = Buffer.from(macOf(key, body), 'hex');
  const got = Buffer.from(body.mac, 'hex');
  return got.length === want.length && timingSafeEqual(got, want);
}

export function pushedRecordFile(helpsyncDir: string, target: { baseUrl: string; project: string }): string {
  const key = createHash('sha256').update(`${target.baseUrl}\n${target.project}\n${codeVersion()}`).digest('hex').slice(0, 24);
  return path.join(helpsyncDir, 'pushed', `${key}.json`);
}

export async function openPushedRecord(helpsyncDir: string, target: { baseUrl: string; project: string }): Promise<PushedRecord> {
  const file = pushedRecordFile(helpsyncDir, target);
  const root = path.dirname(path.resolve(helpsyncDir));
  const renderer = codeVersion();
  const fields = new Map<string, string>();
  const read = await readInside(root, file);
  if ('refusal' in read) {
    throw new UnsafePathError([
      { severity: 'error', file: shownPath(read.refusal.file), message: `the record of pushed values is refused: ${read.refusal.message}` },
    ]);
  }
  // Not ours unless sealed with this folder's key and not committed: a forged record could make a
  // platform edit look "known" and be pushed over (loader/state-trust.ts).
  const trust = await openStateTrust(helpsyncDir);
  const warnings = [...trust.warnings, ...(trust.tracked(file) ? [trust.warning(file)] : [])];
  const parsed = pushedSchema.safeParse(read.json);
  // Another target or renderer hashing to this name (or a hand-edited file) is not our record.
  if (
    parsed.success &&
    !trust.tracked(file) &&
    macMatches(trust.key, parsed.data) &&
    parsed.data.baseUrl === target.baseUrl &&
    parsed.data.project === target.project &&
    parsed.data.renderer === renderer
  ) {
    for (const [k, v] of Object.entries(parsed.data.fields)) fields.set(k, v);
  }
  let changed = false;
  return {
    warnings,
    get: (key) => fields.get(key),
    set(key, hash) {
      if (fields.get(key) === hash) return;
      fields.set(key, hash);
      changed = true;
    },
    async save() {
      // without a key nothing written could be trusted next time
      if (!changed || !trust.key) return;
      const body: PushedFile = { format: PUSHED_FORMAT, baseUrl: target.baseUrl, project: target.project, renderer, fields: {} };
      for (const [k, v] of [...fields].sort(([a], [b]) => (a < b ? -1 : 1))) body.fields[k] = v;
      body.mac = macOf(trust.key, body);
      await writeFileAtomic(file, JSON.stringify(body), { inside: root });
      changed = false;
    },
  };
}

/** A bound on the renderings cache (a blob's values are a few KB; the cache stays within ~100 MB). */
const MAX_RENDERINGS = 20_000;

const renderingsSchema = z.object({
  version: z.string(),
  entries: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
});

export interface RenderingsCache {
  get(kind: 'markdown' | 'static', blob: string): VersionValues | undefined;
  set(kind: 'markdown' | 'static', blob: string, values: VersionValues): void;
  save(): Promise<void>;
}

/** The cache's validity key: the analysis code (renderer, parsers, libraries) and this format. */
function renderingsVersion(): string {
  return `${codeVersion()}:${VERSION_VALUES_FORMAT}:both-ways`;
}

export async function openRenderingsCache(cacheDir: string): Promise<RenderingsCache> {
  const file = path.join(cacheDir, 'drift-renderings.json');
  // cacheDir is `<configDir>/.helpsync/cache`; a refused one is reported by the loader cache.
  const root = path.dirname(path.dirname(path.resolve(cacheDir)));
  const version = renderingsVersion();
  const read = await readInside(root, file);
  const parsed = renderingsSchema.safeParse('json' in read ? read.json : undefined);
  const entries = new Map<string, VersionValues>(
    parsed.success && parsed.data.version === version ? Object.entries(parsed.data.entries) : [],
  );
  let changed = false;
  return {
    get(kind, blob) {
      const key = `${kind}:${blob}`;
      const hit = entries.get(key);
      // most recently used last, so that the bound below drops the versions no run has needed lately
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(kind, blob, values) {
      entries.set(`${kind}:${blob}`, values);
      changed = true;
    },
    async save() {
      if (!changed) return;
      const kept = [...entries].slice(-MAX_RENDERINGS);
      try {
        await writeFileAtomic(file, JSON.stringify({ version, entries: Object.fromEntries(kept) }), { inside: root });
      } catch {
        // a cache that cannot be written only costs speed next time
      }
      changed = false;
    },
  };
}

/** The file's JSON (undefined when missing or not JSON), or a refusal when a part of it leaves `root`. */
async function readInside(root: string, file: string): Promise<{ json: unknown } | { refusal: { file: string; message: string } }> {
  const read = await readCacheBytes(root, file);
  if ('refusal' in read) return read;
  try {
    return { json: read.bytes ? (JSON.parse(read.bytes.toString('utf8')) as unknown) : undefined };
  } catch {
    return { json: undefined };
  }
}

function shownPath(abs: string): string {
  const rel = path.relative(process.cwd(), abs);
  return (rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : abs).split(path.sep).join('/');
}
