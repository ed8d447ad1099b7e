import { filterVideos } from './videos.js';
import { formatDuration, formatTable, isFlatRowArray } from '../report/table.js';
/** The text shown for a statistics response (auto format). */
export function renderStatistics(data) {
    if (isFlatRowArray(data))
        return data.length === 0 ? '(no rows)' : formatTable(data);
    return JSON.stringify(data, null, 2);
}
function text(value) {
    if (value === undefined || value === null)
        return '';
    return typeof value === 'string' ? value : JSON.stringify(value);
}
/** One row per video, in the order the platform sent them (newest first, docs/platform-api.md). */
export function videoRows(videos) {
    return videos.map((v) => ({
        created: text(v.createdAt),
        status: text(v.status),
        duration: v.durationSeconds === undefined || v.durationSeconds === null ? '' : formatDuration(v.durationSeconds),
        title: text(v.title),
        channel: text(v.channelName),
        id: text(v.id ?? v.videoId),
        url: text(v.url),
        ...(v.error !== undefined && v.error !== null && v.error !== '' ? { error: text(v.error) } : {}),
    }));
}
/** `Videos: 12 on the platform (total), 3 shown with status "ready".` */
export function videosHeader(list, shown, status) {
    const listed = list.videos.length !== list.total ? `, ${list.videos.length} listed` : '';
    const filter = status === undefined ? '' : ` with status "${status}"`;
    return `Videos: ${list.total} total${listed}, ${shown} shown${filter}.`;
}
export function renderVideos(list, status) {
    const shown = filterVideos(list.videos, status);
    const lines = [videosHeader(list, shown.length, status)];
    if (shown.length)
        lines.push('', formatTable(videoRows(shown)));
    return lines.join('\n');
}
//# sourceMappingURL=report.js.map