import { type VersionValues } from './versions.js';
export interface PushedRecord {
    get(key: string): string | undefined;
    /** records the pushed fields' hashes (kept in memory until save) */
    set(key: string, hash: string): void;
    save(): Promise<void>;
}
export declare function pushedRecordFile(helpsyncDir: string, target: {
    baseUrl: string;
    project: string;
}): string;
export declare function openPushedRecord(helpsyncDir: string, target: {
    baseUrl: string;
    project: string;
}): Promise<PushedRecord>;
export interface RenderingsCache {
    get(kind: 'markdown' | 'static', blob: string): VersionValues | undefined;
    set(kind: 'markdown' | 'static', blob: string, values: VersionValues): void;
    save(): Promise<void>;
}
export declare function openRenderingsCache(cacheDir: string): Promise<RenderingsCache>;
