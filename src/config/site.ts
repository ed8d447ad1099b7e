// Config `site:` and `sectionPages:`: the docs generator the pages are written for, and
// what becomes of a section page's prose. Their schema and their Config fields live here.
import { z } from 'zod';
import type { SiteName } from '../html/site-conventions.js';

/**
 * The generators `site:` names. Written out here rather than imported: commands that load the config
 * without rendering anything (status) load nothing of html/ (test/e2e/cli-startup.test.ts).
 */
export const SITE_VALUES = ['hugo', 'docusaurus', 'mkdocs', 'none'] as const satisfies readonly (SiteName | 'none')[];

/**
 * Config `sectionPages:`: what becomes of a section page's prose (the body of a folder's
 * `_index.md`, which stands for a collection and has no body field). `skip` (the default): not
 * pushed, and warned about under one kind (`section-prose`, content/entry.ts) so the summary counts
 * the pages; `description`: its text is the collection's description (plain text, at most
 * SECTION_DESCRIPTION_MAX characters).
 */
export const SECTION_PAGES_VALUES = ['skip', 'description'] as const;
export type SectionPages = (typeof SECTION_PAGES_VALUES)[number];

/** The longest description `sectionPages: description` pushes; longer prose is an error naming the file. */
export const SECTION_DESCRIPTION_MAX = 500;

const oneOf = (values: readonly string[]) => ({ message: `must be one of ${values.join(', ')}` });

/** The keys of the config schema (config.ts). */
export const SITE_SCHEMA = {
  // the generator whose Markdown conventions the pages use; `none` (the default): plain Markdown as before
  site: z.enum(SITE_VALUES, oneOf(SITE_VALUES)).optional(),
  sectionPages: z.enum(SECTION_PAGES_VALUES, oneOf(SECTION_PAGES_VALUES)).optional(),
};

export interface SiteSettings {
  /**
   * config `site:`, the generator the pages are written for: its callouts, tabs, refs and
   * `{ #id }` are rendered as the platform shows them (html/site-conventions.ts). Absent: `none`.
   */
  site?: SiteName;
  /** config `sectionPages:`; absent: `skip` */
  sectionPages?: SectionPages;
}

/** The settings as Config holds them: a default value is left out. */
export function siteSettingsOf(c: { site?: SiteName | 'none' | undefined; sectionPages?: SectionPages | undefined }): SiteSettings {
  return {
    ...(c.site !== undefined && c.site !== 'none' ? { site: c.site } : {}),
    ...(c.sectionPages !== undefined && c.sectionPages !== 'skip' ? { sectionPages: c.sectionPages } : {}),
  };
}
