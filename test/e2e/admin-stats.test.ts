// `helpsync stats` end to end: the real CLI process against the emulator on a
// loopback port. Assertions read the emulator's request log (what was asked, and never skip/limit).
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { makeTestToken } from '../helpers/emulator.js';
import { emulatorFixture, helpsync, useCleanups } from '../helpers/fixture.js';
import { NESTED_ROWS, adminReadData } from '../helpers/admin.js';
import type { RunningEmulator } from '../../src/emulator/server.js';

const TOKEN = makeTestToken();

useCleanups();
const setup = () => emulatorFixture({ data: adminReadData(), emulator: { token: TOKEN } });

const statsRequests = (emu: RunningEmulator) => emu.log.filter((e) => e.path.endsWith('/statistics/lists'));

describe('helpsync stats', () => {
  it('prints a table for flat rows and passes every flag through as the query, never skip/limit', async () => {
    const f = await setup();
    const r = await helpsync(f, [
      'stats',
      '--chart-type',
      'TEAM_PERFORMANCE_LIST',
      '--timezone',
      'Europe/Berlin',
      '--group-interval',
      'day',
      '--grouped-by',
      'team',
      '--aggs-type',
      'avg',
      '--start-date',
      '2024-01-01',
      '--end-date',
      '2024-01-31',
      '--created-at',
      '2024-01-02',
      '--updated-at',
      '2024-01-03',
      '--use-working-hours',
    ]);
    expect(r.code, r.stderr).toBe(0);
    // The table, then (with --group-interval) a blank line and the bar chart.
    const [table = '', chart = ''] = r.stdout.split('\n\n');
    const lines = table.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^teamId\s+teamName\s+conversationsAssigned\s+conversationsClosed/);
    expect(lines[1]).toMatch(/^-+\s+-+/);
    expect(lines).toHaveLength(4);
    expect(chart).toMatch(/^conversationsAssigned by teamId\nteam01 │█+ *\d+\nteam02 │█+ *\d+$/);
    expect(r.stdout).toMatch(/team01\s+Support\s+\d+/);
    expect(r.stdout).toMatch(/team02\s+Sales\s+\d+/);
    const reqs = statsRequests(f.emu);
    expect(reqs).toHaveLength(1);
    expect(reqs[0]?.query).toEqual({
      chartType: 'TEAM_PERFORMANCE_LIST',
      timezone: 'Europe/Berlin',
      groupInterval: 'day',
      groupedBy: 'team',
      aggsType: 'avg',
      startDate: '2024-01-01',
      endDate: '2024-01-31',
      createdAt: '2024-01-02',
      updatedAt: '2024-01-03',
      useWorkingHours: 'true',
    });
  });

  it('--json prints the response exactly as sent; --no-use-working-hours sends false', async () => {
    const f = await setup();
    const r = await helpsync(f, ['stats', '--chart-type', 'NESTED_LIST', '--json', '--no-use-working-hours']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(NESTED_ROWS);
    expect(statsRequests(f.emu)[0]?.query).toEqual({ chartType: 'NESTED_LIST', useWorkingHours: 'false' });
  });

  it('prints pretty JSON when the rows are not flat, and for a non-list answer', async () => {
    const f = await setup();
    const nested = await helpsync(f, ['stats', '--chart-type', 'NESTED_LIST']);
    expect(nested.code, nested.stderr).toBe(0);
    expect(nested.stdout).toBe(`${JSON.stringify(NESTED_ROWS, null, 2)}\n`);
    const series = await helpsync(f, ['stats', '--chart-type', 'SERIES_CHART']);
    expect(JSON.parse(series.stdout)).toEqual({ series: [{ name: 'a', points: [1, 2] }], total: 3 });
  });

  it('--csv flattens nested objects to dotted columns and quotes properly', async () => {
    const f = await setup();
    const r = await helpsync(f, ['stats', '--chart-type', 'NESTED_LIST', '--csv']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(
      'team.name,team.id,stats.open,stats.closed,note\r\n' + '"Support, EU",t1,3,10,"say ""hi"""\r\n' + 'Sales,t2,0,2,"two\nlines"\r\n',
    );
  });

  it('refuses a bad --group-interval, --skip and --limit before any request', async () => {
    const f = await setup();
    const bad = await helpsync(f, ['stats', '--chart-type', 'TEAM_PERFORMANCE_LIST', '--group-interval', 'week']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/--group-interval must be one of hour, day, month, year \(got "week"\)/);
    const skip = await helpsync(f, ['stats', '--chart-type', 'TEAM_PERFORMANCE_LIST', '--skip', '10', '--limit', '5']);
    expect(skip.code).toBe(1);
    expect(skip.stderr).toMatch(
      /--skip is not supported: the platform ignores skip and limit for statistics and returns the full result set/,
    );
    expect(skip.stderr).toMatch(/--limit is not supported/);
    const both = await helpsync(f, ['stats', '--chart-type', 'X', '--json', '--csv']);
    expect(both.code).toBe(1);
    const none = await helpsync(f, ['stats']);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/chart-type/);
    expect(f.emu.log).toEqual([]);
  });

  it('says in --help that skip/limit are not offered and why', async () => {
    const r = await runCli(['stats', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/no --skip or --limit:\s+the\s+platform\s+ignores\s+them/);
    expect(r.stdout).toMatch(/full\s+result\s+set/);
    expect(r.stdout).not.toMatch(/^\s+--skip/m);
  });

  it('reports a platform error with its message and exit 1', async () => {
    const f = await setup();
    const r = await helpsync(f, ['stats', '--chart-type', 'NO_SUCH_LIST']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/GET \/statistics\/lists.* failed with 400: unknown chartType "NO_SUCH_LIST"/);
  });
});
