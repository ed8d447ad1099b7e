// The language codes helpsync accepts (a folder per language, docs/platform-api.md "Translations": the
// `language` of a PUT body, e.g. "de" or "pt-br"): a lowercase primary subtag of 2-3 letters, then
// subtags of 2-8 letters or digits joined by `-` or `_`. The emulator, playing the platform, also
// accepts an uppercase primary subtag (it lower-cases before checking).
export const LANGUAGE_CODE = /^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/;
export function isLanguageCode(name) {
    return LANGUAGE_CODE.test(name);
}
//# sourceMappingURL=language.js.map