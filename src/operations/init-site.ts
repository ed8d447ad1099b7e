// What `init` proposes for a docs site it recognises (content/site/, read by loader/site-files.ts).
import path from 'node:path';
import type { ConfigTemplateValues } from '../config/template.js';
import type { SiteProposal } from '../content/site/types.js';
import { readSite } from '../loader/site-files.js';

/**
 * The generator whose config the repository holds, nearest the root (content/site/ recognises it;
 * no page is read): proposed as `site:`. A repository that cannot be listed proposes none.
 */
export async function recognisedSite(root: string): Promise<ConfigTemplateValues['site']> {
  return (await recognised(root))?.site;
}

/**
 * What init writes for a recognised site: `site:`, and where its pages are as `files:` entries made
 * relative to the config file's folder (`configDir`, absolute), its languages and its `exclude`.
 */
export async function recognised(
  root: string,
  configDir = root,
): Promise<
  { site: NonNullable<ConfigTemplateValues['site']>; files: NonNullable<ConfigTemplateValues['files']>; proposal: SiteProposal } | undefined
> {
  let first: SiteProposal | undefined;
  try {
    first = (await readSite(root, { maxPages: 0 })).proposals[0];
  } catch {
    return undefined;
  }
  if (!first || first.files.length === 0) return undefined;
  const up = path.relative(configDir, root).split(path.sep).join('/');
  const rel = (p: string): string => (up === '' ? p : `${up}/${p}`);
  return {
    site: { name: first.site, from: first.configFile },
    files: { entries: first.files.map((e) => ({ ...e, source: rel(e.source), translation: rel(e.translation) })), exclude: first.exclude },
    proposal: first,
  };
}

/**
 * The config values a recognised site gives: `site:` always; unless a content folder was given,
 * its pages where they are (`files:`), its languages (unless given) and its source language (unless
 * given).
 */
export async function siteValues(
  root: string,
  configDir: string,
  given: { contentDir?: string; languages?: string[]; sourceLanguage?: string },
): Promise<Pick<ConfigTemplateValues, 'site' | 'files' | 'languages'> & { sourceLanguage?: string }> {
  const found = given.contentDir === undefined ? await recognised(root, configDir) : undefined;
  if (!found) {
    const site = await recognisedSite(root);
    return site ? { site } : {};
  }
  return {
    site: found.site,
    files: found.files,
    languages: given.languages?.length ? given.languages : found.proposal.languages,
    ...(given.sourceLanguage === undefined ? { sourceLanguage: found.proposal.sourceLanguage } : {}),
  };
}
