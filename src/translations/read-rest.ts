// The set-aside bodies a streamed listing left (loader/set-aside.ts): a first push, a pair not on
// the platform, a pair whose other fields changed. Each is read back once, checked against what was
// loaded; the plan needs the text of those it compares with a remote value, and of those that must
// stay whole (links to pages this run creates, the token's value: refused below). The others, a
// body with no remote value to compare (a first push), are pushed whole: their text is not held but
// deferred, read back when the PUT or a plan file needs it, so that a first push does not hold every
// body of the help center at once.
import { contentPathsOf } from '../config/files.js';
import path from 'node:path';
import type { Config } from '../config/config.js';
import type { LocalContent, LocalPair } from '../content/types.js';
import { runtime } from '../util/runtime.js';
import { holdsPlaceholder, isPlaceholderEntry } from '../content/binding.js';
import type { SetAsideBodies } from '../loader/set-aside.js';
import type { Problem, RemoteEntry } from '../model.js';
import type { Logger } from '../util/log.js';
import { containsSecret, holdsSecret, secretProblems } from '../util/redact.js';

export interface ReadRest {
  local: LocalContent;
  /** the listing as the plan is made from it */
  remote: readonly RemoteEntry[];
  aside: SetAsideBodies;
  refuse: (errors: Problem[]) => void;
  /** bodies read back as the listing streamed (logged with these) */
  duringListing: number;
}

/**
 * The set-aside bodies the listing left, read back and checked against what was loaded (refused
 * otherwise, as is a body that would publish the token); those with no remote value to compare deferred.
 */
export function readRest(
  r: ReadRest,
  opts: {
    config: Config;
    logger: Logger;
    /** defer the bodies pushed with no remote value to compare (else every body is held, as read) */
    deferBodies?: boolean;
  },
): void {
  const needed = r.local.pairs.filter((p) => p.setAside !== undefined);
  const ids = new Set(needed.map((p) => p.entryId));
  const entries = new Map<string, RemoteEntry>();
  for (const e of r.remote) if (ids.has(e.id) && !entries.has(e.id)) entries.set(e.id, e);
  let deferred = 0;
  const defer = (pair: LocalPair, html: string): boolean => {
    const ok = opts.deferBodies === true && deferrable(pair, entries.get(pair.entryId), html);
    if (ok) deferred++;
    return ok;
  };
  r.refuse(r.aside.restore(needed, defer));
  opts.logger.debug({ duringListing: r.duringListing, afterListing: needed.length, deferred }, 'set-aside bodies read back');
  r.refuse(contentLeaks(opts.config, needed));
}

/**
 * Whether the plan pushes this body whole, with no remote value to compare (nor a diff to make), and
 * nothing else needs its text before the push: not a record this run creates (its fields go with the
 * creation), no link to one (apply puts the new ids in), not the token's value (refused by name).
 */
function deferrable(pair: LocalPair, entry: RemoteEntry | undefined, html: string): boolean {
  if (!entry || entry.type !== pair.type) return false;
  if (typeof entry.fields.content?.[pair.language] === 'string') return false;
  if (isPlaceholderEntry(pair.entryId)) return false;
  return !holdsPlaceholder(html) && !containsSecret(html);
}

/** An error for each field of these pairs that would publish the token, naming the file (shown only for those). */
export function contentLeaks(config: Config, pairs: readonly LocalPair[]): Problem[] {
  return secretProblems(pairs.filter((p) => holdsSecret(p.fields)).map((p) => ({ ...p, file: showContentFile(config, p.file) })));
}

/** A content-relative file as the loader shows it (relative to the working directory, POSIX). */
export function showContentFile(config: Config, file: string): string {
  return path.relative(runtime().cwd(), contentPathsOf(config).abs(file)).split(path.sep).join('/');
}
