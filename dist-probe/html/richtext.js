// What the platform does to stored HTML (docs/platform-api.md "Translations"):
// exactly the six rules and nothing else. The emulator's --rich-text mode serves content through it.
import { normalizeHtml } from './normalize.js';
/**
 * Applies the contract's six rules: (1) whitespace-only text between two block-level tags removed
 * (kept inside <pre> and between inline elements); (2) inline content opening a list item wrapped
 * in <p>; (3) b→strong, i→em; (4) no self-closing slash on void elements; (5) attributes in
 * alphabetical order; (6) `&#39;` and `&quot;` in text become ' and ". Every other byte, entity
 * and implied tag is left as it was. Idempotent.
 */
export function toRichTextHtml(html) {
    return normalizeHtml(html, 'raw');
}
//# sourceMappingURL=richtext.js.map