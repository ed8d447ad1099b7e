// A creation's answer is taken at its word only when it can be the new record: the pushes that
// follow a creation go to the id it names, so an answer naming an existing article would overwrite
// that article with the new page. Accepted only when the id is well formed (as ids in lists, and no
// longer than any real id, with no encoded path separator a decoding server would route by), is not
// the id of any record this client listed before the creation began (entries, collections,
// per-collection articles) nor one another creation was given, and its externalId, when the answer
// has one, is the one sent. Otherwise the caller looks the record up by externalId (create.ts).
import { checkRecordId } from '../contract/ids.js';
import type { Created } from './types.js';

/** Far above the platform's 24 characters and any id a platform could mean; 10,000 is no id. */
export const MAX_ANSWER_ID_LENGTH = 256;

/** Why `id` cannot be the id of a record just created, or undefined. */
export function checkAnswerId(id: unknown): string | undefined {
  if (typeof id !== 'string') return 'no string id';
  const problem = checkRecordId(id);
  if (problem !== undefined) return problem;
  if (id.length > MAX_ANSWER_ID_LENGTH) return `invalid id of ${id.length} characters (at most ${MAX_ANSWER_ID_LENGTH})`;
  if (/%(2f|5c)/i.test(id))
    return `invalid id ${JSON.stringify(id)}: an encoded "/" or "\\" would address another path on a server that decodes it`;
  return undefined;
}

export type RecordKind = 'article' | 'collection';

/** The ids this client has seen in lists, in order, and the ids creations were given. */
export class SeenIds {
  private readonly order = new Map<string, number>();
  private readonly given = new Set<string>();
  private count = 0;

  /** `article:<id>`, `collection:<id>` (or any entry id): seen in a list now. */
  listedNow(key: string): void {
    if (!this.order.has(key)) this.order.set(key, ++this.count);
  }

  /** A mark: what was listed up to now (a creation's answer is checked against it). */
  mark(): number {
    return this.count;
  }

  /** Why `record` cannot be the record this creation made, or undefined. */
  refuse(kind: RecordKind, record: { id: string; externalId?: string }, sentExternalId: string, mark: number): string | undefined {
    const bad = checkAnswerId(record.id);
    if (bad !== undefined) return bad;
    const key = `${kind}:${record.id}`;
    const seenAt = this.order.get(key);
    if (seenAt !== undefined && seenAt <= mark) return `${key} is a ${kind} that existed before this creation`;
    if (this.given.has(key)) return `${key} was already given to another creation of this run`;
    if (record.externalId !== undefined && record.externalId !== sentExternalId) {
      return `the answer's externalId ${JSON.stringify(record.externalId)} is not the one sent (${JSON.stringify(sentExternalId)})`;
    }
    return undefined;
  }

  /** `record` is this creation's: no later creation may be given it. */
  accepted(kind: RecordKind, id: string): void {
    this.given.add(`${kind}:${id}`);
  }

  /** An entry of the listing (`article:<id>`, ...), seen now (returned as it is). */
  entry<T extends { id: string }>(e: T): T {
    this.listedNow(e.id);
    return e;
  }

  /** The records of a list, each seen now (returned as they are). */
  listed<T extends { id: string }>(kind: RecordKind, records: T[]): T[] {
    for (const r of records) this.listedNow(`${kind}:${r.id}`);
    return records;
  }

  /** One creation: `run` gets the check its answer must pass; the record it returns is then taken. */
  async creation<T extends { id: string; externalId?: string }>(
    kind: RecordKind,
    externalId: string,
    run: (refuse: (record: T) => string | undefined) => Promise<Created<T>>,
  ): Promise<Created<T>> {
    const mark = this.mark();
    const made = await run((record) => this.refuse(kind, record, externalId, mark));
    this.accepted(kind, made.record.id);
    return made;
  }
}

/** A creation's answer that is not the new record, and no lookup that settles it: nothing is pushed. */
export class UntrustedAnswerError extends Error {
  constructor(reason: string) {
    super(`the platform's answer to the creation is not trusted: ${reason}`);
    this.name = 'UntrustedAnswerError';
  }
}
