import type { PlatformClient } from '../client/types.js';
import { type EngagementKind } from '../client/types.js';
import type { DeleteOptions, DeleteSpec } from './delete.js';
/** Seed part 3, said once before a survey deletion. */
export declare const SURVEY_WARNING = "deleting a survey also deletes its form definition and delivery records, permanently. Its collected responses are kept, but exporting them afterwards no longer resolves question labels.";
/** Seed part 3, said once before a chat message deletion. */
export declare const CHAT_MESSAGE_WARNING = "deleting a chat message also deletes its delivery records, permanently.";
export declare function engagementNoun(kind: EngagementKind, count?: number): string;
/** How to delete records of one engagement kind; throws an InputError for a kind without delete. */
export declare function engagementDeleteSpec(kindArg: string): DeleteSpec;
export interface EngagementDeleteOptions extends DeleteOptions {
    kind: string;
}
export interface EngagementGetOptions {
    kind: string;
    id: string;
    json?: boolean;
}
/** The checks a get makes before any request: the kind has a get (docs/platform-api.md) and the id is well formed. */
export declare function checkEngagementGet(options: EngagementGetOptions): EngagementKind;
/** Reads one record; a 404 is an ExitError naming the record and the request. */
export declare function getEngagementRecord(client: PlatformClient, kind: EngagementKind, id: string): Promise<Record<string, unknown>>;
