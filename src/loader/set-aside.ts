// The loader's set-aside step, for a sync (the peak of a sync's memory was every rendered body,
// loaded before the listing could say which of them the plan needs). As each file is analysed, its
// body's links are resolved at once and the body is replaced by two hashes (SetAsideText): enough
// to tell, as the listing streams, that the platform holds this very text (as sent, or as the
// platform re-serialises it). The pairs the listing does not settle are read again afterwards
// (`restore`, through the analysis cache) and checked against what was set aside, so the plan is
// made from the same text the load saw, or the run stops naming the file that changed meanwhile.
//
// A body stays whole where setting it aside could change an outcome: blank (the planner reports a
// blank body against the remote one), holding the token (refused, by name, before any request),
// or linking to a page that does not exist when the history is read (resolved once, with the
// history, after every file is read).
import type { Problem } from '../model.js';
import type { LocalPair } from '../content/types.js';
import type { FileResult } from '../content/assemble.js';
import { showPath } from '../content/assemble.js';
import type { MarkdownAnalysis } from '../content/analyze.js';
import { imagesNeeded, missingTargets, resolveRefs, type RefsConfig } from '../content/resolve-refs.js';
import type { SiteIndex } from '../content/links.js';
import { hashText, isBlankHtml, richTextHash } from '../html/compare.js';
import { containsSecret } from '../util/redact.js';
import type { LinkHistoryLookup } from '../content/links-missing.js';
import type { AnalysisCache } from './cache.js';
import { createAnalyzer, type WorkItem } from './analyze-files.js';
import { readImages, type ImageHashes } from './images.js';

/** Reads set-aside bodies again into their pairs; returns a problem for each file whose text changed since it was loaded. */
export type RestoreBodies = (pairs: readonly LocalPair[]) => Promise<Problem[]>;

export interface SetAsideContext {
  site: SiteIndex;
  cfg: RefsConfig;
  images: { contentDir: string; root: string };
  hashes: ImageHashes;
  linkHistory?: LinkHistoryLookup;
  /** the run's analysis cache, open until the plan is made (restore reads through it) */
  cache?: AnalysisCache;
  maxFileSize: number;
  shownRoot: string;
}

/** Files restored at once: bounds what a restore of every pair (a first push) holds beyond the pairs themselves. */
const RESTORE_BATCH = 2048;

export class BodySetAside {
  /** what each set-aside file was read as, to read it again the same way */
  private readonly items = new Map<string, WorkItem>();

  constructor(private readonly ctx: SetAsideContext) {}

  /** The analysis with its body's links resolved and the body set aside, where that changes nothing. */
  async take(item: WorkItem, a: FileResult): Promise<FileResult> {
    if (a.kind !== 'markdown' || a.content === undefined) return a;
    const resolved = await this.resolved(item.key, a);
    if (resolved === undefined) return a;
    const html = resolved.content;
    if (html === undefined || isBlankHtml(html) || containsSecret(html)) return resolved;
    this.items.set(item.key, item);
    const out: MarkdownAnalysis = { ...resolved, contentSetAside: { text: hashText(html), rich: this.richHash(html) } };
    delete out.content;
    return out;
  }

  readonly restore: RestoreBodies = async (pairs) => {
    const problems: Problem[] = [];
    const todo = pairs.filter((p) => p.setAside !== undefined);
    for (let i = 0; i < todo.length; i += RESTORE_BATCH) {
      const batch = todo.slice(i, i + RESTORE_BATCH);
      const analyzer = createAnalyzer({
        ...(this.ctx.cache ? { cache: this.ctx.cache } : {}),
        poolSize: 0,
        maxFileSize: this.ctx.maxFileSize,
      });
      let results: Map<string, FileResult>;
      try {
        results = await analyzer.run(batch.map((p) => this.itemOf(p)));
      } finally {
        await analyzer.close();
      }
      for (const pair of batch) {
        const a = results.get(pair.file);
        const resolved = a?.kind === 'markdown' ? await this.resolved(pair.file, a) : undefined;
        const html = resolved?.content;
        const was = pair.setAside!.content;
        if (html === undefined || was === undefined || hashText(html) !== was.text) {
          problems.push({
            severity: 'error',
            file: showPath(this.ctx.shownRoot, pair.file),
            message: 'changed while this run was reading it (the plan would not match what was checked): run again',
          });
          continue;
        }
        // `content` comes last in a pair's fields, as the loader builds them
        pair.fields = { ...pair.fields, content: html };
        delete pair.setAside;
      }
    }
    return problems;
  };

  private itemOf(pair: LocalPair): WorkItem {
    const item = this.items.get(pair.file);
    if (!item) throw new Error(`internal: ${pair.file} was not set aside by this load`);
    return item;
  }

  /** The analysis with its links and images resolved; undefined when they must wait for the history. */
  private async resolved(key: string, a: MarkdownAnalysis): Promise<MarkdownAnalysis | undefined> {
    if (a.refs === undefined) return a;
    const one = new Map<string, FileResult>([[key, a]]);
    const { cfg, site } = this.ctx;
    if (cfg.links && this.ctx.linkHistory && missingTargets(one, site, cfg.links).length > 0) return undefined;
    const images = await readImages(imagesNeeded(one, cfg), this.ctx.images, this.ctx.hashes);
    return resolveRefs(one, site, cfg, images).get(key) as MarkdownAnalysis;
  }

  private richHash(html: string): string {
    return this.ctx.cache ? this.ctx.cache.richHash(html) : richTextHash(html);
  }
}
