// `helpsync videos`: GET /video-source (docs/platform-api.md): `{ total, videos }`, only acknowledged and not
// skipped entries, newest first. The platform has no status parameter: --status filters here.
import type { PlatformClient, Video, VideoList } from '../client/types.js';
import { InputError } from '../errors.js';

export interface VideosOptions {
  json?: boolean;
  /** keep only videos whose status is this (case-insensitive) */
  status?: string;
}

export function filterVideos(videos: readonly Video[], status: string | undefined): Video[] {
  if (status === undefined) return [...videos];
  const want = status.trim().toLowerCase();
  return videos.filter((v) => typeof v.status === 'string' && v.status.toLowerCase() === want);
}

/** The listing, what the filter kept, and (when it kept nothing) the statuses that are present. */
export interface VideoListing {
  list: VideoList;
  shown: Video[];
  /** set when --status matched nothing although videos are listed: the statuses present instead */
  statusesPresent?: string[];
}

/** Checks --status (no request when it is empty), then lists and filters. */
export async function listVideos(client: () => Promise<PlatformClient>, status: string | undefined): Promise<VideoListing> {
  if (status !== undefined && status.trim() === '') throw new InputError('--status needs a value');
  const list = await (await client()).listVideos();
  const shown = filterVideos(list.videos, status);
  if (status !== undefined && shown.length === 0 && list.videos.length > 0) {
    const present = [...new Set(list.videos.map((v) => v.status).filter((s): s is string => typeof s === 'string'))];
    return { list, shown, statusesPresent: present };
  }
  return { list, shown };
}
