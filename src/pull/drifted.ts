// `helpsync pull --drifted`: write the held fields (edited on the platform) into their
// files and nothing else. The held fields come from the same plan a sync makes; this module turns
// them into new file texts (drifted-rewrite.ts) and writes them atomically, keeping a BOM and line
// endings. Files with uncommitted changes are refused by name before anything is written.
import type { ContentPaths } from '../content/content-paths.js';
import { parseFrontMatter } from '../content/frontmatter.js';
import { siteTitle } from '../content/site-title.js';
import type { SiteName } from '../html/site-conventions.js';
import type { Problem } from '../model.js';
import type { HeldField } from '../apply/types.js';
import { writeFileAtomic } from '../util/atomic-write.js';
import { DEFAULT_MAX_FILE_SIZE } from '../config/config.js';
import { mergeBody, replaceYamlValue, rewriteFrontMatterField, splitBody, type MergedBody } from './drifted-rewrite.js';
import { keepRepoBlocks } from './keep-blocks.js';
import type { BodyRelinker } from './links.js';
import { readContentFile } from './read-repo.js';

export interface DriftedFile {
  /** relative to the content folder, POSIX */
  file: string;
  /** the fields taken from the platform */
  fields: string[];
  /** for a body: blocks kept byte for byte and blocks converted from the platform's HTML */
  blocks?: { kept: number; converted: number; whole: boolean };
}

export interface DriftedOutcome {
  files: DriftedFile[];
  problems: Problem[];
  dryRun: boolean;
}

/** One file's new text with its held fields taken in; problems when a value has no place to go. */
export function rewriteFile(
  text: string,
  held: HeldField[],
  mergeContent: (body: string, remoteHtml: string) => MergedBody = mergeBody,
  site?: SiteName,
): { text: string; result: DriftedFile; problems: string[] } {
  let out = text;
  const problems: string[] = [];
  const result: DriftedFile = { file: held[0]!.file, fields: [] };
  for (const h of held) {
    let next: string | undefined;
    if (h.type === 'statictranslation') {
      next = replaceYamlValue(out, h.entryId.slice('statictranslation:'.length), h.remote);
    } else if (h.field === 'content') {
      const { head, body } = splitBody(out);
      // under `site:`, a heading that is the page's title was never part of the pushed body: it
      // stays as written, and only the text after it takes the platform's body
      const keep = site ? titleHeadingEnd(out, site) : 0;
      const merged = mergeContent(body.slice(keep), h.remote);
      result.blocks = { kept: merged.kept, converted: merged.converted, whole: merged.whole };
      next = `${head}${body.slice(0, keep)}${merged.body}`;
    } else {
      next = rewriteFrontMatterField(out, h.field, h.remote);
    }
    if (next === undefined) problems.push(`"${h.field}" has no value of its own in this file to replace: edit it by hand`);
    else {
      out = next;
      result.fields.push(h.field);
    }
  }
  return { text: out, result, problems };
}

/** Where the heading taken for the title ends in the file's body (site-title.ts); 0 when none is. */
function titleHeadingEnd(text: string, site: SiteName): number {
  const fm = parseFrontMatter(text.replace(/^\uFEFF/, ''));
  if (fm.problems.some((p) => p.severity === 'error')) return 0;
  return siteTitle(fm.data, fm.body, fm.bodyLine, site).headingEnd ?? 0;
}

export interface WriteDriftedOptions {
  /** where each content path's file is (under files: the mapping) */
  paths: ContentPaths;
  held: HeldField[];
  /** content-relative paths with uncommitted changes */
  dirty: ReadonlySet<string>;
  dryRun: boolean;
  /** how a content-relative path is shown */
  show: (file: string) => string;
  /**
   * with `links` / `images` configured: a body is merged with the platform's converted as
   * pull writes it (links back to relative paths), so a block the platform did not change keeps the
   * repo's form even where its links are written as site paths
   */
  relink?: BodyRelinker;
  /** config `maxFileSize`: a file over it is refused, not read */
  maxFileSize?: number;
  /** config `site:`: a heading taken for the title is kept out of the body merge */
  site?: SiteName;
}

/** The body merge of one file: block by block (drifted-rewrite.ts), or link-aware when links are configured. */
async function contentMerger(
  file: string,
  held: HeldField[],
  relink: BodyRelinker | undefined,
): Promise<(body: string, remoteHtml: string) => MergedBody> {
  const content = held.find((h) => h.field === 'content' && h.type !== 'statictranslation');
  if (!relink || !content) return mergeBody;
  const pulled = await relink.pulledBody(content.remote, file);
  const form = relink.form(file);
  return (body) => {
    const crlf = body.includes('\r\n');
    const k = keepRepoBlocks(body, pulled, form);
    return { ...k, body: crlf ? k.body.replace(/\n/g, '\r\n') : k.body };
  };
}

export async function writeDrifted(opts: WriteDriftedOptions): Promise<DriftedOutcome> {
  const byFile = new Map<string, HeldField[]>();
  for (const h of opts.held) {
    const list = byFile.get(h.file) ?? [];
    list.push(h);
    byFile.set(h.file, list);
  }
  const problems: Problem[] = [];
  for (const file of byFile.keys()) {
    if (opts.dirty.has(file)) {
      problems.push({
        severity: 'error',
        file: opts.show(file),
        message: 'has uncommitted changes: commit or stash them first (pull --drifted writes only committed files, so nothing is lost)',
      });
    }
  }
  if (problems.length > 0) return { files: [], problems, dryRun: opts.dryRun };
  const planned: { file: string; abs: string; text: string; result: DriftedFile }[] = [];
  for (const [file, held] of byFile) {
    const abs = opts.paths.abs(file);
    // read through the checked reader (inside the content folder, a regular file, not over maxFileSize)
    const current = await readContentFile(opts.paths.root, opts.paths.rel(file), opts.maxFileSize ?? DEFAULT_MAX_FILE_SIZE);
    if (typeof current !== 'string') {
      problems.push({
        severity: 'error',
        file: opts.show(file),
        message: current?.message ?? 'not found: it was there when the content was read',
      });
      continue;
    }
    const rewritten = rewriteFile(current, held, await contentMerger(file, held, opts.relink), opts.site);
    for (const message of rewritten.problems) problems.push({ severity: 'error', file: opts.show(file), message });
    planned.push({ file, abs, text: rewritten.text, result: rewritten.result });
  }
  // All or nothing: a value that cannot be placed stops the run before any file is written.
  if (problems.length > 0 || opts.dryRun) return { files: planned.map((p) => p.result), problems, dryRun: opts.dryRun };
  for (const p of planned) {
    // as plain pull writes: atomically, never through a link to outside the content folder
    await writeFileAtomic(p.abs, p.text, { inside: opts.paths.root, shown: opts.show(p.file) });
  }
  return { files: planned.map((p) => p.result), problems, dryRun: false };
}
