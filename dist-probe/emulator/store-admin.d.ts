import type { VideoData } from './data.js';
/** Checks a statistics query; returns its chartType. */
export declare function checkStatisticsQuery(query: Record<string, string>): string;
/** Seed 4.4: only acknowledged and not skipped, newest first. */
export declare function listedVideos(videos: Iterable<VideoData>): {
    total: number;
    videos: Record<string, unknown>[];
};
