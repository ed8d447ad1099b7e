// The visibility pass (htmlparser2 events): the allowlist applied with a visible placeholder for each
// element or attribute removed, links and images rewritten, every text and value written escaped.
import { Parser } from 'htmlparser2';
import { ALLOWED_ATTRS, ALLOWED_TAGS, checkUrl, DROP_CONTENT, escapeAttr, escapeText, placeholder, URL_ATTRS, VOID, } from './allowlist.js';
class Cleaner {
    hooks;
    out = [];
    /** open elements: whether each was written (allowed) and what to show after it closes */
    stack = [];
    /** depth inside an element dropped with its content */
    skipping = 0;
    constructor(hooks) {
        this.hooks = hooks;
    }
    open(name, attribs) {
        if (this.skipping > 0) {
            if (!VOID.has(name))
                this.skipping++;
            return;
        }
        if (!ALLOWED_TAGS.has(name)) {
            this.out.push(placeholder(`removed <${name}>${describeAttrs(attribs)}`));
            if (DROP_CONTENT.has(name))
                this.skipping = VOID.has(name) ? 0 : 1;
            else if (!VOID.has(name))
                this.stack.push({ name, kept: false, after: '' });
            return;
        }
        const { html, dropped } = this.attributes(name, attribs);
        // after a void element, else first thing inside it (a note between list items would not be valid)
        this.out.push(`<${name}${html}>`, dropped.map(placeholder).join(''));
        if (!VOID.has(name))
            this.stack.push({ name, kept: true, after: '' });
    }
    attributes(name, attribs) {
        const allowed = ALLOWED_ATTRS.get(name);
        const dropped = [];
        let html = '';
        for (const [k, v] of Object.entries(attribs)) {
            if (!allowed.has(k)) {
                dropped.push(`removed ${k}="${truncate(v)}" from <${name}>`);
                continue;
            }
            let value = v;
            if (URL_ATTRS.has(k)) {
                const r = checkUrl(k, v, this.hooks, name);
                if ('drop' in r) {
                    dropped.push(r.drop);
                    continue;
                }
                value = r.value;
            }
            html += ` ${k}="${escapeAttr(value)}"`;
        }
        return { html, dropped };
    }
    close(name) {
        if (this.skipping > 0) {
            if (!VOID.has(name))
                this.skipping--;
            return;
        }
        if (VOID.has(name))
            return;
        let i = this.stack.length - 1;
        while (i >= 0 && this.stack[i].name !== name)
            i--;
        if (i < 0)
            return;
        for (const s of this.stack.splice(i).reverse())
            if (s.kept)
                this.out.push(`</${s.name}>`, s.after);
    }
    /** Closes what the document left open (the parser does not report those). */
    finish() {
        for (const s of this.stack.splice(0).reverse())
            if (s.kept)
                this.out.push(`</${s.name}>`, s.after);
    }
    text(data) {
        if (this.skipping === 0)
            this.out.push(escapeText(data));
    }
}
function truncate(v) {
    return v.length > 60 ? `${v.slice(0, 57)}…` : v;
}
function describeAttrs(attribs) {
    const names = Object.keys(attribs);
    return names.length > 0 ? ` (with ${names.join(', ')})` : '';
}
/** The visibility pass: the allowlist applied with a placeholder for each removal, URLs rewritten. */
export function visibilityPass(html, hooks = {}) {
    const c = new Cleaner(hooks);
    const parser = new Parser({
        onopentag: (name, attribs) => c.open(name, attribs),
        onclosetag: (name) => c.close(name),
        ontext: (data) => c.text(data),
    }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false });
    parser.end(html);
    c.finish();
    return c.out.join('');
}
//# sourceMappingURL=visibility.js.map