import { isLanguageCode, type RateLimit } from '../contract/index.js';
import type { AlertLabels } from '../html/alerts.js';
import { type ImagesConfig, type LinksConfig } from './links.js';
import { DEFAULT_CONFIG_PATH } from './defaults.js';
export { DEFAULT_CONFIG_PATH };
/** 5 MB: far above any help article, far below what would exhaust memory (a 150 MB file took 4 GB). */
export declare const DEFAULT_MAX_FILE_SIZE: number;
export interface Config {
    /** absolute path of the config file */
    configPath: string;
    /** its folder: relative paths resolve here; .helpsync/ lives here */
    configDir: string;
    baseUrl: string;
    project: string;
    /** absolute */
    contentDir: string;
    sourceLanguage: string;
    languages?: string[];
    /** absolute path of the layout file, when configured */
    layout?: string;
    rateLimit: RateLimit;
    concurrency: number;
    timeoutSeconds: number;
    retries: number;
    /** front matter key naming the source commit a translation was made from (; status only) */
    sourceCommitKey?: string;
    /**
     * source-language paths (globs, relative to the language folder) that are not pages: status does
     * not list them, sync never creates them (config `exclude`, or its older name `statusExclude`)
     */
    statusExclude?: string[];
    /** what a new article is unless its front matter says `draft:` (default published) */
    newArticles?: 'draft' | 'published';
    /** GitHub alert labels per language, over the English defaults */
    alertLabels?: Record<string, AlertLabels>;
    /** content files larger than this many bytes are refused by name before they are read (default 5 MB) */
    maxFileSize: number;
    /** a platform answer read whole larger than this many bytes stops with an error (default 64 MB; the listing streams) */
    maxResponseSize: number;
    /** analysis worker threads: 'auto' (default), 0 (the main thread only) or a number */
    workers: 'auto' | number;
    /** links between entries become platform URLs */
    links?: LinksConfig;
    /** images become URLs where the team hosts them; `root` is absolute here (default: the content folder) */
    images?: ImagesConfig & {
        root: string;
    };
}
export { isLanguageCode };
export interface LoadConfigOptions {
    env?: NodeJS.ProcessEnv;
    /** working directory for a relative config path */
    cwd?: string;
    /**
     * false: baseUrl and project are not required nor checked (they come back as '' when absent), for
     * commands that never create a client (`status`). The client is always made from a config loaded
     * with the default (true), so they are validated exactly when a client is created.
     */
    requireTarget?: boolean;
}
export declare function loadConfig(configPath?: string, opts?: LoadConfigOptions): Promise<Config>;
