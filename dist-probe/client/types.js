// The contract's facts live in src/contract (docs/platform-api.md); re-exported because src/index.ts
// exports this module's types and ENGAGEMENT_OPERATIONS publicly.
export { ENGAGEMENT_OPERATIONS } from '../contract/engagement.js';
//# sourceMappingURL=types.js.map