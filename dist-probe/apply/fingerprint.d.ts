import type { RemoteEntry } from '../model.js';
import type { Push } from './types.js';
/**
 * SHA-256 over the (field, value) pairs the entry has in `language`, fields sorted. An entry that
 * does not exist and an entry with no value in that language both fingerprint as "nothing".
 */
export declare function fingerprintRemote(entry: RemoteEntry | undefined, language: string): string;
/** True when the remote values of the push's pair are no longer what the plan saw. */
export declare function isPairStale(push: Pick<Push, 'language' | 'remoteFingerprint'>, current: RemoteEntry | undefined): boolean;
