// The loader's set-aside step, for a sync (the peak of a sync's memory was every rendered body,
// loaded before the listing could say which of them the plan needs). As each file is analysed, its
// body's links are resolved at once and the body is replaced by hashes (SetAsideText): its text's,
// and its platform re-serialisation's (remembered by the cache). As the listing streams, a
// remote value with either hash is this very text; any other remote value is compared with the
// text read back (`textOf`, synchronous, from the analysis cache entry this load used, else the file
// again) and the text is dropped again when the pair is unchanged. What no remote value settles (a
// first push, a pair not on the platform) is read back after the listing (`restore`): a body the
// plan pushes with no remote value to compare (`defer` says which) is not kept but deferred
// (DeferredText): read back again when something needs its text (the PUT, a plan file), by then
// from the file (the cache is saved once the plan is made). Text read back is checked against the
// hash taken at load, so the plan is made from, and the push carries, the text the load saw, or the
// run stops naming the file that changed meanwhile.
//
// A body stays whole where setting it aside could change an outcome: blank (the planner reports a
// blank body against the remote one), holding the token (refused, by name, before any request),
// or linking to a page that does not exist when the history is read (resolved once, with the
// history, after every file is read).
import type { Problem } from '../model.js';
import type { DeferredText, LocalPair } from '../content/types.js';
import { InputError } from '../errors.js';
import { htmlToLines } from '../report/diff.js';
import type { FileResult } from '../content/assemble.js';
import { showFile } from '../content/assemble.js';
import { analyzeFile, type MarkdownAnalysis } from '../content/analyze.js';
import { imagesNeeded, missingTargets, resolveRefs, type ImageRead, type RefsConfig } from '../content/resolve-refs.js';
import type { SiteIndex } from '../content/links.js';
import { hashText, isBlankHtml, richTextHash } from '../html/compare.js';
import { containsSecret } from '../util/redact.js';
import { readRegularFileSync } from '../util/safe-path.js';
import type { LinkHistoryLookup } from '../content/links-missing.js';
import type { AnalysisCache, CacheRef } from './cache.js';
import type { WorkItem } from './analyze-files.js';
import { readImages, type ImageFolders, type ImageHashes } from './images.js';

/**
 * Reads set-aside bodies back into their pairs; returns a problem for each file whose text changed
 * since it was loaded. A pair `defer` accepts (its body read back and checked) keeps a DeferredText
 * in `deferred` instead of the text.
 */
export type RestoreBodies = (pairs: readonly LocalPair[], defer?: (pair: LocalPair, html: string) => boolean) => Problem[];

/** A set-aside pair's body, read back and checked (undefined: it cannot be, e.g. the file changed). */
export type BodyOf = (pair: LocalPair) => string | undefined;

/** What a sync uses of a set-aside load: reading bodies back, one (as the listing streams) or all that are left. */
export interface SetAsideBodies {
  restore: RestoreBodies;
  textOf: BodyOf;
}

export interface SetAsideContext {
  site: SiteIndex;
  cfg: RefsConfig;
  images: ImageFolders;
  hashes: ImageHashes;
  linkHistory?: LinkHistoryLookup;
  /** the run's analysis cache, open until the plan is made (bodies are read back through it; after it, from the file) */
  cache?: AnalysisCache;
  maxFileSize: number;
  shownRoot: string;
  /** under `files:`: a key as the user sees it */
  show?: (key: string) => string;
}

/** How a set-aside file was read: to read it back the same way. */
interface Taken {
  item: WorkItem;
  ref?: CacheRef;
  /** the images its body names, as read at load */
  images?: ReadonlyMap<string, ImageRead>;
}

export class BodySetAside {
  private readonly taken = new Map<string, Taken>();

  constructor(private readonly ctx: SetAsideContext) {}

