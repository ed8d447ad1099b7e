import { type Config } from '../config/config.js';
export interface StatusConfigFlags {
    contentDir?: string;
    sourceLanguage?: string;
    sourceCommitKey?: string;
}
export declare function configFromFlags(flags: StatusConfigFlags, cwd: string): Promise<Config>;
/** A missing config file: say that status can run without one. */
export declare function withoutConfigHint(err: unknown): unknown;
