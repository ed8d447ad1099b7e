// What `init` proposes for a docs site it recognises (content/site/, read by loader/site-files.ts).
import path from 'node:path';
import type { ConfigTemplateValues } from '../config/template.js';
import type { SiteProposal } from '../content/site/types.js';
import { readSite } from '../loader/site-files.js';

/**
 * The generator whose config the repository holds, nearest the root (content/site/ recognises it;
 * no page is read). A repository that cannot be listed proposes none.
 */
async function proposalOf(root: string): Promise<SiteProposal | undefined> {
  try {
    return (await readSite(root, { maxPages: 0 })).proposals[0];
  } catch {
    return undefined;
  }
}

/**
 * The config values a recognised site gives: `site:` always; unless a content folder was given,
 * its pages where they are (`files:` entries made relative to the config file's folder, `configDir`,
 * absolute) with its `exclude`, its languages (unless given) and its source language (unless given).
 */
export async function siteValues(
  root: string,
  configDir: string,
  given: { contentDir?: string; languages?: string[]; sourceLanguage?: string },
): Promise<Pick<ConfigTemplateValues, 'site' | 'files' | 'languages'> & { sourceLanguage?: string }> {
  const first = await proposalOf(root);
  if (!first) return {};
  const site = { name: first.site, from: first.configFile };
  if (given.contentDir !== undefined || first.files.length === 0) return { site };
  const up = path.relative(configDir, root).split(path.sep).join('/');
  const rel = (p: string): string => (up === '' ? p : `${up}/${p}`);
  return {
    site,
    files: { entries: first.files.map((e) => ({ ...e, source: rel(e.source), translation: rel(e.translation) })), exclude: first.exclude },
    languages: given.languages?.length ? given.languages : first.languages,
    ...(given.sourceLanguage === undefined ? { sourceLanguage: first.sourceLanguage } : {}),
  };
}
