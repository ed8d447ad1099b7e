// What one committed version of a content file could have pushed: PURE, bytes in,
// candidate field values out. A Markdown version gives its front matter fields and its body
// rendered twice: by today's renderer and without helpsync's Markdown extensions (what earlier
// versions of helpsync pushed), so a renderer upgrade is never mistaken for a platform edit.
// A `_static.yaml` version gives each key's value.
import { SECTION_DESCRIPTION_MAX } from '../config/site.js';
import { htmlToPlainText } from '../html/plain-text.js';
import { renderMarkdown } from '../html/render.js';
import type { SiteName } from '../html/site-conventions.js';
import { decodeText, FRONT_MATTER_FIELDS } from '../content/analyze.js';
import { parseFrontMatter } from '../content/frontmatter.js';
import { siteTitle } from '../content/site-title.js';
import { parseStaticTranslations } from '../content/static.js';

/** Bump when what versionValues returns changes (the renderings cache is keyed by it). */
export const VERSION_VALUES_FORMAT = 4;

/** Not a field: the version's `entry` front matter, to follow a file across a rename git did not see. */
export const ENTRY_KEY = '@entry';

/** field (markdown) or static key → the values that version could have pushed. */
export type VersionValues = Record<string, string[]>;

/** Renders a body both ways; one value when the two agree. */
export type BodyRenderer = (body: string) => string[];

/**
 * Today's rendering and the one "without helpsync's extensions". The options argument is the
 * content feature's switch; a renderer without extensions gives the same HTML for both.
 */
const render: (md: string, opts?: { extensions?: boolean; site?: SiteName }) => string = renderMarkdown;

/**
 * The renderer of versions, in the conventions of `site:` when the config names a generator; then
 * also as pushed before `site:` was set (today's renderer without them), so naming the generator
 * later is never mistaken for an edit on the platform.
 */
export function renderBothWays(site?: SiteName): BodyRenderer {
  return (body) => {
    const today = render(body, site ? { site } : {});
    const forms = [today, ...(site ? [render(body)] : []), render(body, { extensions: false })];
    return [...new Set(forms)];
  };
}

/**
 * Values of a Markdown version; {} when it cannot be read (a broken version explains nothing).
 * Under `site:` a version without `title` has the title its generator shows, as the loader reads
 * it (content/site-title.ts), and its body is rendered without the heading taken for it, and also
 * with it (as pushed before `site:` was set).
 */
export function markdownVersionValues(bytes: Uint8Array, render: BodyRenderer = renderBothWays(), site?: SiteName): VersionValues {
  const decoded = decodeText(bytes);
  if ('problem' in decoded) return {};
  const fm = parseFrontMatter(decoded.text);
  const out: VersionValues = {};
  const entry = fm.data.get('entry');
  if (entry?.kind === 'text' && entry.value.trim() !== '') out[ENTRY_KEY] = [entry.value.trim()];
  for (const key of FRONT_MATTER_FIELDS) {
    const v = fm.data.get(key);
    if (v?.kind === 'text' && v.value.trim() !== '') out[key] = [v.value.trim()];
  }
  if (fm.problems.some((p) => p.severity === 'error')) return out;
  const found = site ? siteTitle(fm.data, fm.body, fm.bodyLine, site) : { body: fm.body };
  if (found.title) out.title = [found.title.value];
  if (fm.body.trim() === '') return out;
  try {
    out.content = [...new Set([...(found.body.trim() === '' ? [] : render(found.body)), ...render(fm.body)])];
    // a section page's prose pushed as its collection's description (`sectionPages: description`,
    // content/entry.ts): the body's text stands for the description too, when the front matter has none
    if (out.description === undefined) {
      const texts = [...new Set(out.content.map(htmlToPlainText))].filter((t) => t !== '' && t.length <= SECTION_DESCRIPTION_MAX);
      if (texts.length > 0) out.description = texts;
    }
  } catch {
    // a body today's renderer cannot render was never pushed by it either
  }
  return out;
}

/** Values of a `_static.yaml` version: key → [value]. */
export function staticVersionValues(bytes: Uint8Array): VersionValues {
  const decoded = decodeText(bytes);
  if ('problem' in decoded) return {};
  const out: VersionValues = {};
  for (const v of parseStaticTranslations(decoded.text).values) out[v.key] = [v.value];
  return out;
}

/** Which values of a version stand for a field of a pair: a static pair's `value` is its key's. */
export function candidatesFor(values: VersionValues, field: string, staticKey: string | undefined): string[] {
  return (staticKey !== undefined ? (field === 'value' ? values[staticKey] : undefined) : values[field]) ?? [];
}
