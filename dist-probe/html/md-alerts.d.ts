import { type AlertLabels } from './alerts.js';
import { type DomNode } from './md-dom.js';
export interface PulledAlert {
    /** `[!NOTE]`, `[!NB]`, `[!faq]-` */
    marker: string;
    /** the label paragraph is a title: written after the marker */
    titled: boolean;
}
/** A quote carrying a marker the renderer writes (`data-alert` alone, in the shape of an alert): Markdown can say it. */
export declare function isMarkedAlertQuote(quote: DomNode): boolean;
/** The alert a top-level quote is, read from its label paragraph (and its `data-alert`); undefined for a plain quote. */
export declare function alertOfQuote(quote: DomNode, labels: AlertLabels | undefined): PulledAlert | undefined;
/** The alert whose label `strong` is, when it is one. */
export declare function alertOfLabel(strong: DomNode, labels: AlertLabels | undefined): PulledAlert | undefined;
/**
 * An alert's Markdown body follows its marker line directly, as GitHub documents alerts
 * (`> [!NOTE]\n> Text`), when it opens with a paragraph (which continues the marker's; the
 * renderer splits it at the marker line, and pull's escaping keeps that line from starting another
 * block) or with a list that may interrupt a paragraph (CommonMark 5.2: a bullet list, or an
 * ordered one starting at 1, whose first item is not empty).
 */
export declare function joinsMarkerLine(quote: DomNode): boolean;
