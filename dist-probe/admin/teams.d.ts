import type { DeleteSpec } from './delete.js';
export declare const TEAM_DELETE_SPEC: DeleteSpec;
