// `helpsync videos`: GET /video-source (seed 4.4): `{ total, videos }`, only acknowledged and not
// skipped entries, newest first. The platform has no status parameter: --status filters here.
import type { CommandContext } from '../cli/context.js';
import type { Video, VideoList } from '../client/types.js';
import { ExitCode, InputError } from '../errors.js';
import { print, printErr, printJson, JSON_DOC_VERSION } from '../cli/output.js';
import { formatDuration, formatTable, plural } from './format.js';

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

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One row per video, in the order the platform sent them (newest first, seed 4.4). */
export function videoRows(videos: readonly Video[]): Record<string, string>[] {
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
export function videosHeader(list: VideoList, shown: number, status: string | undefined): string {
  const listed = list.videos.length !== list.total ? `, ${list.videos.length} listed` : '';
  const filter = status === undefined ? '' : ` with status "${status}"`;
  return `Videos: ${list.total} total${listed}, ${shown} shown${filter}.`;
}

export function renderVideos(list: VideoList, status: string | undefined): string {
  const shown = filterVideos(list.videos, status);
  const lines = [videosHeader(list, shown.length, status)];
  if (shown.length) lines.push('', formatTable(videoRows(shown)));
  return lines.join('\n');
}

export async function runVideos(options: VideosOptions, ctx: CommandContext): Promise<number> {
  if (options.status !== undefined && options.status.trim() === '') throw new InputError('--status needs a value');
  const client = await ctx.client();
  const list = await client.listVideos();
  const shown = filterVideos(list.videos, options.status);
  if (options.json) {
    printJson({
      version: JSON_DOC_VERSION,
      kind: 'videos',
      total: list.total,
      listed: list.videos.length,
      shown: shown.length,
      status: options.status ?? null,
      videos: shown,
    });
  } else {
    print(renderVideos(list, options.status));
  }
  if (options.status !== undefined && shown.length === 0 && list.videos.length > 0) {
    const present = [...new Set(list.videos.map((v) => v.status).filter((s): s is string => typeof s === 'string'))];
    printErr(
      `note: no video has status "${options.status}"; statuses present: ${present.length ? present.join(', ') : 'none'} (${plural(list.videos.length, 'video')} listed)`,
    );
  }
  return ExitCode.ok;
}
