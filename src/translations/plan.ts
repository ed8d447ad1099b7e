// The sync planner: PURE. Local content and the remote listing come in as
// arguments, the plan comes out as data; no I/O, no clock (the caller passes `now`).
//
// A pair (entry, language) is pushed when any of its local fields differs from the remote value
// (plain text: exact after trimming; HTML: htmlEqual, docs/platform-api.md),
// and the push carries every local field of the pair. Nothing is ever cleared: what the repo does
// not mention is only counted (remoteOnly).
import path from 'node:path';
import { localPaths } from '../content/content-paths.js';
import { fieldEqual, isBlankHtml } from '../html/compare.js';
import { htmlDiffLines } from '../html/block-diff.js';
import { FIELDS_BY_TYPE, HTML_FIELDS, pairKey, type Problem, type RemoteEntry } from '../model.js';
import { listedText, type ListedEntry } from '../util/listed-text.js';
import { orderLanguages } from '../content/languages.js';
import type { LocalContent, LocalPair } from '../content/types.js';
import { fingerprintRemote } from '../apply/fingerprint.js';
import {
  PLAN_KIND,
  PLAN_VERSION,
  type FieldChange,
  type FieldValue,
  type LanguagePlan,
  type LayoutSummary,
  type BlankBody,
  type Move,
  type PlanTarget,
  type Push,
  type RemoteOnly,
  type SyncPlan,
} from '../apply/types.js';
import { runtime } from '../util/runtime.js';

export { fingerprintRemote, isPairStale } from '../apply/fingerprint.js';

export interface PlanSyncInput {
  local: LocalContent;
  remote: RemoteEntry[];
  target: PlanTarget;
  now: Date;
  moves?: Move[];
  layout?: LayoutSummary;
  /** problems name files relative to this folder (default: the working directory) */
  cwd?: string;
  /** richTextHash or a memo of it (the loader cache's), asked only for HTML the platform did not return byte for byte */
  richHashOf?: (html: string) => string;
}

/** The fields of a pair that differ from the remote values, in field order (HTML fields with their reader-level diff). */
function fieldChanges(
  fields: Record<string, FieldValue>,
  entry: RemoteEntry,
  pair: LocalPair,
  richHashOf: ((html: string) => string) | undefined,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of Object.keys(fields).sort(fieldOrder)) {
    const after = fields[field]!;
    const before = entry.fields[field]?.[pair.language];
    if (typeof after !== 'string') {
      // a deferred body is new on the platform: pushed whole, no diff, its text not read here
      if (before !== undefined) throw new Error(`internal: ${pair.file} reached the planner without its body`);
      changes.push({ field, before: null, after });
      continue;
    }
    if (fieldEqual(field, after, before, richHashOf)) continue;
    // what readers will see change, one block per line (plan version 3); with no remote value every
    // block is added, which `after` already says: a first push of 200k pages holds no second copy
    const diff = HTML_FIELDS.has(field) && before !== undefined ? { diff: htmlDiffLines(before, after) } : {};
    changes.push({ field, before: before ?? null, after, ...diff });
  }
  return changes;
}

export interface PlanSyncResult {
  plan: SyncPlan;
  /** plan-time errors (the caller refuses to apply when there is any); warnings are also in plan.warnings */
  problems: Problem[];
}

/** Equal as the platform would see it (html/compare.ts: the one comparison sync and apply share). */
export { fieldEqual };

export function planSync(input: PlanSyncInput): PlanSyncResult {
  const { local, remote, target, now } = input;
  const cwd = input.cwd ?? runtime().cwd();
  const paths = localPaths(local);
  const show = (file: string): string => path.relative(cwd, paths.abs(file)).split(path.sep).join('/') || file;
  const unread = local.pairs.find((p) => p.setAside !== undefined);
  // a body the loader set aside is read again before planning (operations/pipeline/prepare.ts); a plan without it would push nothing
  if (unread) throw new Error(`internal: ${unread.file} reached the planner without its body`);
  const problems: Problem[] = [];
  const remoteById = new Map<string, RemoteEntry>();
  for (const e of remote) if (!remoteById.has(e.id)) remoteById.set(e.id, e);

  const languages = orderLanguages(local.sourceLanguage, [...local.languages, ...local.pairs.map((p) => p.language)]);
  const byLanguage = new Map<string, LanguagePlan>(languages.map((l) => [l, { language: l, pushes: [], unchanged: 0, held: [] }]));
  const remoteOnly: RemoteOnly = { entries: 0, pairs: 0, fields: 0 };
  const blankBodies: BlankBody[] = [];
  /** entry → languages with a local pair */
  const localLanguages = new Map<string, Set<string>>();

  const pairs = [...local.pairs].sort(comparePairs);
  const seen = new Set<string>();
  for (const pair of pairs) {
    const key = pairKey(pair.entryId, pair.language);
    if (seen.has(key)) {
      problems.push(problem(show(pair.file), pair.line, `${pair.entryId} (${pair.language}) is given by more than one file`));
      continue;
    }
    seen.add(key);
    let langs = localLanguages.get(pair.entryId);
    if (!langs) localLanguages.set(pair.entryId, (langs = new Set()));
    langs.add(pair.language);

    const entry = remoteById.get(pair.entryId);
    const refused = refusePair(pair, entry, target);
    if (refused !== undefined || !entry) {
      problems.push(problem(show(pair.file), pair.line, refused ?? 'unreachable'));
      continue;
    }
    const { fields, blank } = withDeferred(pair, withoutBlankBody(pair, entry));
    if (blank) blankBodies.push({ entryId: pair.entryId, language: pair.language, file: pair.file });
    const changes = fieldChanges(fields, entry, pair, input.richHashOf);
    for (const [field, values] of Object.entries(entry.fields)) {
      if (!(field in fields) && typeof values[pair.language] === 'string') remoteOnly.fields++;
    }
    const lp = byLanguage.get(pair.language)!;
    if (changes.length === 0) {
      lp.unchanged++;
      continue;
    }
    const push: Push = {
      entryId: pair.entryId,
      type: pair.type,
      language: pair.language,
      file: pair.file,
      fields: { ...fields },
      remoteFingerprint: fingerprintRemote(entry, pair.language),
      changes,
    };
    lp.pushes.push(push);
  }

  countRemoteOnly(local, remoteById, localLanguages, remoteOnly);

  const plan: SyncPlan = {
    kind: PLAN_KIND,
    version: PLAN_VERSION,
    createdAt: now.toISOString(),
    target: { baseUrl: target.baseUrl, project: target.project },
    sourceLanguage: local.sourceLanguage,
    moves: input.moves ?? [],
    ...(input.layout ? { layout: input.layout } : {}),
    languages: languages.map((l) => byLanguage.get(l)!),
    remoteOnly,
    blankBodies,
    warnings: [...local.warnings],
  };
  return { plan, problems };
}

