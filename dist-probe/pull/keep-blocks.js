// Pull writes each block in the form the repo already uses when the platform did not change it
// ("in the form the repo already uses for that block when the block is unchanged, relative
// path otherwise"). PURE: the file's body, the body pull converted from the platform (links already
// turned back into relative paths), and how a block is compared (its rendering with every link and
// image as the entry or file it names, html/compare.ts's canonical form). A pulled block that
// compares equal to one of the file's is written as the file has it, byte for byte (a site-absolute
// `/ja/x/`, a reference link, its own emphasis markers); inside a list the platform changed, items it
// did not change are kept the same way; everything else is the pulled Markdown. When the result does
// not compare equal to the pulled body as a whole, the pulled body is written (a sync after the pull
// must have nothing to push).
import { Lexer } from 'marked';
import { lcsPairs, markdownBlocks, splitBody } from './drifted-rewrite.js';
import { mergeListItems } from './keep-list-items.js';
const listOf = (raw) => {
    const t = Lexer.lex(raw, { gfm: true })[0];
    return t?.type === 'list' ? t : undefined;
};
/** The pulled file (its front matter, its body) with the blocks the platform did not change in the current file's form. */
export function keepRepoForm(pulledText, currentText, form) {
    const pulled = splitBody(pulledText);
    const current = splitBody(currentText.replace(/^\uFEFF/, ''));
    if (pulled.body.trim() === '' || current.body.trim() === '')
        return pulledText;
    return pulled.head + keepRepoBlocks(current.body, pulled.body, form).body;
}
/** The pulled body with every block the platform did not change in the file's own form. */
export function keepRepoBlocks(fileBody, pulledBody, form) {
    const lf = fileBody.replace(/\r\n/g, '\n');
    const [start, ...local] = markdownBlocks(lf, form);
    const [, ...pulled] = markdownBlocks(pulledBody, form);
    const pairs = lcsPairs(pulled.map((b) => b.canonical), local.map((b) => b.canonical));
    const matchOf = new Map(pairs);
    const used = new Set();
    const defs = [start, ...local].flatMap((b) => b.defs).join('\n');
    const parts = [...start.defs];
    let kept = 0;
    for (const [j, b] of pulled.entries()) {
        const i = matchOf.get(j);
        if (i !== undefined) {
            parts.push(local[i].raw, ...local[i].defs);
            used.add(i);
            kept++;
            continue;
        }
        const i2 = listInGap({ j, pairs, local, used, pulled: b, form, defs });
        if (i2 === undefined)
            parts.push(b.raw, ...b.defs);
        else {
            parts.push(i2.text, ...local[i2.i].defs);
            kept++;
        }
    }
    // definitions of blocks the platform removed may still serve kept blocks: they go last
    for (const [i, b] of local.entries())
        if (!used.has(i))
            parts.push(...b.defs);
    // the file's own blank lines after its front matter
    const leading = /^\n*/.exec(lf)?.[0] ?? '';
    const whole = `${leading}${pulledBody.replace(/^\n+/, '')}`;
    const merged = parts.length ? `${leading}${parts.join('\n\n')}\n` : '';
    if (kept === 0 || form(merged) !== form(pulledBody))
        return { body: whole, kept: 0, converted: pulled.length, whole: kept > 0 };
    return { body: merged, kept, converted: pulled.length - kept, whole: false };
}
function listInGap(g) {
    const theirs = listOf(g.pulled.raw);
    if (!theirs)
        return undefined;
    const before = g.pairs.filter(([pj]) => pj < g.j).pop()?.[1] ?? -1;
    const after = g.pairs.find(([pj]) => pj > g.j)?.[1] ?? g.local.length;
    for (let i = before + 1; i < after; i++) {
        if (g.used.has(i))
            continue;
        const ours = listOf(g.local[i].raw);
        if (!ours || ours.ordered !== theirs.ordered)
            continue;
        const text = mergeListItems(ours, theirs, g.form, g.defs);
        if (text === undefined || g.form(g.defs ? `${text}\n\n${g.defs}\n` : text) !== g.pulled.canonical)
            continue;
        g.used.add(i);
        return { i, text };
    }
    return undefined;
}
//# sourceMappingURL=keep-blocks.js.map