export declare const LANGUAGE_CODE: RegExp;
export declare function isLanguageCode(name: string): boolean;
