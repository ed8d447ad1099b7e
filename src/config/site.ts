// Config `site:` (issue 48): the docs generator the pages are written for.
import type { SiteName } from '../html/site-conventions.js';

/**
 * The generators `site:` names. Written out here rather than imported: commands that load the config
 * without rendering anything (status) load nothing of html/ (test/e2e/cli-startup.test.ts).
 */
export const SITE_VALUES = ['hugo', 'docusaurus', 'mkdocs', 'none'] as const satisfies readonly (SiteName | 'none')[];
