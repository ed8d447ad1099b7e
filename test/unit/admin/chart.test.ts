// The stats bar chart (src/admin/chart.ts): rows and a width in, lines out; expected lines written here.
import { describe, expect, it } from 'vitest';
import { renderBarChart } from '../../../src/admin/chart.js';

const B = (n: number): string => '█'.repeat(n);

describe('renderBarChart', () => {
  it('one bar per interval, scaled to the width, values labelled', () => {
    const rows = [
      { date: '2024-01-01', searches: 50 },
      { date: '2024-01-02', searches: 100 },
      { date: '2024-01-03', searches: 0 },
      { date: '2024-01-04', searches: 1 },
    ];
    // width 40: label 10, " │", value 3 wide, one space → 24 cells for the largest bar
    expect(renderBarChart(rows, 40)).toEqual([
      'searches by date',
      `2024-01-01 │${B(12)}${' '.repeat(12)}  50`,
      `2024-01-02 │${B(24)} 100`,
      `2024-01-03 │${' '.repeat(24)}   0`,
      `2024-01-04 │${B(1)}${' '.repeat(23)}   1`,
    ]);
  });

  // width 30, label 6: open's values are 3 wide → 18 cells; closed's are 1 wide → 20 cells
  it('one chart per numeric column; decimals, missing values and control characters in labels', () => {
    const rows = [
      { hour: 'a\u001b[31m', open: 2.5, closed: null },
      { hour: 'b', open: 10, closed: 4 },
    ];
    expect(renderBarChart(rows, 30)).toEqual([
      'open by hour',
      `a?[31m │${B(5)}${' '.repeat(13)} 2.5`,
      `b      │${B(18)}  10`,
      '',
      'closed by hour',
      `a?[31m │${' '.repeat(20)} –`,
      `b      │${B(20)} 4`,
    ]);
  });

  it('nothing when there is no room or nothing numeric', () => {
    expect(renderBarChart([{ date: '2024-01-01', n: 1 }], 20)).toEqual([]);
    expect(renderBarChart([{ date: '2024-01-01', name: 'x' }], 80)).toEqual([]);
    expect(renderBarChart([], 80)).toEqual([]);
  });
});
