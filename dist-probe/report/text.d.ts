/** 1250 → "1,250": fixed grouping, the same on every machine and locale. */
export declare function formatCount(n: number): string;
/** A count with its noun: "1 survey", "2 surveys", "3 entries" (give the plural when it is not `+s`). */
export declare function plural(n: number, singular: string, pluralForm?: string): string;
export type Style = 'red' | 'green' | 'yellow' | 'cyan' | 'dim' | 'bold';
export type Paint = (style: Style, s: string) => string;
/**
 * Colours through node:util styleText. Whether to colour is decided once by the caller
 * (`useColor`), so the stream check is ours: styleText's own check would look at process.stdout
 * even when the text goes elsewhere.
 */
export declare function painter(color: boolean): Paint;
/**
 * Colour only for a terminal, and never when NO_COLOR is set to anything non-empty
 * (https://no-color.org); FORCE_COLOR (non-empty, not "0") turns it on for a pipe.
 */
export declare function useColor(stream: {
    isTTY?: boolean;
}, env?: NodeJS.ProcessEnv): boolean;
/**
 * Cut `s` to `width` characters with an ellipsis, scrubbing the token FIRST: a cut token is no
 * longer the token, and the scrubber would not recognise the prefix left on screen.
 */
export declare function shorten(s: string, width: number): string;
