// Markdown → HTML: the one renderer sync (article and email-template bodies) and pull's round-trip
// check share. Configured Marked instances, never the global one, so no other code's `marked.use()`
// can change what we push: one instance per option set, built once and kept.
import { Marked } from 'marked';
import { helpsyncExtension } from './markdown-ext.js';
import { checkMarkdown } from './markdown-checks.js';
// GFM (tables, strikethrough, task lists, autolinks); no soft-break-to-<br>; marked ≥ 8 writes no
// heading ids of its own, so output depends on the input alone.
const BASE = { gfm: true, breaks: false, pedantic: false, async: false };
const instances = new Map();
function instanceFor(opts) {
    const extensions = opts.extensions !== false;
    const key = extensions ? JSON.stringify(opts.alertLabels ?? {}) : '';
    let m = instances.get(key);
    if (!m) {
        m = new Marked(BASE);
        if (extensions)
            m.use(helpsyncExtension(BASE, opts.alertLabels));
        instances.set(key, m);
    }
    return m;
}
export function renderMarkdown(markdown, opts = {}) {
    return instanceFor(opts).parse(markdown, { async: false });
}
/** renderMarkdown plus the checks of, on one lexing of the body. */
export function renderMarkdownChecked(markdown, opts = {}) {
    const m = instanceFor(opts);
    const tokens = m.lexer(markdown);
    const processed = m.defaults.hooks?.processAllTokens(tokens) ?? tokens;
    const html = m.parser(processed);
    return { html, diagnostics: checkMarkdown(markdown, processed, html) };
}
//# sourceMappingURL=render.js.map