export declare const ALERT_KINDS: readonly ["note", "tip", "important", "warning", "caution"];
export type AlertKind = (typeof ALERT_KINDS)[number];
/** One language's labels, as config `alertLabels.<language>` gives them (any subset). */
export type AlertLabels = Partial<Record<AlertKind, string>>;
/** GitHub's English labels: the default for every language. */
export declare const ENGLISH_ALERT_LABELS: Readonly<Record<AlertKind, string>>;
/** The labels a language renders with: its configured ones over the English defaults. */
export declare function resolveAlertLabels(labels: AlertLabels | undefined): Record<AlertKind, string>;
/**
 * The marker as the HTML carries it (`data-alert`): the kind as written and the fold sign, e.g.
 * `NOTE`, `tip`, `NB`, `faq-`. A kind is a word (letters, digits, `_`, inner `-`), as callout kinds are.
 */
export declare const ALERT_MARK: RegExp;
export interface AlertMarker {
    /** the kind, lower case (`note`, `nb`) */
    kind: string;
    /** the kind as written and the fold sign: what `data-alert` carries */
    mark: string;
    /** the text after the marker on its line, when there is some */
    title?: string;
    /** the rest of the first paragraph: the alert's body starts with it */
    rest: string;
}
export declare function alertMarker(firstParagraph: string): AlertMarker | undefined;
/**
 * GitHub's own alert (a known kind alone on its line, no fold sign) keeps the HTML helpsync has
 * always pushed, where the label alone says the kind. Every other form carries its marker.
 */
export declare function needsMark(marker: Pick<AlertMarker, 'kind' | 'mark' | 'title'>): boolean;
/**
 * What a reader sees when the marker has no title: a known kind's label in the language, else the
 * kind as written with its first letter raised (`NB`, `todo` → `Todo`), as Obsidian shows it.
 */
export declare function defaultAlertLabel(mark: string, labels: AlertLabels | undefined): string;
/**
 * The kind whose label `text` is, for pull: the language's own label first, then the English one.
 * Undefined when it names no kind.
 */
export declare function alertKindOfLabel(text: string, labels: AlertLabels | undefined): AlertKind | undefined;
