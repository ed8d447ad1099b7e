import type { PlatformClient, Video, VideoList } from '../client/types.js';
export interface VideosOptions {
    json?: boolean;
    /** keep only videos whose status is this (case-insensitive) */
    status?: string;
}
export declare function filterVideos(videos: readonly Video[], status: string | undefined): Video[];
/** The listing, what the filter kept, and (when it kept nothing) the statuses that are present. */
export interface VideoListing {
    list: VideoList;
    shown: Video[];
    /** set when --status matched nothing although videos are listed: the statuses present instead */
    statusesPresent?: string[];
}
/** Checks --status (no request when it is empty), then lists and filters. */
export declare function listVideos(client: () => Promise<PlatformClient>, status: string | undefined): Promise<VideoListing>;