  /** The analysis with its body's links resolved and the body set aside, where that changes nothing. */
  async take(item: WorkItem, a: FileResult, ref: CacheRef | undefined): Promise<FileResult> {
    // set aside by the cache's lookup already (light-hit.ts): only how to read it back is left to keep
    if (a.kind === 'markdown' && a.contentSetAside !== undefined && ref) {
      this.taken.set(item.key, { item, ref });
      return a;
    }
    if (a.kind !== 'markdown' || a.content === undefined) return a;
    const { cfg, site } = this.ctx;
    let resolved: MarkdownAnalysis = a;
    let images: ReadonlyMap<string, ImageRead> | undefined;
    if (a.refs !== undefined) {
      const one = new Map<string, FileResult>([[item.key, a]]);
      // resolved once every file is read, with the history
      if (cfg.links && this.ctx.linkHistory && missingTargets(one, site, cfg.links).length > 0) return a;
      const needed = imagesNeeded(one, cfg);
      if (needed.length > 0) images = await readImages(needed, this.ctx.images, this.ctx.hashes);
      resolved = resolveRefs(one, site, cfg, images ?? new Map()).get(item.key) as MarkdownAnalysis;
    }
    const html = resolved.content;
    if (html === undefined || isBlankHtml(html) || containsSecret(html)) return resolved;
    this.taken.set(item.key, { item, ...(ref ? { ref } : {}), ...(images ? { images } : {}) });
    // The platform's form is what an in-sync platform that re-serialises holds: without its hash each
    // such body would be read back as the listing streams. Remembered by the cache (a warm run does no
    // rich-text work); a first push computes it for nothing.
    const { cache } = this.ctx;
    const hashes =
      cache && ref && resolved === a
        ? cache.bodyHashes(ref, html)
        : { text: hashText(html), rich: cache ? cache.richHash(html) : richTextHash(html) };
    // a new object without `content` rather than a `delete` (which turns each retained analysis into a
    // slow, larger dictionary-mode object)
    const { content: _body, ...rest } = resolved;
    return { ...rest, contentSetAside: hashes };
  }

  /** The body of a set-aside pair, read back (from the cache entry, else the file) and checked against its hash. */
  readonly textOf: BodyOf = (pair) => {
    const want = pair.setAside?.content?.text;
    return want === undefined ? undefined : this.bodyOf(pair.file, want, true);
  };

  readonly restore: RestoreBodies = (pairs, defer) => {
    const problems: Problem[] = [];
    for (const pair of pairs) {
      const want = pair.setAside?.content?.text;
      if (want === undefined) continue;
      const html = this.bodyOf(pair.file, want, true);
      if (html === undefined) {
        problems.push(this.changed(pair.file));
        continue;
      }
      if (defer?.(pair, html)) {
        const body: DeferredText = {
          file: pair.file,
          lines: htmlToLines(html).length,
          // the push: the file as it is now, checked against the text the plan was made from
          read: () => this.bodyOf(pair.file, want, false) ?? throwProblem(this.changed(pair.file)),
          // the plan's text (printed, saved, recorded as pushed): the cache's copy while it has one
          toJSON: () => this.bodyOf(pair.file, want, true) ?? throwProblem(this.changed(pair.file)),
        };
        pair.deferred = { ...pair.deferred, content: body };
        pair.setAside = undefined;
      } else putBack(pair, html);
    }
    return problems;
  };

  private changed(file: string): Problem {
    return {
      severity: 'error',
      file: showFile(this.ctx, file),
      message: 'changed while this run was reading it (the plan would not match what was checked): run again',
    };
  }

  /**
   * A set-aside file's body, read back and checked against the hash of the text set aside (undefined:
   * changed, or gone): from the cache entry when `cached` and there is one, else from the file.
   */
  private bodyOf(file: string, want: string, cached: boolean): string | undefined {
    const taken = this.taken.get(file);
    if (!taken) return undefined;
    const entry = cached && taken.ref ? this.ctx.cache?.analysisAt(taken.ref) : undefined;
    // a cache entry that does not give the body set aside (a cache file replaced since) is not the
    // file's word: the file itself is read again
    const fromCache = entry ? this.bodyIn(file, taken, entry) : undefined;
    if (fromCache !== undefined && hashText(fromCache) === want) return fromCache;
    const again = this.readAgain(taken.item);
    const html = again ? this.bodyIn(file, taken, again) : undefined;
    return html !== undefined && hashText(html) === want ? html : undefined;
  }

  /** The body of an analysis, its links resolved as at load. */
  private bodyIn(file: string, taken: Taken, a: FileResult): string | undefined {
    if (a.kind !== 'markdown' || a.content === undefined) return undefined;
    if (a.refs === undefined) return a.content;
    const resolved = resolveRefs(new Map([[file, a]]), this.ctx.site, this.ctx.cfg, taken.images ?? new Map());
    return (resolved.get(file) as MarkdownAnalysis).content ?? '';
  }

  /** The file read and analysed again, as at load (no cache entry to read it from). */
  private readAgain(item: WorkItem): FileResult | undefined {
    const read = readRegularFileSync(item.real, this.ctx.maxFileSize);
    if (!read.ok) return undefined;
    const cached = this.ctx.cache?.lookup(read.bytes, item.opts);
    return cached?.hit ?? analyzeFile(read.bytes, item.opts);
  }
}

function throwProblem(problem: Problem): never {
  throw new InputError([problem]);
}

/** The body back in its pair's fields (last, as the loader builds them), no longer set aside. */
export function putBack(pair: LocalPair, html: string): void {
  pair.fields = { ...pair.fields, content: html };
  pair.setAside = undefined; // not `delete`: that makes each pair a dictionary-mode object
}
