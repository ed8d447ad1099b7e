// helpsync's Markdown extensions (issue 13), as one marked extension: GitHub alerts and `{#id}`
// heading ids. Both work on marked's own tokens after lexing (the `processAllTokens` hook), so
// marked keeps deciding what is a quote, a heading or code; the extension only reinterprets them.
import { Lexer, type MarkedExtension, type MarkedOptions, type Token, type Tokens, type TokensList } from 'marked';
import { alertMarker, resolveAlertLabels, type AlertKind, type AlertLabels } from './alerts.js';

/** A heading id as Hugo and others write it: `## Install {#install}` (ATX or setext). */
const HEADING_ID = /[ \t]*\{#([A-Za-z0-9_-]+)\}[ \t]*$/;

export interface HeadingToken extends Tokens.Heading {
  /** the `{#id}` the heading ended with, now its id attribute */
  headingId?: string;
}

export interface AlertToken extends Tokens.Blockquote {
  alert?: AlertKind;
}

/**
 * The extension. `base` is the option set the instance is built with (a fresh lexer for re-read
 * inline text needs the same GFM settings); `labels` are the language's alert labels.
 */
export function helpsyncExtension(base: MarkedOptions, labels: AlertLabels | undefined): MarkedExtension {
  const resolved = resolveAlertLabels(labels);
  return {
    hooks: {
      processAllTokens(tokens: Token[] | TokensList): Token[] | TokensList {
        const links = 'links' in tokens ? tokens.links : {};
        const inline = (text: string): Token[] => {
          const lexer = new Lexer(base);
          Object.assign(lexer.tokens.links, links);
          return lexer.inlineTokens(text);
        };
        for (const t of tokens) if (t.type === 'blockquote') toAlert(t as AlertToken, resolved, inline);
        walkHeadings(tokens, inline);
        return tokens;
      },
    },
    renderer: {
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

/** A top-level quote whose first line is a marker: the marker line becomes the bold label paragraph. */
function toAlert(quote: AlertToken, labels: Record<AlertKind, string>, inline: InlineLexer): void {
  const first = quote.tokens[0];
  if (first?.type !== 'paragraph') return;
  const marker = alertMarker((first as Tokens.Paragraph).text);
  if (!marker) return;
  const label = labels[marker.kind];
  const labelText: Tokens.Text = { type: 'text', raw: label, text: label, escaped: false };
  const strong: Tokens.Strong = { type: 'strong', raw: `**${label}**`, text: label, tokens: [labelText] };
  const labelParagraph: Tokens.Paragraph = { type: 'paragraph', raw: label, text: label, tokens: [strong] };
  const rest: Token[] = [];
  if (marker.rest.trim() !== '') {
    const text = marker.rest.replace(/\n$/, '');
    rest.push({ type: 'paragraph', raw: text, text, tokens: inline(text) } satisfies Tokens.Paragraph);
  }
  quote.tokens = [labelParagraph, ...rest, ...quote.tokens.slice(1)];
  quote.alert = marker.kind;
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
