// The store's admin reads (statistics docs/platform-api.md, videos docs/platform-api.md): query checks and listing rules.
import type { VideoData } from './data.js';
import { HttpError } from './http-error.js';

/** The only values groupInterval takes (docs/platform-api.md, "The admin operations"). */
const GROUP_INTERVALS = new Set(['hour', 'day', 'month', 'year']);

/** Checks a statistics query; returns its chartType. */
export function checkStatisticsQuery(query: Record<string, string>): string {
  const chartType = query.chartType;
  if (chartType === undefined || chartType === '') throw new HttpError(400, 'chartType is required');
  const gi = query.groupInterval;
  if (gi !== undefined && !GROUP_INTERVALS.has(gi)) throw new HttpError(400, 'groupInterval must be one of hour, day, month, year');
  const wh = query.useWorkingHours;
  if (wh !== undefined && wh !== 'true' && wh !== 'false') throw new HttpError(400, 'useWorkingHours must be true or false');
  return chartType;
}

/** docs/platform-api.md, "The admin operations": only acknowledged and not skipped, newest first. */
export function listedVideos(videos: Iterable<VideoData>): { total: number; videos: Record<string, unknown>[] } {
  const time = (v: VideoData): number => {
    const t = Date.parse(v.createdAt ?? '');
    return Number.isNaN(t) ? -Infinity : t;
  };
  const listed = [...videos]
    .filter((v) => v.acknowledged !== false && v.skipped !== true)
    .sort((a, b) => time(b) - time(a) || (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || a.id.localeCompare(b.id))
    .map(({ acknowledged: _a, skipped: _s, ...rest }) => rest);
  return { total: listed.length, videos: listed };
}
