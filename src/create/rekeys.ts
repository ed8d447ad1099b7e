// Re-keys: PURE. A repository that adds a scope still binds the records it created
// before (their unscoped `helpsync:<path>` keys, found under the file's name now or a former one);
// each such binding carries the scoped key its record is to get (content/binding.ts `rekeyTo`). This
// turns them into the plan's re-keys: one update of the record's externalId each, after which the
// record is found by its scoped key and never re-keyed again.
import type { Rekey } from '../apply/types.js';
import type { Binding } from '../content/binding.js';

/** `articleCollection`: articleId → the collection listing it (the update operation names it). */
export function planRekeys(bindings: readonly Binding[], articleCollection: ReadonlyMap<string, string>, sourceLanguage: string): Rekey[] {
  return bindings.flatMap((b) => {
    if (b.rekeyTo === undefined || b.rekeyTo === b.externalId) return [];
    const id = b.entryId.slice(b.entryId.indexOf(':') + 1);
    const collectionId = b.type === 'article' ? articleCollection.get(id) : undefined;
    if (b.type === 'article' && collectionId === undefined) return [];
    return [
      {
        record: b.type,
        id,
        ...(collectionId ? { collectionId } : {}),
        file: `${sourceLanguage}/${b.path}`,
        from: b.externalId,
        to: b.rekeyTo,
      },
    ];
  });
}
