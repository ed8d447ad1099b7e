export {};
//# sourceMappingURL=site-types.js.map