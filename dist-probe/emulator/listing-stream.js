// The translation listing served as it is written: one entry serialised at a time into chunks of
// about 64 KiB, with backpressure (Readable.from), instead of one string of the whole listing. At
// ~2,900 characters per pair, 200k pairs would pass V8's maximum string length (about 2^29
// characters) as one string; as a stream the emulator holds one chunk at a time.
import { Readable } from 'node:stream';
const CHUNK_CHARS = 64 * 1024;
function languageMajor(entry) {
    const translations = {};
    for (const [field, values] of Object.entries(entry.fields)) {
        for (const [language, value] of Object.entries(values))
            (translations[language] ??= {})[field] = value;
    }
    return { id: entry.id, type: entry.type, translations };
}
function* listingChunks(entries, form) {
    let chunk = '[';
    for (let i = 0; i < entries.length; i++) {
        // Serialised when its turn comes: a PUT meanwhile shows in entries not yet sent, as on a live platform.
        chunk += (i === 0 ? '' : ',') + JSON.stringify(form === 'language-major' ? languageMajor(entries[i]) : entries[i]);
        if (chunk.length >= CHUNK_CHARS) {
            yield chunk;
            chunk = '';
        }
    }
    yield `${chunk}]`;
}
export function listingStream(entries, form = 'field-major') {
    return Readable.from(listingChunks(entries, form), { objectMode: false });
}
//# sourceMappingURL=listing-stream.js.map