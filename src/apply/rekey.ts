// The re-keys of a plan (create/rekeys.ts plans them): each record's externalId replaced through the
// update operation (docs/platform-api.md "Updating, unpublishing and deleting"), one request per
// record through the client's rate gate, never re-sent after a lost answer (the client reads the
// outcome back first). Run after the creations; each result a value.
import { ApiError } from '../client/errors.js';
import type { CreationRun } from './create.js';
import type { Rekey, RekeyResult, SyncPlan } from './types.js';

export async function applyRekeys(plan: SyncPlan, run: Omit<CreationRun, 'checkStale'>): Promise<RekeyResult[]> {
  const out: RekeyResult[] = [];
  for (const k of plan.rekeys ?? []) {
    const base = { kind: 'rekey' as const, record: k.record, id: k.id, file: k.file, from: k.from, to: k.to };
    const stop = run.halted();
    if (stop) {
      out.push({ ...base, status: 'skipped', reason: stop });
      continue;
    }
    try {
      const written = await update(run, k);
      if (written !== k.to) {
        run.failed();
        out.push({ ...base, status: 'failed', reason: `the platform answered with externalId ${JSON.stringify(written ?? null)}` });
      } else out.push({ ...base, status: 'done' });
    } catch (err) {
      run.failed();
      run.logger.debug({ err, id: k.id }, 're-key failed');
      out.push({ ...base, status: 'failed', reason: err instanceof ApiError ? err.message : (err as Error).message });
    }
  }
  return out;
}

async function update(run: Omit<CreationRun, 'checkStale'>, k: Rekey): Promise<string | undefined> {
  if (k.record === 'collection') return (await run.client.updateCollection(k.id, { externalId: k.to })).record.externalId;
  if (!k.collectionId) throw new Error('the article is in no collection: not re-keyed');
  return (await run.client.updateArticle(k.collectionId, k.id, { externalId: k.to })).record.externalId;
}
