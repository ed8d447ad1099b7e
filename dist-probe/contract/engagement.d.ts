/** Engagement kinds (docs/platform-api.md) and the operations each one has. Nothing else exists. */
export declare const ENGAGEMENT_OPERATIONS: {
    readonly 'chat-message': {
        readonly path: "chat-messages";
        readonly get: false;
        readonly delete: true;
    };
    readonly 'push-notification': {
        readonly path: "push-notifications";
        readonly get: true;
        readonly delete: false;
    };
    readonly survey: {
        readonly path: "surveys";
        readonly get: true;
        readonly delete: true;
    };
    readonly 'product-tour': {
        readonly path: "product-tours";
        readonly get: true;
        readonly delete: true;
    };
    readonly checklist: {
        readonly path: "checklists";
        readonly get: true;
        readonly delete: false;
    };
    readonly tooltip: {
        readonly path: "tooltips";
        readonly get: true;
        readonly delete: false;
    };
    readonly news: {
        readonly path: "news";
        readonly get: false;
        readonly delete: true;
    };
};
export type EngagementKind = keyof typeof ENGAGEMENT_OPERATIONS;
