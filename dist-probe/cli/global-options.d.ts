import type { Argv } from 'yargs';
export interface GlobalArgs {
    config: string;
    logLevel?: string;
    logFormat?: 'text' | 'json';
    quiet?: boolean;
}
export declare function withGlobalOptions<T>(y: Argv<T>): Argv<T & GlobalArgs>;
