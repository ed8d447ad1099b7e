import { describe, expect, it } from 'vitest';
import { csvField, flattenObject, formatDuration, formatTable, isFlatRowArray, toCsv } from '../../../src/report/table.js';
import { buildStatisticsParams } from '../../../src/admin/stats.js';
import { renderStatistics } from '../../../src/admin/report.js';
import { InputError } from '../../../src/errors.js';

describe('isFlatRowArray', () => {
  it('accepts arrays of objects with scalar values only', () => {
    expect(isFlatRowArray([{ a: 1, b: 'x', c: null, d: true }, { a: 2 }])).toBe(true);
    expect(isFlatRowArray([])).toBe(true);
    expect(isFlatRowArray([{ a: { b: 1 } }])).toBe(false);
    expect(isFlatRowArray([{ a: [1] }])).toBe(false);
    expect(isFlatRowArray([1, 2])).toBe(false);
    expect(isFlatRowArray({ a: 1 })).toBe(false);
  });
});

describe('formatTable', () => {
  it('aligns columns, right-aligns numbers and takes the union of keys in first-seen order', () => {
    const out = formatTable([
      { team: 'Support', tickets: 5 },
      { team: 'Sales', tickets: 120, extra: 'x' },
    ]);
    expect(out.split('\n')).toEqual(['team     tickets  extra', '-------  -------  -----', 'Support        5', 'Sales        120  x']);
  });
  it('keeps one row per line when a value holds a line break', () => {
    const out = formatTable([{ a: 'one\ntwo' }]);
    expect(out.split('\n')).toHaveLength(3);
    expect(out).toContain('one two');
  });
});

describe('renderStatistics', () => {
  it('is a table for flat rows and pretty JSON otherwise', () => {
    expect(renderStatistics([{ a: 1 }])).toBe('a\n-\n1');
    expect(renderStatistics([])).toBe('(no rows)');
    expect(renderStatistics({ series: [1, 2] })).toBe(JSON.stringify({ series: [1, 2] }, null, 2));
    expect(renderStatistics([{ a: { b: 1 } }])).toContain('"b": 1');
  });
});

describe('flattenObject', () => {
  it('turns nested objects into dotted keys and keeps arrays and empty objects whole', () => {
    expect(flattenObject({ a: { b: { c: 1 }, d: 'x' }, e: [1, { f: 2 }], g: {}, h: null })).toEqual({
      'a.b.c': 1,
      'a.d': 'x',
      e: [1, { f: 2 }],
      g: {},
      h: null,
    });
  });
});

describe('CSV', () => {
  it('quotes commas, quotes, line breaks and edge spaces (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField(null)).toBe('');
    expect(csvField(3.5)).toBe('3.5');
    expect(csvField(false)).toBe('false');
  });
  it('flattens rows to dotted columns, union of columns, CRLF line ends', () => {
    const csv = toCsv([
      { team: { name: 'Support, EU', id: 't1' }, stats: { open: 3 } },
      { team: { name: 'Sales' }, stats: { open: 1, closed: 2 }, tags: ['a', 'b'] },
    ]);
    expect(csv).toBe('team.name,team.id,stats.open,stats.closed,tags\r\n' + '"Support, EU",t1,3,,\r\n' + 'Sales,,1,2,"[""a"",""b""]"\r\n');
  });
  it('handles a single object, scalars and arrays of scalars', () => {
    expect(toCsv({ a: { b: 1 }, c: 2 })).toBe('a.b,c\r\n1,2\r\n');
    expect(toCsv([1, 'x'])).toBe('value\r\n1\r\nx\r\n');
    expect(toCsv(42)).toBe('value\r\n42\r\n');
    expect(toCsv([])).toBe('');
  });
});

describe('formatDuration', () => {
  it('formats seconds and passes other values through', () => {
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration('90')).toBe('1:30');
    expect(formatDuration('n/a')).toBe('n/a');
  });
});

describe('buildStatisticsParams', () => {
  it('builds the query from given options only and never carries skip/limit', () => {
    const p = buildStatisticsParams({
      chartType: 'TEAM_PERFORMANCE_LIST',
      groupInterval: 'day',
      useWorkingHours: false,
      timezone: 'Europe/Berlin',
    });
    expect(p).toEqual({ chartType: 'TEAM_PERFORMANCE_LIST', groupInterval: 'day', useWorkingHours: false, timezone: 'Europe/Berlin' });
    expect(Object.keys(buildStatisticsParams({ chartType: 'X' }))).toEqual(['chartType']);
  });
  it('refuses a bad group interval, a missing chart type and skip/limit, all at once', () => {
    let err: unknown;
    try {
      buildStatisticsParams({ chartType: ' ', groupInterval: 'week', skip: '10', limit: '5' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(InputError);
    const messages = (err as InputError).problems.map((p) => p.message);
    expect(messages).toHaveLength(4);
    expect(messages.join('\n')).toMatch(/--chart-type is required/);
    expect(messages.join('\n')).toMatch(/--group-interval must be one of hour, day, month, year \(got "week"\)/);
    expect(messages.join('\n')).toMatch(/--skip is not supported: the platform ignores skip and limit/);
    expect(messages.join('\n')).toMatch(/--limit is not supported/);
  });
});
