// helpsync's Markdown extensions, as one marked extension: GitHub alerts (at any depth) and `{#id}`
// heading ids. Both work on marked's own tokens after lexing (the `processAllTokens` hook), so
// marked keeps deciding what is a quote, a heading or code; the extension only reinterprets them.
import { Lexer, type MarkedExtension, type MarkedOptions, type Token, type Tokens, type TokensList } from 'marked';
import { alertMarker, defaultAlertLabel, needsMark, type AlertLabels } from './alerts.js';

/** A heading id as Hugo and others write it: `## Install {#install}` (ATX or setext). */
const HEADING_ID = /[ \t]*\{#([A-Za-z0-9_-]+)\}[ \t]*$/;

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
export function helpsyncExtension(base: MarkedOptions, labels: AlertLabels | undefined): MarkedExtension {
  return {
    hooks: {
      processAllTokens(tokens: Token[] | TokensList): Token[] | TokensList {
        const links = 'links' in tokens ? tokens.links : {};
        const inline = (text: string): Token[] => {
          const lexer = new Lexer(base);
          Object.assign(lexer.tokens.links, links);
          return lexer.inlineTokens(text);
        };
        // alerts at any depth: a step's note (`   > [!NOTE]` in a list item) is one too, as Hugo and
        // Docusaurus render it; only a quote's own first paragraph is looked at, so walking costs
        // nothing on a page without quotes in lists
        walkAlerts(tokens, labels, inline);
        // a heading's `{#id}` is in the source of the top-level token that holds it (a megabyte page's
        // tokens are not walked to learn that it has none)
        if (tokens.some((t) => t.raw.includes('{#'))) walkHeadings(tokens, inline);
        return tokens;
      },
    },
    renderer: {
      blockquote(token: Tokens.Blockquote): string {
        const mark = (token as AlertToken).alertMark;
        const body = this.parser.parse(token.tokens);
        // the mark is a word and a fold sign (alerts.ts ALERT_MARK): nothing to escape in the attribute;
        // the platform keeps attributes (docs/platform-api.md, "HTML round trip")
        return mark === undefined ? `<blockquote>\n${body}</blockquote>\n` : `<blockquote data-alert="${mark}">\n${body}</blockquote>\n`;
      },
      heading(token: Tokens.Heading): string {
        const id = (token as HeadingToken).headingId;
        const body = this.parser.parseInline(token.tokens);
        return id === undefined
          ? `<h${token.depth}>${body}</h${token.depth}>\n`
          : `<h${token.depth} id="${id}">${body}</h${token.depth}>\n`;
      },
    },
  };
}

type InlineLexer = (text: string) => Token[];

/**
 * A quote whose first line is a marker: the marker line becomes the bold label paragraph
 * (the title when the line has one), the rest of the first paragraph the body's first paragraph.
 */
function toAlert(quote: AlertToken, labels: AlertLabels | undefined, inline: InlineLexer): void {
  const first = quote.tokens[0];
  if (first?.type !== 'paragraph') return;
  const marker = alertMarker((first as Tokens.Paragraph).text);
  if (!marker) return;
  const shown = marker.title ?? defaultAlertLabel(marker.mark, labels);
  const shownTokens: Token[] =
    marker.title === undefined ? [{ type: 'text', raw: shown, text: shown, escaped: false } satisfies Tokens.Text] : inline(shown);
  const strong: Tokens.Strong = { type: 'strong', raw: `**${shown}**`, text: shown, tokens: shownTokens };
  const labelParagraph: Tokens.Paragraph = { type: 'paragraph', raw: shown, text: shown, tokens: [strong] };
  const rest: Token[] = [];
  if (marker.rest.trim() !== '') {
    const text = marker.rest.replace(/\n$/, '');
    rest.push({ type: 'paragraph', raw: text, text, tokens: inline(text) } satisfies Tokens.Paragraph);
  }
  quote.tokens = [labelParagraph, ...rest, ...quote.tokens.slice(1)];
  quote.alert = marker.kind;
  if (needsMark(marker)) quote.alertMark = marker.mark;
}

/** Every quote at any depth (top level, in quotes, in list items) whose first line is a marker becomes an alert. */
function walkAlerts(tokens: readonly Token[], labels: AlertLabels | undefined, inline: InlineLexer): void {
  for (const t of tokens) {
    if (t.type === 'blockquote') {
      toAlert(t as AlertToken, labels, inline);
      walkAlerts((t as Tokens.Blockquote).tokens, labels, inline);
    } else if (t.type === 'list') for (const item of (t as Tokens.List).items) walkAlerts(item.tokens, labels, inline);
  }
}

/** Every heading at any depth (quotes, list items): a trailing `{#id}` becomes its id. */
function walkHeadings(tokens: readonly Token[], inline: InlineLexer): void {
  for (const t of tokens) {
    if (t.type === 'heading') {
      const h = t as HeadingToken;
      const m = HEADING_ID.exec(h.text);
      if (m) {
        h.headingId = m[1];
        h.text = h.text.slice(0, m.index);
        h.tokens = inline(h.text);
      }
      continue;
    }
    if (t.type === 'blockquote') walkHeadings((t as Tokens.Blockquote).tokens, inline);
    else if (t.type === 'list') for (const item of (t as Tokens.List).items) walkHeadings(item.tokens, inline);
  }
}
