// Saved plans (`helpsync plan --out`, `helpsync apply <plan>`): written atomically and scrubbed,
// read back with every check before anything is sent.
import { readFile, rename, writeFile } from 'node:fs/promises';
import { InputError } from '../errors.js';
import { PLAN_KIND, PLAN_VERSION, type SyncPlan } from '../plan/types.js';
import { scrubDeep } from '../util/redact.js';

export async function writePlanFile(file: string, plan: SyncPlan): Promise<void> {
  const tmp = `${file}.tmp-${process.pid}`;
  await writeFile(tmp, `${JSON.stringify(scrubDeep(plan), null, 2)}\n`, 'utf8');
  await rename(tmp, file);
}

export async function readPlanFile(file: string): Promise<SyncPlan> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new InputError([{ severity: 'error', file, message: `cannot read plan: ${(err as Error).message}` }]);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new InputError([{ severity: 'error', file, message: `not a JSON plan: ${(err as Error).message}` }]);
  }
  const d = doc as Partial<SyncPlan> | null;
  if (!d || typeof d !== 'object' || d.kind !== PLAN_KIND) {
    throw new InputError([
      { severity: 'error', file, message: `not a helpsync plan (expected "kind": "${PLAN_KIND}"); make one with \`helpsync plan --out\`` },
    ]);
  }
  if (d.version !== PLAN_VERSION) {
    throw new InputError([
      {
        severity: 'error',
        file,
        message: `plan version ${String(d.version)} is not supported by this helpsync (it reads version ${PLAN_VERSION}); make a new plan`,
      },
    ]);
  }
  if (!d.target || !Array.isArray(d.languages) || !Array.isArray(d.moves)) {
    throw new InputError([{ severity: 'error', file, message: 'plan is incomplete (target, languages or moves missing)' }]);
  }
  return d as SyncPlan;
}
