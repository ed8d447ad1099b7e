// What `init` proposes for a docs site it recognises (content/site/, read by loader/site-files.ts).
import type { ConfigTemplateValues } from '../config/template.js';
import { readSite } from '../loader/site-files.js';

/**
 * The generator whose config the repository holds, nearest the root (content/site/ recognises it;
 * no page is read): proposed as `site:`. A repository that cannot be listed proposes none.
 */
export async function recognisedSite(root: string): Promise<ConfigTemplateValues['site']> {
  try {
    const first = (await readSite(root, { maxPages: 0 })).proposals[0];
    return first ? { name: first.site, from: first.configFile } : undefined;
  } catch {
    return undefined;
  }
}
