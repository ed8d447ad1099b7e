// The order languages are read, planned and pushed in: the source language first (when present),
// then the others sorted, each once.
export function orderLanguages(source, languages) {
    const set = new Set(languages);
    const hasSource = set.delete(source);
    return [...(hasSource ? [source] : []), ...[...set].sort()];
}
//# sourceMappingURL=languages.js.map