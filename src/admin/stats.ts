// `helpsync stats`: GET /statistics/lists (docs/platform-api.md). skip/limit are never sent: the platform
// ignores them and every list returns its full result set (docs/platform-api.md).
import type { PlatformClient, StatisticsParams } from '../client/types.js';
import { InputError } from '../errors.js';
import type { Problem } from '../model.js';

/** groupInterval is one of these (docs/platform-api.md, "The admin operations"). */
export const GROUP_INTERVALS = ['hour', 'day', 'month', 'year'] as const;

export type StatsFormat = 'auto' | 'json' | 'csv';

/** The query of docs/platform-api.md as typed by a user (groupInterval still unchecked), plus output choices. */
export interface StatsOptions extends Omit<StatisticsParams, 'groupInterval'> {
  groupInterval?: string;
  /** auto: a table for arrays of flat rows, pretty JSON otherwise; json: the response as sent; csv */
  format?: StatsFormat;
  /** refused with an explanation when present (the platform ignores them) */
  skip?: unknown;
  limit?: unknown;
}

/** Checks the options and builds the query; throws one InputError with every problem. No I/O. */
export function buildStatisticsParams(o: StatsOptions): StatisticsParams {
  const problems: Problem[] = [];
  const bad = (message: string): void => void problems.push({ severity: 'error', message });
  if (typeof o.chartType !== 'string' || o.chartType.trim() === '') {
    bad('--chart-type is required (e.g. TEAM_PERFORMANCE_LIST or ARTICLE_SEARCH_RESULT_LIST)');
  }
  if (o.groupInterval !== undefined && !(GROUP_INTERVALS as readonly string[]).includes(o.groupInterval)) {
    bad(`--group-interval must be one of ${GROUP_INTERVALS.join(', ')} (got "${o.groupInterval}")`);
  }
  for (const name of ['skip', 'limit'] as const) {
    if (o[name] !== undefined) {
      bad(`--${name} is not supported: the platform ignores skip and limit for statistics and returns the full result set`);
    }
  }
  const strings = ['timezone', 'groupedBy', 'aggsType', 'startDate', 'endDate', 'createdAt', 'updatedAt'] as const;
  for (const name of strings) {
    const v = o[name];
    if (v !== undefined && (typeof v !== 'string' || v.trim() === '')) bad(`--${kebab(name)} needs a value`);
  }
  if (problems.length) throw new InputError(problems);
  const params: StatisticsParams = { chartType: o.chartType.trim() };
  for (const name of strings) {
    const v = o[name];
    if (v !== undefined) params[name] = v;
  }
  if (o.groupInterval !== undefined) params.groupInterval = o.groupInterval as StatisticsParams['groupInterval'];
  if (o.useWorkingHours !== undefined) params.useWorkingHours = o.useWorkingHours;
  return params;
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** Checks the options (no request when they are wrong), then reads the list as the platform sends it. */
export async function fetchStatistics(client: () => Promise<PlatformClient>, options: StatsOptions): Promise<unknown> {
  const params = buildStatisticsParams(options);
  return (await client()).getStatisticsList(params);
}
