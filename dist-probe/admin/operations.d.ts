import { type EngagementKind } from '../contract/engagement.js';
export type EngagementOperation = 'get' | 'delete';
export declare const ENGAGEMENT_KINDS: EngagementKind[];
export declare function isEngagementKind(value: string): value is EngagementKind;
/** The operations a kind has, as `get (GET /engagement/surveys/{id})`. */
export declare function operationsOf(kind: EngagementKind): string[];
export declare function kindsWith(operation: EngagementOperation): EngagementKind[];
/** The path the client will call, for messages: `/engagement/surveys/{id}`. */
export declare function engagementPath(kind: EngagementKind, id: string): string;
/** Checks a kind and an operation; throws an InputError naming what exists instead. */
export declare function checkEngagementOperation(kind: string, operation: EngagementOperation): EngagementKind;
