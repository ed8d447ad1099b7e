export declare function restorePlaceholders(s: string): string;
export declare const ENTITY_LIKE: RegExp;
/**
 * Escapes text so that marked reads it back as the same text. Over-escaping is harmless (a backslash
 * before ASCII punctuation always reads as the character); under-escaping changes content.
 */
export declare function escapeMarkdownText(input: string): string;
export declare function codeSpan(text: string): string;
export declare function linkDestination(href: string): string;
export declare function linkTitle(title: string | null): string;
