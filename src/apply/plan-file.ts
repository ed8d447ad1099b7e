// Saved plans (`helpsync plan --out`, `helpsync apply <plan>`): written atomically and scrubbed,
// read back with every check before anything is sent.
import { InputError } from '../errors.js';
import { parsePlanDocument } from './plan-schema.js';
import { PLAN_KIND, PLAN_VERSION, PLAN_VERSIONS_READ, type SyncPlan } from './types.js';
import { writeFileAtomicPieces } from '../util/atomic-write.js';
import { jsonPieces } from '../util/json-text.js';
import { scrub } from '../util/redact.js';
import { formatBytes, readRegularFile } from '../util/safe-path.js';
import { constants } from 'node:buffer';

export async function writePlanFile(file: string, plan: SyncPlan): Promise<void> {
  // in pieces, scrubbed one by one (a piece never cuts a string value): a first push's plan holds every body
  await writeFileAtomicPieces(file, mapPieces(jsonPieces(plan), scrub));
}

function* mapPieces(pieces: Iterable<string>, f: (text: string) => string): Generator<string> {
  for (const piece of pieces) yield f(piece);
}

export async function readPlanFile(file: string): Promise<SyncPlan> {
  // A regular file only: a FIFO or device would be read without end.
  const read = await readRegularFile(file);
  if (!read.ok) throw new InputError([{ severity: 'error', file, message: `cannot read plan: ${read.message}` }]);
  let text: string;
  try {
    text = read.bytes.toString('utf8');
  } catch {
    // A string holds at most about 537 million characters: a first push's plan near 200k pairs is
    // larger (every body twice). Refused by name rather than failing inside the decoder.
    const message =
      `the plan is ${formatBytes(read.bytes.length)}, more text than one run can read back (at most ${constants.MAX_STRING_LENGTH.toLocaleString('en-US')} characters); ` +
      'save plans by language (`--languages`) or apply without a plan file';
    throw new InputError([{ severity: 'error', file, message }]);
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
  // A version 3 plan is read: it is version 4 without re-keys (its creations carry the keys minted
  // when it was made; a later sync re-keys unscoped ones).
  if (typeof d.version !== 'number' || !PLAN_VERSIONS_READ.includes(d.version)) {
    throw new InputError([
      {
        severity: 'error',
        file,
        message: `plan version ${String(d.version)} is not supported by this helpsync (it reads version ${PLAN_VERSION}): re-plan with \`helpsync plan --out\``,
      },
    ]);
  }
  // The whole document, before the first request.
  return parsePlanDocument(d, file);
}
