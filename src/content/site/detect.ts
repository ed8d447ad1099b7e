// Recognising a docs site for `init`, pure: which generator configs to read (from the repository's
// file list), what each proposes once read, and what the source pages' text adds (links in the
// site's own /path style, the generator's order keys). The reader (loader/site-files.ts) lists and
// reads; nothing here touches a file.
import { recogniseDocusaurus, docusaurusCandidates } from './docusaurus.js';
import { hugoCandidates, recogniseHugo } from './hugo.js';
import { mkdocsCandidates, recogniseMkdocs } from './mkdocs.js';
import type { SiteProposal } from './types.js';
import type { FileEntrySpec } from '../file-pattern.js';

export type { SiteProposal, SiteKind, OrderEvidence } from './types.js';

/** The generator configs worth reading, for `recogniseSite`. */
export function siteConfigCandidates(files: readonly string[]): string[] {
  return [...new Set([...docusaurusCandidates(files), ...mkdocsCandidates(files), ...hugoCandidates(files)])];
}

/** Every generator recognised, the one whose config is nearest the root first. */
export function recogniseSite(files: readonly string[], texts: ReadonlyMap<string, string>): SiteProposal[] {
  const found = [recogniseDocusaurus(files, texts), recogniseMkdocs(files, texts), recogniseHugo(files, texts)].filter(
    (p): p is SiteProposal => p !== undefined,
  );
  return found.sort((a, b) => a.configFile.split('/').length - b.configFile.split('/').length);
}

export interface PageEvidence {
  /** pages with at least one link in the site's own `/path` style */
  sitePathPages: number;
  /** pages whose front matter sets the generator's order key */
  orderedPages: number;
}

// a Markdown link or an href to a site-absolute path (not `//host`), not to a file such as /img/x.png
const SITE_LINK = /(?:\]\(\s*<?|href=["'])(\/(?!\/)[^)\s"'>#?]*)/g;

/** What the source pages' text says: site-path links (propose `links.sitePaths`) and order keys. */
export function pageEvidence(proposal: SiteProposal, pages: Iterable<string>): PageEvidence {
  let sitePathPages = 0;
  let orderedPages = 0;
  const key = proposal.order.frontMatterKey;
  const keyLine = key ? new RegExp(`^${key}\\s*[:=]`, 'm') : undefined;
  for (const text of pages) {
    const body = text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?\n\1/gm, '');
    for (const m of body.matchAll(SITE_LINK)) {
      const last = m[1]!.split('/').pop() ?? '';
      if (!/\.(?!md$|html?$)[A-Za-z0-9]+$/.test(last)) {
        sitePathPages++;
        break;
      }
    }
    const fm = /^(?:---|\+\+\+)\r?\n([\s\S]*?)\r?\n(?:---|\+\+\+)/.exec(text);
    if (keyLine && fm && keyLine.test(fm[1]!)) orderedPages++;
  }
  return { sitePathPages, orderedPages };
}

/** The proposal's patterns re-based on the config file's folder (`configDir` relative to the root). */
export function rebase(files: readonly FileEntrySpec[], configDir: string): FileEntrySpec[] {
  const up = configDir === '' ? '' : configDir.split('/').map(() => '..').join('/') + '/';
  return files.map((f) => ({ ...f, source: up + f.source, translation: up + f.translation }));
}
