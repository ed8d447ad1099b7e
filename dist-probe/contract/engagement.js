// docs/platform-api.md: engagement has exactly the method and path
// pairs of docs/platform-api.md, no others. Client (guards), admin (commands) and emulator (routes) read this one table.
/** Engagement kinds (docs/platform-api.md) and the operations each one has. Nothing else exists. */
export const ENGAGEMENT_OPERATIONS = {
    'chat-message': { path: 'chat-messages', get: false, delete: true },
    'push-notification': { path: 'push-notifications', get: true, delete: false },
    survey: { path: 'surveys', get: true, delete: true },
    'product-tour': { path: 'product-tours', get: true, delete: true },
    checklist: { path: 'checklists', get: true, delete: false },
    tooltip: { path: 'tooltips', get: true, delete: false },
    news: { path: 'news', get: false, delete: true },
};
//# sourceMappingURL=engagement.js.map