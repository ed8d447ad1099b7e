// `pull --drifted` (mergeBody) and `pull --force` (keepRepoBlocks) merge a 20,000-paragraph body in a
// child process whose heap is capped at 256 MB (the old full LCS table was n×m numbers: 12,000
// paragraphs ran out of a 1 GB heap). The process is the point: only a real heap cap shows the
// memory. Expected bodies are written out here from the same paragraph list, not by the merge; the
// changed paragraphs are spread over the whole body (so no common prefix or suffix settles it), once
// few (the Myers walk) and once many (past its edit bound: the anchors).
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { tempFolder, useCleanups } from '../helpers/fixture.js';
import { REPO_ROOT } from '../helpers/cli.js';

useCleanups();

const N = 20_000;
const para = (i: number): string => `Paragraph ${i} of the long guide, with *emphasis* kept as the file writes it.`;

const CHILD = `
import { readFileSync, writeFileSync } from 'node:fs';
import { mergeBody } from ${JSON.stringify(path.join(REPO_ROOT, 'src/pull/drifted-rewrite.ts'))};
import { keepRepoBlocks } from ${JSON.stringify(path.join(REPO_ROOT, 'src/pull/keep-blocks.ts'))};
import { canonicalHtml } from ${JSON.stringify(path.join(REPO_ROOT, 'src/html/compare.ts'))};
import { renderMarkdown } from ${JSON.stringify(path.join(REPO_ROOT, 'src/html/render.ts'))};
const [mode, file, other, out] = process.argv.slice(2);
const started = process.hrtime.bigint();
const body = readFileSync(file, 'utf8');
const r = mode === 'drifted'
  ? mergeBody(body, readFileSync(other, 'utf8'))
  : keepRepoBlocks(body, readFileSync(other, 'utf8'), (md) => canonicalHtml(renderMarkdown(md)));
const ms = Number(process.hrtime.bigint() - started) / 1e6;
writeFileSync(out, JSON.stringify({ ...r, ms, maxRssKiB: process.resourceUsage().maxRSS }));
`;

function run(script: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--max-old-space-size=256', script, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr: stderr.slice(-2000) }));
  });
}

/** The file's paragraphs, and the platform's: every `every`th changed, one inserted and one removed near the middle. */
function bodies(every: number): { file: string; theirs: string[]; expected: string; changed: number } {
  const ours = Array.from({ length: N }, (_, i) => para(i));
  const theirs = ours.map((p, i) => (i % every === every - 1 ? `Paragraph ${i} rewritten on the platform.` : p));
  theirs.splice(N / 2, 1, 'A paragraph added on the platform.');
  theirs.splice(N / 2 + 10, 1);
  return {
    file: `${ours.join('\n\n')}\n`,
    theirs,
    expected: `${theirs.join('\n\n')}\n`,
    changed: theirs.filter((p, i) => p !== ours[i]).length,
  };
}

async function setup(): Promise<{ dir: string; script: string }> {
  const dir = await tempFolder('helpsync-merge-memory-');
  const entry = path.join(dir, 'child.ts');
  await writeFile(entry, CHILD);
  const script = path.join(dir, 'child.mjs');
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: script,
    logLevel: 'silent',
    // CommonJS dependencies (yaml) require Node's own modules
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  return { dir, script };
}

const html = (paras: string[]): string => paras.map((p) => `<p>${p.replace(/\*([^*]+)\*/g, '<em>$1</em>')}</p>`).join('\n');

describe('pull merges bodies in linear memory', () => {
  // one case each way keeps the file's time down: the Myers walk (few changes) for --force, the
  // anchors (every 4th paragraph changed: past the walk's edit bound) for --drifted
  for (const [mode, every] of [
    ['force', 1000],
    ['drifted', 4],
  ] as const) {
    it(`--${mode}: 20,000 paragraphs, every ${every}th changed, under a 256 MB heap`, async () => {
      const { dir, script } = await setup();
      const { file, theirs, expected } = bodies(every);
      await writeFile(path.join(dir, 'file.md'), file);
      const other = path.join(dir, mode === 'drifted' ? 'remote.html' : 'pulled.md');
      if (mode === 'drifted') await writeFile(other, html(theirs));
      else await writeFile(other, `${theirs.map((p) => p.replace(/\*([^*]+)\*/g, '_$1_')).join('\n\n')}\n`);
      const out = path.join(dir, `${mode}.json`);
      const r = await run(script, [mode, path.join(dir, 'file.md'), other, out]);
      expect(r.code, r.stderr).toBe(0);
      const got = JSON.parse(await readFile(out, 'utf8')) as { body: string; whole: boolean; kept: number; ms: number; maxRssKiB: number };
      expect(got.whole).toBe(false);
      // every unchanged paragraph kept in the file's form (`*emphasis*`, not the pulled `_emphasis_`)
      expect(got.body === expected).toBe(true);
      expect(got.kept).toBeGreaterThan(N / 2);
      console.log(`merge --${mode}, every ${every}th changed: ${Math.round(got.ms)} ms, max RSS ${Math.round(got.maxRssKiB / 1024)} MiB`);
    });
  }
});
