export { ENGAGEMENT_OPERATIONS, type EngagementKind } from './engagement.js';
export { DEFAULT_RATE_LIMIT, type RateLimit } from './rate-limit.js';
export { isJwtShaped } from './token.js';
export { LANGUAGE_CODE, isLanguageCode } from './language.js';
export { checkBaseUrl, isLoopbackHost, showBaseUrl } from './base-url.js';
export { checkRecordId, isValidRecordId } from './ids.js';
export { RESPONSE_SIZE } from './response-size.js';
