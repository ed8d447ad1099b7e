// The shell every preview page shares: a Content-Security-Policy that forbids scripts, frames,
// objects and every load from outside the folder, the one stylesheet, a skip link, and a header.
import { escapeAttr, escapeText } from './sanitize.js';
export const STYLESHEET = 'style.css';
/** Serve mode only: the live-reload script (same origin; never written into a static build). */
export const RELOAD_SCRIPT = '_reload.js';
/** Static build: no script at all. Serve mode: one same-origin script file and its event stream. */
export function contentSecurityPolicy(serve) {
    return [
        "default-src 'none'",
        serve ? "script-src 'self'" : "script-src 'none'",
        serve ? "connect-src 'self'" : "connect-src 'none'",
        "style-src 'self'",
        "img-src 'self'",
        "font-src 'none'",
        "media-src 'none'",
        "object-src 'none'",
        "frame-src 'none'",
        "child-src 'none'",
        "worker-src 'none'",
        "form-action 'none'",
        "base-uri 'none'",
    ].join('; ');
}
const RTL = /^(?:ar|fa|he|ur|ps|sd|ug|yi|dv)(?:[-_]|$)/i;
export function directionOf(language) {
    return RTL.test(language) ? 'rtl' : 'ltr';
}
/**
 * A URL from one page of the folder to another (both relative to the folder, POSIX, normalised: no
 * `.` or `..` segments), segments encoded. What path.relative would give, without its cost: every
 * page computes a few dozen of these (language switcher, breadcrumbs, tree).
 */
export function relativeUrl(fromPage, toPath) {
    const from = fromPage.split('/');
    from.pop();
    const to = toPath.split('/');
    let common = 0;
    while (common < from.length && common < to.length && from[common] === to[common])
        common++;
    const parts = [];
    for (let i = common; i < from.length; i++)
        parts.push('..');
    for (let i = common; i < to.length; i++)
        parts.push(encodeURIComponent(to[i]));
    return parts.length > 0 ? parts.join('/') : encodeURIComponent(to[to.length - 1]);
}
export function renderPage(p) {
    const css = relativeUrl(p.page, STYLESHEET);
    const reload = p.serve ? `<script src="${escapeAttr(relativeUrl(p.page, RELOAD_SCRIPT))}" defer></script>` : '';
    return `<!doctype html>
<html lang="${escapeAttr(p.language)}" dir="${directionOf(p.language)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttr(contentSecurityPolicy(p.serve))}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeText(p.title)}</title>
<link rel="stylesheet" href="${escapeAttr(css)}">${reload}
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top"><a class="brand" href="${escapeAttr(relativeUrl(p.page, 'index.html'))}">helpsync preview</a>${p.nav ?? ''}</header>
<main id="main" tabindex="-1">
${p.body}
</main>
</body>
</html>
`;
}
/** The stylesheet: readable at 375 px (nothing wider than the screen), visible focus, marked changes. */
export const STYLE = `*{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1b1f24;background:#fff}
body{margin:0;padding:0 1rem 3rem;max-width:60rem;margin-inline:auto;overflow-wrap:anywhere}
a{color:#0b57d0}a:focus-visible,summary:focus-visible,main:focus-visible{outline:3px solid #b3261e;outline-offset:2px}
.skip{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.skip:focus{position:static;width:auto;height:auto;clip-path:none;display:inline-block;padding:.5rem}
.top{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;padding:.75rem 0;border-bottom:1px solid #ccc}
.brand{font-weight:700}
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem .75rem}
.crumbs ol{list-style:none;margin:.75rem 0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem}
.crumbs li+li::before{content:"\\203A";margin-inline-end:.25rem}
[aria-current]{font-weight:700}
img{max-width:100%;height:auto}
pre{overflow-x:auto;max-width:100%;background:#f4f4f4;padding:.75rem;white-space:pre-wrap}
code{font-size:.95em}
table{border-collapse:collapse;display:block;overflow-x:auto;max-width:100%}
th,td{border:1px solid #bbb;padding:.25rem .5rem;vertical-align:top}
ins{background:#d7f5dd;color:#0a3d14;text-decoration:underline}
del{background:#fbdada;color:#6b0b0b;text-decoration:line-through}
ins.hs-block,del.hs-block{display:block}
.hs-removed{display:inline-block;border:1px dashed #8a4b00;background:#fff4e0;color:#5c3200;padding:0 .25rem;margin:0 .125rem;font-size:.9em}
.card{border:1px solid #ccc;border-radius:6px;padding:.75rem 1rem;margin:1rem 0}
.card h3{margin-top:0}
.meta{color:#4d535a;font-size:.95em}
.held{border-color:#8a4b00}
.conflict{border-color:#b3261e;border-width:2px}
.side{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:.75rem}
.side>div{border:1px solid #ddd;padding:.5rem;min-width:0}
.rendered{border-inline-start:3px solid #ddd;padding-inline-start:.75rem}
.tree ul{padding-inline-start:1.25rem}
.tree .moved{font-weight:600}
.tree .remote{font-style:italic}
.counts{font-weight:700}
`;
//# sourceMappingURL=page.js.map