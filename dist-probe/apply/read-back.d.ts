import { ApiError } from '../client/errors.js';
import type { PlatformClient } from '../client/types.js';
export type ReadBack = {
    holds: true;
} | {
    holds: false;
    reason: string;
};
/** Did this error leave the push's outcome unknown (a response lost after the request was sent)? */
export declare function outcomeUnknown(err: unknown): err is ApiError;
export declare function readBack(client: PlatformClient, entryId: string, language: string, fields: Record<string, string>): Promise<ReadBack>;
