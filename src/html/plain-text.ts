// The text a reader sees in rendered HTML, as one line of plain text: what a plain-text field (a
// collection's description, from a section page's prose under `sectionPages: description`) gets.
import { Parser } from 'htmlparser2';

/** Elements whose end separates words (a paragraph, a list item, a cell, a line break). */
const BLOCK = /^(p|div|li|ul|ol|h[1-6]|blockquote|pre|tr|td|th|table|br|hr|dd|dt|dl|section|details|summary|figcaption)$/;

/** The text of `html`, entities decoded, whitespace collapsed to single spaces, trimmed. */
export function htmlToPlainText(html: string): string {
  const parts: string[] = [];
  let skip = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (name === 'script' || name === 'style') skip++;
        if (BLOCK.test(name)) parts.push(' ');
      },
      ontext(text) {
        if (skip === 0) parts.push(text);
      },
      onclosetag(name) {
        if (name === 'script' || name === 'style') skip--;
        if (BLOCK.test(name)) parts.push(' ');
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts.join('').replace(/\s+/g, ' ').trim();
}
