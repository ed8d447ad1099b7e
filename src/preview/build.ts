// Writes the preview folder: the stylesheet, the changes page (index.html) section by section, the
// help center one language at a time and page by page, then the repo's images it shows. The folder
// is self-contained: relative links only, nothing loaded from elsewhere, no script (serve mode adds
// one same-origin file). It never holds the token or the config.
import { mkdirSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SyncPlan } from '../apply/types.js';
import type { Config } from '../config/config.js';
import type { LocalContent } from '../content/types.js';
import { InputError } from '../errors.js';
import type { Problem } from '../model.js';
import { isInside } from '../util/safe-path.js';
import { headerSection, movesSection, remoteSection, warningsSection, type ChangesInput } from './changes.js';
import { changeParts, partSection, placeParts, summarySection } from './changes-pages.js';
import { buildSiteModel } from './model.js';
import { refusalsSection } from './refusals.js';
import { renderPage, STYLE, STYLESHEET } from './page.js';
import type { RefContext } from './urls.js';
import { writeSite } from './site.js';
import type { SitePlacement } from './placed.js';

/** Marks a folder helpsync wrote: only such a folder (or an empty one) is cleared for a new build. */
export const MARKER = '.helpsync-preview';

export interface BuildOptions {
  config: Pick<Config, 'contentDir' | 'links' | 'images'>;
  local: LocalContent;
  /** the dry run's plan; none offline */
  plan?: SyncPlan;
  /** the dry run's closing line */
  summary?: string;
  warnings: Problem[];
  /** what a sync would refuse on (refusals.ts) */
  refusals?: Problem[];
  /** the platform's tree after the sync; none offline (the repo's folders then) */
  placement?: SitePlacement;
  /** where the articles are now (the moves' before tree) */
  placedNow?: ReadonlyMap<string, string>;
  out: string;
  /** serve mode: pages load the live-reload script */
  serve?: boolean;
}

export interface BuildResult {
  pages: number;
  images: number;
}

/** An empty folder, or one a previous preview wrote (emptied); anything else is refused by name. */
export async function prepareOut(out: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(out);
  } catch {
    await mkdir(out, { recursive: true });
    names = [];
  }
  if (names.length > 0 && !names.includes(MARKER)) {
    throw new InputError([
      { severity: 'error', file: out, message: 'is not empty and is not a helpsync preview: choose an empty or new folder for --out' },
    ]);
  }
  for (const n of names) await rm(path.join(out, n), { recursive: true, force: true });
  await writeFile(path.join(out, MARKER), 'Written by `helpsync preview`; its next run replaces everything here.\n');
}

/** Pages written between two turns of the event loop (serve mode answers requests during a build). */
const PAGES_PER_TURN = 64;

/**
 * Writes pages with one synchronous open-write-close each: for thousands of small files that costs
 * a tenth of the CPU of fs/promises' writeFile (no thread-pool round trips, no FileHandle), and the
 * page is already a string in memory. The event loop gets a turn every PAGES_PER_TURN pages.
 */
function writer(out: string): (rel: string, text: string) => Promise<void> {
  const made = new Set<string>();
  let written = 0;
  return async (rel, text) => {
    const abs = path.join(out, ...rel.split('/'));
    if (!isInside(out, abs)) throw new Error(`preview page outside the folder: ${rel}`);
    const dir = path.dirname(abs);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    writeFileSync(abs, text);
    if (++written % PAGES_PER_TURN === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  };
}

/**
 * index.html: the header and the summary first, then the changes (moves, creations, each language:
 * on the page, or on pages of their own under changes/ when large), what is left as it is, and the
 * warnings last (changes-pages.ts).
 */
async function writeChanges(input: ChangesInput, serve: boolean, write: (rel: string, text: string) => Promise<void>): Promise<void> {
  const placed = await placeParts(changeParts(input), serve, write);
  const body = [
    headerSection(input),
    refusalsSection(input.refusals),
    summarySection(input, placed),
    movesSection(input),
    ...placed.map(partSection),
    remoteSection(input),
    warningsSection(input),
  ].join('\n');
  await write('index.html', renderPage({ page: 'index.html', title: 'helpsync preview: changes', language: 'en', serve, body }));
}

/** Builds the whole preview into `opts.out` (prepared by prepareOut). */
export async function buildPreview(opts: BuildOptions): Promise<BuildResult> {
  const out = path.resolve(opts.out);
  const { config } = opts;
  const ctx: RefContext = {
    model: buildSiteModel(opts.local, opts.placement),
    contentDir: config.contentDir,
    ...(opts.local.paths ? { paths: opts.local.paths } : {}),
    ...(config.links ? { links: config.links } : {}),
    ...(config.images ? { images: config.images } : {}),
    ...(opts.local.docIds ? { docIds: opts.local.docIds } : {}),
    copies: new Map(),
  };
  const write = writer(out);
  await write(STYLESHEET, STYLE);
  await writeChanges(
    {
      ctx,
      ...(opts.plan ? { plan: opts.plan } : {}),
      ...(opts.summary ? { summary: opts.summary } : {}),
      warnings: opts.warnings,
      refusals: opts.refusals ?? [],
      ...(opts.placement ? { placement: opts.placement } : {}),
      ...(opts.placedNow ? { placedNow: opts.placedNow } : {}),
    },
    Boolean(opts.serve),
    write,
  );
  // The images the pages of each language show are copied once that language is written: what
  // is kept across languages is only which images are in already.
  const copied = new Set<string>();
  const copyImages = async (): Promise<void> => {
    for (const [rel, real] of ctx.copies) {
      const abs = path.join(out, ...rel.split('/'));
      if (copied.has(rel) || !isInside(out, abs)) continue;
      await mkdir(path.dirname(abs), { recursive: true });
      await copyFile(real, abs);
      copied.add(rel);
    }
    ctx.copies.clear();
  };
  await copyImages();
  const pages = await writeSite({ ctx, serve: Boolean(opts.serve), write, afterLanguage: copyImages });
  return { pages: pages + 1, images: copied.size };
}
