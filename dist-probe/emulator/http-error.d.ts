/** A platform answer other than 200 (docs/platform-api.md). */
export declare class HttpError extends Error {
    readonly status: number;
    constructor(status: number, message: string);
}
