import { type MarkedExtension, type MarkedOptions, type Tokens } from 'marked';
import { type AlertLabels } from './alerts.js';
export interface HeadingToken extends Tokens.Heading {
    /** the `{#id}` the heading ended with, now its id attribute */
    headingId?: string;
}
export interface AlertToken extends Tokens.Blockquote {
    /** the kind, lower case */
    alert?: string;
    /** the marker as written (`data-alert`), when the label alone cannot say it (alerts.ts needsMark) */
    alertMark?: string;
}
/**
 * The extension. `base` is the option set the instance is built with (a fresh lexer for re-read
 * inline text needs the same GFM settings); `labels` are the language's alert labels.
 */
export declare function helpsyncExtension(base: MarkedOptions, labels: AlertLabels | undefined): MarkedExtension;
