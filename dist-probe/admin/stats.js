import { InputError } from '../errors.js';
/** Seed 4.1: groupInterval is one of these. */
export const GROUP_INTERVALS = ['hour', 'day', 'month', 'year'];
/** Checks the options and builds the query; throws one InputError with every problem. No I/O. */
export function buildStatisticsParams(o) {
    const problems = [];
    const bad = (message) => void problems.push({ severity: 'error', message });
    if (typeof o.chartType !== 'string' || o.chartType.trim() === '') {
        bad('--chart-type is required (e.g. TEAM_PERFORMANCE_LIST or ARTICLE_SEARCH_RESULT_LIST)');
    }
    if (o.groupInterval !== undefined && !GROUP_INTERVALS.includes(o.groupInterval)) {
        bad(`--group-interval must be one of ${GROUP_INTERVALS.join(', ')} (got "${o.groupInterval}")`);
    }
    for (const name of ['skip', 'limit']) {
        if (o[name] !== undefined) {
            bad(`--${name} is not supported: the platform ignores skip and limit for statistics and returns the full result set`);
        }
    }
    const strings = ['timezone', 'groupedBy', 'aggsType', 'startDate', 'endDate', 'createdAt', 'updatedAt'];
    for (const name of strings) {
        const v = o[name];
        if (v !== undefined && (typeof v !== 'string' || v.trim() === ''))
            bad(`--${kebab(name)} needs a value`);
    }
    if (problems.length)
        throw new InputError(problems);
    const params = { chartType: o.chartType.trim() };
    for (const name of strings) {
        const v = o[name];
        if (v !== undefined)
            params[name] = v;
    }
    if (o.groupInterval !== undefined)
        params.groupInterval = o.groupInterval;
    if (o.useWorkingHours !== undefined)
        params.useWorkingHours = o.useWorkingHours;
    return params;
}
function kebab(name) {
    return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
/** Checks the options (no request when they are wrong), then reads the list as the platform sends it. */
export async function fetchStatistics(client, options) {
    const params = buildStatisticsParams(options);
    return (await client()).getStatisticsList(params);
}
//# sourceMappingURL=stats.js.map