/**
 * Remote only: entries the repo does not mention at all, and languages it does not give for an
 * entry it does give. Languages the repo has but this run did not select are not "remote only".
 */
function countRemoteOnly(
  local: LocalContent,
  remoteById: ReadonlyMap<string, RemoteEntry>,
  localLanguages: ReadonlyMap<string, Set<string>>,
  remoteOnly: RemoteOnly,
): void {
  const mentioned = new Set<string>([...Object.keys(local.filesByEntry), ...local.pairs.map((p) => p.entryId)]);
  const repoLanguages = new Set<string>(local.languages);
  for (const files of Object.values(local.filesByEntry)) for (const f of files) repoLanguages.add(f.split('/', 1)[0]!);
  const inScope = new Set(local.languages);
  for (const entry of remoteById.values()) {
    if (!mentioned.has(entry.id)) {
      remoteOnly.entries++;
      continue;
    }
    const langs = localLanguages.get(entry.id);
    if (!langs) continue;
    const remoteLangs = new Set<string>();
    for (const values of Object.values(entry.fields))
      for (const [l, v] of Object.entries(values)) if (typeof v === 'string') remoteLangs.add(l);
    for (const l of remoteLangs) {
      if (langs.has(l)) continue;
      if (inScope.has(l) || !repoLanguages.has(l)) remoteOnly.pairs++;
    }
  }
}

/** Why a pair cannot be planned (its entry is missing, of another type, or lacks a field), or undefined. */
function refusePair(pair: LocalPair, entry: RemoteEntry | undefined, target: PlanTarget): string | undefined {
  if (!entry) return `entry ${pair.entryId} does not exist on the platform (project ${target.project})`;
  if (entry.type !== pair.type) return `entry ${pair.entryId} is a ${entry.type} on the platform, not a ${pair.type}`;
  const allowed = new Set([...FIELDS_BY_TYPE[entry.type], ...Object.keys(entry.fields)]);
  const unknown = [...Object.keys(pair.fields), ...Object.keys(pair.deferred ?? {})].filter((f) => !allowed.has(f));
  if (unknown.length === 0) return undefined;
  const names = unknown.map((f) => `"${f}"`).join(', ');
  return `${names} ${unknown.length === 1 ? 'is not a field' : 'are not fields'} of ${entry.type} entries (${[...allowed].join(', ')})`;
}

/** The pair's fields with those whose text is deferred (a deferred body is never blank). */
function withDeferred(
  pair: LocalPair,
  loaded: { fields: Record<string, string>; blank: boolean },
): { fields: Record<string, FieldValue>; blank: boolean } {
  if (!pair.deferred) return loaded;
  return { fields: { ...loaded.fields, ...pair.deferred }, blank: loaded.blank && !('content' in pair.deferred) };
}

/**
 * A body that is blank (comments aside) is never pushed: the platform's content stays (nothing is
 * ever cleared). When the platform has content there, the pair is listed as a blank body.
 */
export function withoutBlankBody(pair: LocalPair, entry: RemoteEntry | ListedEntry): { fields: Record<string, string>; blank: boolean } {
  if (pair.type !== 'article' && pair.type !== 'emailtemplate') return { fields: pair.fields, blank: false };
  let fields = pair.fields;
  if (fields.content !== undefined && isBlankHtml(fields.content)) {
    const { content: _blank, ...rest } = fields;
    fields = rest;
  }
  if (fields.content !== undefined) return { fields, blank: false };
  const remote = listedText(entry.fields.content?.[pair.language]);
  return { fields, blank: typeof remote === 'string' && !isBlankHtml(remote) };
}

function problem(file: string, line: number | undefined, message: string): Problem {
  return line === undefined ? { severity: 'error', file, message } : { severity: 'error', file, line, message };
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function comparePairs(a: LocalPair, b: LocalPair): number {
  return (
    compareStrings(a.language, b.language) ||
    compareStrings(a.file, b.file) ||
    (a.line ?? 0) - (b.line ?? 0) ||
    compareStrings(a.entryId, b.entryId)
  );
}

/** Changes listed in a reader's order: title, description, subject, content, value, then the rest. */
const FIELD_ORDER = ['title', 'description', 'subject', 'content', 'value'];
function fieldOrder(a: string, b: string): number {
  const ia = FIELD_ORDER.indexOf(a);
  const ib = FIELD_ORDER.indexOf(b);
  return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib) || compareStrings(a, b);
}
