import type { Video, VideoList } from '../client/types.js';
/** The text shown for a statistics response (auto format). */
export declare function renderStatistics(data: unknown): string;
/** One row per video, in the order the platform sent them (newest first, docs/platform-api.md). */
export declare function videoRows(videos: readonly Video[]): Record<string, string>[];
/** `Videos: 12 on the platform (total), 3 shown with status "ready".` */
export declare function videosHeader(list: VideoList, shown: number, status: string | undefined): string;
export declare function renderVideos(list: VideoList, status: string | undefined): string;
