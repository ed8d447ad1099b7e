// Drift protection's rule for a record about to be retired: a field, in any language, whose platform
// value no committed version of its files explains was edited on the platform, and the record is held
// (not unpublished, not deleted) unless --force. The versions are every committed version of the
// deleted source under each of its names, in each language folder the platform has values for.
import type { PlatformClient } from '../client/types.js';
import { fileVersions, sharedHistory } from '../history/log.js';
import { readBlobs } from '../history/objects.js';
import type { Repo } from '../history/repo.js';
import { classifyField, HELD_EDITED } from './classify.js';
import type { SiteName } from '../html/site-conventions.js';
import { markdownVersionValues, renderBothWays } from './versions.js';

export interface RetireCandidate {
  entryId: string;
  /** the deleted source's names, newest first, relative to a language folder */
  names: readonly string[];
}

const FIELDS = ['title', 'description', 'content'];

/**
 * The candidates' entry ids with a platform edit no committed version explains. Under `site:` the
 * versions are read as sync pushed them (the generator's conventions and titles, versions.ts).
 */
export async function editedOnPlatform(
  repo: Repo,
  client: PlatformClient,
  candidates: readonly RetireCandidate[],
  site?: SiteName,
): Promise<Set<string>> {
  const out = new Set<string>();
  const render = renderBothWays(site);
  if (candidates.length === 0) return out;
  const history = await sharedHistory(repo);
  const entries = await Promise.all(candidates.map(async (c) => ({ c, entry: await client.getEntry(c.entryId) })));
  const wanted = new Map<string, string[]>();
  for (const { c, entry } of entries) {
    const languages = new Set(FIELDS.flatMap((f) => Object.keys(entry?.fields[f] ?? {})));
    for (const l of languages) {
      wanted.set(
        `${c.entryId}\u0000${l}`,
        c.names.flatMap((n) => fileVersions(history, `${l}/${n}`).map((v) => v.blob)),
      );
    }
  }
  const blobs = await readBlobs(repo, [...wanted.values()].flat());
  for (const { c, entry } of entries) {
    if (!entry) continue;
    for (const field of FIELDS) {
      for (const [language, remote] of Object.entries(entry.fields[field] ?? {})) {
        const values = (wanted.get(`${c.entryId}\u0000${language}`) ?? []).flatMap((b) => {
          const bytes = blobs.get(b);
          return bytes ? (markdownVersionValues(bytes, render, site)[field] ?? []) : [];
        });
        // a field no version ever set (an empty description) explains an empty value only
        const decision = classifyField({ field, remote, local: values[0] ?? '', candidates: values });
        if (decision.held && decision.reason === HELD_EDITED && !(values.length === 0 && remote.trim() === '')) out.add(c.entryId);
      }
    }
  }
  return out;
}
