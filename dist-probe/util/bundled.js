export const BUNDLED = typeof HELPSYNC_BUNDLED !== 'undefined' && HELPSYNC_BUNDLED === true;
//# sourceMappingURL=bundled.js.map