// A stable fingerprint of one language's remote values of an entry. A push carries the one seen at
// plan time; `apply` compares it with a fresh listing and refuses a pair that changed since
// ("Commands": a saved plan never overwrites an edit made after it was reviewed).
import { hash } from 'node:crypto';
import type { RemoteEntry } from '../model.js';
import type { Push } from './types.js';

/**
 * SHA-256 over the (field, value) pairs the entry has in `language`, fields sorted. An entry that
 * does not exist and an entry with no value in that language both fingerprint as "nothing".
 */
export function fingerprintRemote(entry: RemoteEntry | undefined, language: string): string {
  const values: [string, string][] = [];
  if (entry) {
    for (const field of Object.keys(entry.fields).sort()) {
      const v = entry.fields[field]?.[language];
      if (typeof v === 'string') values.push([field, v]);
    }
  }
  return `sha256:${hash('sha256', JSON.stringify(values), 'hex')}`;
}

/** True when the remote values of the push's pair are no longer what the plan saw. */
export function isPairStale(push: Pick<Push, 'language' | 'remoteFingerprint'>, current: RemoteEntry | undefined): boolean {
  return fingerprintRemote(current, push.language) !== push.remoteFingerprint;
}
