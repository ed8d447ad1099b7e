// The reader half of site recognition (`init`): lists the repository's files, reads the generator
// configs the recogniser asks for and the source pages of what it proposes, and checks the proposal
// by mapping the list with it (pages, translations per language). Reads stay inside the folder given:
// links are not followed out of it, and only regular files are read.
import path from 'node:path';
import fg from 'fast-glob';
import { compileFileMap, mapFiles, type MappedFiles } from '../content/file-map.js';
import { pageEvidence, recogniseSite, siteConfigCandidates, type PageEvidence, type SiteProposal } from '../content/site/detect.js';
import { readRegularFile, realFolder, resolveInside } from '../util/safe-path.js';

/** A generator config or a page larger than this is not read for recognition (it is not one). */
const MAX_READ = 1024 * 1024;

export interface SiteReading {
  /** every file below the root (POSIX, relative), without .git and node_modules */
  files: string[];
  /** the generators recognised, nearest the root first */
  proposals: SiteProposal[];
  /** for the first proposal: what its patterns find, and what its pages' text says */
  mapped?: MappedFiles;
  evidence?: PageEvidence;
}

export interface ReadSiteOptions {
  /** at most this many source pages are read for evidence (default 5,000) */
  maxPages?: number;
}

export async function readSite(root: string, opts: ReadSiteOptions = {}): Promise<SiteReading> {
  const realRoot = await realFolder(root);
  const files = listFiles(realRoot);
  const texts = new Map<string, string>();
  for (const f of siteConfigCandidates(files)) {
    const text = await readInside(realRoot, f);
    if (text !== undefined) texts.set(f, text);
  }
  const proposals = recogniseSite(files, texts);
  const first = proposals[0];
  if (!first) return { files, proposals };
  const mapped = mapWith(first, files);
  const pages: string[] = [];
  for (const p of mapped.pages.slice(0, opts.maxPages ?? 5000)) {
    if (!p.source) continue;
    const text = await readInside(realRoot, p.source);
    if (text !== undefined) pages.push(text);
  }
  return { files, proposals, mapped, evidence: pageEvidence(first, pages) };
}

/** The proposal's `files:` applied to the file list: what a sync would read. */
export function mapWith(proposal: SiteProposal, files: readonly string[]): MappedFiles {
  const r = compileFileMap({
    entries: proposal.files,
    configDir: '',
    sourceLanguage: proposal.sourceLanguage,
    languages: proposal.languages,
  });
  if (!r.ok) throw new Error(`site recognition proposed entries it cannot compile: ${r.problems.map((p) => p.message).join('; ')}`);
  return mapFiles(r.map, files);
}

function listFiles(realRoot: string): string[] {
  // synchronous, as the loader's walk: one pass over a docs repository, no thread-pool round trips
  return fg
    .sync('**/*', { cwd: realRoot, dot: false, onlyFiles: true, followSymbolicLinks: false, ignore: ['**/node_modules/**'] })
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

async function readInside(realRoot: string, rel: string): Promise<string | undefined> {
  const r = await resolveInside(realRoot, path.join(realRoot, rel), 'file');
  if (!r.ok) return undefined;
  const read = await readRegularFile(r.real, MAX_READ);
  return read.ok ? read.bytes.toString('utf8') : undefined;
}
