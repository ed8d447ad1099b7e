export declare const STYLESHEET = "style.css";
/** Serve mode only: the live-reload script (same origin; never written into a static build). */
export declare const RELOAD_SCRIPT = "_reload.js";
/** Static build: no script at all. Serve mode: one same-origin script file and its event stream. */
export declare function contentSecurityPolicy(serve: boolean): string;
export declare function directionOf(language: string): 'rtl' | 'ltr';
/**
 * A URL from one page of the folder to another (both relative to the folder, POSIX, normalised: no
 * `.` or `..` segments), segments encoded. What path.relative would give, without its cost: every
 * page computes a few dozen of these (language switcher, breadcrumbs, tree).
 */
export declare function relativeUrl(fromPage: string, toPath: string): string;
export interface PageShell {
    /** this page, relative to the folder (POSIX): links and the stylesheet are relative to it */
    page: string;
    title: string;
    language: string;
    /** serve mode: the live-reload script */
    serve: boolean;
    /** the header's navigation (already HTML) */
    nav?: string;
    body: string;
}
export declare function renderPage(p: PageShell): string;
/** The stylesheet: readable at 375 px (nothing wider than the screen), visible focus, marked changes. */
export declare const STYLE = "*{box-sizing:border-box}\nhtml{font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,sans-serif;line-height:1.5;color:#1b1f24;background:#fff}\nbody{margin:0;padding:0 1rem 3rem;max-width:60rem;margin-inline:auto;overflow-wrap:anywhere}\na{color:#0b57d0}a:focus-visible,summary:focus-visible,main:focus-visible{outline:3px solid #b3261e;outline-offset:2px}\n.skip{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}\n.skip:focus{position:static;width:auto;height:auto;clip-path:none;display:inline-block;padding:.5rem}\n.top{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;padding:.75rem 0;border-bottom:1px solid #ccc}\n.brand{font-weight:700}\nnav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem .75rem}\n.crumbs ol{list-style:none;margin:.75rem 0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem}\n.crumbs li+li::before{content:\"\\203A\";margin-inline-end:.25rem}\n[aria-current]{font-weight:700}\nimg{max-width:100%;height:auto}\npre{overflow-x:auto;max-width:100%;background:#f4f4f4;padding:.75rem;white-space:pre-wrap}\ncode{font-size:.95em}\ntable{border-collapse:collapse;display:block;overflow-x:auto;max-width:100%}\nth,td{border:1px solid #bbb;padding:.25rem .5rem;vertical-align:top}\nins{background:#d7f5dd;color:#0a3d14;text-decoration:underline}\ndel{background:#fbdada;color:#6b0b0b;text-decoration:line-through}\nins.hs-block,del.hs-block{display:block}\n.hs-removed{display:inline-block;border:1px dashed #8a4b00;background:#fff4e0;color:#5c3200;padding:0 .25rem;margin:0 .125rem;font-size:.9em}\n.card{border:1px solid #ccc;border-radius:6px;padding:.75rem 1rem;margin:1rem 0}\n.card h3{margin-top:0}\n.meta{color:#4d535a;font-size:.95em}\n.held{border-color:#8a4b00}\n.conflict{border-color:#b3261e;border-width:2px}\n.side{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:.75rem}\n.side>div{border:1px solid #ddd;padding:.5rem;min-width:0}\n.rendered{border-inline-start:3px solid #ddd;padding-inline-start:.75rem}\n.tree ul{padding-inline-start:1.25rem}\n.tree .moved{font-weight:600}\n.tree .remote{font-style:italic}\n.counts{font-weight:700}\n";
