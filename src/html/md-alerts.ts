// Alerts on pull's way back (to-markdown.ts): a quote the renderer made an alert of
// (markdown-ext.ts) becomes its marker line again. GitHub's own form is told by its label (the
// quote carries nothing else); every other form by the marker the quote carries in `data-alert`,
// so that what comes back is the marker as it was written.
import { ALERT_MARK, alertKindOfLabel, defaultAlertLabel, type AlertLabels } from './alerts.js';
import { attrNames, type DomNode } from './md-dom.js';

export interface PulledAlert {
  /** `[!NOTE]`, `[!NB]`, `[!faq]-` */
  marker: string;
  /** the label paragraph is a title: written after the marker */
  titled: boolean;
}

const isElement = (n: DomNode): boolean => n.nodeType === 1;

/**
 * The label `<strong>` of a quote the renderer may have made an alert of (at the top, turndown's
 * own root element, in a list item or in a quote: markdown-ext.ts walks those): the only child of
 * its first paragraph.
 */
function labelOf(quote: DomNode): DomNode | undefined {
  const parent = quote.parentNode?.nodeName;
  if (quote.nodeName !== 'BLOCKQUOTE' || (parent !== 'X-TURNDOWN' && parent !== 'LI' && parent !== 'BLOCKQUOTE')) return undefined;
  const p = Array.from(quote.childNodes).find(isElement);
  if (p?.nodeName !== 'P' || p.childNodes.length !== 1 || p.firstChild?.nodeName !== 'STRONG') return undefined;
  return p.firstChild;
}

/** A quote carrying a marker the renderer writes (`data-alert` alone, in the shape of an alert): Markdown can say it. */
export function isMarkedAlertQuote(quote: DomNode): boolean {
  const names = attrNames(quote);
  return (
    names.length === 1 &&
    names[0] === 'data-alert' &&
    ALERT_MARK.test(quote.getAttribute('data-alert') ?? '') &&
    labelOf(quote) !== undefined
  );
}

const plainText = (n: DomNode): string | undefined =>
  n.childNodes.length === 1 && n.firstChild?.nodeType === 3 ? (n.textContent ?? '') : undefined;

/** The alert a quote is (top level, in a list item or a quote), read from its label paragraph (and its `data-alert`); undefined for a plain quote. */
export function alertOfQuote(quote: DomNode, labels: AlertLabels | undefined): PulledAlert | undefined {
  const strong = labelOf(quote);
  if (!strong) return undefined;
  if (attrNames(quote).length > 0) {
    if (!isMarkedAlertQuote(quote)) return undefined;
    const mark = quote.getAttribute('data-alert') ?? '';
    const [, kind = '', fold = ''] = ALERT_MARK.exec(mark) ?? [];
    // a label paragraph that reads as the kind's own label is no title (`[!NB]` shows "NB")
    return { marker: `[!${kind}]${fold}`, titled: plainText(strong) !== defaultAlertLabel(mark, labels) };
  }
  const text = plainText(strong);
  const kind = text === undefined ? undefined : alertKindOfLabel(text, labels);
  return kind === undefined ? undefined : { marker: `[!${kind.toUpperCase()}]`, titled: false };
}

/** The alert whose label `strong` is, when it is one. */
export function alertOfLabel(strong: DomNode, labels: AlertLabels | undefined): PulledAlert | undefined {
  const quote = strong.parentNode?.parentNode;
  if (!quote || labelOf(quote) !== strong) return undefined;
  return alertOfQuote(quote, labels);
}

/**
 * An alert's Markdown body follows its marker line directly, as GitHub documents alerts
 * (`> [!NOTE]\n> Text`), when it opens with a paragraph (which continues the marker's; the
 * renderer splits it at the marker line, and pull's escaping keeps that line from starting another
 * block) or with a list that may interrupt a paragraph (CommonMark 5.2: a bullet list, or an
 * ordered one starting at 1, whose first item is not empty).
 */
export function joinsMarkerLine(quote: DomNode): boolean {
  const next = Array.from(quote.childNodes).filter(isElement)[1];
  if (next?.nodeName === 'P') return true;
  if (next?.nodeName !== 'UL' && (next?.nodeName !== 'OL' || (next.getAttribute('start') ?? '1') !== '1')) return false;
  const item = Array.from(next.childNodes).find(isElement);
  return (item?.textContent ?? '').trim() !== '' || Array.from(item?.childNodes ?? []).some(isElement);
}
