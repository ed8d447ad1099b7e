import { HttpError } from './http-error.js';
/** Seed 4.1: the only values groupInterval takes. */
const GROUP_INTERVALS = new Set(['hour', 'day', 'month', 'year']);
/** Checks a statistics query; returns its chartType. */
export function checkStatisticsQuery(query) {
    const chartType = query.chartType;
    if (chartType === undefined || chartType === '')
        throw new HttpError(400, 'chartType is required');
    const gi = query.groupInterval;
    if (gi !== undefined && !GROUP_INTERVALS.has(gi))
        throw new HttpError(400, 'groupInterval must be one of hour, day, month, year');
    const wh = query.useWorkingHours;
    if (wh !== undefined && wh !== 'true' && wh !== 'false')
        throw new HttpError(400, 'useWorkingHours must be true or false');
    return chartType;
}
/** Seed 4.4: only acknowledged and not skipped, newest first. */
export function listedVideos(videos) {
    const time = (v) => {
        const t = Date.parse(v.createdAt ?? '');
        return Number.isNaN(t) ? -Infinity : t;
    };
    const listed = [...videos]
        .filter((v) => v.acknowledged !== false && v.skipped !== true)
        .sort((a, b) => time(b) - time(a) || (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || a.id.localeCompare(b.id))
        .map(({ acknowledged: _a, skipped: _s, ...rest }) => rest);
    return { total: listed.length, videos: listed };
}
//# sourceMappingURL=store-admin.js.map