export interface NumberRange {
    min: number;
    max: number;
    /** whole numbers only */
    integer: boolean;
}
/** 1 GiB: the largest `maxFileSize` (a help article is kilobytes; the loader reads a file whole). */
export declare const MAX_FILE_SIZE_LIMIT: number;
export declare const SETTING_RANGES: {
    readonly 'rateLimit.requests': {
        readonly min: 1;
        readonly max: 1000000;
        readonly integer: true;
    };
    readonly 'rateLimit.perSeconds': {
        readonly min: 1;
        readonly max: 86400;
        readonly integer: false;
    };
    readonly concurrency: {
        readonly min: 1;
        readonly max: 64;
        readonly integer: true;
    };
    readonly timeoutSeconds: {
        readonly min: 1;
        readonly max: 3600;
        readonly integer: false;
    };
    /** attempts, the first included: 1 means no retry */
    readonly retries: {
        readonly min: 1;
        readonly max: 20;
        readonly integer: true;
    };
    readonly maxFileSize: {
        readonly min: 1;
        readonly max: number;
        readonly integer: true;
    };
    /** `--wait-lock=SECONDS` */
    readonly waitLockSeconds: {
        readonly min: 0;
        readonly max: 86400;
        readonly integer: true;
    };
    /** `--max-errors N` */
    readonly maxErrors: {
        readonly min: 1;
        readonly max: number;
        readonly integer: true;
    };
};
/** "a whole number from 1 to 64", "a number from 1 to 3,600" */
export declare function describeRange(r: NumberRange): string;
/** Whether `value` is a finite number in `r` (and whole when `r` asks for it). */
export declare function inRange(value: number, r: NumberRange): boolean;
/** `must be a whole number from 1 to 64 (got 1000)`: the message after the setting's name. */
export declare function rangeMessage(value: unknown, r: NumberRange): string;
