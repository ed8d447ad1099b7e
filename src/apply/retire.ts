// The retirements and republications of a plan (retire/plan.ts plans them), run last, after the
// pushes: republications (collections first: a shown article in a hidden collection stays hidden),
// then articles, then collections (deepest first, as planned: the platform refuses to delete a
// collection that still holds something). One request per record through the client's rate gate,
// never re-sent after a lost answer (the client reads the outcome back first). `delete` writes the
// record's backup first, through the caller's writer: no backup, no delete.
import { ApiError } from '../client/errors.js';
import type { PlatformClient } from '../client/types.js';
import type { Logger } from '../util/log.js';
import { retireCount } from './plan-totals.js';
import type { Progress } from './progress.js';
import type { Republication, RetireResult, Retirement, SyncPlan } from './types.js';

/** Everything a backup holds: every field in every language, its collection, isDraft, lexorank, externalId. */
export interface RetiredSnapshot {
  kind: 'article' | 'collection';
  id: string;
  file: string;
  /** the record as the platform lists it (collection, isDraft, lexorank, externalId, parent…) */
  record: unknown;
  /** the translation entry `<kind>:<id>`: every field in every language */
  entry: unknown;
}

export interface RetireRun {
  client: PlatformClient;
  logger: Logger;
  halted: () => string | undefined;
  failed: () => void;
  /** writes the backup of a record about to be deleted; returns where (required for `delete`) */
  backup?: (snapshot: RetiredSnapshot) => Promise<string>;
  finished?: (r: RetireResult) => void;
  /** a saved plan: a record no longer where the plan saw it is refused, not changed */
  checkStale?: boolean;
}

/** The engine's last phase: the retirements with their progress line (nothing when none sends a request). */
export async function retirePhase(
  plan: SyncPlan,
  client: PlatformClient,
  run: { progress: Progress; halted: () => string | undefined; failures: number },
  opts: { logger: Logger; checkStale: boolean; backup?: (snapshot: RetiredSnapshot) => Promise<string> },
): Promise<RetireResult[]> {
  if (retireCount(plan) === 0) return [];
  run.progress.start('retirements', retireCount(plan));
  const out = await applyRetirements(plan, {
    client,
    logger: opts.logger,
    halted: () => run.halted(),
    failed: () => void run.failures++,
    checkStale: opts.checkStale,
    ...(opts.backup ? { backup: opts.backup } : {}),
    finished: (r) => run.progress.tick(r.status === 'done' ? 'done' : r.status === 'skipped' ? 'skipped' : 'failed'),
  });
  run.progress.end();
  return out;
}

export async function applyRetirements(plan: SyncPlan, run: RetireRun): Promise<RetireResult[]> {
  const out: RetireResult[] = [];
  const done = (r: RetireResult): void => {
    out.push(r);
    run.finished?.(r);
  };
  const again = [...(plan.republications ?? [])].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'collection' ? -1 : 1));
  for (const r of again) done(await step(run, r, 'republish', () => republish(run.client, r)));
  const where = run.checkStale ? await whereNow(run.client, plan) : undefined;
  for (const r of plan.retirements ?? []) {
    if (r.action === 'keep') continue;
    const action = r.action;
    const stale = where && staleReason(r, where);
    if (stale) {
      done({ kind: 'retire', record: r.kind, id: r.id, file: r.file, action, status: 'refused', reason: stale });
      continue;
    }
    done(await step(run, r, action, () => (action === 'delete' ? remove(run, r) : unpublish(run.client, r))));
  }
  return out;
}

async function step(
  run: RetireRun,
  r: Retirement | Republication,
  action: RetireResult['action'],
  send: () => Promise<string | undefined>,
): Promise<RetireResult> {
  const base = { kind: 'retire' as const, record: r.kind, id: r.id, file: r.file, action };
  const stop = run.halted();
  if (stop) return { ...base, status: 'skipped', reason: stop };
  try {
    const backup = await send();
    return { ...base, ...(backup ? { backup } : {}), status: 'done' };
  } catch (err) {
    run.failed();
    run.logger.debug({ err, id: r.id, action }, 'retirement failed');
    return { ...base, status: 'failed', reason: err instanceof ApiError ? err.message : (err as Error).message };
  }
}

async function unpublish(client: PlatformClient, r: Retirement): Promise<undefined> {
  if (r.kind === 'collection') await client.setCollectionUnpublished(r.id, true);
  else await client.updateArticle(collectionOf(r), r.id, { isDraft: true });
  return undefined;
}

async function republish(client: PlatformClient, r: Republication): Promise<undefined> {
  if (r.kind === 'collection') await client.setCollectionUnpublished(r.id, false);
  else await client.updateArticle(collectionOf(r), r.id, { isDraft: false });
  return undefined;
}

/** The backup first (the platform keeps no trash), then the deletion. */
async function remove(run: RetireRun, r: Retirement): Promise<string> {
  if (!run.backup) throw new Error('no backup writer: a record is never deleted without its backup');
  const { client } = run;
  const record =
    r.kind === 'collection'
      ? (await client.listCollections()).find((c) => c.id === r.id)
      : (await client.listCollectionArticles(collectionOf(r))).find((a) => a.id === r.id);
  if (!record) throw new Error(`${r.kind}:${r.id} is no longer on the platform: nothing to back up or delete`);
  const entry = await client.getEntry(`${r.kind}:${r.id}`);
  const where = await run.backup({ kind: r.kind, id: r.id, file: r.file, record, entry });
  if (r.kind === 'collection') await client.deleteCollection(r.id);
  else await client.deleteArticle(collectionOf(r), r.id);
  return where;
}

function collectionOf(r: Retirement | Republication): string {
  if (!r.collectionId) throw new Error('the article is in no collection: not changed');
  return r.collectionId;
}

/** Where each collection and each retired article's collection's articles are now (a saved plan's stale check). */
async function whereNow(client: PlatformClient, plan: SyncPlan): Promise<{ collections: Set<string>; articles: Map<string, string> }> {
  const collections = new Set((await client.listCollections()).map((c) => c.id));
  const articles = new Map<string, string>();
  const lists = new Set(
    (plan.retirements ?? []).flatMap((r) =>
      r.kind === 'article' && r.collectionId && collections.has(r.collectionId) ? [r.collectionId] : [],
    ),
  );
  for (const id of lists) for (const a of await client.listCollectionArticles(id)) articles.set(a.id, id);
  return { collections, articles };
}

function staleReason(r: Retirement, where: { collections: Set<string>; articles: Map<string, string> }): string | undefined {
  const here = r.kind === 'collection' ? where.collections.has(r.id) : where.articles.get(r.id) === r.collectionId;
  return here ? undefined : `stale plan: ${r.kind}:${r.id} is no longer where the plan saw it (re-plan)`;
}
