// Progress under CI (issue 46): a first push of 500 new pages (and 50 translations) run by the CLI
// with CI set logs a progress line at least every 10 s of its run, creations included, and its
// totals add up: the run's count covers creations and pushes, never past its total, and no
// estimate is negative. Time is what is under test, so the clock is fake (Date and the intervals);
// the requests are real (the emulator on a loopback port), and a few of them take 25 s.
import { afterEach, describe, expect, it, vi } from 'vitest';
import path from 'node:path';
import { startTestEmulator } from '../helpers/emulator.js';
import { helpsync, onCleanup, scratchRepo, useCleanups } from '../helpers/fixture.js';

useCleanups();
afterEach(() => void vi.useRealTimers());

const PAGES = 500;
const TRANSLATED = 50;
const num = (i: number): string => String(i).padStart(3, '0');

interface LogRecord {
  time: number;
  msg: string;
  phase?: string;
  all?: number;
  allTotal?: number;
}

describe('progress of a CI first push', () => {
  it('logs a line at least every 10 s, creations included, with totals that add up', async () => {
    const emu = await startTestEmulator({ data: { project: 'proj-progress', collections: [], articles: [], entries: [] } });
    onCleanup(() => emu.close());
    const repo = await scratchRepo();
    const files: Record<string, string> = {
      'config/helpsync.yaml': `baseUrl: ${emu.baseUrl}\nproject: ${emu.project}\ncontentDir: ../content\nrateLimit:\n  requests: 100000\n  perSeconds: 1\ntimeoutSeconds: 3600\n`,
      '.gitignore': 'config/.helpsync/\n',
      'content/en/guide/_index.md': '---\ntitle: Guide\n---\n',
    };
    for (let i = 1; i <= PAGES; i++) files[`content/en/guide/p${num(i)}.md`] = `---\ntitle: Page ${num(i)}\n---\nPage ${i}.\n`;
    for (let i = 1; i <= TRANSLATED; i++) files[`content/de/guide/p${num(i)}.md`] = `---\ntitle: Seite ${num(i)}\n---\nSeite ${i}.\n`;
    await repo.write(files);
    await repo.commit('a site');

    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const started = Date.now();
    let finished = false;
    const run = helpsync(
      { dir: repo.dir, configPath: path.join(repo.dir, 'config/helpsync.yaml'), emu },
      ['sync', '--max-creates', '1000'],
      {
        env: { CI: 'true' },
        timeoutMs: 240_000,
      },
    ).finally(() => (finished = true));
    // The run's clock: half a second per turn of the real one, and now and then 25 s at once
    // (a request the platform holds that long), with no creation finishing meanwhile.
    for (let turn = 1; !finished; turn++) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      vi.advanceTimersByTime(turn % 40 === 0 ? 25_000 : 500);
    }
    const r = await run;
    expect(r.stderr).not.toMatch(/"level":(50|60)/);
    expect(r.code).toBe(0);
    expect(emu.store.articles.size).toBe(PAGES);

    const records = r.stderr
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LogRecord);
    const progress = records.filter((x) => x.phase !== undefined || /^(creations|de|en|moves)\b/.test(x.msg));
    const first = progress.findIndex((x) => x.msg === `creations: starting ${PAGES + 1}`);
    const last = progress.findIndex((x) => x.msg.startsWith(`de: finished ${TRANSLATED}/${TRANSLATED}`));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(last).toBeGreaterThan(first);
    const lines = progress.slice(first, last + 1);
    // the run took minutes of its clock, and at least one line came during each 25 s wait
    expect(lines[lines.length - 1]!.time - lines[0]!.time).toBeGreaterThan(60_000);
    for (let i = 1; i < lines.length; i++) expect(lines[i]!.time - lines[i - 1]!.time).toBeLessThanOrEqual(10_000);
    expect(lines.filter((x) => x.phase === 'creations' && x.all !== undefined).length).toBeGreaterThan(5);
    // totals: 501 creations (the collection and 500 articles) and 50 pushes of de, counted once
    const whole = PAGES + 1 + TRANSLATED;
    for (const x of lines.filter((y) => y.all !== undefined)) {
      expect(x.allTotal).toBe(whole);
      expect(x.all).toBeLessThanOrEqual(whole);
      expect(x.msg).toContain(`| all ${x.all}/${whole}`);
      expect(x.msg).not.toMatch(/-\d+s left|NaN/);
    }
    expect(lines[lines.length - 1]!.msg).toBe(`de: finished ${TRANSLATED}/${TRANSLATED} | all ${whole}/${whole}`);
    expect(Date.now() - started).toBeGreaterThan(60_000);
  }, 300_000);
});
