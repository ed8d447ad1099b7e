// The platform contract's facts (docs/platform-api.md), layer 0: client, config and emulator import
// them from here instead of restating them. Imports nothing from src but model, errors and util.
export { ENGAGEMENT_OPERATIONS } from './engagement.js';
export { DEFAULT_RATE_LIMIT } from './rate-limit.js';
export { isJwtShaped } from './token.js';
export { LANGUAGE_CODE, isLanguageCode } from './language.js';
export { checkBaseUrl, isLoopbackHost, showBaseUrl } from './base-url.js';
export { checkRecordId, isValidRecordId } from './ids.js';
export { RESPONSE_SIZE } from './response-size.js';
//# sourceMappingURL=index.js.map