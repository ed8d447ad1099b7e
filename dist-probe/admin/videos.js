import { InputError } from '../errors.js';
export function filterVideos(videos, status) {
    if (status === undefined)
        return [...videos];
    const want = status.trim().toLowerCase();
    return videos.filter((v) => typeof v.status === 'string' && v.status.toLowerCase() === want);
}
/** Checks --status (no request when it is empty), then lists and filters. */
export async function listVideos(client, status) {
    if (status !== undefined && status.trim() === '')
        throw new InputError('--status needs a value');
    const list = await (await client()).listVideos();
    const shown = filterVideos(list.videos, status);
    if (status !== undefined && shown.length === 0 && list.videos.length > 0) {
        const present = [...new Set(list.videos.map((v) => v.status).filter((s) => typeof s === 'string'))];
        return { list, shown, statusesPresent: present };
    }
    return { list, shown };
}
//# sourceMappingURL=videos.js.map