// Where the store keeps record texts: an article's or collection's title, description (and an article's
// content) live in its translation entry (`article:<id>`, `collection:<id>`), as on the platform.
import { toRichTextHtml } from '../html/richtext.js';
import { HTML_FIELDS, type EntryType, type RemoteEntry } from '../model.js';
import type { LangMap } from './data.js';

type Entries = Map<string, RemoteEntry>;

function entryOf(entries: Entries, entryId: string, type: EntryType): RemoteEntry {
  let entry = entries.get(entryId);
  if (!entry) {
    entry = { id: entryId, type, fields: {} };
    entries.set(entryId, entry);
  }
  return entry;
}

/** Record texts seed the entry for languages it does not have yet; a record without an entry gets one. */
export function seedTexts(entries: Entries, entryId: string, type: EntryType, texts: Record<string, LangMap | undefined>): void {
  const entry = entryOf(entries, entryId, type);
  for (const [field, map] of Object.entries(texts)) {
    if (!map) continue;
    const target = (entry.fields[field] ??= {});
    for (const [lang, value] of Object.entries(map)) if (!(lang in target)) target[lang] = value;
  }
}

/** An update's texts: the languages named replace that field's value; every other language and field keeps its value. */
export function mergeTexts(entries: Entries, entryId: string, type: EntryType, texts: Record<string, LangMap>): void {
  const entry = entryOf(entries, entryId, type);
  for (const [field, map] of Object.entries(texts)) Object.assign((entry.fields[field] ??= {}), map);
}

/** In rich-text mode the platform holds only what its editor serialises: bring stored HTML to that form. */
export function normaliseAllHtml(entries: Entries): void {
  for (const e of entries.values()) {
    for (const [field, langs] of Object.entries(e.fields)) {
      if (!HTML_FIELDS.has(field)) continue;
      for (const lang of Object.keys(langs)) langs[lang] = toRichTextHtml(langs[lang] ?? '');
    }
  }
}
