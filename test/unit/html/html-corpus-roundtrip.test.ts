// `pull` then `sync` pushes nothing: every page of the CNCF glossary (all 16 languages) and the
// hand-written real-pattern pages (test/fixtures/real-patterns: a <style> block beside tables with
// entities and <br> in cells, raw HTML layout, titled alerts and site kinds) through the real
// pipeline in process: the loader's analysis, the platform's form (as pushed, and re-serialised by
// the rich-text editor), pull's file (into an empty folder, and over the repo's file), the loader
// again, sync's field comparison. Any pair that would be pushed again is listed.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AlertLabels } from '../../../src/html/alerts.js';
import { CORPUS_DIR, corpusMissing } from '../../helpers/corpus.js';
import { REPO_ROOT } from '../../helpers/cli.js';
import { roundTripPage, type PushedAgain } from '../../helpers/roundtrip.js';

const missing = corpusMissing();
if (missing) console.warn(missing);

const FIXTURES = path.join(REPO_ROOT, 'test/fixtures/real-patterns');
/** Hugo's template for new entries is not a page. */
const NOT_PAGES = new Set(['_TEMPLATE.md']);

async function pages(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    for (const d of await readdir(path.join(root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${d.name}` : d.name;
      if (d.isDirectory()) await walk(child);
      else if (d.isFile() && d.name.endsWith('.md') && child.includes('/') && !NOT_PAGES.has(d.name)) out.push(child);
    }
  };
  await walk('');
  return out.sort();
}

interface Run {
  pages: number;
  pairs: number;
  pushedAgain: PushedAgain[];
}

async function runAll(root: string, labels: Record<string, AlertLabels> = {}): Promise<Run> {
  const run: Run = { pages: 0, pairs: 0, pushedAgain: [] };
  for (const file of await pages(root)) {
    const language = file.slice(0, file.indexOf('/'));
    const alertLabels = labels[language];
    const r = roundTripPage(file, await readFile(path.join(root, file), 'utf8'), alertLabels ? { alertLabels } : {});
    run.pages++;
    run.pairs += r.pairs;
    run.pushedAgain.push(...r.pushedAgain);
  }
  return run;
}

/** One line per pair pushed again, with both sides: what a failure prints. */
const listing = (run: Run): string[] =>
  run.pushedAgain.map(
    (p) => `${p.file} ${p.field} (${p.platform} platform, pulled into ${p.pullInto})\n  platform: ${p.remote}\n  pulled:   ${p.local}`,
  );

describe('pull then sync pushes nothing, in process', () => {
  it('the hand-written real-pattern pages: style blocks, tables with entities and <br>, raw HTML layout, titled alerts', async () => {
    const run = await runAll(FIXTURES, { ja: { note: '注記' } });
    expect(run.pages).toBe(7);
    expect(listing(run)).toEqual([]);
  });

  it.skipIf(missing !== undefined)(
    'every page of the CNCF glossary in every language',
    async () => {
      const run = await runAll(CORPUS_DIR);
      // 955 Markdown files, 10 of them Hugo's _TEMPLATE.md (not pages)
      expect(run.pages).toBe(945);
      expect(run.pairs).toBeGreaterThan(900);
      expect(listing(run)).toEqual([]);
    },
    300_000,
  );
});
