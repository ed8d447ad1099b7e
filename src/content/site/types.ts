// What `init` proposes for a docs site it recognises: the generator, the `files:` entries, the
// languages, the keys that keep the site's pages from being misread, and what it saw (for the
// question flow and the note it prints). Patterns are relative to the repository root here; the
// config writer re-bases them on the config file's folder (`rebase`).
import type { FileEntrySpec } from '../file-pattern.js';

export type SiteKind = 'hugo' | 'docusaurus' | 'mkdocs';

export interface SiteProposal {
  site: SiteKind;
  /** the generator's config file that was recognised, relative to the root */
  configFile: string;
  /** platform language codes, the source language first */
  sourceLanguage: string;
  languages: string[];
  files: FileEntrySpec[];
  /** identity globs that are not pages (include folders, partials) */
  exclude: string[];
  /** the generator has an order of its own (weights, sidebar positions, nav) */
  order: OrderEvidence;
  /** one line each: what was seen and why the proposal is as it is */
  notes: string[];
}

export interface OrderEvidence {
  /** front matter key the generator orders pages by (weight, sidebar_position), if any */
  frontMatterKey?: string;
  /** folder order files (_category_.json / .yml) */
  categoryFiles: number;
  /** mkdocs.yml has a nav */
  nav: boolean;
}

/** The generators' config files: which of the repository's files `recogniseSite` wants read. */
export interface SiteConfigs {
  /** config path relative to the root → its text */
  texts: ReadonlyMap<string, string>;
}
