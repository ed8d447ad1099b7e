// GET /statistics/lists: the query sent (docs/platform-api.md "The admin operations"). Only seed 4.1's
// parameters, never skip or limit: the lists are not paginated and return everything.
import { InputError } from '../errors.js';
import type { QueryValue } from './transport/index.js';
import type { StatisticsParams } from './types.js';

/** Seed 4.1's query parameters minus skip/limit (unsupported, docs/platform-api.md): the only keys ever sent. */
export const STATISTICS_KEYS = [
  'chartType',
  'timezone',
  'groupInterval',
  'groupedBy',
  'aggsType',
  'startDate',
  'endDate',
  'createdAt',
  'updatedAt',
  'useWorkingHours',
] as const satisfies readonly (keyof StatisticsParams)[];

/** The query for `params`; refuses skip/limit, unknown keys and a missing chartType before any request. */
export function statisticsQuery(params: StatisticsParams): Record<string, QueryValue> {
  const given = params as unknown as Record<string, unknown>;
  // The type has no skip/limit; a caller from plain JavaScript could still pass them. Refuse
  // rather than drop silently: statistics lists are not paginated (docs/platform-api.md).
  const extra = Object.keys(given).filter((k) => !(STATISTICS_KEYS as readonly string[]).includes(k) && given[k] !== undefined);
  if (extra.length > 0) {
    throw new InputError(
      `statistics list: unsupported parameter${extra.length > 1 ? 's' : ''} ${extra.join(', ')}` +
        (extra.some((k) => k === 'skip' || k === 'limit') ? ' (statistics lists are not paginated: skip/limit are never sent)' : ''),
    );
  }
  if (typeof params.chartType !== 'string' || params.chartType === '') {
    throw new InputError('statistics list: chartType is required');
  }
  const query: Record<string, QueryValue> = {};
  for (const k of STATISTICS_KEYS) {
    const v = params[k];
    if (v === undefined) continue;
    if (k === 'useWorkingHours' && typeof v !== 'boolean') throw new InputError('statistics list: useWorkingHours must be true or false');
    query[k] = v;
  }
  return query;
}
