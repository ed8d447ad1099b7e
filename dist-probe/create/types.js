/** The source path of a creation (its file without the language folder). */
export function pathOf(c) {
    return c.file.slice(c.file.indexOf('/') + 1);
}
//# sourceMappingURL=types.js.map