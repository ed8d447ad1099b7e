// --verify: after the apply, read the listing again and fail every operation whose values the
// platform does not hold. Pushes: a pushed pair whose sent fields still differ (held fields were
// not sent). Creations: the created record must be in the listing with the source-language fields
// sent with its creation (the content included), compared as every push is (semantic HTML
// equality). Against the content this run loaded and pushed, not a second read of the folder: a
// file edited during the push must not fail a push that landed, and images and docIds are not read
// twice. The placeholders of records created in this run (`new:<externalId>`), in entry ids and in
// links, become their ids first, as apply resolved them in what it sent.
import type { ApplyOutcome } from '../apply/apply.js';
import { NEW_ID_PREFIX, type CreateResult, type SyncPlan } from '../apply/types.js';
import type { PlatformClient } from '../client/types.js';
import type { Config } from '../config/config.js';
import type { LocalContent } from '../content/types.js';
import { pairKey, type RemoteEntry } from '../model.js';
import { planSync } from './plan.js';

export async function verify(
  config: Config,
  client: PlatformClient,
  local: LocalContent,
  sent: SyncPlan,
  outcome: ApplyOutcome,
): Promise<void> {
  const remote = await client.listEntries();
  const ids = createdIds(outcome);
  const { plan: after } = planSync({
    local: ids.size ? withCreatedIds(local, ids) : local,
    remote,
    target: { baseUrl: config.baseUrl, project: config.project },
    now: new Date(),
  });
  const key = (p: { entryId: string; language: string }): string => pairKey(p.entryId, p.language);
  const sentFields = new Map<string, Record<string, unknown>>(
    sent.languages.flatMap((l) => l.pushes.map((p) => [key(p), p.fields] as const)),
  );
  for (const c of sent.creations ?? []) {
    const id = ids.get(c.ref);
    if (id !== undefined) sentFields.set(pairKey(`${c.kind}:${id}`, sent.sourceLanguage), c.fields ?? { title: c.title });
  }
  const still = new Set(
    after.languages.flatMap((l) => l.pushes.filter((p) => p.changes.some((c) => c.field in (sentFields.get(key(p)) ?? {}))).map(key)),
  );
  for (const r of outcome.results) {
    if (r.kind === 'push' && r.status === 'done' && still.has(key(r))) {
      r.status = 'failed';
      r.reason = 'verify: the platform still differs after the push';
    }
    if (r.kind === 'create' && r.status === 'done' && r.id !== undefined) {
      const why = createdProblem(r, remote, still, sent);
      if (why) {
        r.status = 'failed';
        r.reason = `verify: ${why}`;
      }
    }
  }
}

/** placeholder ref (`new:<externalId>`) → the id its creation got */
function createdIds(outcome: ApplyOutcome): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of outcome.results) if (r.kind === 'create' && r.id !== undefined) out.set(NEW_ID_PREFIX + r.externalId, r.id);
  return out;
}

/** Why the created record is not what was sent, or undefined. */
function createdProblem(r: CreateResult, remote: readonly RemoteEntry[], still: ReadonlySet<string>, sent: SyncPlan): string | undefined {
  const entryId = `${r.record}:${r.id}`;
  const entry = remote.find((e) => e.id === entryId);
  const lang = sent.sourceLanguage;
  if (!entry) return `the created ${r.record} ${entryId} is not in the platform's listing`;
  if (still.has(pairKey(entryId, lang))) return `the created ${r.record} ${entryId} does not hold the ${lang} fields that were sent`;
  // a collection the layout file names has no file (no local pair): its title is what was sent
  const title = entry.fields.title?.[lang]?.trim();
  if (r.file === '' && title !== r.title.trim())
    return `the created collection ${entryId} is titled ${JSON.stringify(title ?? '')}, not ${JSON.stringify(r.title)}`;
  return undefined;
}

/** The loaded content with the created records' ids in place of their placeholders (entries and links). */
function withCreatedIds(local: LocalContent, ids: ReadonlyMap<string, string>): LocalContent {
  const swap = (text: string): string => {
    let out = text;
    for (const [ref, id] of ids) out = out.split(encodeURIComponent(ref)).join(id).split(ref).join(id);
    return out;
  };
  const entry = (entryId: string): string => {
    const i = entryId.indexOf(':');
    const id = ids.get(entryId.slice(i + 1));
    return id === undefined ? entryId : `${entryId.slice(0, i)}:${id}`;
  };
  const pairs = local.pairs.map((p) => {
    const fields = Object.fromEntries(
      Object.entries(p.fields).map(([k, v]) => [
        k,
        v.includes(NEW_ID_PREFIX) || v.includes(encodeURIComponent(NEW_ID_PREFIX)) ? swap(v) : v,
      ]),
    );
    return { ...p, entryId: entry(p.entryId), fields };
  });
  return { ...local, pairs };
}
