// Optional properties under exactOptionalPropertyTypes: spread the keys that have a value only.
/** The keys of `o` whose value is not undefined. */
export function definedOnly(o) {
    return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
//# sourceMappingURL=defined.js.map